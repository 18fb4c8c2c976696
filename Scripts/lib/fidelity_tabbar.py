#!/usr/bin/env python3
"""Compares BarTheme's tab bars with real UIKit tab bars, element by element, in two halves.

Usage: fidelity_tabbar.py [--only APP[,APP...]] CASES_JSON CAPTURES_DIR RENDERS_DIR
       fidelity_tabbar.py --extract CASES_JSON CAPTURES_DIR OWNER/NAME=CLONE ...

CASES_JSON (Tests/Fixtures/Calibration/tabbar/cases.json) names each app (its half, repository,
licence) and each case: the theme beside it (THEME.yaml, rendered into RENDERS_DIR/THEME/), the
render file of the case's scene, the captures of that screen (repository, commit, path; extracted
from clones of the repositories with --extract, never stored: none of them carries a licence that
lets BarTheme copy it) and the bar's layout, from which the elements are made:

- `stacked` (before iOS 26: a phone's 49 pt bar, tabs filling the width): per tab, the image's
  centre (the glyph's ink, as fidelity_ios26.py's `centre`) and the title's ink box (its centre
  and its cap top: the stand-in font's width and descenders are not the layout's) and colour. A
  layer snapshot (`homeIndicator: false`) has no home-indicator area under the bar: the capture
  is aligned on the bar's bottom edge, 34 pt above the render's bottom.
- `glass` (iOS 26: the floating capsule): the capsule's and the selection pill's boxes (the
  platter walk of fidelity_ios26.py from probes on bare glass, ending at `EDGE_DE`; the capsule's and
  the search circle's walks with `rim`: they go on over content seen through the glass and over the
  rim's highlight, and end at the first step down, the rim's outer side), the glass's and the pill's
  colours, and per tab the image's centre and the title's box and colour (the pill's walks end at
  `PILL_EDGE_DE`, session 16). `capsule` gives the
  capsule's rough left and right edges in the capture, only to place the probes; `capsuleEdges`
  keeps only the named edges of the capsule's box (where the walk is known to stop early); `search`
  the search tab's circle's rough left and right edges: its box and its glyph's centre;
  `searchSelected` (session 28): the search tab is the selected one, so the capsule has no pill and
  every tab is unselected, and the search glyph's colour (the selected colour) is a fact. `band`: the
  bar view's own colour fills the bar's frame and no capsule is drawn (docs/UIKIT.md §18.8), so the
  band's top edge is measured in the capsule's place.

- `top` (iPadOS 26, session 21: a regular-width iPad window, where UIKit draws the tab bar floating
  at the top of the screen, docs/UIKIT.md §18.6): the capture's elements are measured at the top
  (`bar` gives the capsule's rough top and bottom in the capture, `capsule` its rough ends, `tabs`
  each tab's rough slot: only to place the probes and windows): the capsule, the pill, the glass's
  and the pill's colours, per tab the title's box and colour and an image window over the slot (a
  tab the top bar draws without an image has no glyph there), and with `searchGlyph` the search
  tab's glyph at the capsule's trailing end. BarTheme draws the bar at the top too (session 22): its
  render is the top of the screen, measured with the same elements at the same places
  (`renderCapsule` / `renderTabs` give its rough edges when they differ from the capture's). The case's `scale`
  (2 on an iPad) replaces the table's.

Captures and renders are aligned on the screen's bottom edge (both are the bottom of a screen). A
capture with `rescaledFrom` (the screen's pixel size, when the stored file was rescaled to another
size, as App Store screenshots often are) is resampled back to it before anything is measured, and
its titles are compared by their boxes only (the resampler's ringing changes thin strokes' colour).
A capture with `displayP3` (an iPhone's own screenshot, tagged Display P3; 16 bits a channel on some)
is stored as it is and read as 8-bit sRGB by `fidelity.read_png` (`DeviceRows`).
`skip` leaves out named elements (an app's own view over the bar, titles in a script BarTheme's
pinned fonts lack, a capsule whose edges content seen through the glass hides); `geometryOnly`
compares a named element's box and not its colour (an app's own label colour); `glyphInk` measures
a named title by its own colour (fidelity_ios26.py's `glyphInk`), for a light bar's title over content
seen through the glass (a dark bar's titles always are). A title without
descenders is compared by its centre and baseline, one with descenders by its centre and cap top; a
title whose window holds no ink in the capture or in the render (a white title on the light pill) is
not measured, as an image with no glyph in either.
An unselected tab that a layer snapshot drew white is not UIKit's colour (docs/UIKIT.md §18.3):
it is left out and named under the tables. `--only` measures only the named apps' cases (their
tables name only those apps). Prints a Markdown table per half and a summary line per half: geometry within
0.5 pt, colours within ΔE2000 2. Standard library only.
"""

