#!/usr/bin/env bash
# The performance benchmark in one command: builds `places` as it is meant to be installed (release, Swift runtime
# linked statically) and the benchmark, then prints our figures next to jq, python3 json and orjson measured in the
# same run, and a session's cost per line (piped and typed on a pseudo-terminal) next to cat and Python. Needs
# ../shared/data/world-places.json for the large-feed part; skips that part with a message when it is absent.
# Usage: Scripts/benchmark.sh [--rounds N]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --scratch-path .build-static --product places
swift build -c release --product places-bench
exec .build/release/places-bench --places .build-static/release/places "$@"
