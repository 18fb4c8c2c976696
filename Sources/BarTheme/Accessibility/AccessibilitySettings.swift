import Foundation

/// The accessibility settings a render happens under (docs/UIKIT.md §16): one entry of a scene's
/// `variants: { accessibility: [...] }` axis or of `--accessibility`. The default is a phone with
/// every setting off and the `large` text size.
///
/// Written as settings joined by `+`: `increaseContrast`, `reduceTransparency`, `boldText`,
/// `tintedGlass`, `largerText:SIZE` (SIZE a ``ContentSizeCategory``), or `none`.
public struct AccessibilitySettings: Hashable, Sendable, CustomStringConvertible {
    /// Settings › Accessibility › Display & Text Size › Increase Contrast (`UIAccessibilityContrast.high`).
    public var increaseContrast = false
    /// Settings › Accessibility › Display & Text Size › Reduce Transparency.
    public var reduceTransparency = false
    /// Settings › Accessibility › Display & Text Size › Bold Text (`UILegibilityWeight.bold`).
    public var boldText = false
    /// Settings › Display & Brightness › Liquid Glass › Tinted (iOS 26.1+).
    public var tintedGlass = false
    /// The Dynamic Type size (Larger Text); `large` is the default.
    public var contentSize: ContentSizeCategory = .large

    /// Every setting off, text at `large`.
    public static let standard = AccessibilitySettings()

    /// Settings with the given switches on.
    public init(
        increaseContrast: Bool = false, reduceTransparency: Bool = false, boldText: Bool = false, tintedGlass: Bool = false,
        contentSize: ContentSizeCategory = .large
    ) {
        self.increaseContrast = increaseContrast
        self.reduceTransparency = reduceTransparency
        self.boldText = boldText
        self.tintedGlass = tintedGlass
        self.contentSize = contentSize
    }

    /// Whether every setting is at its default.
    public var isStandard: Bool { self == .standard }

    /// The colour contrast the settings ask for.
    public var contrast: ColorContrast { increaseContrast ? .high : .normal }

    /// The settings that are on, in a fixed order, each as written (`largerText:AX5`).
    public var words: [String] {
        var result: [String] = []
        if increaseContrast { result.append("increaseContrast") }
        if reduceTransparency { result.append("reduceTransparency") }
        if boldText { result.append("boldText") }
        if contentSize != .large { result.append("largerText:\(contentSize.rawValue)") }
        if tintedGlass { result.append("tintedGlass") }
        return result
    }

    /// `increaseContrast+boldText`, or `none`.
    public var description: String { isStandard ? "none" : words.joined(separator: "+") }

    /// The part of an output file name (`increaseContrast.boldText`, `largerText-AX5`); `nil` for the
    /// standard settings, so their file names stay as they were.
    public var fileNameComponent: String? {
        isStandard ? nil : words.map { $0.replacingOccurrences(of: ":", with: "-") }.joined(separator: ".")
    }

    /// The settings one spelling names, or why it names none (a message with how to fix it).
    public static func parse(_ text: String) -> Result<AccessibilitySettings, SettingError> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed == "none" || trimmed == "default" { return .success(.standard) }
        var settings = AccessibilitySettings()
        for raw in trimmed.split(separator: "+", omittingEmptySubsequences: false) {
            let word = raw.trimmingCharacters(in: .whitespaces)
            switch word {
            case "increaseContrast": settings.increaseContrast = true
            case "reduceTransparency": settings.reduceTransparency = true
            case "boldText": settings.boldText = true
            case "tintedGlass": settings.tintedGlass = true
            case _ where word.hasPrefix("largerText"):
                let size = word.dropFirst("largerText".count)
                guard size.hasPrefix(":"), let category = ContentSizeCategory.parse(String(size.dropFirst())) else {
                    return .failure(
                        SettingError(
                            message: "'\(word)' needs a text size after 'largerText:'",
                            hint: "write largerText:SIZE with SIZE one of \(ContentSizeCategory.spellings.joined(separator: ", "))"))
                }
                settings.contentSize = category
            default:
                let suggestion = SpellingSuggestion.closest(to: word, in: settingWords)
                return .failure(
                    SettingError(
                        message: "'\(word)' is not an accessibility setting",
                        hint: (suggestion.map { "did you mean '\($0)'? " } ?? "")
                            + "allowed: \(settingWords.joined(separator: ", ")), joined with +, or none"))
            }
        }
        return .success(settings)
    }

    /// The words `parse` accepts, for messages.
    public static let settingWords = ["increaseContrast", "reduceTransparency", "boldText", "largerText:SIZE", "tintedGlass"]

    /// The JSON Schema pattern of one spelling.
    public static var schemaPattern: String {
        let sizes = (ContentSizeCategory.spellings + ContentSizeCategory.aliases.keys.sorted()).joined(separator: "|")
        let one = "(increaseContrast|reduceTransparency|boldText|tintedGlass|largerText:(\(sizes)))"
        return "^(none|default|\(one)(\\+\(one))*)$"
    }

    /// Why a spelling names no settings.
    public struct SettingError: Error, Hashable, Sendable {
        /// What is wrong.
        public let message: String
        /// How to fix it.
        public let hint: String
    }
}

/// Normal or increased colour contrast (`UIAccessibilityContrast`).
public enum ColorContrast: String, Hashable, Sendable {
    /// The default.
    case normal
    /// Increase Contrast is on: colours take their high-contrast variants.
    case high
}
