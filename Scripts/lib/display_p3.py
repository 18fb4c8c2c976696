#!/usr/bin/env python3
"""A Display P3 PNG (8 or 16 bits a channel, RGB or RGBA, non-interlaced) as an 8-bit sRGB PNG.

Usage: display_p3.py IN.png OUT.png

An iPhone's own screenshots are tagged Display P3 (an `iCCP` chunk named kCGColorSpaceDisplayP3) and
some are stored at 16 bits a channel (Apollo's, session 20), which `fidelity.read_png` does not read.
The tables compare colours in sRGB, so such a capture is converted once, when it is extracted
(`fidelity_tabbar.py --extract`, a capture with `displayP3`): each channel linearised with the sRGB
curve (Display P3 uses the same one), taken from P3's primaries to sRGB's (both D65: the matrix below
is sRGB's RGB-to-XYZ matrix inverted times P3's, from the two sets of primaries), clipped to sRGB's
gamut and encoded again. An alpha channel is composited over white, as `read_png` does. Standard
library only.
"""

import struct
import sys
import zlib

# Linear Display P3 to linear sRGB (D65 white in both): rows of sRGB's R, G, B.
P3_TO_SRGB = ((1.2249402, -0.2249402, 0.0),
              (-0.0420570, 1.0420570, 0.0),
              (-0.0196376, -0.0786360, 1.0982736))


def chunks(data):
    i = 8
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        yield data[i + 4:i + 8], data[i + 8:i + 8 + n]
        i += 12 + n


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else (b if pb <= pc else c)


def unfilter(kind, line, prev, bpp):
    if kind == 1:
        for x in range(bpp, len(line)):
            line[x] = (line[x] + line[x - bpp]) & 255
    elif kind == 2:
        for x in range(len(line)):
            line[x] = (line[x] + prev[x]) & 255
    elif kind == 3:
        for x in range(len(line)):
            line[x] = (line[x] + ((line[x - bpp] if x >= bpp else 0) + prev[x]) // 2) & 255
    elif kind == 4:
        for x in range(len(line)):
            left, upper_left = (line[x - bpp], prev[x - bpp]) if x >= bpp else (0, 0)
            line[x] = (line[x] + paeth(left, prev[x], upper_left)) & 255
    return line


def decode(path):
    """Width, height, channels, the largest sample value and rows of samples (ints)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit("%s: not a PNG" % path)
    idat, header = [], None
    for kind, body in chunks(data):
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
    width, height, depth, ctype, _, _, interlace = header
    if depth not in (8, 16) or ctype not in (2, 6) or interlace != 0:
        raise SystemExit("%s: only 8- or 16-bit non-interlaced RGB(A) PNGs are read here" % path)
    channels, size = (3 if ctype == 2 else 4), depth // 8
    bpp, raw = channels * size, zlib.decompress(b"".join(idat))
    stride, prev, rows = width * bpp, bytearray(width * bpp), []
    for y in range(height):
        p = y * (stride + 1)
        line = unfilter(raw[p], bytearray(raw[p + 1:p + 1 + stride]), prev, bpp)
        prev = line
        rows.append(list(line) if size == 1 else list(struct.unpack(">%dH" % (width * channels), bytes(line))))
    return width, height, channels, (1 << depth) - 1, rows


def to_linear(v):
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def to_srgb_byte(v):
    v = min(max(v, 0.0), 1.0)
    return round(255 * (12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055))


def convert(path):
    """Rows of 8-bit sRGB (r, g, b) bytes of a Display P3 PNG."""
    width, height, channels, top, rows = decode(path)
    linear = [to_linear(i / top) for i in range(top + 1)]
    cache, out = {}, []
    for row in rows:
        line = bytearray()
        for x in range(0, width * channels, channels):
            key = tuple(row[x:x + channels])
            rgb = cache.get(key)
            if rgb is None:
                r, g, b = (linear[c] for c in key[:3])
                rgb = [to_srgb_byte(m[0] * r + m[1] * g + m[2] * b) for m in P3_TO_SRGB]
                if channels == 4:
                    k = key[3] / top
                    rgb = [round(c * k + 255 * (1 - k)) for c in rgb]
                rgb = cache[key] = bytes(rgb)
            line += rgb
        out.append(bytes(line))
    return width, height, out


def write(path, width, height, rows):
    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
    raw = b"".join(b"\x00" + row for row in rows)
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
                + chunk(b"sRGB", b"\x00") + chunk(b"IDAT", zlib.compress(raw, 6)) + chunk(b"IEND", b""))


def main():
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    write(sys.argv[2], *convert(sys.argv[1]))


if __name__ == "__main__":
    main()