import json
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fidelity import ciede2000, png_size, read_png  # noqa: E402
from fidelity_ios26 import Tally, compare_element, glyph_ink, measure, shifted, summary, unshifted  # noqa: E402
from fidelity_tables import print_closing, print_halves  # noqa: E402

# docs/UIKIT.md §18.2 and §18.6: the stacked bar's height and the home-indicator area of a Face ID
# phone; used only to align a layer snapshot (no home-indicator area) with a render, and to place
# the measuring windows, never as a measured result.
STACKED_BAR = 49.0
HOME_INDICATOR = 34.0
CAPSULE_HEIGHT, CAPSULE_BOTTOM = 62.0, 21.0
# Letters that reach below the baseline (Latin and Cyrillic): a title without them is compared by
# its baseline (its ink's bottom), one with them by its cap top, as in fidelity_ios26.py.
DESCENDERS = set("gjpqyQрудфцщДЦЩ")
# A walk from bare glass ends where the colour is more than this far (ΔE2000) from where it
# started (session 9): light glass over a bright screen varies by up to 0.57 inside itself (Timai's
# (252,252,254) to (253,253,255)), so fidelity_ios26.py's 0.5 stopped a few points into the glass;
# the glass's edge against what is around it is 1.2 and more on every capture and render.
EDGE_DE = 1.0
# The pill's walks end further from where they started (session 16): half the smallest contrast
# of a pill with what is around it, the light pill (233,233,237) on its glass (251,251,255), ΔE2000
# 3.73 (dark pills on their glass 10.5-10.8, SmartNotes' on its band 4.05). At EDGE_DE the walk
# stopped on the light pill's own shading (Timai's right end reads (231-233,231-233,237), read
# back at 440 pt) and on text seen through it, 3.67-18.3 pt from its edge.
PILL_EDGE_DE = 2.0
# A glass tab's image window: its top below the capsule's top and its distance from the capsule's
# ends, inside the rounded ends of a 60 or 62 pt capsule (the tallest symbol image, 28 pt centred
# 24 pt below the top, starts at 10 pt).
IMAGE_TOP, IMAGE_END_INSET = 9.0, 14.0
# How far a tab's windows keep from the boundary with the selected tab's slot: past the pill's
# 4 pt overhang (docs/UIKIT.md §18.6) and its rim.
PILL_CLEARANCE = 5.5
# Where the band's walk starts (`layout.band`): 10 pt from the screen's left edge, clear of the pill,
# 70 pt above the screen's bottom, inside the stacked bar's 83 pt frame (docs/UIKIT.md §18.8).
BAND_PROBE_X, BAND_PROBE_ABOVE = 10.0, 70.0
# The band's edge against the screen above it: SmartNotes' band is dithered, its pixels up to ΔE2000
# 1.3 from its mean and 1.8 from each other, where the screens above are 2.07 (white) to 2.65
# (systemGroupedBackground) from it.
BAND_DE = 1.6
# Captures of `unrendered` cases (a screen BarTheme cannot render), named under the tables.
UNRENDERED = []


def band_box(pixels, scale, element):
    """The bar view's band (`layout.band`): walked up from `at` to where two pixels running are more
    than BAND_DE from the mean of the band walked so far, within `window`; only its top is a fact,
    the other edges are the window's."""
    x, y = element["at"]
    wx0, wy0, wx1, wy1 = element["window"]
    px, py = int(x * scale), int(y * scale)
    stop, walked = max(0, int(wy0 * scale)), [pixels[py][px]]
    while py - 2 >= stop:
        inside = tuple(round(sum(c[i] for c in walked) / len(walked)) for i in range(3))
        if ciede2000(pixels[py - 1][px], inside) > BAND_DE and ciede2000(pixels[py - 2][px], inside) > BAND_DE:
            return {"box": (wx0, py / scale, wx1, wy1)}
        py -= 1
        walked.append(pixels[py][px])
    return {"box": None}


