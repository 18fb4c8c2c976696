/// A scene's render matrix: every combination of the listed values is one variant.
/// An axis left out takes the default in `VariantMatrix`.
public struct VariantAxesDeclaration: Hashable, Sendable {
    public var metrics: Located<[BarMetrics]>?
    public var positions: Located<[BarPosition]>?
    public var widths: Located<[Double]>?
    public var scales: Located<[Int]>?
    public var userInterfaceStyles: Located<[UserInterfaceStyle]>?
    public var layoutDirections: Located<[LayoutDirection]>?

    public init() {}
}
