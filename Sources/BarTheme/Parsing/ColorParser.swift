import Foundation
import Yams

/// Parses a colour value: `#RGB`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`, `rgba(r, g, b, a)`
/// (channels 0-255, alpha 0-1, decimal numbers), a UIKit colour name (`white`, `systemBlue`, `label`, ...),
/// a `$palette` reference, or a `{ light: ..., dark: ... }` pair.
struct ColorParser {
    let context: ParseContext
    /// The palette so far (`colors:`), by name without the `$`.
    let palette: [String: ColorValue]
    /// The UIKit names of the palette colours written as one (`ThemePalette.colorNames`).
    var paletteColorNames: [String: String] = [:]
    /// The design token behind palette colours read from one (`ThemePalette.tokenOrigins`).
    var paletteTokenOrigins: [String: DesignTokenOrigin] = [:]
    /// False when a parent theme failed to load: a `$name` not found may be the parent's, so it is
    /// not reported (the failed `extends` already is).
    var paletteIsComplete = true

    func parse(_ node: Node, key: ThemeKey) -> Located<ColorValue>? {
        let location = context.location(of: node)
        if case .mapping = node { return pair(node, at: location) }
        guard let text = node.scalarText, !node.isEmptyScalar else {
            if node.isEmptyScalar && context.sourceLine(of: node).contains("#") {
                context.error(
                    "'\(key)' has no value", at: node,
                    hint: "a # starts a YAML comment: put the colour in quotes, e.g. \(key): \"#0A84FF\"")
            } else {
                context.error(
                    "'\(key)' must be a colour, not \(node.kindDescription)", at: node,
                    hint: "write \"#RRGGBB\", rgba(r, g, b, a), a UIKit name such as systemBlue, or $paletteName")
            }
            return nil
        }
        let trimmed = String(Self.trimmingSpaces(Substring(text)))
        if trimmed.hasPrefix("$") {
            let name = String(trimmed.dropFirst())
            guard !name.isEmpty else {
                context.error(
                    "'$' names no palette colour", at: node,
                    hint: "write $name with a name from 'colors:', e.g. $brand", rule: ErrorRules.unknownReference)
                return nil
            }
            guard let value = palette[name] else {
                guard paletteIsComplete else { return nil }
                let suggestion = SpellingSuggestion.closest(to: name, amongUnordered: palette.keys)
                context.error(
                    "no colour named '\(name)' in the palette", at: node,
                    hint: suggestion.map { "did you mean '$\($0)'?" } ?? "define it under 'colors:' first",
                    rule: ErrorRules.unknownReference)
                return nil
            }
            if let systemName = paletteColorNames[name] { context.namedColors[location] = systemName }
            if let origin = paletteTokenOrigins[name] { context.tokenColors[location] = origin }
            context.paletteReferences[location] = name
            return Located(value, at: location)
        }
        if trimmed.hasPrefix("#") {
            guard let color = Self.hex(String(trimmed.dropFirst())) else {
                context.error(
                    "'\(trimmed)' is not a hex colour", at: node,
                    hint: "use #RGB, #RRGGBB or #RRGGBBAA with the digits 0-9 and A-F")
                return nil
            }
            return Located(.fixed(color), at: location)
        }
        if trimmed.hasPrefix("rgb") {
            guard let color = functional(trimmed, node: node) else { return nil }
            return Located(.fixed(color), at: location)
        }
        if let named = SystemColors.table[trimmed] {
            context.namedColors[location] = trimmed
            // A system colour keeps its name: its values are the era's (`SystemPalette`); a class
            // colour's components are fixed.
            return Located(SystemColorName(trimmed).map(ColorValue.system) ?? named, at: location)
        }
        let suggestion = SpellingSuggestion.closest(to: trimmed, in: SystemColors.sortedNames)
        context.error(
            "'\(trimmed)' is not a colour", at: node,
            hint: suggestion.map { "did you mean '\($0)'?" }
                ?? "write \"#RRGGBB\", rgba(r, g, b, a), a UIKit name such as systemBlue, or $paletteName")
        return nil
    }