def measured(pixels, scale, element):
    if element["kind"] == "glyphColour":
        return {"colour": glyph_ink(pixels, scale, element["window"], dark=element["dark"])[1]}
    return band_box(pixels, scale, element) if element["kind"] == "band" else measure(pixels, scale, element)


def title_edges(title):
    return ["centreX", "top"] if DESCENDERS & set(title) else ["centreX", "bottom"]


def stacked_elements(layout, width, bar_top, dark):
    n, elements = len(layout["titles"]), []
    slot = width / n
    for i in range(n):
        x0, x1 = i * slot + 4, (i + 1) * slot - 4
        elements.append({"name": "tab %d image" % i, "kind": "centre", "dark": dark,
                         "window": [x0, bar_top + 1, x1, bar_top + 33]})
        elements.append({"name": "tab %d title" % i, "kind": "ink", "dark": dark, "compare": title_edges(layout["titles"][i]),
                         "window": [x0, bar_top + 34, x1, bar_top + STACKED_BAR]})
    return elements


def glass_elements(layout, top, dark):
    # `searchSelected` (session 28): the search tab is selected, so no tab of the capsule is: no pill,
    # every tab's windows the whole slot, the capsule walked from the bare glass between two tabs.
    n, selected = len(layout["titles"]), (None if layout.get("searchSelected") else layout["selected"])
    left, right = layout["capsule"]
    slot = (right - left - 16) / n
    centre = lambda i: left + 8 + (i + 0.5) * slot
    mid = top + CAPSULE_HEIGHT / 2
    elements = []
    bare = [j for j in range(n - 1) if selected not in (j, j + 1)]
    probes, edges = {}, []
    if bare:
        bx = left + 8 + (bare[0] + 1) * slot
        probes.update(top=[bx, mid], bottom=[bx, mid])
        edges += ["top", "bottom"]
        elements.append({"name": "glass", "kind": "colour", "at": [bx, mid]})
    if selected != 0:
        probes["left"] = [left + 8, mid]
        edges.append("left")
    if selected != n - 1:
        probes["right"] = [right - 8, mid]
        edges.append("right")
    # Without bare glass between two tabs at mid-height, the top and bottom walks start on the glass
    # above and below an unselected tab's image and title (session 9: 1.5 pt from the model's
    # edges was outside Timai's capsule, 60 pt tall, so the box was lost with the edges compared).
    clear = next((j for j in range(n) if j != selected), selected)
    probes.setdefault("top", [centre(clear), top + 6])
    probes.setdefault("bottom", [centre(clear), top + CAPSULE_HEIGHT - 4])
    probes.setdefault("left", [left + 2, mid])
    probes.setdefault("right", [right - 2, mid])
    if "capsuleEdges" in layout:
        edges = [e for e in edges if e in layout["capsuleEdges"]]
    window = [0, top - 10, right + 40, top + CAPSULE_HEIGHT + 10]
    if layout.get("band"):
        # The bar view's own colour (docs/UIKIT.md §18.8): an opaque band over the bar's frame and no
        # capsule, in UIKit's bar and BarTheme's alike, so the fact is the band's top edge, walked up
        # from the band beside the capsule's place (session 16: the capsule's walks found no box in
        # either and were counted as misses).
        elements.append({"name": "band", "kind": "band", "at": [BAND_PROBE_X, top + CAPSULE_HEIGHT + CAPSULE_BOTTOM - BAND_PROBE_ABOVE],
                         "window": [0, top - 30, BAND_PROBE_X + 1, top + CAPSULE_HEIGHT + CAPSULE_BOTTOM], "compare": ["top"]})
    else:
        # The capsule's edge is its rim's outer side (`rim`, session 14): a walk from glass with content
        # seen through it drifts, and stopped there at ΔE 1 from where it started.
        elements.append({"name": "capsule", "kind": "platter", "centre": [(left + right) / 2 if selected is None else centre(selected), mid],
                         "window": window, "probes": probes, "compare": edges, "edgeDE": EDGE_DE, "rim": True})
    if selected is not None:
        sc = centre(selected)
        elements.append({"name": "pill", "kind": "platter", "centre": [sc, mid], "window": window, "edgeDE": PILL_EDGE_DE,
                         "probes": {"top": [sc, top + 7], "bottom": [sc, top + 57], "left": [sc - 28, mid], "right": [sc + 28, mid]}})
        elements.append({"name": "pill", "kind": "colour", "at": [sc, top + 7]})
    for i in range(n):
        x0, x1 = centre(i) - slot / 2 + 2, centre(i) + slot / 2 - 2
        # A tab beside the selected one keeps its windows off the pill, which reaches 4 pt past its
        # slot (session 9: the pill's rim, darker than black glass, was in the next tab's ink box).
        if selected is not None and i == selected + 1:
            x0 = centre(i) - slot / 2 + PILL_CLEARANCE
        if selected is not None and i == selected - 1:
            x1 = centre(i) + slot / 2 - PILL_CLEARANCE
        # The image's window stays inside the capsule's rounded ends (session 9: from 6 pt below the
        # capsule's top and 10 pt in from its end, the first tab's window reached past Timai's
        # capsule, 60 pt tall, onto a line of text above it): 9 pt below the top, 14 pt from the ends.
        ix0, ix1 = max(x0, left + IMAGE_END_INSET), min(x1, right - IMAGE_END_INSET)
        elements.append({"name": "tab %d image" % i, "kind": "centre", "dark": dark, "window": [ix0, top + IMAGE_TOP, ix1, top + 38]})
        # The pill's edge ends 58 pt below the capsule's top; on dark glass its rim is lighter than
        # the glass, so dark tabs are measured by the text's own colour (glyphInk), as in
        # fidelity_ios26.py's dark platters.
        # So does the title's (session 26): its bottom rows, 6 pt above the capsule's bottom, cross the
        # rounded end 2 pt in from the window's side, where UIKit's rim over a grey or coloured screen is
        # ink (mlr-app-ios' Profile read 354.67-409.00 x 53.00-68.00 pt, the word alone 354.67-385.67 x 53.00-61.00).
        tx0, tx1 = max(x0, left + IMAGE_END_INSET), min(x1, right - IMAGE_END_INSET)
        elements.append({"name": "tab %d title" % i, "kind": "ink", "dark": dark, "glyphInk": not dark,
                         "compare": title_edges(layout["titles"][i]), "window": [tx0, top + 39, tx1, top + 56]})
    if "search" in layout:
        elements += search_elements(layout["search"], top, dark, layout.get("searchSelected", False))
    return elements


