#!/usr/bin/env bash
# README command 2: install, build, and run every test with ctest.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
"$ROOT/scripts/build.sh"
cd "$ROOT/build"
ctest --output-on-failure -j "${KC_JOBS:-$(nproc)}"
