"""Shared by the Python generators of data compiled into places (generate-land-mask.py, generate-countries.py)."""


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
