import ArgumentParser
import BarTheme

/// `--era`: the UIKit era to reproduce, shared by every command that renders or resolves
/// (render, explain, describe, compare, watch; gallery takes it repeatedly).
public struct EraOption: ParsableArguments, Sendable {
    @Option(help: ArgumentHelp("UIKit era to reproduce: \(Era.helpList). \(Era.defaultHelp)", valueName: "era"))
    public var era: Era?

    public init() {}
}

extension Era {
    /// "ios7 (iOS 7-12), ios13 (iOS 13-14), … or ios26 (iOS 26+, Liquid Glass)", for help texts.
    public static var helpList: String {
        let words = allCases.map { "\($0.rawValue) (\($0.releases))" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// What applies when no `--era` is given.
    public static var defaultHelp: String {
        "Default: each theme's era: (with compatibilityMode), else \(themeDefault.rawValue)."
    }
}
