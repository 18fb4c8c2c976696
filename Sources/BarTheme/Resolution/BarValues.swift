/// The values of one bar while it is resolved: first what the legacy appearance API gives
/// (`AppearanceResolver.legacyValues`), then with the iOS 13+ appearance object merged over them
/// (`AppearanceResolver.applyAppearanceObject`). The `declares…` flags say which legacy values the
/// theme set, which decides whether they beat the object's (docs/UIKIT.md §8 #7).
struct BarValues {
    var barTint: Resolved<RGBAColor?>
    var translucent: Resolved<Bool>
    var background: Resolved<BarBackground>
    var shadow: Resolved<BarShadow>
    var backIndicator: Resolved<BackIndicator>
    var tint: Resolved<RGBAColor>
    var title: TextValues
    var largeTitle: TextValues
    var titleAdjustment: Resolved<Offset>
    var prefersLargeTitles: Resolved<Bool>
    var plainItemText: Resolved<ItemTextAppearance>
    var doneItemText: Resolved<ItemTextAppearance>
    var backButtonText: Resolved<ItemTextAppearance>
    /// The appearance object in use, or "none".
    var appearanceObject: Resolved<String>

    /// Whether the theme set a background image.
    var declaresBackgroundImage: Bool
    /// Whether the theme set `translucent`.
    var declaresTranslucent: Bool
    /// Whether the theme set a shadow image.
    var declaresShadowImage: Bool
    /// Whether the theme set both back indicator images.
    var declaresBackIndicator: Bool
}
