#!/usr/bin/env python3
# Usage: python3 stand-ins.py FOLDER (writes more, sort and trophy at 1x, 2x and 3x; standard library only).
"""Draws the stand-in template images for Apollo's own bar images (their ink boxes read off the
captures; the shapes are BarTheme's own: rings, lines, a cup). Supersampled 4x4 coverage."""
import math, struct, zlib, sys
def png(path, w, h, alpha):
    raw = b''.join(b'\0' + bytes(v for a in row for v in (0, 0, 0, a)) for row in alpha)
    def chunk(k, b): return struct.pack('>I', len(b)) + k + b + struct.pack('>I', zlib.crc32(k + b) & 0xffffffff)
    open(path, 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', w, h, 8, 6, 0, 0, 0)) + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))
def seg_dist(px, py, ax, ay, bx, by):
    dx, dy = bx - ax, by - ay
    t = max(0, min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy or 1)))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)
def render(path, wpt, hpt, scale, inside):
    w, h = round(wpt * scale), round(hpt * scale)
    rows = []
    for j in range(h):
        row = []
        for i in range(w):
            n = 0
            for sj in range(4):
                for si in range(4):
                    x = (i + (si + .5) / 4) / scale * wpt / (w / scale)
                    y = (j + (sj + .5) / 4) / scale * hpt / (h / scale)
                    n += inside(x, y)
            row.append(round(255 * n / 16))
        rows.append(row)
    png(path, w, h, rows)
def more(x, y):  # three rings 6.67 pt across, 9 pt apart
    return any(abs(math.hypot(x - cx, y - 3.333) - 2.667) <= 0.667 for cx in (3.333, 12.333, 21.333))
def sort(x, y):  # three lines, an arrow up at the right
    lines = [(0.0, 1.0, 13.0), (0.0, 10.0, 10.0), (0.0, 19.0, 13.0)]
    if any(seg_dist(x, y, a, yy, a + l, yy) <= 0.75 for a, yy, l in lines): return True
    return (seg_dist(x, y, 21.5, 0.9, 21.5, 19.2) <= 0.75 or seg_dist(x, y, 21.5, 0.9, 15.5, 6.9) <= 0.75
            or seg_dist(x, y, 21.5, 0.9, 27.5, 6.9) <= 0.75)
def trophy(x, y):  # a cup, two handles, a stem and a base
    cup = seg_dist(x, y, 6.0, 1.0, 18.667, 1.0) <= 0.75 or seg_dist(x, y, 6.0, 1.0, 6.5, 9.0) <= 0.75 \
        or seg_dist(x, y, 18.667, 1.0, 18.167, 9.0) <= 0.75 or abs(math.hypot(x - 12.333, y - 9.0) - 5.833) <= 0.75 and y >= 9.0
    handles = abs(math.hypot(x - 5.0, y - 6.0) - 4.25) <= 0.7 and x <= 5.5 or abs(math.hypot(x - 19.667, y - 6.0) - 4.25) <= 0.7 and x >= 19.2
    stem = seg_dist(x, y, 12.333, 14.8, 12.333, 21.0) <= 0.75
    base = seg_dist(x, y, 7.333, 23.2, 17.333, 23.2) <= 0.75
    return cup or handles or stem or base
out = sys.argv[1]
for name, wpt, hpt, f in (("more", 24.667, 6.667, more), ("sort", 28.333, 20.0, sort), ("trophy", 24.667, 24.0, trophy)):
    for s, suffix in ((1, ""), (2, "@2x"), (3, "@3x")):
        render("%s/%s%s.png" % (out, name, suffix), wpt, hpt, s, f)
