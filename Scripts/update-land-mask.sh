#!/usr/bin/env bash
# Regenerates the land mask compiled into places from the PyPI package global-land-mask (MIT, Todd Karin), whose
# mask comes from NOAA's GLOBE elevation data (public domain): downloads the pinned wheel with pip, checks its hash,
# reduces the mask with Scripts/generate-land-mask.py (needs numpy), and writes landmask.S, which embeds the result
# and names its source and content hash (the build notices a new landmask.bin only when landmask.S changes).
# Usage: Scripts/update-land-mask.sh        (needs pip, numpy and network access; builds need none of them)
set -euo pipefail
cd "$(dirname "$0")/.."
source Scripts/embedded-data.sh

version="1.0.0"
wheel="global_land_mask-$version-py3-none-any.whl"
wheel_sha256="07751fbb4e3834ee508a84ea64d9bd5340fbd0a8c951e24b43c323fcc670bb62"
target="Modules/PlacesLandMaskData"

python3 -c "import numpy" 2>/dev/null || { echo "update-land-mask: numpy is needed: python3 -m pip install numpy" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fetch_wheel "global-land-mask==$version" "$wheel" "$wheel_sha256" "$work"

source="global-land-mask $version (MIT, Todd Karin): the GLOBE land mask (NOAA, public domain) at 1 arc-minute"
python3 Scripts/generate-land-mask.py "$work/wheel/global_land_mask/globe_combined_mask_compressed.npz" \
    "$target/landmask.bin" "$source"

write_incbin "$target" landmask.bin places_land_mask "$source" "$wheel" "$wheel_sha256"
