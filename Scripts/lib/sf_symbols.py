#!/usr/bin/env python3
"""Derives SF Symbols' metrics (docs/UIKIT.md §10.13, "From SF Pro's font") from SF Pro's font files.

Usage: sf_symbols.py FONT_DIR NAMES_SWIFT OUT_SWIFT FONTS_SOURCE NAMES_SOURCE
       sf_symbols.py --all FONT_DIR NAMES_SWIFT OUT_ALL_SWIFT FONTS_SOURCE NAMES_SOURCE

FONT_DIR holds SF-Pro-Text-Regular.otf as Apple ships it (the fonts carry every SF Symbol of their
release as glyphs in the Private Use Area, U+100000 on, each in a small, medium and large scale:
glyph names uniXXXXXX.small / .medium / .large). NAMES_SWIFT is a public list pairing each symbol's
name with its character (a doc comment holding the character above a constant holding the name, as
omeasraf/SFIcons' Sources/SFIcons/SFIcons.swift has it). See
Sources/BarTheme/Layout/SFSymbols/README.md for the files the committed table was read from.

For each symbol in NAMES (below), in each scale, the table keeps in font units (2048 per em): the
glyph's advance (hmtx) and its outline's ink bounds (left, bottom, right, top; y up from the
baseline). Nothing else: no outline, no font file. Needs fontTools; nothing in BarTheme's build or
tests runs this script.
"""

import re
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont

# The symbols bars use most (#39 item 2), the names BarTheme draws stand-ins for, the calibration
# corpus's symbols and the tab bars' (docs/UIKIT.md §10.13, §18.9); the last three lines are the tab
# bar corpus's names the first 103 left out (#41 session 16); then Reader for iOS's doc.badge.plus on
# a shared capsule (#39 session 17); the last five lines, the sample and calibration themes' names the
# table still left out and the images tab bars use most (#41 session 21).
NAMES = """
plus minus xmark checkmark chevron.left chevron.right chevron.up chevron.down chevron.backward chevron.forward
ellipsis ellipsis.circle ellipsis.circle.fill square.and.arrow.up square.and.arrow.down square.and.pencil gear gearshape
gearshape.fill magnifyingglass trash trash.fill pencil pencil.circle line.3.horizontal line.3.horizontal.decrease
line.3.horizontal.decrease.circle person person.fill person.circle person.crop.circle person.crop.circle.fill bell
bell.fill heart heart.fill star star.fill bookmark bookmark.fill info.circle questionmark.circle arrow.clockwise
arrow.counterclockwise slider.horizontal.3 camera photo paperplane plus.circle plus.circle.fill xmark.circle
xmark.circle.fill checkmark.circle folder tray tray.full archivebox calendar clock house house.fill list.bullet
sparkles cart chart.bar chart.bar.fill rectangle.stack newspaper newspaper.fill circle chevron.down.circle
chevron.up.circle doc doc.text doc.on.doc link globe square.grid.2x2 arrow.up.arrow.down arrow.left arrow.right
arrow.up.left.and.arrow.down.right sidebar.left map gearshape record.circle record.circle.fill hare hare.fill
apple.intelligence text.page clock.badge.checkmark clock.badge.checkmark.fill rectangle.stack.fill tray.fill
newspaper arrow.left.arrow.right timer sun.max rectangle.split.2x1 music.note.list moon.stars.fill list.bullet.rectangle
leaf.fill info.circle.fill checklist bubble.left.and.bubble.right.fill book hand.tap square.and.arrow.up.fill
books.vertical safari doc.text.magnifyingglass book.fill brain.head.profile note.text note.text.fill gear.fill
magnifyingglass.circle.fill arrow.clockwise.circle.fill checkmark.circle.fill folder.fill person.2.fill
rectangle.and.text.magnifyingglass shippingbox.fill square.grid.2x2.fill storefront.fill
doc.badge.plus
play.circle play.circle.fill megaphone megaphone.fill film books.vertical.fill sun.max.fill square.split.2x2
square.split.2x2.fill rectangle.portrait rectangle.grid.2x2 rectangle.grid.2x2.fill envelope envelope.fill
clock.arrow.circlepath calendar.badge.clock arrow.triangle.merge bubble.left bubble.left.fill message message.fill
person.2 person.3 creditcard creditcard.fill music.note tv tv.fill bag bag.fill square.stack play.rectangle
magnifyingglass.circle map.fill heart.text.square chart.pie dollarsign.circle banknote cart.fill gift flame bolt leaf
cloud wrench key lock shield phone video mic headphones gamecontroller cup.and.saucer car airplane graduationcap
figure.walk bell.badge square.stack.3d.up star.circle flag tag bubble.right text.bubble shippingbox
""".split()

# Names SF Symbols 3 gave glyphs that the 2020 fonts carry under their earlier name (same glyph).
RENAMED = {
    "line.3.horizontal": "line.horizontal.3",
    "line.3.horizontal.decrease": "line.horizontal.3.decrease",
    "line.3.horizontal.decrease.circle": "line.horizontal.3.decrease.circle",
}


def characters(path):
    text = open(path, encoding="utf-8").read()
    pairs = re.findall(r'///\s*(\S)\s*\n\s*public static let \w+\s*:\s*String\s*=\s*"([^"]+)"', text)
    found = {}
    for char, name in pairs:
        if ord(char) >= 0x100000:
            found.setdefault(name, ord(char))
    return found


