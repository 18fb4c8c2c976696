/// Why a render is in its era, for `explain` (docs/UIKIT.md §0.2, §10.1): the era itself is chosen
/// by `Era.effective`; this names the declaration and the rule behind it, including a variant of the
/// theme's `supports:` range or of a repeated `--era`, an iOS version written for an era
/// (`era: ios18`), `compatibilityMode` and an `xcode:` that makes it moot.
///
/// Precedence: a variant's `--era` (`EraVariant.Source.commandLine`), then the renderer's `era`
/// (the library's `BarRenderer(era:)`), then a variant of the theme's `supports:` range (an iOS
/// version the app runs on, so `compatibilityMode` still applies), then the theme's `era:`.
enum EraRule {
    /// The era of `documents` (the theme first, then its parents) in `variant`, under the renderer's `override`.
    static func resolve(override: Era?, variant: Variant, documents: [ThemeDocument]) -> Resolved<Era> {
        if let chosen = variant.era, chosen.source == .commandLine {
            return Resolved(
                chosen.era,
                Provenance(
                    .defaulted("--era \(chosen.era.rawValue)"),
                    rule: "the command line's --era beats the theme's era: and supports: (docs/UIKIT.md §0.2)"))
        }
        if let override {
            return Resolved(
                override,
                Provenance(
                    .defaulted("--era \(override.rawValue)"), rule: "the command line's --era beats the theme's (docs/UIKIT.md §0.2)"))
        }
        let declared = documents.lazy.compactMap(\.era).first
        let mode = documents.lazy.compactMap(\.compatibilityMode).first
        let xcode = documents.lazy.compactMap(\.xcode).first
        if let chosen = variant.era, let range = EraVariant.deploymentRange(of: documents) {
            let era = Era.effective(declared: chosen.era, compatibilityMode: mode?.value, xcode: xcode?.value)
            let shown =
                "the theme's supports: (\(range.summary)) renders every era it spans; this variant is \(chosen.era.rawValue) (\(chosen.era.releases))"
            if era != chosen.era, let mode {
                return Resolved(
                    era,
                    Provenance(
                        .declared(mode.location, layer: "compatibilityMode"),
                        rule:
                            "\(shown), and compatibilityMode: true (UIDesignRequiresCompatibility) draws it in the pre-26 look, \(era.rawValue) (docs/UIKIT.md §10.8)"
                    ))
            }
            return Resolved(era, Provenance(.declared(range.location, layer: "supports"), rule: "\(shown) (docs/UIKIT.md §0.2)"))
        }
        let era = Era.effective(declared: declared?.value, compatibilityMode: mode?.value, xcode: xcode?.value)
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
            let version = documents.first { $0.era != nil }?.eraVersion
            let written = version.map { EraName(era: declared.value, version: $0).note.map { "\($0); " } ?? "" } ?? ""
            return Resolved(
                era, Provenance(.declared(declared.location, layer: "era"), rule: "\(written)the theme's era: (docs/UIKIT.md §0.2)"))
        }
        return Resolved(
            era,
            Provenance(
                .defaulted("no era: written"),
                rule: "a theme without era: gets ios26, what apps built with today's SDK show (docs/UIKIT.md §10)"))
    }
}
