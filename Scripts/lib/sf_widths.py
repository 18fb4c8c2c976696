#!/usr/bin/env python3
"""Derives San Francisco's width table (docs/UIKIT.md §2.4, "Widths") from SF Pro's font files.

Usage: sf_widths.py FONT_DIR OUT_TXT SOURCE_LINE

FONT_DIR holds SF-Pro-Text-WEIGHT.otf and SF-Pro-Display-WEIGHT.otf for the nine weights
(Ultralight … Black), as Apple ships them and as public repositories carry them: see
Sources/BarRender/Resources/SanFrancisco/README.md for the files the committed table was read
from. The font files are never committed: only the numbers below are. SOURCE_LINE (repository,
commit, path) is written into the table's header.

For each face the table keeps, in the font's units (2048 per em): the `trak` table's normal track
(tracking per point size, what Core Text applies to the system font by itself); per character of
the covered set (ASCII, Latin-1, Latin Extended-A, common punctuation, Greek and Coptic as far as
SF has it, basic Cyrillic and the Ukrainian, Uzbek and Kazakh letters beyond it) the default
glyph's advance (hmtx) and its ink's left and right edges (the outline's bounds); and the `kern`
feature's pair adjustments (GPOS lookup type 2, format 1 pairs first, then class pairs, as a shaper
reads them) between two covered characters of one script run, stored as two kerning classes per
character (characters whose adjustments are all equal share one) and the non-zero class pairs.
Needs fontTools (`pip install fonttools`); nothing in BarTheme's build or tests runs this script.
"""

import sys
import unicodedata

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

WEIGHTS = [("Ultralight", 100), ("Thin", 200), ("Light", 300), ("Regular", 400), ("Medium", 500),
           ("Semibold", 600), ("Bold", 700), ("Heavy", 800), ("Black", 900)]
OPTICAL = [("Text", "text"), ("Display", "display")]
PUNCTUATION = [0x2010, 0x2011, 0x2012, 0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,
               0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203A, 0x20AC, 0x2122]
# Cyrillic beyond U+0400-045F: Ґ ґ (Ukrainian), Ғ ғ Қ қ Ҳ ҳ (Uzbek), Ғ ғ Қ қ Ң ң Ү ү Ұ ұ Һ һ
# Ә ә Ө ө (Kazakh).
CYRILLIC = list(range(0x400, 0x460)) + [0x490, 0x491, 0x492, 0x493, 0x49A, 0x49B, 0x4A2, 0x4A3, 0x4AE, 0x4AF, 0x4B0,
                                        0x4B1, 0x4B2, 0x4B3, 0x4BA, 0x4BB, 0x4D8, 0x4D9, 0x4E8, 0x4E9]
GREEK = list(range(0x370, 0x400))
COVERED = list(range(0x20, 0x7F)) + list(range(0xA0, 0x180)) + PUNCTUATION + GREEK + CYRILLIC
# The OpenType script tags a shaper runs letters of each block under.
SCRIPTS = ["latn", "cyrl", "grek"]


def script_of(character):
    """The script tag a covered letter is shaped under; None for the rest (spaces, digits,
    punctuation, symbols: Unicode's Common script, which takes the script of the run it is in)."""
    if not unicodedata.category(chr(character)).startswith("L"):
        return None
    if 0x370 <= character < 0x400:
        return "grek"
    if 0x400 <= character < 0x530:
        return "cyrl"
    return "latn"


def kern_lookups(font, tag):
    """The GPOS lookups the `kern` feature of script `tag`'s default language uses; a font without
    that script is read under its default script (`DFLT`, else `latn`), as a shaper picks it."""
    gpos = font["GPOS"].table
    records = {s.ScriptTag: s.Script for s in gpos.ScriptList.ScriptRecord}
    script = next(records[t] for t in (tag, "DFLT", "latn") if t in records)
    indices = set()
    for i in script.DefaultLangSys.FeatureIndex:
        record = gpos.FeatureList.FeatureRecord[i]
        if record.FeatureTag == "kern":
            indices.update(record.Feature.LookupListIndex)
    return [gpos.LookupList.Lookup[i] for i in sorted(indices)]


def pair_subtables(lookup):
    for subtable in lookup.SubTable:
        subtable = subtable.ExtSubTable if lookup.LookupType == 9 else subtable
        if subtable.LookupType == 2:
            yield subtable


def x_advance(value):
    return getattr(value, "XAdvance", 0) or 0 if value is not None else 0