def search_elements(edges, top, dark, selected=False):
    """The search tab's circle (its box, walked from bare glass beside its glyph) and its glyph's
    centre; `search` gives the circle's rough left and right edges in the capture. A selected search
    tab's glyph is the selected colour (no pill behind it): its colour is a fact too, the glyph's own
    (`glyphColour`: the pixel furthest from the glass in its window, as `glyph_ink` finds it)."""
    left, right = edges
    cx, mid = (left + right) / 2, top + CAPSULE_HEIGHT / 2
    window = [left - 12, top - 10, right + 12, top + CAPSULE_HEIGHT + 10]
    probes = {"left": [left + 6, mid], "right": [right - 6, mid], "top": [cx, top + 5], "bottom": [cx, top + CAPSULE_HEIGHT - 5]}
    glyph = [left + 12, top + 12, right - 12, top + CAPSULE_HEIGHT - 12]
    made = [{"name": "search circle", "kind": "platter", "centre": [cx, mid], "window": window, "probes": probes, "edgeDE": EDGE_DE,
             "rim": True},
            {"name": "search image", "kind": "centre", "dark": dark, "window": glyph}]
    if selected:
        made.append({"name": "search image", "kind": "glyphColour", "dark": dark, "window": glyph})
    return made


def top_elements(layout, dark):
    """A `top` case's elements in the capture (points from the screen's top-left corner): the
    capsule's and the pill's boxes walked from bare glass, their colours, per tab an image window
    and the title's box and colour, and with `searchGlyph` the search tab's glyph."""
    (left, right), (top, bottom), slots = layout["capsule"], layout["bar"], layout["tabs"]
    selected, mid = layout["selected"], (top + bottom) / 2
    bare = [j for j in range(len(slots) - 1) if selected not in (j, j + 1)]
    clear = next(j for j in range(len(slots)) if j != selected)
    bx = (slots[bare[0]][1] + slots[bare[0] + 1][0]) / 2 if bare else (slots[clear][0] + slots[clear][1]) / 2
    cx = (slots[clear][0] + slots[clear][1]) / 2
    probes = {"top": [cx, top + 2.5], "bottom": [cx, bottom - 2.5], "left": [left + 2, mid], "right": [right - 2, mid]}
    edges = ["top", "bottom"] + [e for e, i in (("left", 0), ("right", len(slots) - 1)) if i != selected]
    window = [left - 20, top - 10, right + 20, bottom + 10]
    sx0, sx1 = slots[selected]
    sc = (sx0 + sx1) / 2
    elements = [{"name": "glass", "kind": "colour", "at": [bx, top + 3]},
                {"name": "capsule", "kind": "platter", "centre": [sc, mid], "window": window, "probes": probes, "compare": edges,
                 "edgeDE": EDGE_DE, "rim": True},
                {"name": "pill", "kind": "platter", "centre": [sc, mid], "window": window, "edgeDE": PILL_EDGE_DE,
                 "probes": {"top": [sc, top + 6], "bottom": [sc, bottom - 6], "left": [sx0 + 4, mid], "right": [sx1 - 4, mid]}},
                {"name": "pill", "kind": "colour", "at": [sc, top + 6]}]
    for i, (x0, x1) in enumerate(slots):
        elements.append({"name": "tab %d image" % i, "kind": "centre", "dark": dark, "window": [x0, top + 4, x1, top + 14]})
        elements.append({"name": "tab %d title" % i, "kind": "ink", "dark": dark, "glyphInk": not dark,
                         "compare": title_edges(layout["titles"][i]), "window": [x0, top + 10, x1, bottom - 6]})
    if layout.get("searchGlyph"):
        # UIKit's search glyph sits at the capsule's trailing end; BarTheme's on a circle of its own
        # after the capsule (`searchCircle`: its rough left and right edges, docs/UIKIT.md §18.6).
        x0, x1 = (layout["searchCircle"][0] + 6, layout["searchCircle"][1] - 6) if "searchCircle" in layout else (slots[-1][1] + 2, right - 6)
        elements.append({"name": "search image", "kind": "centre", "dark": dark, "window": [x0, top + 8, x1, bottom - 8]})
    return elements


