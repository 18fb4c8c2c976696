#!/usr/bin/env python3
"""Compares BarTheme's `ios26` renders with real iOS 26 captures, element by element.

Usage: fidelity_ios26.py [--only APP[,APP...]] CASES_JSON CAPTURES_DIR RENDERS_DIR

CASES_JSON (Tests/Fixtures/Calibration/ios26/cases.json) lists each case: the theme beside it
(THEME.yaml, rendered into RENDERS_DIR/THEME/; `render` names the file when the theme renders
several), the captures of that screen (`stored` beside cases.json, or `file` in CAPTURES_DIR,
extracted by Scripts/fidelity-ios26-captures; a capture's `offset` [dx, dy] says where the bar's
origin is in it, for a bar that does not start at the capture's top, such as a sheet's) and the
elements to compare, in points:

- colour: the mean colour of the 1 x 1 pt block at a point; compared by CIEDE2000;
- ink: the box of the pixels more than ΔE 10 (`inkDE`) from the window's most frequent colour,
  and the darkest (`dark: false`: lightest) of them, the glyphs' colour (not with `geometryOnly`); the box by its largest edge error in points, the colour by
  CIEDE2000; with `glyphInk`, the pixels near that colour as for a centre (below), for text over
  content that shows through or on a dark platter;
- platter: a glass platter's box: from four points inside it (12 pt from its centre, or the
  element's `probes`, clear of the glyphs), outwards until the colour leaves the inside's by more
  than ΔE 0.5 (the element's `edgeDE`: a real platter's rim is a little darker than its inside;
  the rim and the shadow start there) at two pixels in a row (one pixel one unit off is the real
  glass's dither, not its edge; on dark glass, L* below 50, where one unit is already more than ΔE 0.5,
  no step of one unit on every channel is); with `rim`, only at a step down (`platter`); compared by the
  largest edge error;
- glass: a dark platter with text on it: the box of the pixels within ΔE 3 (`glassDE`) of the glass's
  colour at `at` (a point inside it clear of the text), where a walk could start on a letter;
- centre: the centre of a glyph's ink box (a glyph BarTheme draws with another shape: only its
  place). The glyph's ink is the pixels within ΔE 30 (`glyphDE`) of the glyph's colour, the
  darkest pixel of the window (`dark: false`: the lightest): a glass platter shows what lies under
  it (a list's text, reflections), which is far from the glass's own colour but not close to the
  glyph's, so it stays out of the box in UIKit's image and in BarTheme's alike.

A box element's `compare` lists the edges that are the fact (a text's leading edge, or its centre
for a centred title, and its baseline, or its cap top when it has descenders: Inter stands in for
SF Pro, so its width and descenders are the font's, not the layout's); the table names them.

Prints a Markdown table (per capture, per element: UIKit, BarTheme, error) and a summary line:
geometry within 0.5 pt, colours within ΔE2000 2 (issue #29's goal). `--only` measures only the named
apps' cases (their tables name only those apps; the whole table takes half an hour under load).
Standard library only.
"""

import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fidelity import ciede2000, read_png, to_lab  # noqa: E402
from fidelity_tables import print_closing, print_halves  # noqa: E402

GEOMETRY_GOAL = 0.5
EDGES = {
    "left": lambda b: b[0], "top": lambda b: b[1], "right": lambda b: b[2], "bottom": lambda b: b[3],
    "centreX": lambda b: (b[0] + b[2]) / 2,
}
COLOUR_GOAL = 2.0


def colour_at(pixels, scale, x, y):
    block = [pixels[int(y * scale) + j][int(x * scale) + i] for j in range(scale) for i in range(scale)]
    return tuple(round(sum(c[k] for c in block) / len(block)) for k in range(3))


def clamp(pixels, scale, window):
    """The window in pixels, inside the image."""
    x0, y0, x1, y1 = (int(v * scale) for v in window)
    return max(0, x0), max(0, y0), min(len(pixels[0]), x1), min(len(pixels), y1)


