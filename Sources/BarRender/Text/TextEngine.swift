import BarTheme
import Foundation

/// Shapes, measures and places bar text with the pinned fonts: font fallback per character,
/// bidirectional runs (FriBidi, `BidiParagraph`), HarfBuzz shaping (kerning, ligatures), San
/// Francisco's widths where Inter stands in for it (`SanFranciscoPlacement`), tracking, and tail
/// truncation. It is BarTheme's one text measurer: layout, truncation and drawing all use its lines.
///
/// Holds C resources (FreeType, HarfBuzz) that are not thread-safe: use one engine per thread.
public final class TextEngine: TextMeasuring {
    private let library: FreeTypeLibrary
    private let buffer: HarfBuzzBuffer
    private let directory: URL
    private var fontsByPath: [String: LoadedFont] = [:]
    /// Fallback fonts with their pinned family and weight, in the order they are tried; loaded the
    /// first time a character is not in the style's font (most bars never need them: about 12 MB of
    /// resident memory saved per engine, docs/PERFORMANCE.md).
    private var loadedFallbacks: [(font: LoadedFont, family: String, weight: Int)]?
    /// The fallback font files, checked to exist when the engine is made.
    private let fallbackPaths: [(path: String, family: String, weight: Int)]
    /// How many font files this engine has opened (tests: fallbacks are loaded only when needed).
    var loadedFontCount: Int { fontsByPath.count }
    /// Lines already shaped (layout measures, paint draws the same text: shaped once).
    let shapedLines = ShapedLineCache()

    /// Loads the fallback fonts from `directory` (default: the pinned fonts).
    public init(fontsDirectory: URL = PinnedFonts.directory) throws(RenderError) {
        library = try FreeTypeLibrary()
        buffer = try HarfBuzzBuffer()
        directory = fontsDirectory
        fallbackPaths = PinnedFonts.fallbacks.map { (fontsDirectory.appendingPathComponent($0.file).path, $0.family, $0.weight) }
        for fallback in fallbackPaths where !FileManager.default.isReadableFile(atPath: fallback.path) {
            throw RenderError.font("cannot read the pinned fallback font '\(fallback.path)'")
        }
    }

    /// The fallback fonts, loaded on first use; a file that cannot be opened is left out (its
    /// characters then fall through to the next fallback, or to the style's font).
    private var fallbacks: [(font: LoadedFont, family: String, weight: Int)] {
        if let loadedFallbacks { return loadedFallbacks }
        let fonts = fallbackPaths.compactMap { fallback in
            (try? load(path: fallback.path)).map { ($0, fallback.family, fallback.weight) }
        }
        loadedFallbacks = fonts
        return fonts
    }

    private func load(path: String, index: Int = 0) throws(RenderError) -> LoadedFont {
        let key = index == 0 ? path : "\(path)#\(index)"
        if let font = fontsByPath[key] { return font }
        let font = try LoadedFont(path: path, index: index, library: library)
        fontsByPath[key] = font
        return font
    }

    /// The font file for a descriptor: a pinned family at the nearest weight, the face of a family
    /// the theme's `fontFiles:` provide nearest the weight (`CustomFontFace`), or the theme's file.
    func font(for descriptor: FontDescriptor) throws(RenderError) -> LoadedFont {
        if let file = descriptor.file {
            return try load(path: file)
        }
        if let face = descriptor.customFace {
            return try load(path: face.path, index: face.index)
        }
        guard let face = PinnedFonts.face(family: descriptor.family, weight: descriptor.weight) else {
            throw RenderError.unknownFontFamily(descriptor.family, known: PinnedFonts.families)
        }
        return try load(path: directory.appendingPathComponent(face.file).path)
    }

    /// The characters of `text` neither `descriptor`'s font nor any fallback font has a glyph for,
    /// each once, in order (spaces, joiners, combining marks and controls are not checked).
    public func missingCharacters(in text: String, font descriptor: FontDescriptor) -> [Character] {
        guard let primary = try? font(for: descriptor) else { return [] }
        var missing: [Character] = []
        for character in text {
            guard let scalar = character.unicodeScalars.first else { continue }
            let category = scalar.properties.generalCategory
            if scalar.properties.isWhitespace || [.nonspacingMark, .enclosingMark, .format, .control].contains(category) { continue }
            if primary.covers(scalar) || fallbacks.contains(where: { $0.font.covers(scalar) }) { continue }
            if !missing.contains(character) { missing.append(character) }
        }
        return missing
    }

    /// Checks that every font a layout will need can be loaded; call before measuring.
    public func validate(_ descriptor: FontDescriptor) throws(RenderError) {
        _ = try font(for: descriptor)
    }