def elements_for(case, width, height):
    layout, dark = case["layout"], case.get("style", "light") == "light"
    if layout["kind"] == "stacked":
        made = stacked_elements(layout, width, height - HOME_INDICATOR - STACKED_BAR, dark)
    else:
        made = glass_elements(layout, height - CAPSULE_BOTTOM - CAPSULE_HEIGHT, dark)
    skip = set(case.get("skip", []))
    for element in made:
        if element["name"] in case.get("geometryOnly", []):
            element["geometryOnly"] = True
        # Text over content seen through the glass is measured by its own colour, not by its distance
        # from the window's commonest colour, which takes the content's blurred text in too (session 19:
        # Reader for iOS' `discover`, its first title over a card's 微藏榜, 17.17 pt).
        if element["name"] in case.get("glyphInk", []):
            element["glyphInk"] = True
    return [e for e in made if e["name"] not in skip and "%s %s" % (e["name"], e["kind"]) not in skip]


def capture_offset(capture, scale, capture_size, render_height):
    """Where the render's origin is in the capture (points): both end at the screen's bottom edge;
    a layer snapshot ends at the bar's bottom edge, above the home-indicator area."""
    width, height = capture_size[0] / scale, capture_size[1] / scale
    missing = 0 if capture.get("homeIndicator", True) else HOME_INDICATOR
    return [0, height + missing - render_height], width