def measure(font, glyphs, cmap, code):
    """[small, medium, large] × [advance, left, bottom, right, top] of the symbol at `code`."""
    base = cmap[code].rsplit(".", 1)[0]
    values = []
    for scale in ("small", "medium", "large"):
        glyph = f"{base}.{scale}"
        pen = BoundsPen(glyphs)
        glyphs[glyph].draw(pen)
        x0, y0, x1, y1 = (round(v) for v in pen.bounds)
        values.append([font["hmtx"][glyph][0], x0, y0, x1, y1])
    return values


def write_all(font, glyphs, cmap, codes, skip, out_path, fonts, names):
    """Every other symbol the names list pairs with a character of the font, as whitespace-separated
    records (a name, then its 15 numbers) in a Swift string (`SymbolFontMetrics+All.swift`): cheap to
    compile, read once on first use."""
    lines = []
    for name in sorted(codes):
        if name in skip or codes[name] not in cmap:
            continue
        values = measure(font, glyphs, cmap, codes[name])
        record = name + " " + " ".join(str(v) for scale in values for v in scale)
        if len(record) > 120:  # a long name's numbers on a line of their own (within 140 columns)
            record = name + "\n        " + " ".join(str(v) for scale in values for v in scale)
        lines.append("        " + record)
    version = font["name"].getDebugName(5)
    body = "\n".join(lines)
    text = f"""// Generated by Scripts/lib/sf_symbols.py --all from SF Pro's font
// (Sources/BarTheme/Layout/SFSymbols/README.md): numbers only.
// Fonts: {fonts}. Font {version}.
// Names: {names}.

extension SymbolFontMetrics {{
    /// `glyphs` and every other symbol of the font the names list pairs with a character
    /// ({len(lines)} more, `otherGlyphsText`), read once.
    static let allGlyphs: [String: [[Int]]] = {{
        var all = glyphs
        var name: String?
        var numbers: [Int] = []
        func finish() {{
            guard let name, numbers.count == 15, all[name] == nil else {{ return }}
            all[name] = [Array(numbers[0..<5]), Array(numbers[5..<10]), Array(numbers[10..<15])]
        }}
        for token in otherGlyphsText.split(whereSeparator: \\.isWhitespace) {{
            if let number = Int(token) {{
                numbers.append(number)
            }} else {{
                finish()
                name = String(token)
                numbers = []
            }}
        }}
        finish()
        return all
    }}()

    /// Every other symbol, as records of a name and [small, medium, large] × [advance, left, bottom,
    /// right, top] in font units (as `glyphs`), separated by whitespace.
    static let otherGlyphsText = \"\"\"
{body}
        \"\"\"
}}
"""
    with open(out_path, "w", encoding="utf-8") as out:
        out.write(text)
    print(f"{len(lines)} other symbols", file=sys.stderr)


def main():
    if sys.argv[1] == "--all":
        font_dir, names_path, out_path, fonts, names = sys.argv[2:7]
        font = TTFont(f"{font_dir}/SF-Pro-Text-Regular.otf")
        codes = characters(names_path)
        write_all(font, font.getGlyphSet(), font.getBestCmap(), codes, set(NAMES) | set(RENAMED.values()), out_path, fonts, names)
        return
    font_dir, names_path, out_path, fonts, names = sys.argv[1:6]
    font = TTFont(f"{font_dir}/SF-Pro-Text-Regular.otf")
    cmap = font.getBestCmap()
    glyphs = font.getGlyphSet()
    codes = characters(names_path)
    rows, missing = [], []
    for name in dict.fromkeys(NAMES):
        code = codes.get(name) or codes.get(RENAMED.get(name, ""))
        if code is None or code not in cmap:
            missing.append(name)
            continue
        values = ["[" + ", ".join(str(v) for v in scale) + "]" for scale in measure(font, glyphs, cmap, code)]
        row = f'        "{name}": [{", ".join(values)}],'
        if len(row) > 134:  # as swift-format lays out a row past its 140 columns
            row = f'        "{name}": [\n            {", ".join(values)},\n        ],'
        rows.append(row)
    missing_list = ", ".join(missing) or "none"
    version = font["name"].getDebugName(5)
    units = font["head"].unitsPerEm
    header = f"""// Generated by Scripts/lib/sf_symbols.py from SF Pro's font (Sources/BarTheme/Layout/SFSymbols/README.md):
// numbers only. Fonts: {fonts}. Font {version}.
// Names: {names}.
// Not in those fonts (their boxes stay measured or approximate):
// {missing_list}.

/// SF Symbols' metrics as SF Pro's font carries them (docs/UIKIT.md §10.13, "From SF Pro's font"):
/// per symbol, for the small, medium and large scale, the glyph's advance and its ink's left,
/// bottom, right and top edges, in font units (2048 per em, y up from the baseline), at the regular
/// weight.
enum SymbolFontMetrics {{
    /// Font units per em.
    static let unitsPerEm = {units}.0

    /// Name → [small, medium, large] × [advance, left, bottom, right, top].
    static let glyphs: [String: [[Int]]] = [
"""
    with open(out_path, "w", encoding="utf-8") as out:
        out.write(header + "\n".join(rows) + "\n    ]\n}\n")
    print(f"{len(rows)} symbols; missing: {', '.join(missing)}", file=sys.stderr)


if __name__ == "__main__":
    main()
