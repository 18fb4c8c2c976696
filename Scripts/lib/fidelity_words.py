#!/usr/bin/env python3
"""Word widths: UIKit's measured ink widths against San Francisco's width table and BarTheme's render
(docs/FIDELITY.md, "Text widths"; docs/UIKIT.md §2.4, "Widths").

Usage: fidelity_words.py CASES_JSON WORDS_JSON CAPTURES_DIR RENDERS_DIR WIDTH_TABLE

For each word of WORDS_JSON (case, element, text, size, weight) the ink width, from the left edge
of its first letter's ink to the right edge of its last, is measured in UIKit's capture and in
BarTheme's render of the case (RENDERS_DIR, as Scripts/fidelity makes them), to a fraction of a
pixel: in the element's window, a pixel's coverage is its colour's position between the window's
most frequent colour (the background) and the colour farthest from it (the ink), a column's is its
highest; the word spans the columns at least half covered, widened by up to two fainter columns on
each side (anti-aliasing; fainter ink further out, such as a platter's edge or a blurred backdrop,
is not the word's), and an edge column covered by a fraction f moves the edge by 1 - f pixels. The
prediction is San Francisco's ink width from WIDTH_TABLE (Sources/BarRender/Resources/SanFrancisco/
widths.txt): SF Pro Text below 20 pt, Display from 20 pt; each character's advance plus the kerning
to the next plus the trak table's tracking at the size (and, in the model BarTheme draws with, the
bars' tracking correction below); the first letter's ink left edge to the last's right edge. Prints one row per word and, per half (fit, check; words of up to 12 letters),
how many are within 0.5 pt and the mean error. Standard library only.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fidelity import read_png  # noqa: E402
from fidelity_letters import render_path, window_colours, word_capture  # noqa: E402

SCALE = 3
# UIKit's bars space San Francisco tighter than the font's trak table says, by this much per letter
# gap (points, by size; linear between, the nearest entry outside): fitted on the fit half's words
# (docs/FIDELITY.md "Session 8: text widths"). Kept equal to `SanFranciscoWidths.barTrackingCorrection`.
BAR_TRACKING_CORRECTION = [(15, 0.0), (17, -0.061), (34, -0.043)]
WEIGHTS = {"ultralight": 100, "thin": 200, "light": 300, "regular": 400, "medium": 500, "semibold": 600,
           "bold": 700, "heavy": 800, "black": 900}


def read_table(path):
    """(optical, weight) → dict(track=[(size, units)], glyphs={code: (advance, left, right, lc, rc)},
    kern={(lc, rc): units})."""
    faces, face = {}, None
    for line in open(path):
        parts = line.split()
        if not parts or parts[0].startswith("#"):
            continue
        if parts[0] == "face":
            face = faces.setdefault((parts[1], int(parts[2])), {"track": [], "glyphs": {}, "kern": {}})
        elif parts[0] == "track":
            face["track"] = [(float(s), int(v)) for s, v in (p.split(":") for p in parts[1:])]
        elif parts[0] == "g":
            face["glyphs"][int(parts[1], 16)] = tuple(int(p) for p in parts[2:])
        elif parts[0] == "k":
            face["kern"][(int(parts[1]), int(parts[2]))] = int(parts[3])
    return faces


def interpolate(table, x):
    """`table`'s value at `x` (pairs sorted by x): linear between entries, the nearest end outside."""
    if x <= table[0][0]:
        return table[0][1]
    for (x0, y0), (x1, y1) in zip(table, table[1:]):
        if x <= x1:
            return y0 + (x - x0) / (x1 - x0) * (y1 - y0)
    return table[-1][1]


def predicted_ink_width(faces, text, size, weight, corrected=True):
    """San Francisco's ink width of `text` in points (with the bars' tracking correction unless
    `corrected` is false), or None when a character is not in the table."""
    face = faces[("text" if size < 20 else "display", WEIGHTS[weight])]
    glyphs, units = face["glyphs"], 2048.0
    track = interpolate(face["track"], size) + (interpolate(BAR_TRACKING_CORRECTION, size) * units / size if corrected else 0)
    if any(ord(c) not in glyphs for c in text):
        return None
    pen, left, right = 0.0, None, None
    for i, c in enumerate(text):
        advance, ink_left, ink_right, lc, _ = glyphs[ord(c)]
        if ink_right > ink_left:
            left = pen + ink_left if left is None else left
            right = pen + ink_right
        kern = face["kern"].get((lc, glyphs[ord(text[i + 1])][4]), 0) if i + 1 < len(text) else 0
        pen += advance + kern + track
    return (right - left) * size / units


