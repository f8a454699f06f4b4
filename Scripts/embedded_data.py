"""Shared by the Python generators of data compiled into places (generate-land-mask.py, generate-countries.py) and
the scripts that check it (generate-country-fixture.py, measure-labels.py)."""
import importlib.util
import math
import os


def varint(value):
    """A non-negative integer as LEB128: seven bits a byte, low bits first, the high bit set on all but the last."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value):
    """A signed integer as a non-negative one that is small when the value is near zero: 0, -1, 1, -2 → 0, 1, 2, 3."""
    return value * 2 if value >= 0 else -value * 2 - 1


def script_module(name):
    """Another script of Scripts/ as a module: their file names have hyphens, which `import` cannot name."""
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    spec = importlib.util.spec_from_file_location(name.replace("-", "_").removesuffix(".py"), path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def land_points(count, generator):
    """`count` points uniform on the sphere, kept where GLOBE's land mask (global-land-mask) says land, drawn from
    `generator` (a seeded random.Random), as (latitude, longitude)."""
    from global_land_mask import globe
    points = []
    while len(points) < count:
        latitude = math.degrees(math.asin(generator.uniform(-1, 1)))
        longitude = generator.uniform(-180, 180)
        if globe.is_land(latitude, longitude):
            points.append((latitude, longitude))
    return points