def ink(pixels, scale, window, dark=True, threshold=10):
    x0, y0, x1, y1 = clamp(pixels, scale, window)
    counts = {}
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels[y][x]
            counts[c] = counts.get(c, 0) + 1
    background = max(counts.items(), key=lambda kv: kv[1])[0]
    far = {c for c in counts if ciede2000(c, background) > threshold}
    xs, ys, darkest = [], [], None
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels[y][x]
            if c in far:
                xs.append(x)
                ys.append(y)
                if darkest is None or (sum(c) < sum(darkest) if dark else sum(c) > sum(darkest)):
                    darkest = c
    if not xs:
        return None, None
    return (min(xs) / scale, min(ys) / scale, (max(xs) + 1) / scale, (max(ys) + 1) / scale), darkest


def glyph_ink(pixels, scale, window, dark=True, threshold=30):
    """The box of the pixels within ΔE `threshold` of the glyph's colour (the window's darkest, or
    lightest, pixel); no box (None) when every pixel of the window is that near it, for then the
    window holds no glyph (its whole box would stand in for one and agree with any other empty
    window: the search tab's image rows of a bar drawn without it, #41 session 21)."""
    x0, y0, x1, y1 = clamp(pixels, scale, window)
    glyph = other = None
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels[y][x]
            if glyph is None or (sum(c) < sum(glyph) if dark else sum(c) > sum(glyph)):
                glyph = c
            if other is None or (sum(c) > sum(other) if dark else sum(c) < sum(other)):
                other = c
    if glyph is None or ciede2000(glyph, other) <= threshold:
        return None, glyph
    xs, ys = [], []
    near = {}
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels[y][x]
            if c not in near:
                near[c] = ciede2000(c, glyph) <= threshold
            if near[c]:
                xs.append(x)
                ys.append(y)
    return (min(xs) / scale, min(ys) / scale, (max(xs) + 1) / scale, (max(ys) + 1) / scale), glyph


def platter(pixels, scale, centre, window, probes=None, edge_de=0.5, rim=False):
    """The platter's box (see the module's docstring). With `rim` (a glass platter over the screen,
    whose edge is its rim's highlight), a walk ends only where the colour steps down: more than
    `edge_de` from the pixel before it and darker. Where the colour has left the inside's by a drift
    (content seen through the glass, a pixel or two off at a time) or by a step up (the rim's
    highlight, lighter than the glass inside it and the shadow outside it), the walk goes on from
    there with that colour as the inside's, so it ends on the rim's outer side. A rim's walk also ends
    where the colour steps down off the rim's highlight (lighter than the glass it started on) to darker
    than that glass, however close the outside is to it: light glass over a near-white screen differs
    from it by less than `edge_de` (Reader for iOS' tab bar, (253,253,253) glass, (249-250) outside,
    its rim (255,255,255)), and the rim's outer side is the only step there."""
    cx, cy = centre
    wx0, wy0, wx1, wy1 = window
    probes = probes or {}

    def walk(x, y, dx, dy, limit):
        px, py = int(x * scale), int(y * scale)
        inside = start = pixels[py][px]
        while True:
            nx, ny = px + dx, py + dy
            if (dx and not (limit[0] <= nx < limit[1])) or (dy and not (limit[0] <= ny < limit[1])):
                # A platter whose row starts at the image's top (a sheet's bar rendered at `top`)
                # ends at that edge; anywhere else the walk left the window: no edge found.
                return 0.0 if dy < 0 and ny < 0 else None
            if differs(pixels[ny][nx], inside) and leaves(nx, ny, dx, dy, limit, inside):
                if not rim or steps_down(pixels[py][px], pixels[ny][nx]):
                    return (nx if dx > 0 else px) / scale if dx else (ny if dy > 0 else py) / scale
                inside = pixels[ny][nx]
            elif rim and off_highlight(pixels[py][px], pixels[ny][nx], start) and leaves(nx, ny, dx, dy, limit, pixels[py][px]):
                return (nx if dx > 0 else px) / scale if dx else (ny if dy > 0 else py) / scale
            px, py = nx, ny

    def steps_down(before, colour):
        return ciede2000(colour, before) > edge_de and to_lab(colour)[0] < to_lab(before)[0]

    def off_highlight(before, colour, start):
        # A step down from the rim's highlight (lighter than the glass the walk started on) to darker
        # than that glass.
        lightness = to_lab(start)[0]
        return to_lab(before)[0] > lightness > to_lab(colour)[0] and steps_down(before, colour)

    def leaves(x, y, dx, dy, limit, inside):
        # The edge is where the colour leaves the inside's for good: the next pixel out differs too
        # (or is past the window). Real glass is dithered: one pixel one unit off, (251,251,255) in
        # (251,252,255) glass, is ΔE 0.5-0.8 and not the rim (docs/FIDELITY.md, session 10).
        nx, ny = x + dx, y + dy
        if (dx and not (limit[0] <= nx < limit[1])) or (dy and not (limit[0] <= ny < limit[1])):
            return True
        return differs(pixels[ny][nx], inside)

    def differs(colour, inside):
        # More than `edge_de` from the inside's colour. On dark glass (L* below 50) one code value on one
        # channel is already more than ΔE 0.5 ((27,28,44) to (27,28,43): 0.53), and the glass drifts by
        # such steps across its face, so there a step of one value on every channel is the capture's
        # quantisation, not the rim, which steps by ten values or more.
        if ciede2000(colour, inside) <= edge_de:
            return False
        return to_lab(inside)[0] >= 50 or max(abs(a - b) for a, b in zip(colour, inside)) > 1

    bounds_x = (max(0, int(wx0 * scale)), min(len(pixels[0]), int(wx1 * scale)))
    bounds_y = (max(0, int(wy0 * scale)), min(len(pixels), int(wy1 * scale)))
    left = walk(*probes.get("left", (cx - 12, cy)), -1, 0, bounds_x)
    right = walk(*probes.get("right", (cx + 12, cy)), 1, 0, bounds_x)
    top = walk(*probes.get("top", (cx, cy - 12)), 0, -1, bounds_y)
    bottom = walk(*probes.get("bottom", (cx, cy + 12)), 0, 1, bounds_y)
    if None in (left, right, top, bottom):
        return None
    return (left, top, right, bottom)


