/// The shadow line under an opaque Liquid Glass navigation bar (docs/UIKIT.md §10.18, measured): a
/// glass bar draws no hairline (§10.2), but an appearance object configured with an opaque
/// background (`configureWithOpaqueBackground`, as react-native-screens builds a header that is not
/// transparent) keeps UIKit's default shadow colour, black at 30 %, drawn as the pixel row under
/// the bar as in the older eras (§1.3). Measured black in the dark style too, unlike iOS 13-18's
/// white at 15 % (one app: Voice Orb). A `shadowColor` the object sets still wins; a cleared one
/// draws none.
enum OpaqueBarShadowRule {
    /// The default shadow colour of an opaque `ios26` navigation bar, light and dark.
    static let color = RGBAColor(white: 0, alpha: 0.3)

    /// How `explain` names the rule.
    static let rule =
        "an opaque iOS 26 navigation bar keeps its shadow line: black at 30 %, in both styles (configureWith opaque; measured, five fit apps: docs/UIKIT.md §10.18)"

    /// Whether the rule gives the default shadow colour: a Liquid Glass era's navigation bar whose
    /// appearance object is configured opaque (toolbars not measured: they keep no line).
    static func applies(era: Era, bar: BarKind, configuration: AppearanceConfiguration) -> Bool {
        era.usesLiquidGlass && bar == .navigationBar && configuration == .opaque
    }
}
