#!/usr/bin/env bash
# One command for an ASan+UBSan build of kernelcast and its tests (-DKC_SANITIZE=ON:
# -fsanitize=address,undefined, UB aborts) in build-asan/, then ctest on it.
#   scripts/sanitize.sh [ctest arguments...]      e.g. scripts/sanitize.sh -L unit
#   KC_SANITIZE_TARGETS="gpumodel_tests kernelmodel_tests" scripts/sanitize.sh -R 'Gpu|Expr'
# builds only the named targets (the whole build takes long on 2 cores).
# LLVM and Clang themselves are not instrumented (Debian's shared libraries).
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
"$ROOT/scripts/install-deps.sh" clang-22 libclang-rt-22-dev  # + the sanitizer runtime
BUILD=${KC_SANITIZE_BUILD_DIR:-$ROOT/build-asan}
CXX=${KC_SANITIZE_CXX:-clang++-22}
JOBS=${KC_SANITIZE_JOBS:-2}
LAUNCHER=()
if command -v ccache >/dev/null; then
  LAUNCHER=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
cmake -S "$ROOT" -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
  -DCMAKE_CXX_COMPILER="$CXX" -DKC_SANITIZE=ON -DKC_REQUIRE_FULL_TESTS=OFF "${LAUNCHER[@]}"
TARGETS=()
for t in ${KC_SANITIZE_TARGETS:-}; do TARGETS+=(--target "$t"); done
cmake --build "$BUILD" -j"$JOBS" "${TARGETS[@]}"
# detect_leaks=0: LLVM's and Clang's global state is freed at exit only in part.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
cd "$BUILD" && ctest --output-on-failure -j"$JOBS" "$@"