def glass_box(pixels, scale, window, at, threshold=3):
    """The box of the pixels within ΔE `threshold` of the glass's colour at `at` (a point inside the
    platter clear of its text): a dark platter with text on it, where a walk from a probe can start
    on a letter."""
    x0, y0, x1, y1 = clamp(pixels, scale, window)
    glass = colour_at(pixels, scale, *at)
    xs, ys, near = [], [], {}
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = pixels[y][x]
            if c not in near:
                near[c] = ciede2000(c, glass) <= threshold
            if near[c]:
                xs.append(x)
                ys.append(y)
    if not xs:
        return None
    return (min(xs) / scale, min(ys) / scale, (max(xs) + 1) / scale, (max(ys) + 1) / scale)


def box_text(box):
    return "—" if box is None else "%.2f-%.2f × %.2f-%.2f" % (box[0], box[2], box[1], box[3])


def rgb(c):
    return "—" if c is None else "(%d,%d,%d)" % c


def measure(pixels, scale, element):
    kind = element["kind"]
    if kind == "colour":
        return {"colour": colour_at(pixels, scale, *element["at"])}
    if kind == "ink" and element.get("glyphInk"):
        # Over content that shows through (a scrolled list under the bar), the text's ink is the
        # pixels near its own colour, as for a glyph's centre.
        box, colour = glyph_ink(pixels, scale, element["window"], dark=element.get("dark", True), threshold=element.get("glyphDE", 30))
        result = {"box": box}
        if not element.get("geometryOnly"):
            result["colour"] = colour
        return result
    if kind == "ink":
        box, colour = ink(pixels, scale, element["window"], dark=element.get("dark", True), threshold=element.get("inkDE", 10))
        result = {"box": box}
        if not element.get("geometryOnly"):
            result["colour"] = colour
        return result
    if kind == "platter":
        return {"box": platter(pixels, scale, element["centre"], element["window"], element.get("probes"), element.get("edgeDE", 0.5),
                               element.get("rim", False))}
    if kind == "glass":
        return {"box": glass_box(pixels, scale, element["window"], element["at"], element.get("glassDE", 3))}
    if kind == "centre":
        box, _ = glyph_ink(pixels, scale, element["window"], dark=element.get("dark", True), threshold=element.get("glyphDE", 30))
        return {"point": None if box is None else ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)}
    raise SystemExit("unknown element kind %r" % kind)


