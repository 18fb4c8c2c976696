import ArgumentParser
import BarTheme
import Foundation

/// `--era`, repeatable, shared by every command that renders, resolves or lints (render, validate,
/// explain, describe, compare, gallery, snapshot, watch): the eras to draw, each a variant like light
/// and dark (`EraVariant`). An iOS version is read as the era it falls in (`--era ios18` is `ios15`)
/// and the command says so once on standard error (`EraName`).
public struct EraOption: ParsableArguments, Sendable {
    @Option(
        name: .customLong("era"),
        help: ArgumentHelp(
            "UIKit era to reproduce, repeatable (each one a variant; file names then carry the era): \(Era.helpList), or an iOS version such as ios17 (drawn in its era). \(Era.defaultHelp)",
            valueName: "era"),
        completion: .list(Era.allCases.map(\.rawValue)))
    public var words: [String] = []

    public init() {}

    public func validate() throws {
        for word in words {
            if case .failure(let problem) = EraName.parse(word) {
                throw ValidationError("--era \(word): \(problem.message); \(problem.hint)")
            }
        }
        // Said once, before the command starts, so a version read as an era is never a surprise.
        for note in notes { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    }

    /// The eras given, in order (`validate()` has checked every word).
    public var names: [EraName] { words.compactMap { try? EraName.parse($0).get() } }

    /// The eras given, or `nil` for each theme's own (`era:` or `supports:`).
    public var eras: [Era]? { words.isEmpty ? nil : names.map(\.era) }

    /// "note: --era ios18 is iOS 18, drawn in the ios15 era (iOS 15-18)", one per iOS version given as
    /// an era, printed to standard error by `validate()`.
    public var notes: [String] {
        names.compactMap { name in name.note.map { "note: --era \($0)" } }
    }
}

extension Era {
    /// "ios7 (iOS 7-12), ios13 (iOS 13-14), … or ios26 (iOS 26+, Liquid Glass)", for help texts.
    public static var helpList: String {
        let words = allCases.map { "\($0.rawValue) (\($0.releases))" }
        return words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// What applies when no `--era` is given.
    public static var defaultHelp: String {
        "Default: each theme's era: (with compatibilityMode) or every era of its supports: range, else \(themeDefault.rawValue)."
    }
}
