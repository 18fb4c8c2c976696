#!/usr/bin/env python3
"""Compares BarTheme renders with real UIKit renders (the calibration set) and prints a table.

Usage: fidelity.py CASES_DIR RENDERS_DIR [--markdown]

For each CASE.png in CASES_DIR that has a CASE.yaml beside it (a real UIKit render cut to the status-bar area, the bar and the
pixel row under it) the render is looked up in RENDERS_DIR/CASE/*.png (the only PNG the case's
theme renders). Both are read with this file's own PNG decoder (standard library only), and:

- background: the most frequent colour of the bar's rows (above the shadow band) in each image and
  their CIEDE2000 difference;
- shadow: the colour of the pixel row under the bar (the row at the bar's height) and whether it
  differs from the content colour (present) - UIKit draws the hairline there, over the content;
- ink: pixels differing from the background by more than ΔE 10, grouped into boxes by columns
  (gaps wider than 6 pt split boxes), in points; each reference box is paired with the render box
  that overlaps it most and the largest edge error is reported;
- SSIM: mean structural similarity of the luminance over 8x8 windows (step 4) on the common area.

Sizes differ when a render lacks the shadow band; the common top-left area is compared.
"""

import math
import os
import struct
import sys
import zlib
from functools import lru_cache
from itertools import accumulate


class Undecoded:
    """A row above `read_png`'s `last_rows`: it has the image's width, and reading a pixel of it
    fails (a measurement that reaches it would otherwise read pixels that were never decoded)."""

    def __init__(self, width):
        self.width = width

    def __len__(self):
        return self.width

    def __getitem__(self, x):
        raise SystemExit("read_png: a pixel above the decoded rows was read (last_rows too small)")


def png_size(path):
    """Width and height from a PNG's header."""
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        raise SystemExit(f"{path}: not a PNG")
    return struct.unpack(">II", head[16:24])


# Masks for the Up filter done on a whole row at once (`unfilter`), by the row's length.
MASKS = {}


