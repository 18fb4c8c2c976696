/// An era as people write it: an era's own name (`ios15`) or the iOS version they think in
/// (`ios18`, `iOS 17`, `ios17.4`), read as the era that version falls in (docs/UIKIT.md §0.2). The
/// theme's `era:`, the deployment range's `from:` / `to:` and every command's `--era` read words
/// through this one type, so they accept and refuse the same words with the same reasons.
public struct EraName: Hashable, Sendable {
    /// The era drawn.
    public let era: Era
    /// The iOS major version written, when the word was a version rather than an era's own name
    /// (`ios18` → 18; `ios15`, an era's name, → `nil`).
    public let version: Int?

    /// The newest iOS major version BarTheme reads (a later one is still the `ios26` era as far as
    /// public material shows, docs/UIKIT.md §10.10; past this a number is more likely a typo).
    public static let newestVersion = 40

    /// Why a word is not an era: the message and how to fix it.
    public struct Problem: Error, Hashable, Sendable {
        /// What is wrong with the word.
        public let message: String
        /// How to fix it: the eras and versions that can be written.
        public let hint: String
    }

    /// `era`, written as the iOS major `version`, or as the era's own name when `version` is nil.
    public init(era: Era, version: Int? = nil) {
        self.era = era
        self.version = version
    }

    /// The era iOS `major` draws in: 7-12 `ios7`, 13-14 `ios13`, 15-18 `ios15`, 26 and later
    /// `ios26` (docs/UIKIT.md §0.2, §10.10); `nil` before iOS 7 and for 19-25, which Apple skipped.
    public static func era(ofIOS major: Int) -> Era? {
        switch major {
        case 7...12: return .ios7
        case 13...14: return .ios13
        case 15...18: return .ios15
        case 26...newestVersion: return .ios26
        default: return nil
        }
    }

    /// Reads `text`: an era's name, or `ios`/`iOS` and a version (`ios18`, `iOS 18`, `ios17.4`).
    public static func parse(_ text: String) -> Result<EraName, Problem> {
        if let era = Era(rawValue: text) { return .success(EraName(era: era)) }
        guard let major = version(in: text) else {
            let suggestion = SpellingSuggestion.closest(to: text, in: Era.allCases.map(\.rawValue))
            return .failure(
                Problem(
                    message: "'\(text)' is not an era or an iOS version",
                    hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
                        + "write an era, \(erasInWords), or an iOS version such as ios17"))
        }
        return parse(version: major, written: text)
    }

    /// The era of iOS `major`, written `written` (for messages).
    public static func parse(version major: Int, written: String) -> Result<EraName, Problem> {
        if let era = era(ofIOS: major) {
            return .success(EraName(era: era, version: Era(rawValue: written) == nil ? major : nil))
        }
        let eras = erasInWords
        if (19...25).contains(major) {
            return .failure(
                Problem(
                    message: "there is no iOS \(major): after iOS 18 Apple numbered the next release iOS 26",
                    hint: "write ios18 (drawn as ios15, iOS 15-18) or ios26; eras: \(eras)"))
        }
        if major < 7 {
            return .failure(
                Problem(
                    message: "BarTheme draws iOS 7 and later, not iOS \(major)", hint: "the oldest era is ios7 (iOS 7-12); eras: \(eras)"))
        }
        return .failure(
            Problem(
                message: "iOS \(major) is later than BarTheme reads (iOS \(newestVersion))",
                hint: "iOS 26 and later draw as ios26 (docs/UIKIT.md §10.10); eras: \(eras)"))
    }

    /// "ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26 and later)", for messages.
    public static let erasInWords = "ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26 and later)"

    /// "ios18 is iOS 18, drawn in the ios15 era (iOS 15-18)" for a version written as one, else `nil`.
    public var note: String? {
        guard let version else { return nil }
        let later =
            era == .ios26 && version > 26
            ? "; iOS \(version) draws bars as iOS 26 as far as public material shows (docs/UIKIT.md §10.10)" : ""
        return "ios\(version) is iOS \(version), drawn in the \(era.rawValue) era (\(era.releases))\(later)"
    }

    /// The major version in `ios18`, `iOS 18`, `ios17.4` (any case, an optional space), or `nil`.
    static func version(in text: String) -> Int? {
        let lowered = text.lowercased()
        guard lowered.hasPrefix("ios") else { return nil }
        var rest = lowered.dropFirst(3)
        if rest.first == " " { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        guard let first = parts.first, (1...2).contains(first.count), first.allSatisfy(\.isASCII), let major = Int(first),
            parts.dropFirst().allSatisfy({ !$0.isEmpty && $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return major
    }
}
