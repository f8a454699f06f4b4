#!/usr/bin/env python3
"""Builds the land mask compiled into places from global-land-mask's GLOBE mask (Scripts/update-land-mask.sh).

Usage: generate-land-mask.py MASK.npz OUTPUT.bin SOURCE-DESCRIPTION

The 30-arc-second mask (21600 x 43200, True where there is water) is reduced to 1 arc-minute (about 1.85 km) by
majority: a cell is land when at least two of its four samples are. Each row, north to south, is stored as the
lengths of its alternating runs, water first (a row that starts with land starts with a run of 0), as LEB128
varints. Layout, all integers little-endian, read by Modules/PlacesData/Maps/EmbeddedLandMask.swift:

  0  "PLLM"   4  layout version (1)   8  rows   12  columns   16  row offsets   20  runs   24  source (offset)
  28 source length   32  total size
  row offsets: u32 per row and one past the end, relative to the runs section
The output is deterministic: the same input gives the same bytes.
"""
import struct
import sys

import numpy as np

from embedded_data import varint

FACTOR = 2


def main():
    if len(sys.argv) != 4:
        sys.exit("usage: generate-land-mask.py MASK.npz OUTPUT.bin SOURCE-DESCRIPTION")
    source_path, output_path, source = sys.argv[1:]
    data = np.load(source_path)
    water = data["mask"]
    latitudes = data["lat"]
    if water.shape != (21600, 43200) or not latitudes[0] > latitudes[-1]:
        sys.exit("unexpected mask: %r, latitudes %r..%r" % (water.shape, latitudes[0], latitudes[-1]))
    rows, columns = water.shape[0] // FACTOR, water.shape[1] // FACTOR
    # Land fraction of each 2x2 block, in row strips to keep memory small.
    runs = bytearray()
    offsets = []
    for row in range(rows):
        block = ~water[row * FACTOR:(row + 1) * FACTOR, :]
        land = block.reshape(FACTOR, columns, FACTOR).sum(axis=(0, 2)) * 2 >= FACTOR * FACTOR
        offsets.append(len(runs))
        changes = np.flatnonzero(np.diff(land.astype(np.int8))) + 1
        edges = [0] + changes.tolist() + [columns]
        lengths = [b - a for a, b in zip(edges, edges[1:])]
        if land[0]:
            lengths = [0] + lengths
        for length in lengths:
            runs += varint(length)
    offsets.append(len(runs))

    header_size = 36
    offsets_start = header_size
    runs_start = offsets_start + 4 * len(offsets)
    source_bytes = source.encode("utf-8")
    source_start = runs_start + len(runs)
    total = source_start + len(source_bytes)
    header = struct.pack("<4sIIIIIIII", b"PLLM", 1, rows, columns, offsets_start, runs_start, source_start,
                         len(source_bytes), total)
    with open(output_path, "wb") as out:
        out.write(header)
        out.write(struct.pack("<%dI" % len(offsets), *offsets))
        out.write(runs)
        out.write(source_bytes)
    print("%d x %d cells, %d bytes" % (rows, columns, total))


if __name__ == "__main__":
    main()
