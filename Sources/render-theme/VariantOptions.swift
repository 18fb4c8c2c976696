import ArgumentParser
import BarCommandLine
import BarTheme

/// The options that replace a scene's variant axes.
struct VariantOptions: ParsableArguments {
    @Option(help: "Only this scale (1, 2 or 3).")
    var scale: Int?

    @Option(help: "Only this bar width in points (1-1376; below 320 is linted).")
    var width: Double?

    @Option(help: "Only these bar metrics: default, compact (landscapePhone is an alias).")
    var metrics: String?

    @Option(help: "Only this bar position: top, topAttached, bottom, any.")
    var position: String?

    @Option(help: "Only this appearance: light or dark.")
    var style: String?

    @OptionGroup var settings: AccessibilityOptions

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let width, !(1...TraitEnvironment.widestScreen).contains(width) {
            throw ValidationError("--width must be from 1 to \(ThemeNumber.format(TraitEnvironment.widestScreen)) points")
        }
        if let metrics, BarMetrics(rawValue: metrics) ?? BarMetrics.aliases[metrics] == nil {
            throw ValidationError("--metrics must be one of \(BarMetrics.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let position, BarPosition(rawValue: position) == nil {
            throw ValidationError("--position must be one of \(BarPosition.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let style, UserInterfaceStyle(rawValue: style) == nil { throw ValidationError("--style must be light or dark") }
    }

    /// The axes given, with the eras of `--era` (`nil` keeps each theme's `era:` or `supports:`).
    func overrides(eras: EraOption) -> VariantOverrides {
        var result = overrides
        result.eras = eras.eras
        return result
    }

    var overrides: VariantOverrides {
        VariantOverrides(
            metrics: metrics.flatMap { BarMetrics(rawValue: $0) ?? BarMetrics.aliases[$0] },
            position: position.flatMap(BarPosition.init(rawValue:)), width: width, scale: scale,
            userInterfaceStyle: style.flatMap(UserInterfaceStyle.init(rawValue:)), accessibility: settings.accessibilitySettings,
            pseudoLanguages: settings.pseudoLanguages)
    }
}

/// `--accessibility` and `--pseudo`: the settings and pseudolanguages to render with, replacing a
/// scene's `accessibility:` and `pseudoLanguages:` axes (docs/UIKIT.md §16, §17).
struct AccessibilityOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Only these accessibility settings: increaseContrast, reduceTransparency, boldText, largerText:SIZE, tintedGlass, none; join settings with + and repeat the option for more variants.",
            valueName: "settings"),
        completion: .list(
            ["increaseContrast", "reduceTransparency", "boldText", "tintedGlass", "none"]
                + ContentSizeCategory.allCases.map { "largerText:\($0.rawValue)" }))
    var accessibility: [String] = []

    @Option(
        help: ArgumentHelp("Only this pseudolanguage: double, accented, bounded, rtl, or all.", valueName: "language"),
        completion: .list(PseudoLanguage.allCases.map(\.rawValue) + ["all"]))
    var pseudo: [String] = []

    /// The most `--accessibility` values one run takes: each multiplies every scene's renders.
    static let maximumSettings = 16

    func validate() throws {
        if accessibility.count > Self.maximumSettings {
            throw ValidationError("--accessibility is given \(accessibility.count) times; at most \(Self.maximumSettings) are allowed")
        }
        for text in accessibility {
            if case .failure(let problem) = AccessibilitySettings.parse(text) {
                throw ValidationError("--accessibility: \(problem.message); \(problem.hint)")
            }
        }
        for word in pseudo where word != "all" && PseudoLanguage(rawValue: word) ?? PseudoLanguage.aliases[word] == nil {
            throw ValidationError(
                "--pseudo must be one of \(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")) or all, not '\(word)'")
        }
    }

    /// Whether neither option was given.
    var isEmpty: Bool { accessibility.isEmpty && pseudo.isEmpty }

    /// Overrides with only these two axes.
    var overrides: VariantOverrides { VariantOverrides(accessibility: accessibilitySettings, pseudoLanguages: pseudoLanguages) }

    /// The settings given, or `nil` to keep each scene's own.
    var accessibilitySettings: [AccessibilitySettings]? {
        accessibility.isEmpty ? nil : accessibility.compactMap { try? AccessibilitySettings.parse($0).get() }
    }

    /// The pseudolanguages given (`all`: every one), or `nil` to keep each scene's own.
    var pseudoLanguages: [PseudoLanguage]? {
        guard !pseudo.isEmpty else { return nil }
        if pseudo.contains("all") { return PseudoLanguage.allCases }
        return pseudo.compactMap { PseudoLanguage(rawValue: $0) ?? PseudoLanguage.aliases[$0] }
    }
}
