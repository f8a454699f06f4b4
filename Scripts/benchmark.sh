#!/usr/bin/env bash
# The performance benchmark in one command: builds `places` as it is meant to be installed (release, Swift runtime
# linked statically) and the benchmark, then prints each figure next to its peer or floor measured in the same run:
# gazetteer lookups next to scipy's cKDTree, and where/list next to each other; maps next to the world map; a session's
# cost per line (piped and typed on a pseudo-terminal) next to cat and Python; a request to a loopback test Wikipedia
# next to curl -s; reading other apps' files next to the feed decoder; the large feed's one-shot search next to wc -l,
# jq, python3 json and orjson; `list` of it next to a Python table printer; the small list next to a one-line Swift
# program; naming a place by its article title (nearby Colosseum) next to a gazetteer name (nearby rome, it), against
# a loopback Wikipedia it starts itself; and a key press to the finished frame of `explore` at 200 × 60 on a
# pseudo-terminal, against the same loopback Wikipedia. Needs ../shared/data/world-places.json for the large-feed
# parts (or --world PATH); skips them with a message when it is absent. On a machine shared with other builds, run it as
# `flock /work/.build.lock Scripts/benchmark.sh …`, so that no build shares the CPUs while it measures.
# Usage: Scripts/benchmark.sh [--rounds N] [--world PATH] [--only gazetteer,map,explorer,session,network,transfer,resolver,feed,load]
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --static-swift-stdlib --scratch-path .build-static --product places
# The benchmark is a package of its own (Benchmarks/), out of the product's build; it runs from this folder, the
# package root it reads Fixtures/ from.
swift build -c release --package-path Benchmarks --product places-bench
exec Benchmarks/.build/release/places-bench --places .build-static/release/places "$@"
