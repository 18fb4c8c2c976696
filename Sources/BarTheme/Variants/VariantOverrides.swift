/// Values given on the command line that replace a scene's variant axes.
public struct VariantOverrides: Hashable, Sendable {
    public var metrics: BarMetrics?
    public var position: BarPosition?
    public var width: Double?
    public var scale: Int?
    public var userInterfaceStyle: UserInterfaceStyle?
    public var layoutDirection: LayoutDirection?

    public init(metrics: BarMetrics? = nil, position: BarPosition? = nil, width: Double? = nil, scale: Int? = nil,
                userInterfaceStyle: UserInterfaceStyle? = nil, layoutDirection: LayoutDirection? = nil) {
        self.layoutDirection = layoutDirection
        self.metrics = metrics
        self.position = position
        self.width = width
        self.scale = scale
        self.userInterfaceStyle = userInterfaceStyle
    }
}