def layer_artefact(case, capture, element, pixels, scale, offset):
    """An unselected tab that a layer snapshot drew white (docs/UIKIT.md §18.3: the bar outside a
    window; white on a white screen leaves no ink): not UIKit's colour, so not a fact."""
    selected = "tab %s " % case["layout"]["selected"]
    if capture.get("homeIndicator", True) or not element["name"].startswith("tab ") or element["name"].startswith(selected):
        return False
    window = shifted(element, offset)["window"]
    if element["kind"] == "centre":
        _, colour = glyph_ink(pixels, scale, window, dark=element["dark"])
        return colour == (255, 255, 255)
    found = measure(pixels, scale, shifted(element, offset))
    return found["box"] is None or found.get("colour") == (255, 255, 255)


def native(capture, size, pixels, keep, top=False):
    """A capture stored at another size than the screen's (`rescaledFrom`: the screen's pixel size;
    Timai's App Store screenshots are a 440 pt phone's 1320 x 2868 squeezed to 1284 x 2778, session
    10) read back at the screen's size: its bottom `keep` pixel rows resampled bilinearly, the rows
    above left white (nothing is measured there); with `top` (an iPad's bar at the top, session 22:
    DNSChat's November 2025 iPad screenshots, 2064 x 2752 stored as 2048 x 2732), its top `keep` rows,
    the rows below left out. A capture without it is returned as it is."""
    if "rescaledFrom" not in capture:
        return size, pixels
    (w, h), (nw, nh) = size, capture["rescaledFrom"]
    sx, sy = w / nw, h / nh
    blank = [(255, 255, 255)] * nw
    rows = [] if top else [blank] * (nh - keep)
    # Each column's two source columns and weights, the same for every row.
    columns = []
    for x in range(nw):
        fx = min(max((x + 0.5) * sx - 0.5, 0), w - 1)
        x0 = int(fx)
        x1, tx = min(x0 + 1, w - 1), fx - x0
        columns.append((x0, x1, 1 - tx, tx))
    for y in (range(keep) if top else range(nh - keep, nh)):
        fy = min(max((y + 0.5) * sy - 0.5, 0), h - 1)
        y0 = int(fy)
        y1, ty = min(y0 + 1, h - 1), fy - y0
        uy, top, bottom, row = 1 - ty, pixels[y0], pixels[y1], []
        for x0, x1, ux, tx in columns:
            a, b, c, d = top[x0], top[x1], bottom[x0], bottom[x1]
            row.append((round((a[0] * ux + b[0] * tx) * uy + (c[0] * ux + d[0] * tx) * ty),
                        round((a[1] * ux + b[1] * tx) * uy + (c[1] * ux + d[1] * tx) * ty),
                        round((a[2] * ux + b[2] * tx) * uy + (c[2] * ux + d[2] * tx) * ty)))
        rows.append(row)
    return (nw, nh), rows


def compare_fact(element, uikit, theirs, label, tally, rows):
    """compare_element, except for a title whose window holds no ink in the capture or in the render
    (session 26: Job Searcher's white tint on the light pill, (255,255,255) on (236,236,236), under the
    ink finder's ΔE 10 in both images): no box to compare, so not a fact, as for an image's centre."""
    if element["kind"] == "ink" and uikit.get("box") is None and theirs.get("box") is None:
        name = "%s %s" % (label, element["name"])
        tally.unmeasured.append(name + " box and colour")
        rows.append((label, element["name"] + " box and colour", "—", "—", "not measured (no ink in either window)"))
        return
    compare_element(element, uikit, theirs, label, tally, rows)


