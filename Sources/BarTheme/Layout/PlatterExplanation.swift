/// `explain`'s platter lines in the `ios26` era (docs/UIKIT.md §10.4): which Liquid Glass platter
/// each item sits on, left to right, and the rule that put it there.
extension BarLayoutEngine {
    /// One line per platter (`layout.platter1`, …): its items and why they share it (or sit alone).
    /// Empty before `ios26`, where items have no platters.
    public static func platterExplanation(scene: SceneDeclaration, content: BarContent, appearance: BarAppearance, variant: Variant)
        -> [ExplainedProperty]
    {
        guard appearance.era.usesLiquidGlass else { return [] }
        let placed = SearchPlacement.applied(content, appearance: appearance, variant: variant)
        var lines: [ExplainedProperty] = []
        func add(_ value: String, _ provenance: Provenance) {
            lines.append(ExplainedProperty("layout.platter\(lines.count + 1)", value, provenance))
        }
        let glass = GlassBackdrop.glassRule(appearance).map { "; " + $0 } ?? ""
        let groups: [GlassGrouping.Group]
        if appearance.bar == .toolbar {
            groups = GlassGrouping.segments(placed.toolbarItems).flatMap(\.groups)
        } else {
            if placed.backButton != nil {
                let chevron = GlassBackdrop.chevronRule(appearance).map { "; " + $0 } ?? ""
                add(
                    "back button",
                    Provenance(
                        .defaulted("the back button"), rule: "a 44 pt glass circle of its own (docs/UIKIT.md §10.3)" + chevron + glass))
            }
            groups =
                GlassGrouping.segments(placed.leftItems).flatMap(\.groups)
                + GlassGrouping.segments(placed.rightItems.reversed()).flatMap(\.groups)
        }
        for group in groups {
            let kind: String
            switch group.kind {
            case .glass: kind = "glass"
            case .prominent: kind = "filled"
            case .bare: kind = "no platter"
            case .searchField: kind = "search field"
            }
            let floats =
                appearance.bar == .toolbar
                && GlassMetrics.toolbarFloats(metrics: variant.metrics, width: variant.width, position: variant.position)
            let rule =
                group.reason + wideSymbolRule(group) + customViewRule(group, width: variant.width)
                + sharedSymbolRule(group, floats: floats) + sharedCustomViewRule(group, floats: floats, width: variant.width)
                + textItemRule(group, padding: appearance.textItemPadding?.value ?? GlassMetrics.textItemPadding, width: variant.width)
                + fixedWidthRule(group) + imageItemRule(group, floats: floats) + imageLabelRule(group) + swiftUITintRule(group)
                + disabledTextRule(group, style: appearance.effectiveStyle)
                + (group.kind == .glass ? glass : "")
            add("\(kind): \(ContentExplanation.list(group.items))", Provenance(origin(of: group, in: scene), rule: rule))
        }
        return lines
    }

    /// Where an explicit group was declared (the top item's `leadingItemGroups` / `trailingItemGroups`).
    static func origin(of group: GlassGrouping.Group, in scene: SceneDeclaration) -> Provenance.Origin {
        guard let membership = group.items.first?.itemGroup, let top = scene.items.last else {
            return .defaulted("ios26 grouping")
        }
        let groups = membership.side == "leadingItemGroups" ? top.leadingItemGroups : top.trailingItemGroups
        guard groups.indices.contains(membership.index) else { return .defaulted("ios26 grouping") }
        return .declared(
            groups[membership.index].location, layer: "items[\(scene.items.count - 1)] \(membership.side)[\(membership.index)]")
    }

    /// The rule symbols sharing a glass platter add: on a navigation bar each takes its advance (SF
    /// Pro's font) plus the grouped padding each side; in a floating toolbar its layout width plus
    /// the toolbar's padding; the glyphs a gap apart (docs/UIKIT.md §10.13).
    static func sharedSymbolRule(_ group: GlassGrouping.Group, floats: Bool) -> String {
        guard group.kind == .glass, group.items.count > 1 else { return "" }
        let symbols = group.items.compactMap { item -> SymbolImage? in
            if case .symbol(let symbol) = item.kind { return symbol } else { return nil }
        }
        guard !symbols.isEmpty else { return "" }
        let gap = floats ? GlassMetrics.toolbarGroupedGlyphSpacing : GlassMetrics.groupedGlyphSpacing
        let spacing = " glyphs \(ThemeNumber.format(gap)) pt apart (docs/UIKIT.md §10.13)"
        if floats {
            let widths = symbols.map { "\($0.name) \(ThemeNumber.format($0.box.width))" }.joined(separator: ", ")
            return "; its symbols take their layout widths (\(widths) pt) plus"
                + " \(ThemeNumber.format(GlassMetrics.toolbarGroupedSymbolPadding)) pt each side," + spacing
        }
        let advances = symbols.map { symbol in
            let advance = ThemeNumber.format((symbol.advance * 100).rounded() / 100)
            // A name the font lacks takes its ink plus the font's median side bearings.
            return SymbolFontBoxes.has(symbol.name) ? "\(symbol.name) \(advance)" : "\(symbol.name) about \(advance)"
        }
        return "; its symbols take their advances from SF Pro's font (\(advances.joined(separator: ", ")) pt) plus"
            + " \(ThemeNumber.format(GlassMetrics.groupedSymbolAdvancePadding)) pt each side," + spacing
    }

