/// Values given on the command line that replace a scene's variant axes.
public struct VariantOverrides: Hashable, Sendable {
    /// Render only these metrics.
    public var metrics: BarMetrics?
    /// Render only this position.
    public var position: BarPosition?
    /// Render only this width, in points.
    public var width: Double?
    /// Render only this scale.
    public var scale: Int?
    /// Render only this style.
    public var userInterfaceStyle: UserInterfaceStyle?
    /// Render only this layout direction.
    public var layoutDirection: LayoutDirection?
    /// Render only with these accessibility settings (docs/UIKIT.md §16).
    public var accessibility: [AccessibilitySettings]?
    /// Render only in these pseudolanguages (docs/UIKIT.md §17).
    public var pseudoLanguages: [PseudoLanguage]?
    /// Render in these eras (`--era`, repeatable), replacing the theme's `era:` and `supports:`
    /// (`EraVariant`); `nil` keeps the theme's.
    public var eras: [Era]?

    /// Overrides for the axes given; `nil` keeps the scene's own values.
    public init(
        metrics: BarMetrics? = nil, position: BarPosition? = nil, width: Double? = nil, scale: Int? = nil,
        userInterfaceStyle: UserInterfaceStyle? = nil, layoutDirection: LayoutDirection? = nil,
        accessibility: [AccessibilitySettings]? = nil, pseudoLanguages: [PseudoLanguage]? = nil, eras: [Era]? = nil
    ) {
        self.eras = eras
        self.accessibility = accessibility
        self.pseudoLanguages = pseudoLanguages
        self.layoutDirection = layoutDirection
        self.metrics = metrics
        self.position = position
        self.width = width
        self.scale = scale
        self.userInterfaceStyle = userInterfaceStyle
    }
}
