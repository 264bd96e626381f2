#!/usr/bin/env bash
# Configures and builds kernelcast into build/ (Release, Ninja); the CLI ends up
# at build/bin/kernelcast.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
"$ROOT/scripts/install-deps.sh"
JOBS="${KC_JOBS:-$(nproc)}"
cmake -S "$ROOT" -B "$ROOT/build" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build "$ROOT/build" -j "$JOBS"
