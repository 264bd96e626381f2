#!/usr/bin/env bash
# Installs what scripts/fuzz.sh and scripts/sanitize.sh need beyond the normal
# build (scripts/install-deps.sh): clang-22 and its sanitizer / libFuzzer
# runtime (libclang-rt-22-dev). Only the missing packages; safe to run again.
set -euo pipefail
"$(dirname "$0")/install-deps.sh"
PKGS=(clang-22 libclang-rt-22-dev)
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
