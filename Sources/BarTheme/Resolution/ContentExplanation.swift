/// Why a bar shows the content it shows (docs/UIKIT.md §4), as `explain` lines: the title, the back
/// button's title chain with the choice that fitted, the left items (replacing or supplementing the
/// back button), the right items and a toolbar's items; each naming the declaration behind it.
public enum ContentExplanation {
    /// `drawnBackTitle` is the back title the layout chose ("" for the indicator alone; `nil` when no
    /// back button is drawn).
    /// `era` decides where a search field goes (docs/UIKIT.md §13.1); without it no search line is given.
    public static func properties(scene: SceneDeclaration, content: BarContent, drawnBackTitle: String?, era: Era? = nil)
        -> [ExplainedProperty]
    {
        if scene.bar?.value == .toolbar {
            guard !content.toolbarItems.isEmpty else { return [] }
            let origin: Provenance.Origin =
                scene.toolbarItems.first.map { .declared($0.location, layer: "scene '\(scene.name.value)' toolbarItems") }
                ?? .defaulted("no items")
            return [
                ExplainedProperty(
                    "content.toolbarItems", list(content.toolbarItems),
                    Provenance(
                        origin, rule: "a toolbar shows its items left to right; flexible spaces share the free width (docs/UIKIT.md §1.4)"))
            ]
        }
        guard let top = scene.items.last else { return [] }
        let topIndex = scene.items.count - 1
        func at(_ location: SourceLocation, _ what: String) -> Provenance.Origin {
            .declared(location, layer: "items[\(topIndex)] \(what)")
        }
        var result: [ExplainedProperty] = []

        // Title.
        let titleOrigin: Provenance.Origin = top.title.map { at($0.location, "title") } ?? .defaulted("no title")
        if let view = content.titleView {
            result.append(
                ExplainedProperty(
                    "content.title", "title view \(ThemeNumber.format(view.width))×\(ThemeNumber.format(view.height)) pt",
                    Provenance(
                        top.titleView.map { at($0.location, "titleView") } ?? titleOrigin,
                        rule: "a title view replaces the title (docs/UIKIT.md §4.1)")))
        } else {
            let large = content.showsLargeTitle
            result.append(
                ExplainedProperty(
                    "content.title", content.title.isEmpty ? "(none)" : "\"\(content.title)\"" + (large ? " (large)" : ""),
                    Provenance(
                        titleOrigin,
                        rule: large
                            ? "the top item's title, drawn large: prefersLargeTitles with largeTitleDisplayMode allowing it at regular height (docs/UIKIT.md §1.5, §4.1)"
                            : "the top item's title (docs/UIKIT.md §4.1)")))
        }
        if let prompt = content.prompt, let declared = top.prompt {
            result.append(
                ExplainedProperty(
                    "content.prompt", "\"\(prompt)\"",
                    Provenance(
                        at(declared.location, "prompt"), rule: "a prompt switches the bar to the prompt metrics (docs/UIKIT.md §1.6)")))
        }

        // Back button.
        if scene.items.count < 2 {
            result.append(
                ExplainedProperty(
                    "content.backTitle", "(no back button)",
                    Provenance(
                        .defaulted("a stack of one item"), rule: "the bottom item has no back item, so no back button (docs/UIKIT.md §4.2)")
                ))
        } else if top.hidesBackButton?.value == true, let hides = top.hidesBackButton {
            result.append(
                ExplainedProperty(
                    "content.backTitle", "(hidden)",
                    Provenance(at(hides.location, "hidesBackButton"), rule: "hidesBackButton hides the back button (docs/UIKIT.md §4.2)")))
        } else if content.backButton == nil, let firstLeft = top.leftBarButtonItems.first {
            result.append(
                ExplainedProperty(
                    "content.backTitle", "(replaced by the left items)",
                    Provenance(
                        at(firstLeft.location, "leftBarButtonItems"),
                        rule: "left items replace the back button unless leftItemsSupplementBackButton is true (docs/UIKIT.md §4.2)")))
        } else if let back = content.backButton {
            let previous = scene.items[scene.items.count - 2]
            let index = scene.items.count - 2
            let (origin, source) = backTitleSource(previous, index: index)
            let chain = back.titleCandidates.map { $0.isEmpty ? "the indicator alone" : "\"\($0)\"" }.joined(separator: " → ")
            let drawn = drawnBackTitle.map { $0.isEmpty ? "the indicator alone" : "\"\($0)\"" } ?? "?"
            let fitted =
                drawnBackTitle == back.titleCandidates.first
                ? "the first choice fits" : "the longer choices did not fit, so \(drawn) is drawn"
            result.append(
                ExplainedProperty(
                    "content.backTitle", drawnBackTitle.map { $0.isEmpty ? "(indicator only)" : "\"\($0)\"" } ?? "(none)",
                    Provenance(origin, rule: "\(source); choices \(chain), the first that fits is drawn: \(fitted) (docs/UIKIT.md §4.3)")))
        }

        // Items.
        if !content.leftItems.isEmpty, let first = top.leftBarButtonItems.first {
            let supplements = top.leftItemsSupplementBackButton?.value ?? false
            let how =
                scene.items.count < 2 || top.hidesBackButton?.value == true
                ? "there is no back button to replace"
                : (supplements
                    ? "leftItemsSupplementBackButton is true, so they follow the back button"
                    : "they replace the back button (leftItemsSupplementBackButton is false)")
            result.append(
                ExplainedProperty(
                    "content.leftItems", list(content.leftItems),
                    Provenance(
                        at(first.location, "leftBarButtonItems"),
                        rule: "the top item's left items, outermost first; \(how) (docs/UIKIT.md §4.2)")))
        }
        if !content.rightItems.isEmpty, let first = top.rightBarButtonItems.first {
            result.append(
                ExplainedProperty(
                    "content.rightItems", list(content.rightItems),
                    Provenance(
                        at(first.location, "rightBarButtonItems"),
                        rule: "the top item's right items, outermost (rightmost) first (docs/UIKIT.md §4.2)")))
        }
        if let era, let search = content.searchField { result.append(searchField(search, era: era, layer: "items[\(topIndex)]")) }
        return result
    }

