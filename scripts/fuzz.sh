#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/, -DKC_FUZZ=ON, clang-22, ASan+UBSan) in
# build-fuzz/ and runs each for a fixed time on a copy of its seed corpus
# (fuzz/corpus/<target>/), then prints executions and findings per target.
#   scripts/fuzz.sh [seconds-per-target] [target...]
# Findings (crash-*, timeout-*, oom-*, leak-* inputs) land in
# build-fuzz/findings/<target>/; a target stops at its first finding. Exit code 1
# when any target found something.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
"$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev  # + the sanitizer runtime
SECONDS_PER_TARGET=${1:-60}
shift || true
BUILD=${KC_FUZZ_BUILD_DIR:-$ROOT/build-fuzz}
CXX=${KC_FUZZ_CXX:-clang++-22}
JOBS=${KC_FUZZ_JOBS:-2}

if ! command -v "$CXX" >/dev/null; then
  echo "fuzz.sh: $CXX not found (apt-get install clang-22, or set KC_FUZZ_CXX)" >&2
  exit 2
fi
LAUNCHER=()
if command -v ccache >/dev/null; then
  LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
mkdir -p "$BUILD"
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER="$CXX" -DKC_FUZZ=ON -DKC_BUILD_MICROBENCH=OFF \
  -DKC_REQUIRE_FULL_TESTS=OFF "${LAUNCHER[@]}" >"$BUILD/configure.log" 2>&1 ||
  { cat "$BUILD/configure.log" >&2; exit 2; }
cmake --build "$BUILD" --target kc_fuzz_all -j"$JOBS"

if [ $# -gt 0 ]; then
  TARGETS=("$@")
else
  TARGETS=()
  for f in "$BUILD"/bin/kc_fuzz_*; do TARGETS+=("$(basename "$f" | sed 's/^kc_fuzz_//')"); done
fi

FOUND=0
printf '\n%-16s %12s %10s %8s %s\n' target executions exec/s findings "first finding"
for T in "${TARGETS[@]}"; do
  EXE="$BUILD/bin/kc_fuzz_$T"
  [ -x "$EXE" ] || { echo "fuzz.sh: no target $T ($EXE)" >&2; exit 2; }
  WORK="$BUILD/corpus/$T"
  OUT="$BUILD/findings/$T"
  rm -rf "$OUT"
  mkdir -p "$WORK" "$OUT"
  LOG="$BUILD/findings/$T.log"
  # -timeout: one input running longer than 10 s is a finding (a hang);
  # -rss_limit_mb: more than 2 GB is one too.
  set +e
  "$EXE" -max_total_time="$SECONDS_PER_TARGET" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$OUT/" "$WORK" "$ROOT/fuzz/corpus/$T" >"$LOG" 2>&1
  set -e
  EXECS=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$LOG" | grep -o '[0-9]*$' | tail -1)
  RATE=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$LOG" | grep -o '[0-9]*$' | tail -1)
  N=$(find "$OUT" -maxdepth 1 -type f | wc -l)
  FIRST=$(find "$OUT" -maxdepth 1 -type f | head -1)
  if [ -z "$EXECS" ]; then # crashed before the final stats: the last status line
    EXECS=$(grep -o '^#[0-9]*' "$LOG" | tail -1 | tr -d '#')
  fi
  [ "$N" -gt 0 ] && FOUND=1
  printf '%-16s %12s %10s %8s %s\n' "$T" "${EXECS:-?}" "${RATE:-?}" "$N" "${FIRST:+$FIRST (log: $LOG)}"
done
exit $FOUND
