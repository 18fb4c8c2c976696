import Foundation

/// Colours as UIKit code spells them, turned into the theme's spelling: named colours, hex text
/// and numbers, and channel values.
enum UIKitColorText {
    /// Every colour `UIColor` declares in the iOS SDK headers (UIColor.h: the class colours;
    /// UIInterface.h: the system and semantic colours), by their Swift names, that the theme format
    /// accepts by name (BarTheme's `SystemColors`; a test parses every one through the real theme
    /// parser). The deprecated ones are in `deprecated`.
    static let names: Set<String> = [
        // UIColor.h
        "black", "white", "clear", "darkGray", "lightGray", "gray", "red", "green", "blue", "cyan", "yellow", "magenta",
        "orange", "purple", "brown",
        // UIInterface.h, UIColorSystemColors
        "systemBlue", "systemRed", "systemGreen", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal",
        "systemIndigo", "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4",
        "systemGray5", "systemGray6", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "lightText", "darkText",
    ]

    /// The colours UIInterface.h declares that a theme cannot name as themselves: the deprecated ones
    /// (with the colour they return on current iOS, when Apple's deprecation message names one) and
    /// `tintColor` (iOS 15), which resolves to the tint of the view it is drawn in.
    static let deprecated: [String: (replacement: String?, why: String)] = [
        "groupTableViewBackground": (
            "systemGroupedBackground",
            "UIColor.groupTableViewBackground is deprecated since iOS 13 (\"Use systemGroupedBackgroundColor\"); imported as systemGroupedBackground"
        ),
        "viewFlipsideBackground": (nil, "UIColor.viewFlipsideBackground is deprecated since iOS 7 and what it draws now is not documented"),
        "scrollViewTexturedBackground": (
            nil, "UIColor.scrollViewTexturedBackground is deprecated since iOS 7 and what it draws now is not documented"
        ),
        "underPageBackground": (nil, "UIColor.underPageBackground is deprecated since iOS 7 and what it draws now is not documented"),
        "tintColor": (nil, "UIColor.tintColor resolves to the tint of the view it is drawn in, which a theme colour cannot say"),
    ]

    /// The Swift name of a UIKit colour as older code spells it (`whiteColor`, `UIColor.redColor()`).
    static func swiftName(_ name: String) -> String {
        name.hasSuffix("Color") && name != "tintColor" ? String(name.dropLast(5)) : name
    }

    /// The fixed class colours' channels, so `UIColor.white.withAlphaComponent(0.5)` can be written.
    static let fixedChannels: [String: ImportedColor.RGBA] = [
        "black": .init(red: 0, green: 0, blue: 0, alpha: 1), "white": .init(red: 1, green: 1, blue: 1, alpha: 1),
        "clear": .init(red: 0, green: 0, blue: 0, alpha: 0), "darkGray": .init(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3, alpha: 1),
        "lightGray": .init(red: 2.0 / 3, green: 2.0 / 3, blue: 2.0 / 3, alpha: 1), "gray": .init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1),
        "red": .init(red: 1, green: 0, blue: 0, alpha: 1), "green": .init(red: 0, green: 1, blue: 0, alpha: 1),
        "blue": .init(red: 0, green: 0, blue: 1, alpha: 1), "cyan": .init(red: 0, green: 1, blue: 1, alpha: 1),
        "yellow": .init(red: 1, green: 1, blue: 0, alpha: 1), "magenta": .init(red: 1, green: 0, blue: 1, alpha: 1),
        "orange": .init(red: 1, green: 0.5, blue: 0, alpha: 1), "purple": .init(red: 0.5, green: 0, blue: 0.5, alpha: 1),
        "brown": .init(red: 0.6, green: 0.4, blue: 0.2, alpha: 1), "darkText": .init(red: 0, green: 0, blue: 0, alpha: 1),
        "lightText": .init(red: 1, green: 1, blue: 1, alpha: 0.6),
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