def kerning(font, glyph_of, tag):
    """(first glyph, second glyph) → adjustment, for covered glyphs under script `tag`'s lookups:
    the first subtable that has the pair decides (a shaper stops at the first subtable covering the
    first glyph and pairing it)."""
    glyphs = set(glyph_of.values())
    pairs = {}
    for lookup in kern_lookups(font, tag):
        for subtable in pair_subtables(lookup):
            coverage = subtable.Coverage.glyphs
            if subtable.Format == 1:
                for i, first in enumerate(coverage):
                    if first not in glyphs:
                        continue
                    for record in subtable.PairSet[i].PairValueRecord:
                        if record.SecondGlyph in glyphs:
                            pairs.setdefault((first, record.SecondGlyph), x_advance(record.Value1))
            else:
                class1, class2 = subtable.ClassDef1.classDefs, subtable.ClassDef2.classDefs
                for first in set(coverage) & glyphs:
                    row = subtable.Class1Record[class1.get(first, 0)].Class2Record
                    for second in glyphs:
                        pairs.setdefault((first, second), x_advance(row[class2.get(second, 0)].Value1))
    return {k: v for k, v in pairs.items() if v}


def classes(pairs, characters, index):
    """Kerning classes: characters whose adjustments (as first, index 0, or second, index 1) are
    all equal share a class; class 0 has none."""
    vectors = {}
    for key, value in pairs.items():
        vectors.setdefault(key[index], []).append((key[1 - index], value))
    numbers, result = {}, {}
    for character in characters:
        vector = tuple(sorted(vectors.get(character, [])))
        if not vector:
            result[character] = 0
            continue
        result[character] = numbers.setdefault(vector, len(numbers) + 1)
    return result


def face_lines(path, optical, weight):
    font = TTFont(path)
    cmap = font.getBestCmap()
    glyph_set = font.getGlyphSet()
    advances = font["hmtx"].metrics
    glyph_of = {c: cmap[c] for c in COVERED if c in cmap}
    by_character = {}
    # A shaper kerns within a run of one script: each script's letters with each other and with
    # the Common characters, under that script's lookups (a pair of two Common characters as the
    # first script read it); a Latin letter next to a Cyrillic or Greek one is never kerned.
    for tag in SCRIPTS:
        run = {c: g for c, g in glyph_of.items() if script_of(c) in (tag, None)}
        for (first, second), value in kerning(font, run, tag).items():
            for a in (c for c, g in run.items() if g == first):
                for b in (c for c, g in run.items() if g == second):
                    by_character.setdefault((a, b), value)
    characters = sorted(glyph_of)
    left, right = classes(by_character, characters, 0), classes(by_character, characters, 1)
    track = font["trak"].horizData[0.0]
    lines = ["face %s %d %s" % (optical, weight, font["name"].getDebugName(5).replace(" ", "_")),
             "track " + " ".join("%g:%d" % (size, value) for size, value in sorted(track.items()))]
    for c in characters:
        pen = BoundsPen(glyph_set)
        glyph_set[glyph_of[c]].draw(pen)
        x_min, _, x_max, _ = pen.bounds or (0, 0, 0, 0)
        lines.append("g %04X %d %d %d %d %d" % (c, advances[glyph_of[c]][0], round(x_min), round(x_max), left[c], right[c]))
    cells = sorted({(left[a], right[b], v) for (a, b), v in by_character.items()})
    lines += ["k %d %d %d" % cell for cell in cells]
    return lines


def main():
    folder, out, source = sys.argv[1], sys.argv[2], sys.argv[3]
    lines = ["# San Francisco's advance widths, ink edges, kerning and tracking, in font units (2048 per em),",
             "# read with Scripts/lib/sf_widths.py from SF Pro's font files (numbers only; no font file is",
             "# stored here). Source: " + source,
             "# Format: 'face OPTICAL WEIGHT VERSION', 'track SIZE:VALUE ...' (the trak table's normal track),",
             "# 'g CODEPOINT ADVANCE INK_LEFT INK_RIGHT LEFT_CLASS RIGHT_CLASS', 'k LEFT_CLASS RIGHT_CLASS VALUE'."]
    for optical, tag in OPTICAL:
        for name, weight in WEIGHTS:
            lines += face_lines("%s/SF-Pro-%s-%s.otf" % (folder, optical, name), tag, weight)
    with open(out, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
