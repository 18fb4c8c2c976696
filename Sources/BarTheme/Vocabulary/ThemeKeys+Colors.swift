/// Colours: the mappings inside colour values and the palette's `from:`. They are not objects of
/// their own in the JSON Schema (its `color` and `tokenSources` definitions hold them) nor sections of
/// docs/THEME-FORMAT.md (its colour and design token prose does), so they are not in `objects`.
extension ThemeKeys {
    /// `{ light, dark }`: a colour per appearance, with optional Increase Contrast variants (docs/UIKIT.md §16.1).
    public static let dynamicColorObject = ThemeObject(
        .dynamicColor, "A colour per appearance, optionally with Increase Contrast variants.", required: [.light, .dark],
        [
            .key(.light, .color, uikit: "the light appearance's colour", default: "required"),
            .key(.dark, .color, uikit: "the dark appearance's colour", default: "required"),
            .key(.lightHighContrast, .color, uikit: "light with Increase Contrast", default: "`light`"),
            .key(.darkHighContrast, .color, uikit: "dark with Increase Contrast", default: "`dark`"),
        ])

    /// `from: { light, dark }`: design tokens files per appearance (docs/THEME-FORMAT.md, "Design tokens").
    public static let tokenAppearancesObject = ThemeObject(
        .tokenAppearances, "Design tokens files per appearance.", required: [.light, .dark],
        [
            .key(
                .light, .list(.text, maximum: DesignTokenLimits.maximumFiles, allowsSingle: true), values: "files for the light appearance"),
            .key(.dark, .list(.text, maximum: DesignTokenLimits.maximumFiles, allowsSingle: true), values: "files for the dark appearance"),
        ])

    /// The objects inside values (colours, `from:`, offsets in UIKit's field names), apart from `objects`.
    static let valueObjects = [dynamicColorObject, tokenAppearancesObject, uiOffsetObject, cgSizeObject]
}