class Tally:
    """Facts within the goal, per half: geometry and colour counts, the worst of each, the misses."""

    def __init__(self):
        self.geometry = [0, 0]
        self.colours = [0, 0]
        self.worst_geometry = (0.0, "")
        self.worst_colour = (0.0, "")
        self.misses = []
        # Centres whose window shows no glyph in the capture or in the render (`glyph_ink`): not facts.
        self.unmeasured = []

    def add_geometry(self, error, label):
        self.geometry[1] += 1
        if error is not None and error <= GEOMETRY_GOAL + 1e-9:
            self.geometry[0] += 1
        else:
            self.misses.append((label, "—" if error is None else "%.2f pt" % error))
        if error is None or error > self.worst_geometry[0]:
            self.worst_geometry = (error if error is not None else float("inf"), label)

    def add_colour(self, de, label):
        self.colours[1] += 1
        if de is not None and de <= COLOUR_GOAL:
            self.colours[0] += 1
        else:
            self.misses.append((label, "—" if de is None else "ΔE %.2f" % de))
        if de is None or de > self.worst_colour[0]:
            self.worst_colour = (de if de is not None else float("inf"), label)

    def facts(self):
        return self.geometry[0] + self.colours[0], self.geometry[1] + self.colours[1]


def compare_case(case, cases_dir, captures, renders, default_scale, tally, rows, skipped):
    """Measures every element of `case` in BarTheme's render and in each capture; adds rows and counts."""
    scale = case.get("scale", default_scale)
    folder = os.path.join(renders, case.get("theme", case["case"]))
    wanted = case.get("render")
    files = sorted(os.path.join(d, f) for d, _, names in os.walk(folder) for f in names
                   if f.endswith(".png") and (wanted is None or f == wanted))
    if len(files) != 1:
        raise SystemExit("%s: expected one render under %s, found %d" % (case["case"], folder, len(files)))
    rows_needed = int(max(e["window"][3] if "window" in e else e["at"][1] + 1 for e in case["elements"]) * scale) + 2
    _, _, ours = read_png(files[0], max_rows=rows_needed)
    bartheme_by_element = [measure(ours, scale, e) for e in case["elements"]]
    for capture in case["captures"]:
        path = (os.path.join(cases_dir, capture["stored"]) if "stored" in capture
                else os.path.join(captures, capture["file"]))
        if not os.path.exists(path):
            # A capture measured from its repository that has not been extracted: left out, said so.
            skipped.append(capture.get("file", path))
            continue
        offset = capture.get("offset", [0, 0])
        _, _, real = read_png(path, max_rows=rows_needed + int(offset[1] * scale))
        label = "%s @%s" % (case["case"], capture["commit"][:7])
        for element, bartheme in zip(case["elements"], bartheme_by_element):
            uikit = measure(real, scale, shifted(element, offset))
            compare_element(element, unshifted(uikit, offset), bartheme, label, tally, rows)


def shifted(element, offset):
    """The element moved by a capture's `offset` (points): where the bar sits in a capture that
    does not start at the bar's top (a sheet's bar, below the sheet's top edge)."""
    if offset == [0, 0]:
        return element
    dx, dy = offset
    moved = dict(element)
    for key in ("window",):
        if key in moved:
            x0, y0, x1, y1 = moved[key]
            moved[key] = [x0 + dx, y0 + dy, x1 + dx, y1 + dy]
    for key in ("at", "centre"):
        if key in moved:
            moved[key] = [moved[key][0] + dx, moved[key][1] + dy]
    if "probes" in moved:
        moved["probes"] = {k: [v[0] + dx, v[1] + dy] for k, v in moved["probes"].items()}
    return moved


def unshifted(measured, offset):
    """A measurement back in the bar's coordinates."""
    if offset == [0, 0]:
        return measured
    dx, dy = offset
    result = dict(measured)
    if result.get("box") is not None:
        x0, y0, x1, y1 = result["box"]
        result["box"] = (x0 - dx, y0 - dy, x1 - dx, y1 - dy)
    if result.get("point") is not None:
        result["point"] = (result["point"][0] - dx, result["point"][1] - dy)
    return result