def unfilter(f, line, prev, bpp):
    """Reverses one row's PNG filter `f` (the bytes of `line` given `prev`, the row above, already
    unfiltered), byte for byte as the specification's loop does, returning the row."""
    if f == 0:
        return line
    stride = len(line)
    if f == 1:
        # Sub: each byte plus the one `bpp` to its left, so each channel is a running sum mod 256.
        for k in range(bpp):
            line[k::bpp] = bytes(map((255).__and__, accumulate(line[k::bpp])))
        return line
    if f == 2:
        # Up: every byte plus the byte above, mod 256, as one integer addition with no carry
        # between bytes (the low seven bits added, the top bit by exclusive or).
        if stride not in MASKS:
            MASKS[stride] = (int.from_bytes(b"\x7f" * stride, "big"), int.from_bytes(b"\x80" * stride, "big"))
        low, high = MASKS[stride]
        x, y = int.from_bytes(line, "big"), int.from_bytes(prev, "big")
        return bytearray((((x & low) + (y & low)) ^ ((x ^ y) & high)).to_bytes(stride, "big"))
    if f == 3:
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            line[x] = (line[x] + (a + prev[x]) // 2) & 255
        return line
    if f == 4:
        for x in range(bpp):
            line[x] = (line[x] + prev[x]) & 255
        for x in range(bpp, stride):
            a, b, c = line[x - bpp], prev[x], prev[x - bpp]
            pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        return line
    return line


def read_png(path, max_rows=None, last_rows=None):
    """Width, height and rows of (r, g, b) tuples; with `max_rows`, only the top rows are decoded;
    with `last_rows`, only the bottom rows (and the rows above them that their filters need) are:
    the rows above are `Undecoded`. A 16-bit image, or one tagged Display P3 (an iPhone's own
    screenshot: an `iCCP` profile named Display P3, or `cICP` colour primaries 12), is read as
    8-bit sRGB (`DeviceRows`), the space BarTheme renders in."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path}: not a PNG")
    i, idat, display_p3 = 8, [], False
    width = height = depth = ctype = interlace = None
    while i < len(data):
        (n,) = struct.unpack(">I", data[i:i + 4])
        kind, body = data[i + 4:i + 8], data[i + 8:i + 8 + n]
        i += 12 + n
        if kind == b"IHDR":
            width, height, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"iCCP":
            display_p3 = display_p3 or body.split(b"\0")[0].replace(b" ", b"").lower().endswith(b"displayp3")
        elif kind == b"cICP":
            display_p3 = display_p3 or body[0] == 12
    if depth not in (8, 16) or interlace != 0 or ctype not in (0, 2, 4, 6):
        raise SystemExit(f"{path}: only 8- or 16-bit non-interlaced grey/RGB(A) PNGs are read here")
    if depth == 16 or display_p3:
        return DeviceRows(width, height, ctype, depth, display_p3).read(idat, max_rows, last_rows)
    bpp = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
    raw = zlib.decompress(b"".join(idat))
    stride = width * bpp
    stop = height if max_rows is None else min(height, max_rows)
    first = 0 if last_rows is None else max(0, height - last_rows)
    # Unfiltering starts at the nearest row at or above the first wanted one whose filter (None or
    # Sub) does not read the row above it.
    start = first
    while start > 0 and raw[start * (stride + 1)] not in (0, 1):
        start -= 1
    prev = bytearray(stride)
    pixels = [Undecoded(width)] * start
    for y in range(start, stop):
        p = y * (stride + 1)
        line = unfilter(raw[p], bytearray(raw[p + 1:p + 1 + stride]), prev, bpp)
        prev = line
        if y < first:
            pixels.append(Undecoded(width))
        elif bpp == 3:
            pixels.append(list(zip(line[0::3], line[1::3], line[2::3])))
        elif bpp == 4 and line[3::4] == b"\xff" * width:
            # Opaque: compositing over white (below) leaves each channel as it is.
            pixels.append(list(zip(line[0::4], line[1::4], line[2::4])))
        else:
            pixels.append(composite(line, width, bpp))
    return width, height, pixels


class DeviceRows:
    """The rows of a 16-bit or Display P3 PNG (a device's screenshot) as 8-bit sRGB, as `read_png`
    gives them: each sample to 0-1, Display P3 converted to sRGB (both use the sRGB transfer curve
    and D65 white; the linear-light matrix is the two spaces' primaries composed, rounded to 7
    places; a colour outside sRGB is clipped), composited over white where it has alpha, rounded
    to 8 bits."""

    P3_TO_SRGB = ((1.2249401, -0.2249404, 0.0), (-0.0420569, 1.0420571, 0.0), (-0.0196376, -0.0786361, 1.0982735))

    def __init__(self, width, height, ctype, depth, display_p3):
        self.width, self.height, self.display_p3 = width, height, display_p3
        self.channels = {0: 1, 2: 3, 4: 2, 6: 4}[ctype]
        self.depth = depth
        self.top = (1 << depth) - 1
        self.cache = {}

    def read(self, idat, max_rows, last_rows):
        bpp = self.channels * self.depth // 8
        raw = zlib.decompress(b"".join(idat))
        stride = self.width * bpp
        stop = self.height if max_rows is None else min(self.height, max_rows)
        first = 0 if last_rows is None else max(0, self.height - last_rows)
        start = first
        while start > 0 and raw[start * (stride + 1)] not in (0, 1):
            start -= 1
        prev = bytearray(stride)
        pixels = [Undecoded(self.width)] * start
        for y in range(start, stop):
            p = y * (stride + 1)
            line = unfilter(raw[p], bytearray(raw[p + 1:p + 1 + stride]), prev, bpp)
            prev = line
            pixels.append(Undecoded(self.width) if y < first else self.row(line))
        return self.width, self.height, pixels

    def row(self, line):
        if self.depth == 16:
            samples = struct.unpack(">%dH" % (len(line) // 2), bytes(line))
        else:
            samples = tuple(line)
        n = self.channels
        return [self.pixel(samples[x * n:(x + 1) * n]) for x in range(self.width)]

    def pixel(self, px):
        if px in self.cache:
            return self.cache[px]
        if self.channels <= 2:
            r = g = b = px[0]
        else:
            r, g, b = px[:3]
        alpha = px[-1] / self.top if self.channels in (2, 4) else 1.0
        rgb = [srgb_decode(c / self.top) for c in (r, g, b)]
        if self.display_p3:
            rgb = [sum(m * c for m, c in zip(row, rgb)) for row in self.P3_TO_SRGB]
        out = tuple(round(255 * (srgb_encode(min(1.0, max(0.0, c))) * alpha + (1 - alpha))) for c in rgb)
        self.cache[px] = out
        return out


def srgb_decode(c):
    """The sRGB (and Display P3) transfer curve, encoded value to linear light."""
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def srgb_encode(c):
    """Linear light to the sRGB encoded value."""
    return c * 12.92 if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055


def composite(line, width, bpp):
    """A row of (r, g, b) tuples from grey or partly transparent pixels."""
    out = []
    for x in range(width):
        px = line[x * bpp:(x + 1) * bpp]
        if bpp == 1:
            r = g = b = px[0]; alpha = 255
        elif bpp == 2:
            r = g = b = px[0]; alpha = px[1]
        elif bpp == 3:
            r, g, b = px; alpha = 255
        else:
            r, g, b, alpha = px
        # Composite over white so a transparent pixel reads as what a viewer shows.
        k = alpha / 255
        out.append((round(r * k + 255 * (1 - k)), round(g * k + 255 * (1 - k)), round(b * k + 255 * (1 - k))))
    return out


@lru_cache(maxsize=None)
def to_lab(rgb):
    def lin(c):
        c /= 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (lin(c) for c in rgb)
    x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
    y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
    z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
    def f(t):
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116
    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


# ΔE2000 of each pair of colours met (two (r, g, b) tuples), computed once: a walk or an ink box
# compares the same few colours with each other over and over.
DELTAS = {}


def ciede2000(c1, c2):
    de = DELTAS.get((c1, c2))
    if de is None:
        de = DELTAS[(c1, c2)] = delta_e2000(c1, c2)
    return de


def delta_e2000(c1, c2):
    L1, a1, b1 = to_lab(c1)
    L2, a2, b2 = to_lab(c2)
    C1, C2 = math.hypot(a1, b1), math.hypot(a2, b2)
    Cm = (C1 + C2) / 2
    G = 0.5 * (1 - math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)))
    a1p, a2p = a1 * (1 + G), a2 * (1 + G)
    C1p, C2p = math.hypot(a1p, b1), math.hypot(a2p, b2)
    h1p = math.degrees(math.atan2(b1, a1p)) % 360
    h2p = math.degrees(math.atan2(b2, a2p)) % 360
    dL, dC = L2 - L1, C2p - C1p
    if C1p * C2p == 0:
        dh = 0
    elif abs(h2p - h1p) <= 180:
        dh = h2p - h1p
    elif h2p - h1p > 180:
        dh = h2p - h1p - 360
    else:
        dh = h2p - h1p + 360
    dH = 2 * math.sqrt(C1p * C2p) * math.sin(math.radians(dh / 2))
    Lm, Cmp = (L1 + L2) / 2, (C1p + C2p) / 2
    if C1p * C2p == 0:
        hm = h1p + h2p
    elif abs(h1p - h2p) <= 180:
        hm = (h1p + h2p) / 2
    elif h1p + h2p < 360:
        hm = (h1p + h2p + 360) / 2
    else:
        hm = (h1p + h2p - 360) / 2
    T = (1 - 0.17 * math.cos(math.radians(hm - 30)) + 0.24 * math.cos(math.radians(2 * hm))
         + 0.32 * math.cos(math.radians(3 * hm + 6)) - 0.20 * math.cos(math.radians(4 * hm - 63)))
    dtheta = 30 * math.exp(-(((hm - 275) / 25) ** 2))
    Rc = 2 * math.sqrt(Cmp ** 7 / (Cmp ** 7 + 25 ** 7))
    Sl = 1 + 0.015 * (Lm - 50) ** 2 / math.sqrt(20 + (Lm - 50) ** 2)
    Sc, Sh = 1 + 0.045 * Cmp, 1 + 0.015 * Cmp * T
    Rt = -math.sin(math.radians(2 * dtheta)) * Rc
    return math.sqrt((dL / Sl) ** 2 + (dC / Sc) ** 2 + (dH / Sh) ** 2 + Rt * (dC / Sc) * (dH / Sh))


def mode(pixels, rows):
    counts = {}
    for y in rows:
        for c in pixels[y]:
            counts[c] = counts.get(c, 0) + 1
    return max(counts.items(), key=lambda kv: kv[1])[0]


def ink_boxes(pixels, width, rows, background, scale):
    """Boxes (x0, y0, x1, y1 in points) of pixels far from the background, split at column gaps."""
    cache = {}
    def is_ink(c):
        if c not in cache:
            cache[c] = ciede2000(c, background) > 10
        return cache[c]
    columns = [any(is_ink(pixels[y][x]) for y in rows) for x in range(width)]
    boxes, x, gap = [], 0, 6 * scale
    while x < width:
        if not columns[x]:
            x += 1
            continue
        start, end, blank = x, x, 0
        while x < width and blank <= gap:
            if columns[x]:
                end, blank = x, 0
            else:
                blank += 1
            x += 1
        ys = [y for y in rows if any(is_ink(pixels[y][i]) for i in range(start, end + 1))]
        boxes.append((start / scale, ys[0] / scale, (end + 1) / scale, (ys[-1] + 1) / scale))
    return boxes


def ssim(a, b, width, height):
    def lum(c):
        return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]
    la = [[lum(c) for c in row[:width]] for row in a[:height]]
    lb = [[lum(c) for c in row[:width]] for row in b[:height]]
    c1, c2 = (0.01 * 255) ** 2, (0.03 * 255) ** 2
    total, count, n = 0.0, 0, 64
    for y in range(0, height - 7, 4):
        for x in range(0, width - 7, 4):
            wa = [la[y + j][x + i] for j in range(8) for i in range(8)]
            wb = [lb[y + j][x + i] for j in range(8) for i in range(8)]
            ma, mb = sum(wa) / n, sum(wb) / n
            va = sum((v - ma) ** 2 for v in wa) / (n - 1)
            vb = sum((v - mb) ** 2 for v in wb) / (n - 1)
            cov = sum((wa[k] - ma) * (wb[k] - mb) for k in range(n)) / (n - 1)
            total += ((2 * ma * mb + c1) * (2 * cov + c2)) / ((ma * ma + mb * mb + c1) * (va + vb + c2))
            count += 1
    return total / count


def fmt_box(box):
    return "%.1f-%.1f × %.1f-%.1f" % (box[0], box[2], box[1], box[3])


def compare(case, reference_path, render_path, scale=3, bar_height_pt=44):
    rw, rh, ref = read_png(reference_path)
    ow, oh, out = read_png(render_path)
    # Each excerpt ends with the pixel row under the bar: the status bar above it is what is left
    # (44 pt on the iPhone X class, 47 pt on the iPhone 12 class).
    bar_top_pt = (rh - 1) // scale - bar_height_pt
    bar_rows = range(bar_top_pt * scale, (bar_top_pt + bar_height_pt) * scale)
    band = (bar_top_pt + bar_height_pt) * scale
    bg_ref, bg_out = mode(ref, bar_rows), mode(out, bar_rows)
    shadow_ref = mode(ref, [band]) if band < rh else None
    shadow_out = mode(out, [band]) if band < oh else None
    # The render's last bar row, where BarTheme drew the hairline before it moved below the bar.
    inside_ref, inside_out = mode(ref, [band - 1]), mode(out, [band - 1])
    # Ink is looked for above the bar's last pixel row (where older renders drew the hairline).
    ink_rows = range(bar_rows.start, bar_rows.stop - 1)
    boxes_ref = ink_boxes(ref, rw, ink_rows, bg_ref, scale)
    boxes_out = ink_boxes(out, ow, ink_rows, bg_out, scale)
    errors = []
    for box in boxes_ref:
        best = max(boxes_out, key=lambda o: max(0, min(o[2], box[2]) - max(o[0], box[0])), default=None)
        if best is not None and min(best[2], box[2]) > max(best[0], box[0]):
            errors.append(max(abs(best[k] - box[k]) for k in range(4)))
    common_w, common_h = min(rw, ow), min(rh, oh)
    return {
        "case": case,
        "size_ref": (rw, rh), "size_out": (ow, oh),
        "bg_ref": bg_ref, "bg_out": bg_out, "bg_de": ciede2000(bg_ref, bg_out),
        "shadow_ref": shadow_ref, "shadow_out": shadow_out,
        "shadow_de": ciede2000(shadow_ref, shadow_out) if shadow_ref and shadow_out else None,
        "inside_ref": inside_ref, "inside_out": inside_out,
        "boxes_ref": boxes_ref, "boxes_out": boxes_out,
        "ink_error": max(errors) if errors else None,
        "ssim": ssim(ref, out, common_w, common_h),
    }


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    if len(args) != 2:
        raise SystemExit(__doc__)
    cases_dir, renders_dir = args
    results = []
    for name in sorted(os.listdir(cases_dir)):
        if not name.endswith(".png"):
            continue
        case = name[:-4]
        if not os.path.exists(os.path.join(cases_dir, case + ".yaml")):
            # An excerpt measured by a test of its own (e.g. magnesium-toolbar-add, SOURCES.md), not a
            # whole-bar case: no theme renders it.
            continue
        folder = os.path.join(renders_dir, case)
        renders = sorted(f for f in os.listdir(folder) if f.endswith(".png")) if os.path.isdir(folder) else []
        if len(renders) != 1:
            raise SystemExit(f"{case}: expected one render in {folder}, found {len(renders)}")
        results.append(compare(case, os.path.join(cases_dir, name), os.path.join(folder, renders[0])))

    def rgb(c):
        return "—" if c is None else "(%d,%d,%d)" % c

    print("| case | size UIKit / BarTheme (px) | background UIKit / BarTheme | ΔE2000 | row under the bar UIKit / BarTheme (ΔE) | last bar row UIKit / BarTheme | ink boxes UIKit (pt) | ink boxes BarTheme (pt) | largest ink edge error (pt) | SSIM |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in results:
        shadow = "%s / %s (%s)" % (rgb(r["shadow_ref"]), rgb(r["shadow_out"]),
                                   "—" if r["shadow_de"] is None else "%.1f" % r["shadow_de"])
        print("| %s | %dx%d / %dx%d | %s / %s | %.2f | %s | %s / %s | %s | %s | %s | %.3f |" % (
            r["case"], *r["size_ref"], *r["size_out"], rgb(r["bg_ref"]), rgb(r["bg_out"]), r["bg_de"], shadow,
            rgb(r["inside_ref"]), rgb(r["inside_out"]),
            "; ".join(fmt_box(b) for b in r["boxes_ref"]), "; ".join(fmt_box(b) for b in r["boxes_out"]),
            "—" if r["ink_error"] is None else "%.1f" % r["ink_error"], r["ssim"]))


if __name__ == "__main__":
    main()
