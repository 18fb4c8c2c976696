#!/usr/bin/env python3
"""Measures San Francisco's letter spacing against the stand-in's, letter by letter, on the iOS 26
captures (docs/FIDELITY.md, "Text widths").

Usage: fidelity_letters.py CASES_JSON WORDS_JSON CAPTURES_DIR RENDERS_DIR

WORDS_JSON lists words the captures show (case, element, text, size, weight). For each, the ink of
the element's window in UIKit's capture and in BarTheme's render (pixels more than ΔE 10-70 from
the window's most frequent colour, the lowest threshold that splits the ink into one column run
per letter) gives each letter's leading ink edge. For two letters in a row, the difference
between UIKit's and BarTheme's distances from one to the next is what San Francisco's advance (and
kerning) of the first letter adds to the stand-in's: the fit half's differences, averaged per size,
weight and letter, make a table; the script prints it with the captures each entry came from,
then applies it (and, for comparison, one uniform spacing per size and weight) to the check half's
words and prints their ink widths' errors. Words whose letters touch are left out. Standard
library only.
"""

import collections
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fidelity import ciede2000, read_png  # noqa: E402
from fidelity_ios26 import clamp  # noqa: E402

SCALE = 3


def window_colours(pixels, window):
    """`window` (points) clamped to the image as pixel bounds, each colour's pixel count in it, and
    its background (the most common colour)."""
    x0, y0, x1, y1 = clamp(pixels, SCALE, window)
    counts = {}
    for y in range(y0, y1):
        for x in range(x0, x1):
            counts[pixels[y][x]] = counts.get(pixels[y][x], 0) + 1
    background = max(counts.items(), key=lambda kv: kv[1])[0]
    return (x0, y0, x1, y1), counts, background


def letter_runs(pixels, window, count):
    """The column runs of ink in `window` (points), at the lowest threshold giving `count` runs."""
    (x0, y0, x1, y1), counts, background = window_colours(pixels, window)
    distance = {c: ciede2000(c, background) for c in counts}
    for threshold in (10, 20, 30, 40, 55, 70):
        columns = [any(distance[pixels[y][x]] > threshold for y in range(y0, y1)) for x in range(x0, x1)]
        runs, start = [], None
        for i, inked in enumerate(columns + [False]):
            if inked and start is None:
                start = i
            if not inked and start is not None:
                runs.append(((x0 + start) / SCALE, (x0 + i) / SCALE))
                start = None
        if len(runs) == count:
            return runs
    return None


def render_path(renders, case):
    folder = os.path.join(renders, case.get("theme", case["case"]))
    wanted = case.get("render")
    for d, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".png") and (wanted is None or name == wanted):
                return os.path.join(d, name)
    raise SystemExit("%s: no render under %s" % (case["case"], folder))


def word_capture(cases, word, cases_dir, captures):
    """The word's case, its element, its first capture and that capture's file (stored beside
    the cases or extracted into `captures`)."""
    case = cases[word["case"]]
    element = next(e for e in case["elements"] if e["name"] == word["element"])
    capture = case["captures"][0]
    path = (os.path.join(cases_dir, capture["stored"]) if "stored" in capture
            else os.path.join(captures, capture["file"]))
    return case, element, capture, path


def measure(spec, cases_dir, captures, renders):
    """Each word with its letters' runs in UIKit's capture (U) and BarTheme's render (B)."""
    cases = {c["case"]: c for c in spec["cases"]}
    words = []
    for word in json.load(open(sys.argv[2]))["words"]:
        case, element, _, path = word_capture(cases, word, cases_dir, captures)
        if not os.path.exists(path):
            continue
        letters = [ch for ch in word["text"] if ch != " "]
        rows = int(element["window"][3] * SCALE) + 2
        runs = {}
        for who, png in (("U", path), ("B", render_path(renders, case))):
            runs[who] = letter_runs(read_png(png, max_rows=rows)[2], element["window"], len(letters))
        half = spec["apps"][case["app"]]["half"]
        words.append(dict(word, half=half, U=runs["U"], B=runs["B"], letters=letters))
    return words


def pairs(word):
    """(index, letter) of each letter followed by another letter of the same word."""
    text, out, i = word["text"], [], 0
    for k, ch in enumerate(text):
        if ch == " ":
            continue
        if k + 1 < len(text) and text[k + 1] != " ":
            out.append((i, ch))
        i += 1
    return out


def main():
    spec = json.load(open(sys.argv[1]))
    words = measure(spec, os.path.dirname(sys.argv[1]), sys.argv[3], sys.argv[4])
    table = collections.defaultdict(list)
    for w in words:
        if w["half"] != "fit" or not w["U"] or not w["B"]:
            continue
        for i, ch in pairs(w):
            extra = (w["U"][i + 1][0] - w["U"][i][0]) - (w["B"][i + 1][0] - w["B"][i][0])
            table[(w["size"], w["weight"], ch)].append((extra, w["case"]))
    print("| size | weight | letter | SF's extra advance over the stand-in (pt) | pairs | captures |")
    print("|---|---|---|---|---|---|")
    mean = {}
    for key in sorted(table):
        values = table[key]
        mean[key] = sum(v for v, _ in values) / len(values)
        print("| %s | %s | %s | %+.2f | %d | %s |" % (key[0], key[1], key[2], mean[key], len(values),
                                                    ", ".join(sorted({c for _, c in values}))))
    uniform = collections.defaultdict(list)
    for (size, weight, _), values in table.items():
        uniform[(size, weight)] += [v for v, _ in values]
    uniform = {k: sum(v) / len(v) for k, v in uniform.items()}
    print()
    print("| check word | size, weight | letters in the table | ink width error now (pt) | with the table | with one spacing per size |")
    print("|---|---|---|---|---|---|")
    errors = {"now": [], "table": [], "uniform": []}
    for w in words:
        if w["half"] != "check" or not w["U"] or not w["B"] or len(w["letters"]) > 12:
            continue
        key = (w["size"], w["weight"])
        now = (w["B"][-1][1] - w["B"][0][0]) - (w["U"][-1][1] - w["U"][0][0])
        known = [ch for _, ch in pairs(w) if key + (ch,) in mean]
        by_table = now + sum(mean.get(key + (ch,), 0) for _, ch in pairs(w))
        by_uniform = now + uniform.get(key, 0) * len(pairs(w))
        for name, value in (("now", now), ("table", by_table), ("uniform", by_uniform)):
            errors[name].append(abs(value))
        print("| %s %r | %s %s | %d of %d | %+.2f | %+.2f | %+.2f |" % (
            w["case"], w["text"], w["size"], w["weight"], len(known), len(pairs(w)), now, by_table, by_uniform))
    print()
    for name, values in errors.items():
        within = sum(1 for v in values if v <= 0.5 + 1e-9)
        print("%s: %d of %d check words (≤ 12 letters) within 0.5 pt, mean |error| %.2f pt" % (
            name, within, len(values), sum(values) / max(1, len(values))))


if __name__ == "__main__":
    main()
