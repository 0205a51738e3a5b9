#!/usr/bin/env bash
# The flake proof of issue #32: the whole Chromium suite N times in a row with one CPU core kept
# busy, then the WebKit and Firefox journeys N times each on an otherwise idle machine. Stops at the
# first failure (a run that fails once in N is a bug to find, not a number to report) and prints a
# line per run: `bash scripts/proof-runs.sh [N]` (default 5), after `npm run build`.
# Every run's output is kept in test-results-proof/.
set -uo pipefail
cd "$(dirname "$0")/.."

runs="${1:-5}"
out=test-results-proof
mkdir -p "$out"
[ -f dist/index.html ] || { echo "No production build: run npm run build first." >&2; exit 1; }

# One core kept busy for the Chromium runs only (the issue's measure), stopped on any exit.
busy() { while :; do :; done; }
busy &
busy_pid=$!
trap 'kill "$busy_pid" 2>/dev/null' EXIT

line() { printf '%s  %-22s %s\n' "$(date -u +%H:%M:%S)" "$1" "$2" | tee -a "$out/summary.txt"; }

for i in $(seq 1 "$runs"); do
  start=$SECONDS
  if npx playwright test >"$out/chromium-$i.log" 2>&1; then
    line "chromium $i/$runs" "passed: $(grep -Eo '[0-9]+ passed' "$out/chromium-$i.log" | tail -1), $((SECONDS - start)) s, load $(cut -d' ' -f1-3 /proc/loadavg)"
  else
    line "chromium $i/$runs" "FAILED: $(grep -E '^\s+\[chromium\]' "$out/chromium-$i.log" | head -3 | tr -s ' ')"
    exit 1
  fi
done
kill "$busy_pid" 2>/dev/null

for i in $(seq 1 "$runs"); do
  start=$SECONDS
  if npm run test:engines >"$out/engines-$i.log" 2>&1; then
    line "engines $i/$runs" "$(grep -E '^(WebKit|Firefox): ' "$out/engines-$i.log" | tail -2 | tr '\n' ' ')$((SECONDS - start)) s"
  else
    line "engines $i/$runs" "FAILED: $(grep -E 'FAIL|^(WebKit|Firefox): ' "$out/engines-$i.log" | head -4 | tr '\n' ' ')"
    exit 1
  fi
done
line "all" "$runs Chromium runs with one core busy and $runs engine runs passed"