    /// The search field line: where the rule put it and what it shows (docs/UIKIT.md §13).
    static func searchField(_ search: SearchFieldContent, era: Era, layer: String) -> ExplainedProperty {
        let rule = SearchFieldRule.decide(search, era: era)
        let shown = search.text.map { "text \"\($0)\"" } ?? search.placeholder.map { "placeholder \"\($0)\"" } ?? "empty"
        let value: String
        switch rule {
        case .stackedRow: value = "stacked row, 52 pt, \(shown)"
        case .collapsed: value = "(row collapsed)"
        case .trailingButton: value = "search button in the bar's row"
        }
        return ExplainedProperty(
            "content.searchField", value,
            Provenance(
                .declared(search.location, layer: "\(layer) searchController"),
                rule: rule.explanation(era: era, placement: search.placement)))
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

    /// Items as VoiceOver would name them, with their kind when it is not plain text.
    static func list(_ items: [BarItemContent]) -> String {
        items.compactMap { item -> String? in
            guard let name = VoiceOverNames.label(for: item) else { return nil }
            // The control state it is drawn in, when not normal (docs/UIKIT.md §2.5).
            let state = item.state == .normal ? "" : " [\(item.state.rawValue)]"
            switch item.kind {
            case .text: return "\"\(name)\"" + (item.style == .plain ? "" : " (\(item.style.rawValue))") + state
            case .image: return "image \(name)" + state
            case .icon: return "icon \(name)" + state
            case .customView: return "custom view \(name)" + state
            case .flexibleSpace, .fixedSpace: return nil
            }
        }.joined(separator: ", ")
    }
}
