/// Text: attributes, fonts, shadows.
extension ThemeKeys {
    /// Text attributes: font, colour, shadow, tracking.
    public static let textAttributesObject = ThemeObject(
        .textAttributes, "NSAttributedString attributes BarTheme understands.",
        [
            .key(
                .font, .font, uikit: "`.font`", values: "a [font](#font) or `$name` from `fonts:`",
                default: "system 17 pt semibold (title), 34 pt bold (large title), 17 pt regular (buttons)"),
            .key(
                .foregroundColor, .color, uikit: "`.foregroundColor`", values: "colour",
                default: "label (black / white), white for a `black` style"),
            .key(.shadow, .object(.shadow), uikit: "`.shadow` (`NSShadow`)", values: "a [shadow](#shadow)", default: "no shadow"),
        ])

    /// A font: a pinned family, one of iOS's own or one the theme's `fontFiles:` provide, with a weight, or a font file next to the theme, with a size.
    public static let fontObject = ThemeObject(
        .font,
        "A pinned font family, one of iOS's own, or one the theme's fontFiles: provide, with a weight, or a font file next to the theme; with a size.",
        required: [.size], table: .meaning,
        [
            .key(
                // Any text in the schema: a family fontFiles: provide is valid too (the walker checks).
                .family, .anyOf([.choice(KnownFontFamilies.names + FontTable.builtInFamilies), .text]),
                values:
                    "`system` (UIKit's system font; the pinned Inter stands in for San Francisco), `Inter` or `Inter Display` (the pinned families), one of iOS's own families (`Helvetica Neue`, `Avenir Next`, `Georgia`, …: [iOS fonts](#ios-fonts), drawn with a stand-in, lint `font-stand-in`), or a family the theme's `fontFiles:` provide (by its family name, its PostScript name's family part or a face's full name: [custom fonts](#custom-fonts)); anything else is an error with a suggestion",
                default: "`system`"),
            .key(
                .weight, .choice(of: FontWeight.self),
                values:
                    "`ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`; the nearest face the family has is used (CSS matching; lint `font-weight-fallback` for a pinned family, `font-weight-missing` for a custom or iOS one); not with `file`",
                default: "`regular`"),
            .key(.size, .number(1...200), values: "points, 1-200", default: "required"),
            .key(
                .file, fontFileShape,
                values:
                    "a font file inside the theme's folder (no `..`, no absolute path, no symlink leading out); it must exist and be OpenType (`OTTO`), TrueType (`00 01 00 00` / `true`) or a collection (`ttcf`); not with `family`",
                default: "none"),
            .key(
                .scalesWithDynamicType, .boolean, uikit: "`UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for:)`",
                values:
                    "`true`, `false`; for a large title's font: whether it grows with the user's text size as UIKit's own large title does (render's `largerText:SIZE`, generated code); other bar text keeps its size in UIKit whatever this says (docs/UIKIT.md §16.4)",
                default: "`true`"),
        ])

    /// A text shadow (`NSShadow`).
    public static let shadowObject = ThemeObject(
        .shadow, "NSShadow: colour, offset in points, blur radius.", table: .meaning,
        [
            .key(.color, .color, values: "colour", default: "black at 1/3 (NSShadow's default)"),
            .key(
                .offset, .shadowOffset, values: "`[x, y]` or `{ width: x, height: y }` (a `CGSize`) in points (y down), each -100...100",
                default: "`[0, -1]`"),
            .key(.blurRadius, .number(0...50), values: "0-50", default: "0"),
        ])
}
