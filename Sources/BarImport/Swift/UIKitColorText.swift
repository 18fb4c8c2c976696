import Foundation

/// Colours as UIKit code spells them, turned into the theme's spelling: named colours, hex text
/// and numbers, and channel values.
enum UIKitColorText {
    /// The `UIColor` class and system colour names the theme format accepts by name (the table in
    /// BarTheme's `SystemColors`; a test parses every one through the real theme parser).
    static let names: Set<String> = [
        "black", "white", "clear", "darkGray", "lightGray", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown", "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink",
        "systemPurple", "systemTeal", "systemIndigo", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "placeholderText", "separator", "systemBackground",
        "secondarySystemBackground", "tertiarySystemBackground", "systemGroupedBackground",
    ]

    /// The fixed class colours' channels, so `UIColor.white.withAlphaComponent(0.5)` can be written.
    static let fixedChannels: [String: ImportedColor.RGBA] = [
        "black": .init(red: 0, green: 0, blue: 0, alpha: 1), "white": .init(red: 1, green: 1, blue: 1, alpha: 1),
        "clear": .init(red: 0, green: 0, blue: 0, alpha: 0), "darkGray": .init(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1),
        "lightGray": .init(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1), "gray": .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "red": .init(red: 1, green: 0, blue: 0, alpha: 1), "green": .init(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": .init(red: 0, green: 0, blue: 1, alpha: 1), "cyan": .init(red: 0, green: 1, blue: 1, alpha: 1),
        "yellow": .init(red: 1, green: 1, blue: 0, alpha: 1), "magenta": .init(red: 1, green: 0, blue: 1, alpha: 1),
        "orange": .init(red: 1, green: 0.5, blue: 0, alpha: 1), "purple": .init(red: 0.5, green: 0, blue: 0.5, alpha: 1),
        "brown": .init(red: 0.6, green: 0.4, blue: 0.2, alpha: 1),
    ]

    /// `"#RRGGBB"`, or `"#RRGGBBAA"` when not opaque; channels are clamped to 0...1 and rounded to 8 bits.
    static func hex(_ c: ImportedColor.RGBA) -> String {
        func byte(_ v: Double) -> String { String(format: "%02X", Int((min(max(v, 0), 1) * 255).rounded())) }
        let alpha = Int((min(max(c.alpha, 0), 1) * 255).rounded())
        return "\"#" + byte(c.red) + byte(c.green) + byte(c.blue) + (alpha == 255 ? "" : String(format: "%02X", alpha)) + "\""
    }

    /// Hex text as apps write it (`#RGB`, `#RRGGBB`, `#RRGGBBAA`, with `#`, `0x` or nothing before it).
    /// Eight digits are read as RRGGBBAA, CSS's order (the common `hexString` initialisers' order).
    static func channels(hexText text: String) -> ImportedColor.RGBA? {
        var digits = text.trimmingCharacters(in: .whitespaces)
        if digits.hasPrefix("#") { digits.removeFirst() } else if digits.lowercased().hasPrefix("0x") { digits.removeFirst(2) }
        guard [3, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = digits.map { "\($0)\($0)" }.joined() }
        guard let value = UInt64(digits, radix: 16) else { return nil }
        return digits.count == 8 ? channels(rgba32: value) : channels(rgb24: value, alpha: 1)
    }

    static func channels(rgb24 value: UInt64, alpha: Double) -> ImportedColor.RGBA {
        .init(
            red: Double((value >> 16) & 0xFF) / 255, green: Double((value >> 8) & 0xFF) / 255, blue: Double(value & 0xFF) / 255,
            alpha: alpha)
    }

    static func channels(rgba32 value: UInt64) -> ImportedColor.RGBA {
        .init(
            red: Double((value >> 24) & 0xFF) / 255, green: Double((value >> 16) & 0xFF) / 255, blue: Double((value >> 8) & 0xFF) / 255,
            alpha: Double(value & 0xFF) / 255)
    }

    /// `UIColor(hue:saturation:brightness:alpha:)` in sRGB (the HSB → RGB formula UIKit uses).
    static func channels(hue: Double, saturation: Double, brightness: Double, alpha: Double) -> ImportedColor.RGBA {
        let h = (hue - hue.rounded(.down)) * 6, s = min(max(saturation, 0), 1), v = min(max(brightness, 0), 1)
        let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        return .init(red: r, green: g, blue: b, alpha: alpha)
    }
}
