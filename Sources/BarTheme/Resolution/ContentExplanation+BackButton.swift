/// The back button's line of `explain`: none, hidden, replaced by the left items, or the title
/// chain with the choice that fitted (docs/UIKIT.md §4.2, §4.3).
extension ContentExplanation {
    /// The back button's line for `top`, the scene's top item; `nil` when there is a back item but
    /// no back button is drawn and no left item replaced it.
    static func backTitle(
        of top: NavigationItemDeclaration, scene: SceneDeclaration, content: BarContent, drawnBackTitle: String?
    ) -> ExplainedProperty? {
        let topIndex = scene.items.count - 1
        guard scene.items.count >= 2 else {
            return ExplainedProperty(
                "content.backTitle", "(no back button)",
                Provenance(
                    .defaulted("a stack of one item"), rule: "the bottom item has no back item, so no back button (docs/UIKIT.md §4.2)"))
        }
        if top.hidesBackButton?.value == true, let hides = top.hidesBackButton {
            return ExplainedProperty(
                "content.backTitle", "(hidden)",
                Provenance(
                    topItemOrigin(hides.location, "hidesBackButton", index: topIndex),
                    rule: "hidesBackButton hides the back button (docs/UIKIT.md §4.2)"))
        }
        if content.backButton == nil, let firstLeft = top.leftBarButtonItems.first {
            return ExplainedProperty(
                "content.backTitle", "(replaced by the left items)",
                Provenance(
                    topItemOrigin(firstLeft.location, "leftBarButtonItems", index: topIndex),
                    rule: "left items replace the back button unless leftItemsSupplementBackButton is true (docs/UIKIT.md §4.2)"))
        }
        guard let back = content.backButton else { return nil }
        let index = scene.items.count - 2
        let (origin, source) = backTitleSource(scene.items[index], index: index)
        let chain = back.titleCandidates.map { $0.isEmpty ? "the indicator alone" : "\"\($0)\"" }.joined(separator: " → ")
        let drawn = drawnBackTitle.map { $0.isEmpty ? "the indicator alone" : "\"\($0)\"" } ?? "?"
        let fitted =
            drawnBackTitle == back.titleCandidates.first
            ? "the first choice fits" : "the longer choices did not fit, so \(drawn) is drawn"
        return ExplainedProperty(
            "content.backTitle", drawnBackTitle.map { $0.isEmpty ? "(indicator only)" : "\"\($0)\"" } ?? "(none)",
            Provenance(
                origin,
                rule:
                    "\(source); choices \(chain), the first that leaves the whole title room (moved off centre if need be) is drawn: \(fitted) (docs/UIKIT.md §4.3)"
            ))
    }

    /// Where the back title comes from: the previous item's `backBarButtonItem`, `backButtonTitle`,
    /// `title`, or its display mode (docs/UIKIT.md §4.3).
    static func backTitleSource(_ item: NavigationItemDeclaration, index: Int) -> (Provenance.Origin, String) {
        let layer = "items[\(index)]"
        if let explicit = item.backBarButtonItem {
            return (.declared(explicit.location, layer: "\(layer) backBarButtonItem"), "the previous item's backBarButtonItem title wins")
        }
        let mode = item.backButtonDisplayMode
        switch mode?.value ?? .default {
        case .generic:
            return (.declared(mode!.location, layer: "\(layer) backButtonDisplayMode"), "backButtonDisplayMode generic shows only \"Back\"")
        case .minimal:
            return (.declared(mode!.location, layer: "\(layer) backButtonDisplayMode"), "backButtonDisplayMode minimal shows no title")
        case .default:
            if let title = item.backButtonTitle {
                return (.declared(title.location, layer: "\(layer) backButtonTitle"), "the previous item's backButtonTitle")
            }
            if let title = item.title {
                return (
                    .declared(title.location, layer: "\(layer) title"),
                    "the previous item's title (it sets no backBarButtonItem or backButtonTitle)"
                )
            }
            return (.defaulted("the generic title"), "the previous item has no title, so \"Back\"")
        }
    }
}
