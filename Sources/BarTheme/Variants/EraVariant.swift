/// The iOS era one variant shows, when a theme renders in more than its one `era:`: an era of the
/// theme's deployment range (`supports:`) or of the command line's `--era`, repeated. Like light
/// and dark it is an axis of the render matrix; when a theme or a run renders more than one era the
/// era is in every file name (`….375w@3x.ios15.png`), so two eras never write the same file.
public struct EraVariant: Hashable, Sendable {
    /// Where the era came from, which decides what `compatibilityMode` does to it.
    public enum Source: Hashable, Sendable {
        /// `--era`: drawn in exactly this era, as a single `--era` always was (it beats the theme's
        /// `era:` and `compatibilityMode`).
        case commandLine
        /// The theme's `supports:` range: an iOS version the app runs on, so `compatibilityMode:
        /// true` draws the `ios26` variant in the pre-26 look, as the Info.plist key does.
        case deploymentRange
    }

    /// The era of the iOS version shown.
    public var era: Era
    /// Where it came from.
    public var source: Source
    /// Whether file names carry the era: when the theme's range or the command line has more than one.
    public var isNamed: Bool

    /// The variant of `era`, from `source`; `isNamed`: whether file names carry the era.
    public init(era: Era, source: Source, isNamed: Bool) {
        self.era = era
        self.source = source
        self.isNamed = isNamed
    }

    /// The era axis of a theme (`documents`: the theme, then its parents) under `overrides`: the
    /// command line's eras, else the range of the nearest document that sets `supports:` or `era:`
    /// (a child's `era:` replaces a parent's range), else `[nil]`: the theme's one era.
    public static func axis(documents: [ThemeDocument], overrides: VariantOverrides) -> [EraVariant?] {
        let range = deploymentRange(of: documents)
        let rangeIsNamed = (range?.eras.count ?? 0) > 1
        if let eras = overrides.eras, !eras.isEmpty {
            let named = rangeIsNamed || Set(eras).count > 1
            return VariantMatrix.unique(eras).map { EraVariant(era: $0, source: .commandLine, isNamed: named) }
        }
        guard let range else { return [nil] }
        return range.eras.map { EraVariant(era: $0, source: .deploymentRange, isNamed: rangeIsNamed) }
    }

    /// The `supports:` range that applies: the nearest document's that sets `supports:` or `era:`
    /// (`nil` when that document sets `era:`, or none sets either).
    public static func deploymentRange(of documents: [ThemeDocument]) -> DeploymentRangeDeclaration? {
        for document in documents {
            if let range = document.supports { return range }
            if document.era != nil { return nil }
        }
        return nil
    }
}
