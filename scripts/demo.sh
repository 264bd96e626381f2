#!/usr/bin/env bash
# README command 1: install, build, and run the main job on the bundled example.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
"$ROOT/scripts/build.sh"
cd "$ROOT"
exec build/bin/kernelcast demo
