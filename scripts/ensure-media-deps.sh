#!/usr/bin/env bash
# System tools the media generator (`npm run media`) needs, from Debian: espeak-ng (speech),
# lame (MP3), ffmpeg (clips, posters, thumbnails) and poppler-utils (pdftoppm). Building and
# testing the app do not need them: the generated media is committed.
set -euo pipefail
missing=()
command -v espeak-ng >/dev/null 2>&1 || missing+=(espeak-ng)
command -v lame >/dev/null 2>&1 || missing+=(lame)
command -v ffmpeg >/dev/null 2>&1 || missing+=(ffmpeg)
command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ]; then
  echo "Installing ${missing[*]} from Debian..."
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
else
  echo "Missing: ${missing[*]}. Run 'sudo apt-get install -y ${missing[*]}'." >&2
  exit 1
fi
