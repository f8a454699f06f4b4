#!/usr/bin/env python3
"""Writes Fixtures/countries/points.tsv: points with the country Natural Earth's full-precision shapes put them in,
the reference Tests/PlacesDataTests/CountryTests.swift checks the compiled-in, simplified shapes against.

Usage: generate-country-fixture.py COUNTRIES.zip OUTPUT.tsv
(COUNTRIES.zip: ne_10m_admin_0_countries_deu.zip from the wheel Scripts/update-countries.sh fetches.)
Needs shapely, numpy and global-land-mask (pip); the output is the same for the same input.

Rows: latitude, longitude, ISO code (or "-" for none), and the kind of point: "land" (uniform on the sphere, kept
where GLOBE's land mask says land) or "border" (within 5 km of a random vertex of a border two countries share).
Codes follow generate-countries.py: a territory without its own code is its sovereign's. Unlike the compiled-in
data, French Guiana and the other overseas parts of France stay France here: that is Natural Earth's answer.
"""
import collections
import math
import random
import sys

from shapely.geometry import Point, Polygon
from shapely.strtree import STRtree

from embedded_data import land_points, script_module

LAND_POINTS = 2000
BORDER_POINTS = 1000


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: generate-country-fixture.py COUNTRIES.zip OUTPUT.tsv")
    generator = script_module("generate-countries.py")
    records, shapes = generator.read_shapefile(sys.argv[1])
    codes = generator.country_codes(records)
    geometries, owners = [], []
    for code, rings in zip(codes, shapes):
        if code is None:
            continue
        shape = None
        for ring in rings:
            if len(ring) >= 4:
                part = Polygon(ring).buffer(0)
                shape = part if shape is None else shape.symmetric_difference(part)
        if shape is not None:
            geometries.append(shape)
            owners.append(code)
    tree = STRtree(geometries)

    def country(latitude, longitude):
        found = sorted({owners[i] for i in tree.query(Point(longitude, latitude), predicate="intersects")})
        return found[0] if len(found) == 1 else "-"

    generator_random = random.Random(21)
    rows = [(latitude, longitude, country(latitude, longitude), "land")
            for latitude, longitude in land_points(LAND_POINTS, generator_random)]
    users = collections.defaultdict(set)
    for number, rings in enumerate(shapes):
        for ring in rings:
            for point in ring:
                users[point].add(number)
    border = sorted(point for point, numbers in users.items() if len({codes[n] for n in numbers}) > 1)
    for _ in range(BORDER_POINTS):
        longitude, latitude = generator_random.choice(border)
        distance = 5000 * math.sqrt(generator_random.random())
        bearing = generator_random.uniform(0, 2 * math.pi)
        latitude += distance * math.cos(bearing) / 111_320
        longitude += distance * math.sin(bearing) / (111_320 * max(0.01, math.cos(math.radians(latitude))))
        latitude = max(-90.0, min(90.0, latitude))
        longitude = (longitude + 180) % 360 - 180
        rows.append((latitude, longitude, country(latitude, longitude), "border"))
    with open(sys.argv[2], "w", encoding="utf-8") as out:
        out.write("# latitude\tlongitude\tcountry\tkind: Natural Earth 5.1.1 admin-0 (1:10m), full precision\n")
        for latitude, longitude, code, kind in rows:
            out.write("%.6f\t%.6f\t%s\t%s\n" % (latitude, longitude, code, kind))


if __name__ == "__main__":
    main()