def compare_top(case, captures, renders, tally, rows, skipped):
    """A `top` case: UIKit's elements at the top of the capture, BarTheme's where its render draws
    them, moved to the screen's coordinates (the render is the bottom of the screen)."""
    if "unrendered" in case:
        # A screen BarTheme cannot render (its width is outside the theme format's range): the
        # captures are data, named under the tables, not facts.
        UNRENDERED.extend("%s (%s: %s)" % (c["file"], case["case"], case["unrendered"]) for c in case["captures"])
        return
    render = os.path.join(renders, case["theme"], case["render"])
    if not os.path.exists(render):
        raise SystemExit("%s: no render %s" % (case["case"], render))
    scale, layout, dark = case["scale"], case["layout"], case.get("style", "light") == "light"
    w, h, ours = read_png(render)
    width, height = w / scale, h / scale
    # BarTheme draws an iPad's bar at the top (session 22, docs/UIKIT.md §18.6): its render is the top
    # of the screen, measured with the capture's elements (`renderCapsule` / `renderTabs` move the
    # rough edges when its capsule is elsewhere, `renderSearch` gives its search circle's).
    drawn = dict(layout, capsule=layout.get("renderCapsule", layout["capsule"]), tabs=layout.get("renderTabs", layout["tabs"]))
    if "renderSearch" in layout:
        drawn["searchCircle"] = layout["renderSearch"]
    theirs_by_name = {}
    for element in top_elements(drawn, dark):
        theirs_by_name.setdefault(element["name"] + " " + element["kind"], (element, measured(ours, scale, element)))
    skip = set(case.get("skip", []))
    elements = [e for e in top_elements(layout, dark) if e["name"] not in skip and "%s %s" % (e["name"], e["kind"]) not in skip]
    for element in elements:
        if element["name"] in case.get("geometryOnly", []):
            element["geometryOnly"] = True
    for capture in case["captures"]:
        path = os.path.join(captures, capture["file"])
        if not os.path.exists(path):
            skipped.append(capture["file"])
            continue
        keep = int((layout["bar"][1] + 30) * scale)
        if "rescaledFrom" in capture:
            stored = png_size(path)[1]
            cw, ch, real = read_png(path, max_rows=min(stored, int(keep * stored / capture["rescaledFrom"][1]) + 2))
        else:
            cw, ch, real = read_png(path, max_rows=keep)
        (cw, ch), real = native(capture, (cw, ch), real, keep, top=True)
        if abs(cw / scale - width) > 0.01:
            raise SystemExit("%s: capture %s is %.0f pt wide, the render %.0f pt" % (case["case"], capture["file"], cw / scale, width))
        label = "%s (%s)" % (case["case"], capture["file"])
        for element in elements:
            key = element["name"] + " " + element["kind"]
            if key not in theirs_by_name:
                # The render's layout has no such place (its glass between two unselected tabs, when
                # the middle tab is selected): not a fact.
                continue
            theirs = theirs_by_name[key][1]
            if element.get("geometryOnly"):
                theirs = {k: v for k, v in theirs.items() if k != "colour"}
            uikit = measured(real, scale, element)
            # A rescaled capture's strokes carry its resampler's ringing (as on a phone's, above): its
            # titles are compared by their boxes only.
            if element.get("geometryOnly") or ("rescaledFrom" in capture and element["kind"] == "ink"):
                uikit.pop("colour", None)
                theirs = {k: v for k, v in theirs.items() if k != "colour"}
            compare_fact(element, uikit, theirs, label, tally, rows)


def compare_case(case, captures, renders, scale, tally, rows, skipped, artefacts):
    if case["layout"]["kind"] == "top":
        compare_top(case, captures, renders, tally, rows, skipped)
        return
    render = os.path.join(renders, case["theme"], case["render"])
    if not os.path.exists(render):
        raise SystemExit("%s: no render %s" % (case["case"], render))
    w, h, ours = read_png(render)
    width, height = w / scale, h / scale
    elements = elements_for(case, width, height)
    bartheme = [measured(ours, scale, e) for e in elements]
    for capture in case["captures"]:
        path = os.path.join(captures, capture["file"])
        if not os.path.exists(path):
            skipped.append(capture["file"])
            continue
        # Only the bottom of a capture is measured (the render's height and 30 pt more, resampled
        # from the stored rows under it when the capture is rescaled); rows above are not decoded.
        keep = h + 30 * scale
        if "rescaledFrom" in capture:
            stored = png_size(path)[1]
            cw, ch, real = read_png(path, last_rows=int(keep * stored / capture["rescaledFrom"][1]) + 2)
        else:
            cw, ch, real = read_png(path, last_rows=keep)
        (cw, ch), real = native(capture, (cw, ch), real, keep)
        offset, capture_width = capture_offset(capture, scale, (cw, ch), height)
        if abs(capture_width - width) > 0.01:
            raise SystemExit("%s: capture %s is %.0f pt wide, the render %.0f pt" % (case["case"], capture["file"], capture_width, width))
        label = "%s (%s)" % (case["case"], capture["file"])
        for element, theirs in zip(elements, bartheme):
            # A rescaled capture's strokes carry its resampler's ringing (session 10: Timai's title
            # strokes read (15,15,17) and (0,0,0) beside (255,255,255) halos on (252,252,254) glass,
            # where native captures go straight from the glass to (25,25,28)): their colour is the
            # filter's, not UIKit's, so a title is compared by its box only.
            if "rescaledFrom" in capture and element["kind"] == "ink":
                element = dict(element, geometryOnly=True)
            if case["layout"]["kind"] == "stacked" and layer_artefact(case, capture, element, real, scale, offset):
                artefacts.append("%s %s" % (label, element["name"]))
                continue
            uikit = measured(real, scale, shifted(element, offset))
            compare_fact(element, unshifted(uikit, offset), theirs, label, tally, rows)


