/// Where the top item's search field goes (docs/UIKIT.md §13.1, §10.7), settled in the content
/// before any bar part is laid out: a search button among the navigation bar's right items, the
/// field or a button among an iOS 26 phone's floating toolbar items, or its own row.
enum SearchPlacement {
    /// Where the top item's search field goes for this bar and variant (docs/UIKIT.md §13.1, §10.7):
    /// a navigation bar asks whether the toolbar under it (at the bottom) floats, a toolbar whether
    /// it floats itself.
    static func rule(_ content: BarContent, appearance: BarAppearance, variant: Variant) -> SearchFieldRule? {
        guard let search = content.searchField else { return nil }
        let position: BarPosition = appearance.bar == .toolbar ? variant.position : .bottom
        let floats = GlassMetrics.toolbarFloats(metrics: variant.metrics, width: variant.width, position: position)
        return SearchFieldRule.decide(search, era: appearance.era, toolbarFloats: floats)
    }

    /// `content` with its search settled by `rule`: the search button UIKit shows when the search
    /// bar sits in the bar's own row (an `inline` or `integrated` placement, docs/UIKIT.md §13.1),
    /// the trailing-most right item; a toolbar's search placement items settled by `inToolbar` (§10.7).
    static func applied(_ content: BarContent, rule: SearchFieldRule?, bar: BarKind) -> BarContent {
        if bar == .toolbar || rule == .toolbarField || rule == .toolbarButton {
            return inToolbar(content, rule: rule, bar: bar)
        }
        guard rule == .trailingButton else { return content }
        var result = BarContent(
            title: content.title, titleView: content.titleView, prompt: content.prompt, subtitle: content.subtitle,
            largeSubtitle: content.largeSubtitle, showsLargeTitle: content.showsLargeTitle, backButton: content.backButton,
            leftItems: content.leftItems,
            rightItems: [BarItemContent(kind: .icon(.search), accessibilityLabel: "Search")] + content.rightItems,
            toolbarItems: content.toolbarItems)
        result.searchField = content.searchField
        result.largeTitleCollapsed = content.largeTitleCollapsed
        return result
    }

    /// `content` with the search settled by `rule` for a bar kind: `rule` decided from `content` itself.
    static func applied(_ content: BarContent, appearance: BarAppearance, variant: Variant) -> BarContent {
        applied(content, rule: rule(content, appearance: appearance, variant: variant), bar: appearance.bar)
    }

    /// A toolbar's items with the search settled: with the field in the toolbar, the first
    /// `searchBarPlacement` item marks its place (trailingmost without one, as UIKit places it,
    /// developer.apple.com, UINavigationItem.searchBarPlacementBarButtonItem), `integratedButton`
    /// showing a search glyph there; otherwise the placement items take no room (UIKit ignores them
    /// without a search controller, and before iOS 26 they do not exist). A navigation bar whose
    /// field went to the toolbar shows no field.
    static func inToolbar(_ content: BarContent, rule: SearchFieldRule?, bar: BarKind) -> BarContent {
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
        result.largeTitleCollapsed = content.largeTitleCollapsed
        return result
    }
}
