/// The Xcode a theme's app is built with (`xcode:`), as far as bars care: which SDK it links and so
/// whether `UIDesignRequiresCompatibility` still works (docs/UIKIT.md §10.1).
public enum XcodeVersion {
    /// The oldest `xcode:` a theme may name: the first Xcode with Liquid Glass (iOS 26 SDK). An app
    /// built with an older Xcode keeps its old look on iOS 26; a theme says that with `era:`.
    public static let oldest = 26
    /// The largest `xcode:` accepted (a typo guard, not a prediction).
    public static let newest = 99
    /// From this Xcode on the system ignores `UIDesignRequiresCompatibility`: "The system ignores
    /// this key when you build for iOS 27 or later" (developer.apple.com, UIDesignRequiresCompatibility).
    public static let ignoresCompatibilityMode = 27

    /// Whether an app built with Xcode `major`.`minor` draws text items on iOS 26.0's narrower
    /// capsules: Xcode 26.0 (and the iOS 26.0 simulator it ships) does, 26.5 does not (**measured**:
    /// Pokerist, fit, and Molten, check, against Echo; docs/UIKIT.md §10.14). ❓ 26.1 is taken as wide:
    /// only a check app (ClubEasy, an iOS 26.1 simulator) says it is still narrow. `xcode: 26`
    /// without a minor version is taken as today's 26.x.
    public static func drawsNarrowTextItems(major: Int, minor: Int?) -> Bool {
        major == 26 && minor == 0
    }

    /// Whether an app built with Xcode `major`.`minor` draws a dark-mode text item's title plain white
    /// rather than the vibrant label colour (#F4F4F4): the releases through 26.2 do (**measured**, #39
    /// session 38, two fit apps: Pokerist at 26.0, October 2025, and SwiftLearningApp at 26.2, January
    /// 2026, (255,255,255)), later ones do not (two fit apps with no Xcode written, captured in April and
    /// May 2026, WhistleCounter and Apollo: (243,243,243); docs/UIKIT.md §10.3). ❓ 26.3 is not seen and is
    /// taken as later; `xcode: 26` without a minor version is taken as today's 26.x.
    public static func drawsWhiteDarkTextItems(major: Int, minor: Int?) -> Bool {
        guard major == 26, let minor else { return false }
        return minor <= 2
    }

    /// A Liquid Glass bar's release rule (`TextItemPaddingRule`, `TextItemLabelRule`): `value`, with the
    /// declaration and `rule`, when the first `xcode:` of `documents` (the theme, then its parents) is a
    /// release that `applies`; `nil` when none says it, when the release does not apply, or before
    /// `ios26`, where these rules have nothing to draw.
    static func releaseRule<Value>(
        era: Era, documents: [ThemeDocument], applies: (_ major: Int, _ minor: Int?) -> Bool, value: Value, rule: String
    ) -> Resolved<Value>? {
        guard era.usesLiquidGlass, let declaring = documents.first(where: { $0.xcode != nil }), let xcode = declaring.xcode,
            applies(xcode.value, declaring.xcodeMinor)
        else { return nil }
        return Resolved(value, Provenance(.declared(xcode.location, layer: "xcode"), rule: rule))
    }

    /// Whether `compatibilityMode` still has an effect for an app built with `xcode` (`nil`: the
    /// theme does not say, and the key is taken at its word).
    public static func honoursCompatibilityMode(_ xcode: Int?) -> Bool {
        guard let xcode else { return true }
        return xcode < ignoresCompatibilityMode
    }
}