    /// Measures `text` shaped in `style` on one line; zero for text that cannot be shaped.
    public func measure(_ text: String, style: TextStyle) -> TextMetrics {
        guard let line = try? shape(text, style: style, maxWidth: nil) else { return TextMetrics(width: 0, height: 0) }
        return TextMetrics(width: line.width, height: line.height, ascent: line.ascent, trailingTracking: line.trailingTracking)
    }

    /// Shapes `text`; with `maxWidth`, cuts it at a character boundary and appends "…" so it fits.
    /// Each line is shaped once per engine (``ShapedLineCache``).
    func shape(_ text: String, style: TextStyle, maxWidth: Double?) throws(RenderError) -> ShapedLine {
        try shapedLines.line(for: .init(text: text, style: style, maxWidth: maxWidth)) { () throws(RenderError) in
            try shapeUncached(text, style: style, maxWidth: maxWidth)
        }
    }

    private func shapeUncached(_ text: String, style: TextStyle, maxWidth: Double?) throws(RenderError) -> ShapedLine {
        let primary = try font(for: style.font)
        let full = shapeLine(text, primary: primary, style: style, truncated: false)
        guard let maxWidth, full.width > maxWidth + 0.001 else { return full }
        // The longest prefix (in whole characters) that fits with an ellipsis: binary search.
        let characters = Array(text)
        var low = 0, high = characters.count - 1
        var best = shapeLine("", primary: primary, style: style, truncated: true)
        while low <= high {
            let mid = (low + high) / 2
            let prefix = String(characters[0..<mid]).trimmingCharacters(in: .whitespaces)
            let candidate = shapeLine(prefix + "\u{2026}", primary: primary, style: style, truncated: true)
            if candidate.width <= maxWidth + 0.001 {
                best = candidate
                low = mid + 1
            } else {
                high = mid - 1
            }
        }
        return best
    }

    private struct Run {
        var text: Substring
        var font: LoadedFont
        var level: Int
        /// The run's Unicode scalars in the paragraph (what FriBidi's positions count).
        var scalars: Range<Int>
    }

