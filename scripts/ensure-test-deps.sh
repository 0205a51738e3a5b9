#!/usr/bin/env bash
# System tools the tests need, from Debian: Chromium (Playwright cannot download
# browsers here) and poppler-utils (pdftotext reads the generated certificates).
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Installing ${missing[*]} from Debian..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
