/// A scene's render matrix: every combination of the listed values is one variant.
/// An axis left out takes the default in `VariantMatrix`.
public struct VariantAxesDeclaration: Hashable, Sendable {
    /// `metrics:`: bar metrics to render (`default`, `compact`, ...).
    public var metrics: Located<[BarMetrics]>?
    /// `positions:`: bar positions to render.
    public var positions: Located<[BarPosition]>?
    /// `widths:`: bar widths in points.
    public var widths: Located<[Double]>?
    /// `scales:`: pixels per point (1, 2, 3).
    public var scales: Located<[Int]>?
    /// `userInterfaceStyles:`: light and/or dark.
    public var userInterfaceStyles: Located<[UserInterfaceStyle]>?
    /// `layoutDirections:`: left to right and/or right to left.
    public var layoutDirections: Located<[LayoutDirection]>?
    /// `accessibility:`: the accessibility settings to render with (`none`, `increaseContrast`,
    /// `boldText+largerText:AX5`, …; docs/UIKIT.md §16).
    public var accessibility: Located<[AccessibilitySettings]>?
    /// `pseudoLanguages:`: Xcode pseudolanguages to render in (docs/UIKIT.md §17).
    public var pseudoLanguages: Located<[PseudoLanguage]>?

    /// No axes given: every axis takes its default.
    public init() {}
}