def extract(cases_json, out, clones):
    os.makedirs(out, exist_ok=True)
    spec = json.load(open(cases_json))
    for case in spec["cases"]:
        repo = spec["apps"][case["app"]]["repository"]
        for capture in case["captures"]:
            clone = clones.get(repo)
            if clone is None:
                print("fidelity_tabbar: no clone of %s given (%s=PATH): %s left out" % (repo, repo, capture["file"]), file=sys.stderr)
                continue
            data = subprocess.run(["git", "-C", clone, "show", "%s:%s" % (capture["commit"], capture["path"])],
                                  check=True, capture_output=True).stdout
            path = os.path.join(out, capture["file"])
            # An iPhone's own Display P3 screenshot (Apollo's are 16 bits a channel, session 20) is
            # stored as it is: `fidelity.read_png` reads it as the 8-bit sRGB the tables compare in.
            with open(path, "wb") as f:
                f.write(data)
            print(path)


def main():
    if len(sys.argv) >= 4 and sys.argv[1] == "--extract":
        extract(sys.argv[2], sys.argv[3], dict(a.split("=", 1) for a in sys.argv[4:]))
        return
    args, only = sys.argv[1:], None
    if args[:1] == ["--only"] and len(args) >= 2:
        only, args = set(args[1].split(",")), args[2:]
    if len(args) != 3:
        raise SystemExit(__doc__)
    cases_json, captures, renders = args
    spec = json.load(open(cases_json))
    apps = spec["apps"]
    if only is not None:
        unknown = only - set(apps)
        if unknown:
            raise SystemExit("--only: no app %s in cases.json's apps" % ", ".join(sorted(unknown)))
        # Only the named apps' cases are measured; the tables' headings name only those apps.
        apps = {a: v for a, v in apps.items() if a in only}
        spec["cases"] = [c for c in spec["cases"] if c["app"] in only]
    halves = {"fit": Tally(), "check": Tally()}
    rows = {"fit": [], "check": []}
    skipped, artefacts = [], []
    for case in spec["cases"]:
        half = apps.get(case["app"], {}).get("half")
        if half not in halves:
            raise SystemExit("%s: app %r has no half (fit or check) in cases.json's apps" % (case["case"], case["app"]))
        compare_case(case, captures, renders, spec["scale"], halves[half], rows[half], skipped, artefacts)
    print_halves({"fit": "Tab bars, fit half (the captures BarTheme is tuned on)", "check": "Tab bars, check half (never tuned on)"},
                 apps, rows, halves, summary, prefix="tab bars ")
    notes = []
    if artefacts:
        notes.append("Not facts: %d unselected tab(s) a layer snapshot drew white (docs/UIKIT.md §18.3): %s." % (len(artefacts), "; ".join(artefacts)))
    if UNRENDERED:
        notes.append("Not compared: %d tab bar capture(s) of a screen BarTheme cannot render: %s." % (len(UNRENDERED), ", ".join(UNRENDERED)))
    if skipped:
        notes.append("Left out: %d tab bar capture(s) not extracted (fidelity_tabbar.py --extract): %s." % (len(skipped), ", ".join(skipped)))
    print_closing(notes, {"fit": "Tab bars, fit", "check": "Tab bars, check"}, summary, halves)


if __name__ == "__main__":
    main()
