/// A theme asking for the search field in the toolbar where UIKit has no such thing: before iOS 26
/// (eras `ios7` to `ios15`, and compatibility mode) `searchBarPlacementAllowsToolbarIntegration` and
/// `searchBarPlacementBarButtonItem` do not exist and the search field stays in the navigation bar
/// (docs/UIKIT.md §10.7, §13.1).
struct ToolbarSearchBeforeLiquidGlassRule: LintRule {
    let id = "toolbar-search-before-liquid-glass"
    let summary = "allowsToolbarIntegration and searchBarPlacement items only exist from iOS 26."
    let source = "docs/UIKIT.md §10.7"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era != .ios26 else { return [] }
        let scenes = theme.document.scenes
        let searches = scenes.flatMap(\.items).compactMap(\.searchController) + scenes.compactMap(\.searchController)
        let placements = (scenes.flatMap(\.toolbarItems) + scenes.flatMap(\.items).flatMap(\.toolbarItems))
            .filter { $0.searchBarPlacement?.value == true }
        let why = "the \(theme.era.rawValue) era has no search field in the toolbar: the search stays in the navigation bar"
        let hint = "set era: ios26 (without compatibilityMode) to draw it in the floating toolbar, or remove it"
        return searches.compactMap(\.allowsToolbarIntegration).map {
            warning("allowsToolbarIntegration is ignored: \(why)", at: $0.location, hint: hint)
        }
            + placements.map { warning("the searchBarPlacement item is ignored and takes no room: \(why)", at: $0.location, hint: hint) }
    }
}
