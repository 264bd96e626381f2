#!/usr/bin/env bash
# Installs the Debian packages kernelcast needs (only the missing ones), plus
# any package names given as arguments (scripts/fuzz.sh and scripts/sanitize.sh
# add clang-22's sanitizer runtime). Used by the README's two commands and by
# CI; safe to run repeatedly.
set -euo pipefail
# llvm-22-tools: FileCheck for the golden tests (and python3 with it).
PKGS=(cmake ninja-build g++ llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libclang-cpp22-dev
      liblpsolve55-dev nlohmann-json3-dev libcli11-dev libfmt-dev
      libgtest-dev libgmock-dev libbenchmark-dev "$@")
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "kernelcast: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