    /// A `{ light: …, dark: … }` colour, with optional Increase Contrast variants (docs/UIKIT.md §16.1).
    private func pair(_ node: Node, at location: SourceLocation) -> Located<ColorValue>? {
        guard
            let reader = MappingReader(
                node, context: context, object: "a light/dark colour", reading: ThemeKeys.dynamicColorObject)
        else { return nil }
        guard let lightNode = reader[.light], let darkNode = reader[.dark] else {
            context.error(
                "a light/dark colour needs both 'light' and 'dark'", at: node,
                hint: "write { light: \"#1C1C1E\", dark: \"#F2F2F7\" }",
                rule: ErrorRules.missingValue)
            return nil
        }
        let light = parse(lightNode, key: .light)
        let dark = parse(darkNode, key: .dark)
        // Increase Contrast variants (docs/UIKIT.md §16.1): one left out is the normal colour, as an
        // asset catalog falls back to its "any contrast" appearance.
        let lightHigh = reader[.lightHighContrast].map { parse($0, key: .lightHighContrast) }
        let darkHigh = reader[.darkHighContrast].map { parse($0, key: .darkHighContrast) }
        guard let light, let dark, lightHigh ?? light != nil, darkHigh ?? dark != nil else { return nil }
        // A pair is the theme's own colour, values even with a system colour's name inside it:
        // that colour's iOS 13-18 values (docs/UIKIT.md §2.3a), as generated code writes them.
        let palette = SystemPalette.ios13
        let l = light.value.resolved(for: .light, palette: palette)
        let d = dark.value.resolved(for: .dark, palette: palette)
        if lightHigh == nil && darkHigh == nil {
            // A nested pair with its own high-contrast variants keeps them.
            return Located(
                .contrasting(
                    light: l, dark: d, lightHighContrast: light.value.resolved(for: .light, contrast: .high, palette: palette),
                    darkHighContrast: dark.value.resolved(for: .dark, contrast: .high, palette: palette)
                ).simplified, at: location)
        }
        return Located(
            .contrasting(
                light: l, dark: d,
                lightHighContrast: (lightHigh ?? light)!.value.resolved(for: .light, contrast: .high, palette: palette),
                darkHighContrast: (darkHigh ?? dark)!.value.resolved(for: .dark, contrast: .high, palette: palette)
            ).simplified, at: location)
    }

    static func hex(_ digits: String) -> RGBAColor? {
        // ASCII digits only (`Character.isHexDigit` also takes the fullwidth forms).
        guard [3, 6, 8].contains(digits.utf8.count), digits.allSatisfy({ $0.isASCII && $0.isHexDigit }) else { return nil }
        let expanded = digits.count == 3 ? digits.map { "\($0)\($0)" }.joined() : digits
        guard let value = UInt32(expanded, radix: 16) else { return nil }
        let bytes = expanded.count == 8 ? value : (value << 8) | 0xFF
        return RGBAColor(
            r: Int(bytes >> 24 & 0xFF), g: Int(bytes >> 16 & 0xFF), b: Int(bytes >> 8 & 0xFF),
            alpha: Double(bytes & 0xFF) / 255)
    }

    /// `rgb(r, g, b)` or `rgba(r, g, b, a)`: numbers written in decimal (`10`, `0.8`, `.5`; no sign,
    /// exponent or hex), separated by commas with optional spaces or tabs; every number present.
    private func functional(_ text: String, node: Node) -> RGBAColor? {
        let isRGBA = text.hasPrefix("rgba(")
        guard isRGBA || text.hasPrefix("rgb("), text.hasSuffix(")") else {
            context.error("'\(text)' is not a colour", at: node, hint: "write rgb(r, g, b) or rgba(r, g, b, a)")
            return nil
        }
        let example = isRGBA ? "e.g. rgba(10, 132, 255, 0.8)" : "e.g. rgb(10, 132, 255)"
        let inner = text.dropFirst(isRGBA ? 5 : 4).dropLast()
        // Empty parts are kept: `rgb(1,,2,3)` has an empty second number, not three numbers.
        let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmingSpaces)
        let expected = isRGBA ? 4 : 3
        if parts.count > 1, let empty = parts.firstIndex(where: \.isEmpty) {
            context.error(
                "'\(text)': the \(Self.ordinals[min(empty, Self.ordinals.count - 1)]) number is missing (nothing between its commas)",
                at: node, hint: "write \(expected) numbers separated by single commas, \(example)")
            return nil
        }
        guard parts.count == expected, !parts.contains(where: \.isEmpty) else {
            context.error("'\(text)' needs \(expected) numbers separated by commas", at: node, hint: example)
            return nil
        }
        var numbers: [Double] = []
        for part in parts {
            guard let number = Self.decimal(part) else {
                context.error(
                    "'\(text)': '\(part)' is not a number", at: node,
                    hint: "write numbers in decimal, such as 10, 0.8 or .5, \(example)")
                return nil
            }
            numbers.append(number)
        }
        guard numbers.prefix(3).allSatisfy({ (0...255).contains($0) }) else {
            context.error("'\(text)': red, green and blue go from 0 to 255", at: node)
            return nil
        }
        let alpha = isRGBA ? numbers[3] : 1
        guard (0...1).contains(alpha) else {
            context.error("'\(text)': alpha goes from 0 to 1", at: node)
            return nil
        }
        return RGBAColor(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: alpha)
    }

    private static let ordinals = ["first", "second", "third", "fourth", "fifth and later"]

    /// `text` without the spaces and tabs around it.
    static func trimmingSpaces(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else {
            return text[text.endIndex...]
        }
        return text[first...last]
    }

    /// The value of a decimal number: ASCII digits with at most one `.` and a digit after it
    /// (`255`, `0.5`, `.5`); nil for anything else (a sign, an exponent, `nan`, hex).
    static func decimal(_ text: Substring) -> Double? {
        let digits = text.utf8
        guard !digits.isEmpty, digits.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E }),
            digits.filter({ $0 == 0x2E }).count <= 1, digits.last != 0x2E
        else { return nil }
        return Double(String(text))
    }
}