    /// The rule custom views add on a navigation bar's shared capsule: one showing an SF Symbol takes
    /// its own width plus the symbols' grouped padding each side, a glyph's gap from its neighbours
    /// (measured, two apps); one showing no symbol keeps its lone platter's width, at least the 44 pt
    /// circle (measured, one app: docs/UIKIT.md §10.16).
    static func sharedCustomViewRule(_ group: GlassGrouping.Group, floats: Bool, width: Double) -> String {
        guard !floats, group.kind == .glass, group.items.count > 1 else { return "" }
        let views = group.items.compactMap { item -> String? in
            guard case .customView(let view) = item.kind, let symbol = view.symbol, !view.isUIKitButton else { return nil }
            return "\(symbol.name) \(ThemeNumber.format((view.width * 100).rounded() / 100))"
        }
        let buttons = group.items.compactMap { item -> String? in
            guard case .customView(let view) = item.kind, view.isUIKitButton, let symbol = view.symbol else { return nil }
            let platter = GlassMetrics.lonePlatterWidth(
                of: view, label: item.swiftUILabel, width: width, platterHeight: GlassMetrics.platterHeight)
            return "\(symbol.name) \(ThemeNumber.format((platter * 100).rounded() / 100))"
        }
        let own = group.items.compactMap { item -> String? in
            guard case .customView(let view) = item.kind, view.symbol == nil else { return nil }
            let platter = GlassMetrics.lonePlatterWidth(
                of: view, label: item.swiftUILabel, width: width, platterHeight: GlassMetrics.platterHeight)
            return ThemeNumber.format((platter * 100).rounded() / 100)
        }
        var rule = ""
        if !views.isEmpty {
            rule +=
                "; a custom view showing a symbol takes its own width (\(views.joined(separator: ", ")) pt) plus"
                + " \(ThemeNumber.format(GlassMetrics.groupedSymbolAdvancePadding)) pt each side,"
                + " \(ThemeNumber.format(GlassMetrics.groupedGlyphSpacing)) pt from the next glyph (two apps, docs/UIKIT.md §10.16)"
        }
        if !buttons.isEmpty {
            rule +=
                "; a UIKit button of the app's own (contentHorizontalAlignment) keeps the platter it would have alone"
                + " (\(buttons.joined(separator: ", ")) pt: its width plus \(ThemeNumber.format(GlassMetrics.ownViewPadding)) pt each"
                + " side, at least the 44 pt circle), \(ThemeNumber.format(GlassMetrics.groupedGlyphSpacing)) pt from the next glyph,"
                + " its image at the edge its alignment names (one app, docs/UIKIT.md §10.16)"
        }
        if !own.isEmpty {
            rule +=
                "; a custom view showing no symbol keeps the platter it would have alone (\(own.joined(separator: ", ")) pt,"
                + " at least the 44 pt circle), a glyph-sized one \(ThemeNumber.format(GlassMetrics.groupedGlyphSpacing)) pt from"
                + " the next glyph (one app, docs/UIKIT.md §10.16)"
        }
        return rule
    }

