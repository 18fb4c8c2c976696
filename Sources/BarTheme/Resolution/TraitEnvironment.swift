/// The traits a render happens in, derived from the variant, for `when: traits` filters.
public struct TraitEnvironment: Hashable, Sendable {
    /// Light or dark mode.
    public let userInterfaceStyle: UserInterfaceStyle
    /// Compact below 678 pt of width (phones, split-screen iPads), regular from there (iPads,
    /// Plus/Max phones in landscape).
    public let horizontalSizeClass: SizeClass
    /// Compact with compact bar metrics (iPhone landscape), regular otherwise.
    public let verticalSizeClass: SizeClass
    /// Left to right or right to left.
    public let layoutDirection: LayoutDirection
    /// Phone or pad: the scene's `userInterfaceIdiom` when it names one; otherwise read from the
    /// variant's size (an approximation, docs/THEME-FORMAT.md "Traits"): a pad from 678 pt of width
    /// with regular bar metrics (only phones have compact bar metrics), a phone otherwise.
    public let userInterfaceIdiom: UserInterfaceIdiom

    /// The width from which the horizontal size class is regular.
    public static let regularWidth = 678.0

    /// The widest screen a bar can span: the iPad Pro 13-inch (M4, M5) in landscape, 1376 pt (the
    /// 12.9-inch's 1366 pt until #41 session 21, when its screenshots could not be rendered).
    public static let widestScreen = 1376.0

    /// The traits of `variant`.
    public init(_ variant: Variant) {
        userInterfaceStyle = variant.userInterfaceStyle
        horizontalSizeClass = variant.width >= Self.regularWidth ? .regular : .compact
        verticalSizeClass = variant.metrics.isCompact ? .compact : .regular
        layoutDirection = variant.layoutDirection
        userInterfaceIdiom = Self.idiom(of: variant)
    }

    /// The device of `variant`: as the scene declares it, else a pad from 678 pt of width with
    /// regular bar metrics, else a phone.
    public static func idiom(of variant: Variant) -> UserInterfaceIdiom {
        if let declared = variant.declaredIdiom { return declared }
        return variant.width >= regularWidth && !variant.metrics.isCompact ? .pad : .phone
    }

    /// Whether every trait the filter names matches.
    public func matches(_ filter: TraitsDeclaration) -> Bool {
        (filter.userInterfaceStyle.map { $0.value == userInterfaceStyle } ?? true)
            && (filter.horizontalSizeClass.map { $0.value == horizontalSizeClass } ?? true)
            && (filter.verticalSizeClass.map { $0.value == verticalSizeClass } ?? true)
            && (filter.layoutDirection.map { $0.value == layoutDirection } ?? true)
            && (filter.userInterfaceIdiom.map { $0.value == userInterfaceIdiom } ?? true)
    }
}
