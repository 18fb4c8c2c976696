/// Why a bar shows the content it shows (docs/UIKIT.md §4), as `explain` lines: the title, the back
/// button's title chain with the choice that fitted, the left items (replacing or supplementing the
/// back button), the right items and a toolbar's items; each naming the declaration behind it.
public enum ContentExplanation {
    /// `drawnBackTitle` is the back title the layout chose ("" for the indicator alone; `nil` when no
    /// back button is drawn).
    /// `era` decides where a search field goes (docs/UIKIT.md §13.1); without it no search line is given.
    /// `searchRule`: where the layout put the search field for the variant drawn (§10.7); without
    /// it the era's rule for a bar with no toolbar.
    /// `largeTitles`: the bar's `prefersLargeTitles` and the metrics drawn, so a title an item asked
    /// to be large says why it is not (docs/UIKIT.md §1.5).
    public static func properties(
        scene: SceneDeclaration, content: BarContent, drawnBackTitle: String?, era: Era? = nil, searchRule: SearchFieldRule? = nil,
        largeTitles: (prefers: Bool, metrics: BarMetrics)? = nil
    ) -> [ExplainedProperty] {
        if scene.bar?.value == .toolbar {
            var result = toolbarItems(scene: scene, content: content)
            if let era, let line = symbolItemLayout(content.toolbarItems, era: era) { result.append(line) }
            if let era, let search = content.searchField {
                if searchRule == .toolbarField || searchRule == .toolbarButton {
                    result.append(searchField(search, era: era, rule: searchRule, layer: "scene '\(scene.name.value)'"))
                } else {
                    result.append(
                        ExplainedProperty(
                            "content.searchField", "(not in the toolbar)",
                            Provenance(
                                .declared(search.location, layer: "scene '\(scene.name.value)' searchController"),
                                rule:
                                    "the field joins the toolbar only in ios26, in a phone's floating toolbar, with placement automatic, integrated or integratedButton and allowsToolbarIntegration not false; otherwise it stays in the navigation bar and a searchBarPlacement item takes no room (docs/UIKIT.md §10.7)"
                            )))
                }
            }
            return result
        }
        guard let top = scene.items.last else { return [] }
        let topIndex = scene.items.count - 1
        var result = title(of: top, index: topIndex, content: content)
        if let largeTitles, let why = notLarge(scene: scene, content: content, prefers: largeTitles.prefers, metrics: largeTitles.metrics) {
            result.append(why)
        }
        if let back = backTitle(of: top, scene: scene, content: content, drawnBackTitle: drawnBackTitle) {
            result.append(back)
        }
        result += items(of: top, index: topIndex, scene: scene, content: content)
        if let era, let line = symbolItemLayout(content.leftItems + content.rightItems, era: era) { result.append(line) }
        if let era, let search = content.searchField {
            result.append(searchField(search, era: era, rule: searchRule, layer: "items[\(topIndex)]"))
        }
        return result
    }

