/// Why a render is in its era, for `explain` (docs/UIKIT.md §0.2, §10.1): the era itself is chosen
/// by `Era.effective`; this names the declaration and the rule behind it, including
/// `compatibilityMode` and an `xcode:` that makes it moot.
enum EraRule {
    /// The era of `documents` (the theme first, then its parents) under the CLI's `override`.
    static func resolve(override: Era?, documents: [ThemeDocument]) -> Resolved<Era> {
        let declared = documents.lazy.compactMap(\.era).first
        let mode = documents.lazy.compactMap(\.compatibilityMode).first
        let xcode = documents.lazy.compactMap(\.xcode).first
        let era = Era.effective(override: override, declared: declared?.value, compatibilityMode: mode?.value, xcode: xcode?.value)
        if override != nil {
            return Resolved(
                era,
                Provenance(.defaulted("--era \(era.rawValue)"), rule: "the command line's --era beats the theme's (docs/UIKIT.md §0.2)"))
        }
        if (declared?.value ?? Era.themeDefault) == .ios26, let mode, mode.value {
            if let xcode, !XcodeVersion.honoursCompatibilityMode(xcode.value) {
                return Resolved(
                    era,
                    Provenance(
                        .declared(xcode.location, layer: "xcode"),
                        rule:
                            "compatibilityMode: true is ignored for an app built with Xcode \(xcode.value): the system ignores UIDesignRequiresCompatibility when you build for iOS \(XcodeVersion.ignoresCompatibilityMode) or later (docs/UIKIT.md §10.1)"
                    ))
            }
            return Resolved(
                era,
                Provenance(
                    .declared(mode.location, layer: "compatibilityMode"),
                    rule:
                        "compatibilityMode: true (UIDesignRequiresCompatibility) draws the pre-26 look, \(era.rawValue) (docs/UIKIT.md §10.8)"
                ))
        }
        if let declared {
            return Resolved(era, Provenance(.declared(declared.location, layer: "era"), rule: "the theme's era: (docs/UIKIT.md §0.2)"))
        }
        return Resolved(
            era,
            Provenance(
                .defaulted("no era: written"),
                rule: "a theme without era: gets ios26, what apps built with today's SDK show (docs/UIKIT.md §10)"))
    }
}