def compare_element(element, uikit, bartheme, label, tally, rows):
    """One element of one capture: a row per fact (a place or box, a colour)."""
    name = "%s %s" % (label, element["name"])
    if "point" in uikit:
        a, b = uikit["point"], bartheme["point"]
        text = lambda p: "—" if p is None else "%.2f, %.2f" % p
        if a is None and b is None:
            # Neither window holds a glyph its threshold can tell from what is around it (a white
            # glyph on a light grey disc, a glyph washed out by the glass): no place to compare.
            tally.unmeasured.append(name + " centre")
            rows.append((label, element["name"] + " centre (pt)", "—", "—", "not measured (no glyph in either window)"))
            return
        error = None if a is None or b is None else max(abs(a[0] - b[0]), abs(a[1] - b[1]))
        tally.add_geometry(error, name + " centre")
        rows.append((label, element["name"] + " centre (pt)", text(a), text(b), "—" if error is None else "%.2f pt" % error))
        return
    if "box" in uikit:
        # `compare` names the edges that are the fact (text: its leading edge and its baseline or
        # cap top; the stand-in font's width is not), default all four.
        edges = [EDGES[e] for e in element.get("compare", ["left", "top", "right", "bottom"])]
        if uikit["box"] is None or bartheme["box"] is None:
            error = None
        else:
            error = max(abs(edge(uikit["box"]) - edge(bartheme["box"])) for edge in edges)
        compared = "" if "compare" not in element else " [%s]" % ", ".join(element["compare"])
        tally.add_geometry(error, name + " box" + compared)
        rows.append((label, element["name"] + " box (pt)" + compared, box_text(uikit["box"]), box_text(bartheme["box"]),
                     "—" if error is None else "%.2f pt" % error))
    if "colour" in uikit:
        a, b = uikit.get("colour"), bartheme.get("colour")
        de = ciede2000(a, b) if a is not None and b is not None else None
        tally.add_colour(de, name + " colour")
        rows.append((label, element["name"] + " colour", rgb(a), rgb(b), "—" if de is None else "ΔE %.2f" % de))


def summary(title, tally):
    facts, total = tally.facts()
    share = 100.0 * facts / total if total else 0.0
    return "%s: %d of %d facts within the goal (%.1f %%); geometry %d of %d within %.1f pt (largest %s: %s); colour %d of %d within ΔE2000 %.0f (largest %s: %s)." % (
        title, facts, total, share, tally.geometry[0], tally.geometry[1], GEOMETRY_GOAL,
        "%.2f pt" % tally.worst_geometry[0], tally.worst_geometry[1], tally.colours[0], tally.colours[1], COLOUR_GOAL,
        "%.2f" % tally.worst_colour[0], tally.worst_colour[1])


def main():
    args, only = sys.argv[1:], None
    if args[:1] == ["--only"] and len(args) >= 2:
        only, args = set(args[1].split(",")), args[2:]
    if len(args) != 3:
        raise SystemExit(__doc__)
    cases_json, captures, renders = args
    spec = json.load(open(cases_json))
    cases_dir = os.path.dirname(os.path.abspath(cases_json))
    apps = spec.get("apps", {})
    if only is not None:
        unknown = only - set(apps)
        if unknown:
            raise SystemExit("--only: no app %s in cases.json's apps" % ", ".join(sorted(unknown)))
        # Only the named apps' cases are measured; the tables' headings name only those apps.
        apps = {a: v for a, v in apps.items() if a in only}
        spec["cases"] = [c for c in spec["cases"] if c.get("app") in only]
    halves = {"fit": Tally(), "check": Tally()}
    rows = {"fit": [], "check": []}
    skipped = []
    for case in spec["cases"]:
        half = apps.get(case.get("app"), {}).get("half")
        if half not in halves:
            raise SystemExit("%s: app %r has no half (fit or check) in cases.json's apps" % (case["case"], case.get("app")))
        compare_case(case, cases_dir, captures, renders, spec["scale"], halves[half], rows[half], skipped)
    print_halves({"fit": "Fit half (the captures BarTheme is tuned on)", "check": "Check half (never tuned on)"},
                 apps, rows, halves, summary)
    left_out = "Left out: %d capture(s) not extracted (Scripts/fidelity-ios26-captures): %s." % (len(skipped), ", ".join(skipped))
    print_closing([left_out if skipped else ""], {"fit": "Fit", "check": "Check"}, summary, halves)


if __name__ == "__main__":
    main()
