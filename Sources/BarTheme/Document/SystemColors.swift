/// UIKit's named colours: the fixed `UIColor` class colours and the dynamic system colours with
/// their light and dark values (iOS 13-18 values, Apple HIG "Color" and `UIColor` documentation;
/// systemBlue per docs/UIKIT.md §2.3), and iOS 26's where they differ (`ios26`; a theme's system
/// colour takes the values of its era's `SystemPalette`). Every non-deprecated colour UIColor.h and
/// UIInterface.h declare is here (docs/UIKIT.md §2.3a lists where each value comes from).
enum SystemColors {
    /// The names, sorted: the candidates of a "did you mean".
    static let sortedNames = table.keys.sorted()

    /// The label, fill and separator colours BarTheme draws with itself (a disabled item, a
    /// subtitle, a search field, the close button, the scroll edge's divider), at normal contrast:
    /// the values these names resolve to in a theme.
    static let label = pair((0, 0, 0, 1), (255, 255, 255, 1))
    static let secondaryLabel = pair((60, 60, 67, 0.6), (235, 235, 245, 0.6))
    static let tertiaryLabel = pair((60, 60, 67, 0.3), (235, 235, 245, 0.3))
    static let separator = pair((60, 60, 67, 0.29), (84, 84, 88, 0.6))
    static let tertiarySystemFill = pair((118, 118, 128, 0.12), (118, 118, 128, 0.24))