    /// A toolbar's items line; none for a toolbar without items.
    static func toolbarItems(scene: SceneDeclaration, content: BarContent) -> [ExplainedProperty] {
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

    /// Where a value of the top item (`items[index]`) was declared.
    static func topItemOrigin(_ location: SourceLocation, _ what: String, index: Int) -> Provenance.Origin {
        .declared(location, layer: "items[\(index)] \(what)")
    }

    /// The title line (a title view, or the title, large or not) and the prompt's, if any.
    static func title(of top: NavigationItemDeclaration, index: Int, content: BarContent) -> [ExplainedProperty] {
        var result: [ExplainedProperty] = []
        let titleOrigin: Provenance.Origin = top.title.map { topItemOrigin($0.location, "title", index: index) } ?? .defaulted("no title")
        if let view = content.titleView {
            result.append(
                ExplainedProperty(
                    "content.title", "title view \(ThemeNumber.format(view.width))×\(ThemeNumber.format(view.height)) pt",
                    Provenance(
                        top.titleView.map { topItemOrigin($0.location, "titleView", index: index) } ?? titleOrigin,
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
                            : content.largeTitleCollapsed
                                ? "the top item's title, drawn inline: the bar would show it large at the top of the content, but the scene "
                                    + "is scrolled (atScrollEdge: false), and a large title collapses into the inline row once its content "
                                    + "leaves the top (docs/UIKIT.md §1.5.1)"
                                : "the top item's title (docs/UIKIT.md §4.1)")))
        }
        if let prompt = content.prompt, let prompted = top.prompt {
            result.append(
                ExplainedProperty(
                    "content.prompt", "\"\(prompt)\"",
                    Provenance(
                        topItemOrigin(prompted.location, "prompt", index: index),
                        rule: "a prompt switches the bar to the prompt metrics (docs/UIKIT.md §1.6)")))
        }
        return result
    }

    /// Why the title is not large when an item asks for it (`largeTitleDisplayMode: always`, the
    /// top item's or, through `automatic`, one below it): the bar does not prefer large titles, or the
    /// metrics are compact (docs/UIKIT.md §1.5, §4.1). Nil when no item asks or the title is large.
    static func notLarge(scene: SceneDeclaration, content: BarContent, prefers: Bool, metrics: BarMetrics) -> ExplainedProperty? {
        guard !content.showsLargeTitle, !content.title.isEmpty, content.titleView == nil else { return nil }
        guard
            let index = scene.items.indices.reversed().first(where: {
                scene.items[$0].largeTitleDisplayMode?.value != nil && scene.items[$0].largeTitleDisplayMode?.value != .automatic
            }),
            let mode = scene.items[index].largeTitleDisplayMode, mode.value == .always
        else { return nil }
        let reason =
            !prefers
            ? "largeTitleDisplayMode: always shows a large title only on a bar whose prefersLargeTitles is true, and this bar's is "
                + "false: set `prefersLargeTitles: true` on the navigationBar (docs/UIKIT.md §1.5, §4.1)"
            : "a bar with compact metrics (a phone in landscape) never shows a large title, whatever largeTitleDisplayMode says "
                + "(docs/UIKIT.md §1.5)"
        guard !prefers || metrics.isCompact else { return nil }
        return ExplainedProperty(
            "content.largeTitle", "(not shown)",
            Provenance(topItemOrigin(mode.location, "largeTitleDisplayMode", index: index), rule: reason))
    }

    /// The left and right items' lines, each when the top item has such items.
    static func items(
        of top: NavigationItemDeclaration, index: Int, scene: SceneDeclaration, content: BarContent
    ) -> [ExplainedProperty] {
        var result: [ExplainedProperty] = []
        let leftGroups = !top.leadingItemGroups.isEmpty
        if !content.leftItems.isEmpty,
            let first = leftGroups ? top.leadingItemGroups.first?.location : top.leftBarButtonItems.first?.location
        {
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
                        topItemOrigin(first, leftGroups ? "leadingItemGroups" : "leftBarButtonItems", index: index),
                        rule: leftGroups
                            ? "the items of the top item's leadingItemGroups, leading to trailing; \(how) (docs/UIKIT.md §4.2, §10.4)"
                            : "the top item's left items, outermost first; \(how) (docs/UIKIT.md §4.2)")))
        }
        if !content.rightItems.isEmpty, let group = top.trailingItemGroups.first {
            result.append(
                ExplainedProperty(
                    "content.rightItems", list(content.rightItems),
                    Provenance(
                        topItemOrigin(group.location, "trailingItemGroups", index: index),
                        rule:
                            "the items of the top item's trailingItemGroups, listed outermost (rightmost) first; the groups and their items run leading to trailing (docs/UIKIT.md §4.2, §10.4)"
                    )))
        } else if !content.rightItems.isEmpty, let first = top.rightBarButtonItems.first {
            result.append(
                ExplainedProperty(
                    "content.rightItems", list(content.rightItems),
                    Provenance(
                        topItemOrigin(first.location, "rightBarButtonItems", index: index),
                        rule: "the top item's right items, outermost (rightmost) first (docs/UIKIT.md §4.2)")))
        }
        return result
    }

    /// The search field line: where the rule put it and what it shows (docs/UIKIT.md §13).
    static func searchField(_ search: SearchFieldContent, era: Era, rule decided: SearchFieldRule?, layer: String) -> ExplainedProperty {
        let rule = decided ?? SearchFieldRule.decide(search, era: era)
        let shown = search.text.map { "text \"\($0)\"" } ?? search.placeholder.map { "placeholder \"\($0)\"" } ?? "empty"
        let value: String
        switch rule {
        case .stackedRow:
            // On Liquid Glass the field is a 44 pt capsule (three fit apps, docs/UIKIT.md §10.14); before, 36 pt (§13.2).
            value = "stacked row, 52 pt, " + (era.usesLiquidGlass ? "a 44 pt capsule, " : "a 36 pt field, ") + shown
        case .collapsed: value = "(row collapsed)"
        case .trailingButton: value = "search button in the bar's row"
        case .toolbarField: value = "in the toolbar, 48 pt capsule, \(shown)"
        case .toolbarButton: value = "search button in the toolbar"
        }
        return ExplainedProperty(
            "content.searchField", value,
            Provenance(
                .declared(search.location, layer: "\(layer) searchController"),
                rule: rule.explanation(era: era, placement: search.placement)))
    }

    /// Before iOS 26, the room each SF Symbol item takes and where its ink sits (docs/UIKIT.md §3.9.1):
    /// the glyph's advance, the ink centred on it, at the height SF Pro's glyph has with the row's centre
    /// 6.1 pt above its baseline; and, in `ios15`, the system `add` item on the `plus`'s advance. `nil`
    /// on Liquid Glass (the platters' rules, §10.13) and when no such item is drawn at its own width.
    static func symbolItemLayout(_ items: [BarItemContent], era: Era) -> ExplainedProperty? {
        guard !era.usesLiquidGlass else { return nil }
        let points = { (value: Double) in ThemeNumber.format((value * 100).rounded() / 100) }
        let parts = items.compactMap { item -> String? in
            guard item.fixedWidth == nil else { return nil }
            switch item.kind {
            case .symbol(let symbol):
                let box = SymbolBoxes.boxBeforeLiquidGlass(for: symbol)
                return "\(symbol.name) \(points(symbol.advance)) pt wide (its advance), its \(points(box.inkWidth)) pt ink centred on it, "
                    + "\(points(abs(box.inkOffsetY))) pt \(box.inkOffsetY < 0 ? "above" : "below") the row's centre"
            case .icon(let system):
                let room = UIKitMetrics.iconRoom(for: system, era: era)
                guard room != UIKitMetrics.iconBox(for: system, era: era) else { return nil }
                return "system \(system.rawValue) \(points(room.width)) pt wide (the plus's advance)"
            default: return nil
            }
        }
        guard !parts.isEmpty else { return nil }
        return ExplainedProperty(
            "content.symbolItems", parts.joined(separator: "; "),
            Provenance(
                .defaulted("before iOS 26"),
                rule: "before iOS 26 a bar button item lays out a symbol's image at its own size: the glyph's advance (SF Pro's "
                    + "font data), the ink centred on it, so a leading item's ink starts its side bearing inside the margin; "
                    + "vertically as the glyph sits with the row's centre \(points(SymbolFontBoxes.barBeforeLiquidGlass.centreAboveBaseline)) pt "
                    + "above its baseline (Liquid Glass: \(points(SymbolFontBoxes.bar.centreAboveBaseline))); "
                    + "measured on four fit apps' iOS 16-18 `plus` (docs/UIKIT.md §3.9.1)"))
    }

    /// Items as VoiceOver would name them, with their kind when it is not plain text.
    static func list(_ items: [BarItemContent]) -> String {
        items.compactMap { item -> String? in
            if case .searchField = item.kind { return "searchBarPlacement item" }
            guard let name = VoiceOverNames.label(for: item) else { return nil }
            // The control state it is drawn in, when not normal (docs/UIKIT.md §2.5).
            let state = item.state == .normal ? "" : " [\(item.state.rawValue)]"
            // A positive `width` fixes the box the item's image or title is centred in (docs/UIKIT.md §2.5).
            let width = item.fixedWidth.map { " (width \(ThemeNumber.format($0)))" } ?? ""
            switch item.kind {
            case .text: return "\"\(name)\"" + (item.style == .plain ? "" : " (\(item.style.rawValue))") + width + state
            case .image: return "image \(name)" + width + state
            case .icon: return "icon \(name)" + width + state
            case .symbol(let symbol): return "symbol \(name): \(symbol)" + width + state
            case .customView(let view):
                return "custom view \(name)" + (view.symbol.map { " showing \($0)" } ?? "") + state
            case .flexibleSpace, .fixedSpace, .searchField: return nil
            }
        }.joined(separator: ", ")
    }
}