    /// The rule a custom view on its own glass platter adds: the platter is the view plus the custom
    /// view's glass each side, at least a 44 pt circle; an app's own view (no symbol) takes less glass
    /// than a hosted label, a SwiftUI label of the app's own 6 pt (`GlassMetrics.customViewPadding(for:label:width:)`,
    /// docs/UIKIT.md §10.16).
    static func customViewRule(_ group: GlassGrouping.Group, width: Double) -> String {
        guard group.kind == .glass, group.items.count == 1, case .customView(let view) = group.items[0].kind else { return "" }
        let label = group.items[0].swiftUILabel
        let padding = GlassMetrics.customViewPadding(for: view, label: label, width: width)
        let platter = max(GlassMetrics.platterHeight, view.width + 2 * padding)
        func points(_ value: Double) -> String { ThemeNumber.format((value * 100).rounded() / 100) }
        let shape = "\(platter > GlassMetrics.platterHeight ? "a capsule" : "a circle"), \(points(platter)) pt"
        let cut =
            view.height > GlassMetrics.customViewMaxHeight
            ? ", the view cut to \(points(GlassMetrics.customViewMaxHeight)) pt high of its \(points(view.height))" : ""
        if view.symbol == nil, label == .view {
            return "; a SwiftUI label of the app's own (swiftUILabel: view), \(points(view.width)) pt wide, with \(points(padding))"
                + " pt of glass each side: \(shape)\(cut) (SwiftUI's button keeps 2 pt around its label beyond an app's own"
                + " view's \(points(GlassMetrics.ownViewPadding)) pt; measured on three apps, docs/UIKIT.md §10.16)"
        }
        if let symbol = view.symbol, let alignment = view.contentAlignment {
            return "; a UIKit button of the app's own, \(points(view.width)) pt wide, showing \(symbol.name) at its"
                + " \(alignment.rawValue == "center" ? "centre" : "\(alignment.rawValue) edge") (contentHorizontalAlignment), with"
                + " \(points(padding)) pt of glass each side: \(shape) (an app's own view's glass, not a hosted label's"
                + " \(points(GlassMetrics.customViewPadding(width: width))) pt; one app, docs/UIKIT.md §10.16)"
        }
        guard let symbol = view.symbol else {
            return "; the app's own custom view (no symbol), \(points(view.width)) pt wide, with \(points(padding)) pt of glass"
                + " each side: \(shape)\(cut) (less than a hosted label's \(points(GlassMetrics.customViewPadding(width: width))) pt;"
                + " measured on three apps, docs/UIKIT.md §10.16)"
        }
        return "; a custom view, \(points(view.width)) pt wide (\(symbol.name) at its own size, its advance), hosted as a"
            + " label with \(points(padding)) pt of glass each side: \(shape)"
            + " (a SwiftUI NavigationLink in a ToolbarItem is hosted so; a Button becomes a plain image item on a 44 pt circle;"
            + " docs/UIKIT.md §10.16)"
    }

    /// The rule symbols of SwiftUI items labelled with a bare `Image` add: black in light mode, not
    /// the vibrant label colour (`GlassVibrancy.imageLabelOnGlass`, docs/UIKIT.md §10.3).
    static func imageLabelRule(_ group: GlassGrouping.Group) -> String {
        guard group.kind != .prominent else { return "" }
        let symbols = group.items.filter { item in
            guard item.swiftUILabel == .image else { return false }
            switch item.kind {
            case .symbol: return true
            case .customView(let view): return view.symbol != nil
            default: return false
            }
        }
        return symbols.isEmpty ? "" : "; \(GlassVibrancy.imageLabelRule)"
    }

    /// The rule a SwiftUI toolbar item's own chromatic colour adds: its symbol in that colour on the
    /// glass, not a filled platter (`GlassGrouping.isTintedSwiftUIItem`, docs/UIKIT.md §10.4).
    static func swiftUITintRule(_ group: GlassGrouping.Group) -> String {
        guard group.kind == .glass, group.items.contains(where: GlassGrouping.isTintedSwiftUIItem) else { return "" }
        return "; \(GlassGrouping.swiftUIItemTintRule)"
    }

    /// The rule a disabled text item on light glass adds: black at 30 % (`GlassVibrancy.disabledTextItemOnGlass`,
    /// docs/UIKIT.md §10.3; an item with a disabled colour of its own keeps it, which this line does not tell apart).
    static func disabledTextRule(_ group: GlassGrouping.Group, style: UserInterfaceStyle) -> String {
        let disabled = group.items.contains { item in
            if case .text = item.kind { !item.isEnabled } else { false }
        }
        guard group.kind == .glass, disabled, GlassVibrancy.disabledTextItemOnGlass(style) != nil else { return "" }
        return "; \(GlassVibrancy.disabledTextItemRule)"
    }

