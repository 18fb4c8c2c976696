/// The search field an iOS 26 iPhone integrates into its floating toolbar (docs/UIKIT.md §10.7):
/// where it goes among the toolbar's items, and how it is drawn there.
extension BarLayoutEngine {
    /// Where the top item's search field goes for this bar and variant (docs/UIKIT.md §13.1, §10.7):
    /// a navigation bar asks whether the toolbar under it (at the bottom) floats, a toolbar whether
    /// it floats itself.
    public static func searchRule(_ content: BarContent, appearance: BarAppearance, variant: Variant) -> SearchFieldRule? {
        guard let search = content.searchField else { return nil }
        let position: BarPosition = appearance.bar == .toolbar ? variant.position : .bottom
        let floats = GlassMetrics.toolbarFloats(metrics: variant.metrics, width: variant.width, position: position)
        return SearchFieldRule.decide(search, era: appearance.era, toolbarFloats: floats)
    }

    /// A toolbar's items with the search settled: with the field in the toolbar, the first
    /// `searchBarPlacement` item marks its place (trailingmost without one, as UIKit places it,
    /// developer.apple.com, UINavigationItem.searchBarPlacementBarButtonItem), `integratedButton`
    /// showing a search glyph there; otherwise the placement items take no room (UIKit ignores them
    /// without a search controller, and before iOS 26 they do not exist). A navigation bar whose
    /// field went to the toolbar shows no field.
    static func withToolbarSearch(_ content: BarContent, rule: SearchFieldRule?, bar: BarKind) -> BarContent {
        var items = content.toolbarItems
        let isMarker: (BarItemContent) -> Bool = { if case .searchField = $0.kind { return true } else { return false } }
        let inToolbar = rule == .toolbarField || rule == .toolbarButton
        var search = content.searchField
        if bar == .navigationBar {
            if inToolbar { search = nil }
        } else if inToolbar {
            let first = items.firstIndex(where: isMarker)
            items = items.enumerated().filter { !isMarker($0.element) || $0.offset == first }.map(\.element)
            if first == nil { items.append(BarItemContent(kind: .searchField, accessibilityLabel: "Search")) }
            if rule == .toolbarButton, let index = items.firstIndex(where: isMarker) {
                items[index] = BarItemContent(kind: .icon(.search), accessibilityLabel: "Search")
            }
        } else {
            items.removeAll(where: isMarker)
        }
        var result = BarContent(
            title: content.title, titleView: content.titleView, prompt: content.prompt, subtitle: content.subtitle,
            largeSubtitle: content.largeSubtitle, showsLargeTitle: content.showsLargeTitle, backButton: content.backButton,
            leftItems: content.leftItems, rightItems: content.rightItems, toolbarItems: items)
        result.searchField = search
        return result
    }
}

extension BarLayoutEngine.Context {
    /// The search field in a floating toolbar: a 48 pt glass capsule (its frame from the toolbar's
    /// layout), the magnifier 20 pt in, the placeholder or typed text in 17 pt regular (measured on
    /// NetNewsWire 7's timeline toolbar, R10, docs/UIKIT.md §10.7).
    mutating func placeToolbarSearchField(in frame: Rect) {
        elements.append(.platter(GlassPlatter(frame: frame, fill: .glass, material: glassMaterial)))
        let colors = SearchFieldMetrics.toolbarColors(style: style)
        let size = SearchFieldMetrics.toolbarGlassSize
        let glass = Rect(
            x: frame.x + SearchFieldMetrics.toolbarGlassInset, y: frame.midY - SearchFieldMetrics.toolbarGlassRaise - size / 2, width: size,
            height: size)
        let run = content.searchField.flatMap {
            SearchFieldText.run(
                for: $0, in: frame,
                insets: .toolbar,
                colors: colors, measurer: engine.measurer)
        }
        elements.append(
            .searchField(
                SearchFieldPlacement(
                    frame: frame, cornerRadius: frame.height / 2, fill: colors.fill, glassFrame: glass,
                    glassColor: SearchFieldMetrics.toolbarGlassColor(style: style), text: run)))
    }
}
