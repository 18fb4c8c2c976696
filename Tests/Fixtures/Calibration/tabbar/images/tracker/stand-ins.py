#!/usr/bin/env python3
# Usage: python3 stand-ins.py FOLDER (writes the stand-ins at 1x, 2x and 3x; standard library only).
"""Draws BarTheme's stand-ins for the Tracker apps' own tab images (README.md): a ring on a canvas of
the asset's size, its ink box the asset's (read off the asset's alpha at 3x, #41 session 36). Black
with alpha (template images), supersampled 4x4 coverage."""
import math, struct, sys, zlib


def png(path, w, h, alpha):
    raw = b''.join(b'\0' + bytes(v for a in row for v in (0, 0, 0, a)) for row in alpha)

    def chunk(k, b):
        return struct.pack('>I', len(b)) + k + b + struct.pack('>I', zlib.crc32(k + b) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0))
                           + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


def ring(x0, y0, x1, y1, hole):
    """Inside an ellipse filling the box (x0, y0)-(x1, y1) pt and outside a centred hole `hole` of its size."""
    cx, cy, rx, ry = (x0 + x1) / 2, (y0 + y1) / 2, (x1 - x0) / 2, (y1 - y0) / 2

    def inside(x, y):
        d = math.hypot((x - cx) / rx, (y - cy) / ry)
        return hole <= d <= 1
    return inside


def render(path, wpt, hpt, scale, inside):
    w, h = round(wpt * scale), round(hpt * scale)
    rows = [[round(255 * sum(inside((i + (si + .5) / 4) / scale, (j + (sj + .5) / 4) / scale)
                             for sj in range(4) for si in range(4)) / 16) for i in range(w)] for j in range(h)]
    png(path, w, h, rows)


# name, canvas (pt), ink box (pt): the assets' sizes and alpha boxes at 3x (README.md).
STAND_INS = (
    ("ic28", 28.0, 28.0, (14 / 3, 13 / 3, 70 / 3, 69 / 3)),  # "ic 28x28" PNGs: alpha 14-70 x 13-69 px of 84
    ("ic28-svg", 28.0, 28.0, (4.903, 4.566, 23.088, 22.742)),  # "ic 28x28" SVGs: the path's extent
    ("rfhfv-record", 56 / 3, 56 / 3, (2 / 3, 1 / 3, 56 / 3, 56 / 3)),  # rfhfv's 56 px PNG: alpha 2-56 x 1-56 px
    ("davletova-record", 20.0, 19.0, (0.0, 0.0, 20.0, 19.0)),  # davletova's 20 x 19 px PNG at 1x, ink to its edges
)
out = sys.argv[1]
for name, wpt, hpt, box in STAND_INS:
    for s, suffix in ((1, ""), (2, "@2x"), (3, "@3x")):
        render("%s/%s%s.png" % (out, name, suffix), wpt, hpt, s, ring(*box, hole=0.4))