def ink_width(png, window):
    """The ink's width in points in `window`, edges to a fraction of a pixel (see the docstring)."""
    pixels = read_png(png, max_rows=int(window[3] * SCALE) + 2)[2]  # window: x0, y0, x1, y1 (points)
    (x0, y0, x1, y1), counts, background = window_colours(pixels, window)
    ink = max(counts, key=lambda c: sum((a - b) ** 2 for a, b in zip(c, background)))
    axis = [a - b for a, b in zip(ink, background)]
    norm = sum(a * a for a in axis) or 1

    def coverage(c):
        return min(1.0, max(0.0, sum((a - b) * d for a, b, d in zip(c, background, axis)) / norm))

    columns = [max(coverage(pixels[y][x]) for y in range(y0, y1)) for x in range(x0, x1)]
    core = [i for i, v in enumerate(columns) if v >= 0.5]
    if not core:
        return None
    first, last = core[0], core[-1]
    for _ in range(2):
        first -= 1 if first > 0 and 0.05 < columns[first - 1] < columns[first] else 0
        last += 1 if last + 1 < len(columns) and 0.05 < columns[last + 1] < columns[last] else 0
    left = first + (1 - columns[first])
    right = last + columns[last]
    return (right - left) / SCALE


def measure(spec, words, cases_dir, captures, renders, faces):
    cases = {c["case"]: c for c in spec["cases"]}
    rows = []
    for word in words:
        case, element, capture, path = word_capture(cases, word, cases_dir, captures)
        if not os.path.exists(path):
            continue
        dx, dy = capture.get("offset", [0, 0])
        x0, y0, x1, y1 = element["window"]
        uikit = ink_width(path, [x0 + dx, y0 + dy, x1 + dx, y1 + dy])
        barthem = ink_width(render_path(renders, case), element["window"]) if renders else None
        sf = predicted_ink_width(faces, word["text"], word["size"], word["weight"])
        font = predicted_ink_width(faces, word["text"], word["size"], word["weight"], corrected=False)
        rows.append(dict(word, half=spec["apps"][case["app"]]["half"], uikit=uikit, render=barthem, sf=sf, font=font))
    return rows


def summary(rows, key, half):
    errors = [abs(r[key] - r["uikit"]) for r in rows
              if r["half"] == half and r[key] is not None and r["uikit"] is not None
              and len(r["text"].replace(" ", "")) <= 12]
    within = sum(1 for e in errors if e <= 0.5 + 1e-9)
    return "%d of %d within 0.5 pt, mean |error| %.2f pt" % (within, len(errors), sum(errors) / max(1, len(errors)))


def main():
    spec = json.load(open(sys.argv[1]))
    words = json.load(open(sys.argv[2]))["words"]
    faces = read_table(sys.argv[5])
    rows = measure(spec, words, os.path.dirname(sys.argv[1]), sys.argv[3], sys.argv[4], faces)
    print("| half | case | word | size, weight | UIKit ink width (pt) | SF's font tables | error "
          "| + the bars' tracking | error | BarTheme's render | error |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in sorted(rows, key=lambda r: (r["half"], r["case"], r["text"])):
        cells = []
        for key in ("font", "sf", "render"):
            value = r[key]
            cells += (["%.2f" % value, "%+.2f" % (value - r["uikit"])] if value is not None and r["uikit"] is not None
                      else ["-", "-"])
        print("| %s | %s | %s | %s %s | %.2f | %s |" % (r["half"], r["case"], r["text"], r["size"], r["weight"],
                                                     r["uikit"] or 0, " | ".join(cells)))
    print()
    for half in ("fit", "check"):
        for key, name in (("font", "SF's font tables"), ("sf", "+ the bars' tracking"), ("render", "BarTheme's render")):
            print("%s words (up to 12 letters), %s: %s" % (half, name, summary(rows, key, half)))


if __name__ == "__main__":
    main()