    private func shapeLine(_ text: String, primary: LoadedFont, style: TextStyle, truncated: Bool) -> ShapedLine {
        let scale = style.font.size / primary.face.unitsPerEm
        let ascent = primary.face.ascender * scale
        let descent = -primary.face.descender * scale
        guard !text.isEmpty else {
            return ShapedLine(glyphs: [], width: 0, ascent: ascent, descent: descent, size: style.font.size, isTruncated: truncated)
        }
        // Itemize by character: font (first in the chain that covers it) and bidi level (FriBidi's
        // level of the character's first scalar; a character's marks share its level).
        let characters = Array(text.indices)
        let paragraph = BidiParagraph(text)
        var runs: [Run] = []
        var previousFont: LoadedFont?
        var scalarOffset = 0
        for (i, index) in characters.enumerated() {
            let character = text[index]
            let font = chooseFont(for: character, primary: primary, weight: style.font.weight, previous: previousFont)
            previousFont = font
            let end = i + 1 < characters.count ? characters[i + 1] : text.endIndex
            let scalars = scalarOffset..<(scalarOffset + character.unicodeScalars.count)
            scalarOffset = scalars.upperBound
            let level = paragraph.levels[scalars.lowerBound]
            if let last = runs.last, last.font === font, last.level == level {
                runs[runs.count - 1].text = text[last.text.startIndex..<end]
                runs[runs.count - 1].scalars = last.scalars.lowerBound..<scalars.upperBound
            } else {
                runs.append(Run(text: text[index..<end], font: font, level: level, scalars: scalars))
            }
        }
        // Shape each run, then lay the runs out in visual order.
        var glyphs: [ShapedLine.Glyph] = []
        var pen = 0.0
        // A run has one level, so FriBidi's reordering (L2) keeps it in one piece: runs go left
        // to right by the leftmost visual position of their scalars.
        let leftmost = runs.map { run in run.scalars.map { paragraph.logicalToVisual[$0] }.min() ?? 0 }
        let order = runs.indices.sorted { leftmost[$0] < leftmost[$1] }
        // Inter standing in for San Francisco is reshaped to its heights (docs/UIKIT.md §2.4).
        let standIn =
            StandInVerticalMap.appliesTo(style.font)
            ? StandInVerticalMap.Set(
                capHeight: primary.face.capHeight, xHeight: primary.face.xHeight, unitsPerEm: primary.face.unitsPerEm, size: style.font.size
            )
            : nil
        // And laid out on San Francisco's widths, left-to-right runs (§2.4, "Widths").
        let sanFrancisco = SanFranciscoWidths.shared?.face(for: style.font)
        // The tracking after the last cluster, which the line's width leaves out.
        var trailingTracking = 0.0
        for runIndex in order {
            let run = runs[runIndex]
            let runScale = style.font.size / run.font.face.unitsPerEm
            // The tracking is San Francisco's (its `trak` table): a run the CJK fallback draws keeps
            // that font's own, none (docs/UIKIT.md §2.4, "Scripts the system font lacks").
            let tracking = run.font !== primary && isUntrackedFallback(run.font) ? 0 : style.tracking
            let shaped = buffer.shape(run.text, font: run.font.shaper, rightToLeft: run.level % 2 == 1)
            let characters = run.font === primary && standIn != nil ? Self.charactersByUTF8Offset(run.text) : [:]
            // The CJK fallback is drawn at PingFang's ink size (§2.4, "CJK ink at PingFang's size").
            let pingFang = run.font !== primary && isPingFangStandIn(run.font) ? PingFangInkMap.forSize(style.font.size) : nil
            let positions =
                if let sanFrancisco, run.font === primary, run.level % 2 == 0 {
                    SanFranciscoPlacement.positions(of: shaped, text: run.text, font: run.font, face: sanFrancisco)
                } else if let pingFang {
                    pingFang.positions(of: shaped, unitsPerEm: run.font.face.unitsPerEm)
                } else {
                    shaped.map { SanFranciscoPlacement.Position(xAdvance: $0.xAdvance, xOffset: $0.xOffset, horizontal: nil) }
                }
            for (g, glyph) in shaped.enumerated() {
                glyphs.append(
                    ShapedLine.Glyph(
                        font: run.font, id: glyph.id, x: pen + positions[g].xOffset * runScale,
                        y: glyph.yOffset * runScale,
                        vertical: characters[glyph.cluster].flatMap { standIn?.map(for: $0, top: run.font.top(glyph: glyph.id)) }
                            .map(ShapedLine.VerticalMap.standIn) ?? pingFang?.vertical(unitsPerEm: run.font.face.unitsPerEm),
                        horizontal: positions[g].horizontal))
                pen += positions[g].xAdvance * runScale
                // Tracking goes after each cluster (the last glyph of a cluster in visual order).
                let nextCluster = g + 1 < shaped.count ? shaped[g + 1].cluster : -1
                if nextCluster != glyph.cluster {
                    pen += tracking
                    trailingTracking = tracking
                }
            }
        }
        let width = max(0, pen - trailingTracking)
        return ShapedLine(
            glyphs: glyphs, width: width, ascent: ascent, descent: descent, size: style.font.size, isTruncated: truncated,
            trailingTracking: trailingTracking)
    }

    /// Whether `font` is a pinned fallback whose runs take no tracking (`PinnedFonts.untrackedFamilies`).
    private func isUntrackedFallback(_ font: LoadedFont) -> Bool {
        fallbacks.contains { $0.font === font && PinnedFonts.untrackedFamilies.contains($0.family) }
    }

    /// Whether `font` is the pinned fallback drawn at PingFang's ink size (`PingFangInkMap.family`).
    private func isPingFangStandIn(_ font: LoadedFont) -> Bool {
        fallbacks.contains { $0.font === font && $0.family == PingFangInkMap.family }
    }

    /// Each character of `text` by the UTF-8 offset it starts at (HarfBuzz's cluster values).
    private static func charactersByUTF8Offset(_ text: Substring) -> [Int: Character] {
        var result: [Int: Character] = [:]
        var offset = 0
        for character in text {
            result[offset] = character
            offset += character.utf8.count
        }
        return result
    }

    /// The first font that has the character's base scalar: the style's font, then the fallbacks
    /// (of the faces of one family that cover it, the one nearest the style's weight). Combining
    /// marks and joiners stay with the previous character's font, and so do spaces when it has them.
    private func chooseFont(for character: Character, primary: LoadedFont, weight: FontWeight, previous: LoadedFont?) -> LoadedFont {
        guard let scalar = character.unicodeScalars.first else { return primary }
        if scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0x200D, let previous { return previous }
        if scalar.properties.isWhitespace, let previous, previous.covers(scalar) { return previous }
        if primary.covers(scalar) { return primary }
        let covering = fallbacks.filter { $0.font.covers(scalar) }
        // Grouped by the pinned family name: some bold files name their family "... Bold".
        guard let family = covering.first?.family else { return primary }
        let wanted = weight.numericValue >= 600 ? 700 : 400
        return covering.filter { $0.family == family }.min { abs($0.weight - wanted) < abs($1.weight - wanted) }?.font
            ?? primary
    }
}
