#!/usr/bin/env bash
# Runs the whole test suite on a busy machine: builds the tests first, then runs `swift test` while two CPU-bound
# processes per core run beside it, and prints how long the suite took and the load average while it ran. It fails
# when the suite fails. A test that depends on how fast the machine is — a wall-clock bound a loaded machine can
# exceed — fails here long before it fails by chance elsewhere. CI runs the suite normally (.ci/run); run this one
# before merging a change to the tests, their support or anything with a deadline.
# Usage: Scripts/test-under-load.sh [more `swift test` arguments, e.g. --filter PlacesDataTests]
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --build-tests

cores=$(getconf _NPROCESSORS_ONLN)
workers=$((2 * cores))
busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_busy EXIT
for _ in $(seq "$workers"); do
  bash -c 'while :; do :; done' &
  busy+=("$!")
done
echo "== swift test beside $workers busy processes on $cores cores"

# The one-minute load average every five seconds, so the report shows the load the suite really ran under.
samples=$(mktemp)
trap 'stop_busy; rm -f "$samples"' EXIT
( while :; do cut -d' ' -f1 /proc/loadavg >>"$samples"; sleep 5; done ) &
sampler=$!
busy+=("$sampler")

start=$(date +%s)
status=0
swift test --skip-build "$@" || status=$?
seconds=$(( $(date +%s) - start ))
stop_busy

load=$(sort -n "$samples" | awk '{ values[NR] = $1 } END { if (NR) printf "%s (lowest), %s (median), %s (highest)", values[1], values[int((NR + 1) / 2)], values[NR] }')
echo "== swift test took $((seconds / 60)) min $((seconds % 60)) s beside $workers busy processes; one-minute load average: ${load:-not measured}"
if [ "$status" -ne 0 ]; then
  echo "== FAILED (exit status $status)"
else
  echo "== passed"
fi
exit "$status"
