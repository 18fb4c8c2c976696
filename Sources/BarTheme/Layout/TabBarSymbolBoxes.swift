/// SF Symbols in a tab bar are larger than in the other bars (docs/UIKIT.md §18.2, §18.6): their ink
/// boxes as measured on the tab bar captures (§18.9); a symbol not measured takes its box from SF
/// Pro's font data at the tab bar's configuration (`SymbolFontBoxes.tabBar`), else
/// ``TabBarSymbolBoxes/approximate``. The selected tab shows the `.fill` variant, the same box.
public enum TabBarSymbolBoxes {
    /// Measured ink boxes: width, height and the ink centre's offset below the image row's centre.
    public static let measured: [String: SymbolBoxes.Box] = [
        "tray.full": box(27, 19.67, -0.17, "YOM G1-G4"),
        "map": box(23.67, 22.33, -0.17, "YOM G1-G4"),
        "gearshape": box(24, 24, 0, "YOM G1-G4"),
        "record.circle.fill": box(23.33, 23.33, 0, "P1, P4"),
        "record.circle": box(23.33, 23.33, 0, "P1, P4"),
        "hare.fill": box(34.33, 24.67, -1, "P1, P4"),
        "hare": box(34.33, 24.67, -1, "P1, P4"),
        // SF Pro's 2020 glyph (SymbolFontMetrics) is 0.6 pt narrower and its baseline puts the ink
        // 0.8 pt lower than UIKit draws it on iOS 26 (docs/UIKIT.md §18.6, "Symbols measured on the
        // glass"; one app).
        "bubble.left.and.bubble.right.fill": box(32.67, 26, -0.07, "DNSChat D1-D3"),
        // Newer than SF Pro's 2020 font: the clock's ink centred on the slot, its badge 2.17 pt to
        // the right (docs/UIKIT.md §18.6; one app, Timai's captures read back at 440 pt).
        "clock.badge.checkmark.fill": box(27.33, 23.33, 0, "Timai M1-M5", offsetX: 2.17),
        // SF Pro's 2020 glyph is 29.6 pt wide where UIKit's is 27.33 (a redrawn glyph; docs/UIKIT.md
        // §18.6; one app).
        "books.vertical": box(27.33, 25.08, -0.21, "Reader for iOS R1-R4"),
        // docs/UIKIT.md §18.6, "Symbols measured on the glass" (#41 session 34; one app each). The clock's
        // ink is SF Pro's 2020 glyph's within 0.25 pt, but that glyph's equal side bearings centre it on
        // the slot, where UIKit draws it 1.42 pt left (its arrowhead's side; a redrawn advance, as
        // `books.vertical` is a redrawn glyph): WhistleCounter's History tab, six captures at 59a2498
        // and eb8ec1d, light and dark, ink 273.00-298.00/298.33 pt for a slot centred at 287.0.
        "clock.arrow.circlepath": box(25.17, 23.17, 0.08, "WhistleCounter (#41 session 34)", offsetX: -1.42),
        // Not in SF Pro's data as BarTheme reads it (the approximate box, centred). Its tail below the
        // bubble puts the ink 0.5 pt below the row's centre: SlangCheck's Translator tab, all ten
        // captures at 59f050f (dark, selected on one), ink 160.00-185.33 × 24.67-48.33 pt.
        "character.bubble": box(25.33, 23.67, 0.5, "SlangCheck (#41 session 34)"),
    ]

    /// A symbol neither measured nor in the font data: 25 × 23 pt, centred (❓ the measured glyphs run
    /// 23.3-34.3 pt wide and 19.7-24.7 pt tall).
    public static let approximate = SymbolBoxes.Box(width: 25, inkWidth: 25, inkHeight: 23, inkOffsetY: 0, provenance: .approximate)

    /// The box of `symbol` in a tab bar (its `.fill` name falls back to the outline's entry).
    public static func box(for symbol: SymbolImage) -> SymbolBoxes.Box {
        let base = symbol.name.hasSuffix(".fill") ? String(symbol.name.dropLast(5)) : symbol.name
        let tab = SymbolFontBoxes.tabBar
        if measured[symbol.name] == nil, measured[base] == nil {
            for name in [symbol.name, base] {
                if let box = SymbolFontBoxes.box(for: name, in: tab, scale: symbol.scale, pointSize: symbol.pointSize) { return box }
            }
        }
        let found = measured[symbol.name] ?? measured[base] ?? approximate
        // The scale's ratio relative to the tab bar's medium scale.
        let scaleFactor =
            symbol.scale.map {
                SymbolFontBoxes.scaleFactor(for: base, scale: $0, in: tab) ?? $0.sizeFactor / SymbolScale.medium.sizeFactor
            } ?? 1
        return found.scaled(by: (symbol.pointSize.map { $0 / pointSize } ?? 1) * scaleFactor)
    }

    /// The point size the boxes are taken at: SF Pro's medium scale at 23 pt (fitted on the measured
    /// boxes, `SymbolFontBoxes.tabBar`; was ❓ 25 pt).
    public static let pointSize = SymbolFontBoxes.tabBar.pointSize

    private static func box(
        _ width: Double, _ height: Double, _ offset: Double, _ source: String, offsetX: Double = 0
    ) -> SymbolBoxes.Box {
        SymbolBoxes.Box(
            width: width, inkWidth: width, inkHeight: height, inkOffsetY: offset, inkOffsetX: offsetX, provenance: .measured(source))
    }
}
