/// A `backBarButtonItem` with a custom view: the navigation item ignores custom views there and
/// shows only a title or the back indicator (docs/UIKIT.md §4.3).
struct BackButtonCustomViewRule: LintRule {
    let id = "back-button-custom-view"
    let summary = "A custom view in backBarButtonItem is ignored by UIKit."
    let source = "docs/UIKIT.md §4.3"

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.document.scenes.flatMap(\.items).compactMap { item -> Diagnostic? in
            guard let view = item.backBarButtonItem?.customView else { return nil }
            return warning(
                "backBarButtonItem's customView is ignored: the back button shows a title or the back indicator only",
                at: view.location, hint: "give the back button a title, or use leftBarButtonItems on the next item for a custom view")
        }
    }
}
