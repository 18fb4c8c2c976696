/// What a bar kind lays out (`NavigationBarLayout`, `ToolbarLayout`, `TabBarLayout`): its height, its item row and
/// the elements its parts placed, left to right, in drawing order. `BarLayoutEngine` adds what
/// every bar has: the shadow band, the scroll edge effect and mirroring.
struct LaidOutBar {
    /// The bar's height in points, its status-bar extension and every band included (not the shadow band).
    var height: Double
    /// The band holding the buttons and the inline title.
    var contentFrame: Rect
    /// Everything drawn on the bar, in drawing order.
    var elements: [BarLayout.Element]
    /// How far the safe area's top is below the bar's (the status bar's height when top-attached).
    var safeTop: Double
    /// Whether Liquid Glass platters' shadows may fall below the bar onto the content (a
    /// navigation bar's, docs/UIKIT.md §10.12; a toolbar's are not measured).
    var platterShadowsSpill: Bool
    /// Whether the bar kind draws its background itself among its elements (the iOS 26 tab bar's
    /// capsule, docs/UIKIT.md §18.6): the image then gets no bar background and no shadow band.
    var drawsOwnBackground = false
    /// Why the iOS 26 tab bar's capsule and slots are as wide as they are (`BarLayout.capsuleRule`).
    var capsuleRule: String?
}

/// A kind of bar laid out from bar parts (`Layout/Parts`). A new kind of bar is a new type here and
/// a case in `BarLayoutEngine.laidOut`.
protocol BarKindLayout {
    /// The bar's bands and elements for `content` (its search already placed by `SearchPlacement`).
    static func layout(_ content: BarContent, _ input: LayoutInput) -> LaidOutBar
}

extension BarKindLayout {
    /// The status bar's height above a top-attached bar, else 0: the resolved one (its era's,
    /// `StatusBarRule`), else the variant's.
    static func statusBarHeight(_ input: LayoutInput) -> Double {
        input.variant.position == .topAttached ? input.appearance.statusBarHeight?.value ?? input.variant.statusBarHeight : 0
    }

    /// The item row's height for the variant's metrics, idiom, era and bar kind (docs/UIKIT.md §1.1).
    static func rowHeight(_ input: LayoutInput) -> Double {
        UIKitMetrics.barHeight(
            for: input.variant.metrics, idiom: TraitEnvironment.idiom(of: input.variant), era: input.appearance.era,
            bar: input.appearance.bar)
    }
}
