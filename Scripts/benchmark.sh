#!/usr/bin/env bash
# The performance benchmark in one command: builds `places` as it is meant to be installed (release, Swift runtime
# linked statically) and the benchmark, then prints our figures next to peers measured in the same run: the gazetteer
# next to scipy's cKDTree, maps next to the world map, a session's cost per line (piped and typed on a
# pseudo-terminal) next to cat and Python, a request to a loopback test Wikipedia next to curl -s, the large feed's
# one-shot search next to wc -l, jq, python3 json and orjson, and `list` next to a Python table printer. Needs
# ../shared/data/world-places.json for the large-feed parts; skips them with a message when it is absent.
# Usage: Scripts/benchmark.sh [--rounds N] [--only gazetteer,maps,session,network,transfer,feed,load]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --scratch-path .build-static --product places
swift build -c release --product places-bench
exec .build/release/places-bench --places .build-static/release/places "$@"