    /// The rule text items on a glass platter add: the title's advance plus the text padding each
    /// side (`padding`, `TextItemPaddingRule`: docs/UIKIT.md §10.14), the title in the plain label colour (§10.3).
    /// A custom view showing text (`BarItemContent.isHostedTitle`) takes a custom view's glass instead (§10.16).
    static func textItemRule(_ group: GlassGrouping.Group, padding: Double, width: Double) -> String {
        let texts = group.items.filter { if case .text = $0.kind { true } else { false } }
        guard group.kind == .glass, !texts.isEmpty else { return "" }
        var rule = ""
        if texts.contains(where: { !$0.isHostedTitle }) {
            let built = padding == GlassMetrics.narrowTextItemPadding ? ", as an app built with Xcode 26.0 draws it" : ""
            rule +=
                "; a text item takes its title's advance plus \(ThemeNumber.format(padding)) pt each side\(built) (docs/UIKIT.md §10.14)"
        }
        if texts.contains(where: \.isHostedTitle) {
            rule +=
                "; a custom view showing text takes the text's advance plus a custom view's "
                + "\(ThemeNumber.format(GlassMetrics.customViewPadding(width: width))) pt of glass each side (a SwiftUI NavigationLink "
                + "with a Text label in a ToolbarItem; the padding measured on views showing symbols, assumed for text, docs/UIKIT.md §10.16)"
        }
        return rule + "; \(GlassVibrancy.textItemRule)"
    }

    /// The rule items with a positive `width` add: each image or title is centred in a box that wide,
    /// which takes the place of its own width in the platter's rules (`UIBarButtonItem.width`,
    /// developer.apple.com; docs/UIKIT.md §2.5, §10.4). The glass around such a box is not measured.
    static func fixedWidthRule(_ group: GlassGrouping.Group) -> String {
        let fixed = group.items.compactMap { item in
            item.fixedWidth.map { "\(VoiceOverNames.label(for: item) ?? "an item") \(ThemeNumber.format($0))" }
        }
        guard !fixed.isEmpty else { return "" }
        return "; width fixes the box an item's image or title is centred in (\(fixed.joined(separator: ", ")) pt), which stands in for"
            + " its own width, a longer title cut (UIBarButtonItem.width, docs/UIKIT.md §2.5; ❓ the glass around it is not measured, §10.4)"
    }

    /// The rule image items (files, not SF Symbols) on a glass platter add: BarTheme's approximation
    /// (`GlassMetrics.imageItemGlass`; the shared slot and gap measured around symbols), which no fit
    /// capture shows (docs/UIKIT.md §10.4).
    static func imageItemRule(_ group: GlassGrouping.Group, floats: Bool) -> String {
        guard group.kind == .glass, group.items.contains(where: { if case .image = $0.kind { true } else { false } }) else { return "" }
        let glass = ThemeNumber.format(GlassMetrics.imageItemGlass)
        let unmeasured = "❓ approx.: no fit capture shows an image item on glass, docs/UIKIT.md §10.4"
        let circle = ThemeNumber.format(floats ? GlassMetrics.toolbarPlatterHeight : GlassMetrics.platterHeight)
        if group.items.count == 1 {
            return "; an image (not an SF Symbol) takes its width plus \(glass) pt of glass, at least a \(circle) pt circle (\(unmeasured))"
        }
        let slot = ThemeNumber.format(floats ? GlassMetrics.toolbarGroupedGlyphSlotWidth : GlassMetrics.groupedGlyphSlotWidth)
        let gap = ThemeNumber.format(floats ? GlassMetrics.toolbarGroupedGlyphSpacing : GlassMetrics.groupedGlyphSpacing)
        let glyph = ThemeNumber.format(GlassMetrics.iconItemWidth - GlassMetrics.imageItemGlass)
        return "; an image (not an SF Symbol) up to \(glyph) pt wide takes a glyph's \(slot) pt slot, \(gap) pt from the next glyph,"
            + " a wider one its width plus \(glass) pt, at least \(circle) pt (the slot and gap measured around symbols; \(unmeasured))"
    }

    /// The rule a lone wide symbol adds: its platter is a capsule, not the 44 pt circle (docs/UIKIT.md §10.14).
    static func wideSymbolRule(_ group: GlassGrouping.Group) -> String {
        guard group.kind == .glass, group.items.count == 1, case .symbol(let symbol) = group.items[0].kind else { return "" }
        let label = group.items[0].swiftUILabel
        let width = GlassMetrics.lonePlatterSymbolWidth(of: symbol, label: label)
        guard width > GlassMetrics.platterHeight else { return "" }
        if label == .image, width > symbol.box.width + 2 * GlassMetrics.lonePlatterSymbolPadding {
            let padding = ThemeNumber.format(GlassMetrics.swiftUIViewLabelPadding)
            let capsule = ThemeNumber.format((width * 100).rounded() / 100)
            return "; a SwiftUI Image label's \(symbol.name) at its own size is wider than a 44 pt circle with the button's"
                + " \(padding) pt each side of its advance: a capsule \(capsule) pt wide (docs/UIKIT.md §10.13)"
        }
        return "; \(symbol.name) is wider than a 44 pt circle: a capsule as wide as its layout width,"
            + " \(ThemeNumber.format(width)) pt (docs/UIKIT.md §10.14)"
    }
}