    /// A light and a dark colour, each as red, green, blue (0-255) and alpha.
    private static func pair(_ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> ColorValue {
        .dynamic(light: RGBAColor(r: l.0, g: l.1, b: l.2, alpha: l.3), dark: RGBAColor(r: d.0, g: d.1, b: d.2, alpha: d.3))
    }

    static let table: [String: ColorValue] = {
        var t: [String: ColorValue] = [
            // UIColor class colours (fixed).
            "black": .fixed(.black), "white": .fixed(.white), "clear": .fixed(.clear),
            "darkGray": .fixed(RGBAColor(white: 1.0 / 3)), "lightGray": .fixed(RGBAColor(white: 2.0 / 3)),
            "gray": .fixed(RGBAColor(white: 0.5)),
            "red": .fixed(RGBAColor(red: 1, green: 0, blue: 0)), "green": .fixed(RGBAColor(red: 0, green: 1, blue: 0)),
            "blue": .fixed(RGBAColor(red: 0, green: 0, blue: 1)), "cyan": .fixed(RGBAColor(red: 0, green: 1, blue: 1)),
            "yellow": .fixed(RGBAColor(red: 1, green: 1, blue: 0)), "magenta": .fixed(RGBAColor(red: 1, green: 0, blue: 1)),
            "orange": .fixed(RGBAColor(red: 1, green: 0.5, blue: 0)), "purple": .fixed(RGBAColor(red: 0.5, green: 0, blue: 0.5)),
            "brown": .fixed(RGBAColor(red: 0.6, green: 0.4, blue: 0.2)),
            // UIInterface.h's fixed text colours: lightText is white at 60 %, darkText black.
            "lightText": .fixed(RGBAColor(red: 1, green: 1, blue: 1, alpha: 0.6)), "darkText": .fixed(.black),
        ]
        /// Adds the Increase Contrast variants (light, dark; opaque) to an existing pair (docs/UIKIT.md §16.1).
        func highContrast(_ name: String, _ l: (Int, Int, Int), _ d: (Int, Int, Int)) {
            guard case .dynamic(let light, let dark) = t[name] else { return }
            t[name] = .contrasting(
                light: light, dark: dark, lightHighContrast: RGBAColor(r: l.0, g: l.1, b: l.2, alpha: 1),
                darkHighContrast: RGBAColor(r: d.0, g: d.1, b: d.2, alpha: 1))
        }
        t["systemBlue"] = pair((0, 122, 255, 1), (10, 132, 255, 1))
        t["systemRed"] = pair((255, 59, 48, 1), (255, 69, 58, 1))
        t["systemGreen"] = pair((52, 199, 89, 1), (48, 209, 88, 1))
        t["systemOrange"] = pair((255, 149, 0, 1), (255, 159, 10, 1))
        t["systemYellow"] = pair((255, 204, 0, 1), (255, 214, 10, 1))
        t["systemPink"] = pair((255, 45, 85, 1), (255, 55, 95, 1))
        t["systemPurple"] = pair((175, 82, 222, 1), (191, 90, 242, 1))
        t["systemTeal"] = pair((90, 200, 250, 1), (100, 210, 255, 1))
        t["systemIndigo"] = pair((88, 86, 214, 1), (94, 92, 230, 1))
        t["systemBrown"] = pair((162, 132, 94, 1), (172, 142, 104, 1))
        t["systemMint"] = pair((0, 199, 190, 1), (102, 212, 207, 1))
        t["systemCyan"] = pair((50, 173, 230, 1), (100, 210, 255, 1))
        t["systemGray"] = pair((142, 142, 147, 1), (142, 142, 147, 1))
        t["systemGray2"] = pair((174, 174, 178, 1), (99, 99, 102, 1))
        t["systemGray3"] = pair((199, 199, 204, 1), (72, 72, 74, 1))
        t["systemGray4"] = pair((209, 209, 214, 1), (58, 58, 60, 1))
        t["systemGray5"] = pair((229, 229, 234, 1), (44, 44, 46, 1))
        t["systemGray6"] = pair((242, 242, 247, 1), (28, 28, 30, 1))
        t["label"] = label
        t["secondaryLabel"] = secondaryLabel
        t["tertiaryLabel"] = tertiaryLabel
        t["quaternaryLabel"] = pair((60, 60, 67, 0.18), (235, 235, 245, 0.18))
        t["link"] = pair((0, 122, 255, 1), (9, 132, 255, 1))
        t["placeholderText"] = pair((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        t["separator"] = separator
        t["opaqueSeparator"] = pair((198, 198, 200, 1), (56, 56, 58, 1))
        t["systemBackground"] = pair((255, 255, 255, 1), (0, 0, 0, 1))
        t["secondarySystemBackground"] = pair((242, 242, 247, 1), (28, 28, 30, 1))
        t["tertiarySystemBackground"] = pair((255, 255, 255, 1), (44, 44, 46, 1))
        t["systemGroupedBackground"] = pair((242, 242, 247, 1), (0, 0, 0, 1))
        t["secondarySystemGroupedBackground"] = pair((255, 255, 255, 1), (28, 28, 30, 1))
        t["tertiarySystemGroupedBackground"] = pair((242, 242, 247, 1), (44, 44, 46, 1))
        t["systemFill"] = pair((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        t["secondarySystemFill"] = pair((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        t["tertiarySystemFill"] = tertiarySystemFill
        t["quaternarySystemFill"] = pair((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        // Increase Contrast (accessibilityContrast .high): Apple HIG "Color", system colours'
        // "Increased contrast" columns (docs/UIKIT.md §16.1, approximate: copied values, not measured).
        highContrast("systemBlue", (0, 64, 221), (64, 156, 255))
        highContrast("systemRed", (215, 0, 21), (255, 105, 97))
        highContrast("systemGreen", (36, 138, 61), (48, 219, 91))
        highContrast("systemOrange", (201, 52, 0), (255, 179, 64))
        highContrast("systemYellow", (195, 145, 0), (255, 218, 71))
        highContrast("systemPink", (211, 15, 69), (255, 100, 130))
        highContrast("systemPurple", (137, 68, 171), (218, 143, 255))
        highContrast("systemTeal", (0, 112, 147), (100, 223, 255))
        highContrast("systemIndigo", (60, 60, 191), (125, 122, 255))
        highContrast("systemBrown", (127, 101, 69), (181, 148, 105))
        highContrast("systemMint", (12, 129, 123), (99, 230, 226))
        highContrast("systemCyan", (0, 113, 164), (112, 215, 255))
        highContrast("systemGray", (108, 108, 112), (152, 152, 157))
        highContrast("systemGray2", (142, 142, 147), (124, 124, 128))
        highContrast("systemGray3", (174, 174, 178), (88, 88, 90))
        highContrast("systemGray4", (199, 199, 204), (72, 72, 74))
        highContrast("systemGray5", (209, 209, 214), (58, 58, 60))
        highContrast("systemGray6", (229, 229, 234), (44, 44, 46))
        highContrast("link", (0, 64, 221), (64, 156, 255))
        return t
    }()

    /// iOS 26's values where BarTheme knows them to differ from iOS 13-18's (`SystemPalette.ios26`;
    /// docs/UIKIT.md §2.3a lists each source): systemBlue (0,136,255) light and (0,145,255) dark,
    /// measured on two fit apps (YOM, SwiftLearningApp; §18.8); systemRed (254,55,59) light (one fit
    /// app, TrailMark) and (255,75,78) dark (two fit apps, TrailMark's tinted glyph and CitiZen's
    /// destructive text item; §10.14). Every other name, and every Increase Contrast variant, keeps
    /// its `table` value in iOS 26 (open: not measured).
    static let ios26: [String: ColorValue] = [
        "systemBlue": retuned("systemBlue", light: (0, 136, 255), dark: (0, 145, 255)),
        "systemRed": retuned("systemRed", light: (254, 55, 59), dark: (255, 75, 78)),
    ]

    /// `name` with new light and dark values and its iOS 13-18 Increase Contrast variants.
    private static func retuned(_ name: String, light l: (Int, Int, Int), dark d: (Int, Int, Int)) -> ColorValue {
        let older = table[name] ?? .fixed(.clear)
        return ColorValue.contrasting(
            light: RGBAColor(r: l.0, g: l.1, b: l.2), dark: RGBAColor(r: d.0, g: d.1, b: d.2),
            lightHighContrast: older.resolved(for: .light, contrast: .high, palette: .ios13),
            darkHighContrast: older.resolved(for: .dark, contrast: .high, palette: .ios13)
        ).simplified
    }
}
