/// A navigation bar from its parts, top to bottom (docs/UIKIT.md §1): the status-bar extension, the
/// prompt band, the item row (back button, left items, title, right items), on Liquid Glass the
/// row's extension (§10.2), the large title band and the search field's row.
enum NavigationBarLayout: BarKindLayout {
    static func layout(_ content: BarContent, _ input: LayoutInput) -> LaidOutBar {
        let width = input.width
        let statusBar = statusBarHeight(input)
        let promptHeight = PromptPart.bandHeight(content.prompt)
        let barHeight = rowHeight(input)
        // A Liquid Glass navigation bar is taller than its item row (docs/UIKIT.md §10.2).
        let rowExtension = input.usesLiquidGlass ? GlassMetrics.navigationBarExtension(metrics: input.variant.metrics, width: width) : 0
        // Without a status bar above it, room above the row (docs/UIKIT.md §10.15).
        let topInset =
            input.usesLiquidGlass
            ? GlassMetrics.navigationBarTopInset(position: input.variant.position, metrics: input.variant.metrics, width: width) : 0
        let largeHeight = LargeTitlePart.bandHeight(content, input)
        let searchRule = SearchPlacement.rule(content, appearance: input.appearance, variant: input.variant)
        let searchRow = SearchFieldPart.rowHeight(rule: searchRule)
        let total = statusBar + topInset + promptHeight + barHeight + rowExtension + largeHeight + searchRow
        let row = Rect(x: 0, y: statusBar + topInset + promptHeight, width: width, height: barHeight)

        let prompt = content.prompt.map {
            [
                PromptPart.layout(
                    $0, band: Rect(x: 0, y: statusBar + topInset, width: width, height: promptHeight), barWidth: width,
                    color: input.appearance.titleColor.value, measurer: input.measurer)
            ]
        }
        let (title, items) = input.usesLiquidGlass ? glassRow(content, row: row, input) : classicRow(content, row: row, input)
        // The title is drawn first (under the items' backgrounds), then the prompt and the items.
        var elements = title + (prompt ?? []) + items
        if content.showsLargeTitle, !content.title.isEmpty {
            elements += LargeTitlePart.layout(
                content, band: Rect(x: 0, y: row.maxY + rowExtension, width: width, height: largeHeight), input)
        }
        if searchRow > 0, let search = content.searchField {
            elements.append(
                SearchFieldPart.row(
                    search, row: Rect(x: 0, y: row.maxY + rowExtension + largeHeight, width: width, height: searchRow), input))
        }
        return LaidOutBar(height: total, contentFrame: row, elements: elements, safeTop: statusBar, platterShadowsSpill: true)
    }

    /// The item row before `ios26` (docs/UIKIT.md §1.4, §4.2): right items from the trailing inset,
    /// the back button and left items from the leading one, the title centred between them.
    static func classicRow(_ content: BarContent, row: Rect, _ input: LayoutInput) -> (
        title: [BarLayout.Element], items: [BarLayout.Element]
    ) {
        let width = input.width
        let inset = UIKitMetrics.contentInset(width: width)
        let right = ItemRowPart.trailing(content.rightItems, rightEdge: width - inset, band: row, input)
        let rightLimit = content.rightItems.isEmpty ? width - UIKitMetrics.contentInset : right.leftEnd - UIKitMetrics.titleItemGap
        let titleSize = TitlePart.classicSize(content, input)
        var back: [BarLayout.Element] = []
        var leftEdge = inset
        if let button = content.backButton {
            (back, leftEdge) = BackButtonPart.classic(button, band: row, titleWidth: titleSize.width, rightLimit: rightLimit, input)
        }
        let left = ItemRowPart.leading(content.leftItems, leftEdge: leftEdge, band: row, input)
        let hasLeft = content.backButton != nil || !content.leftItems.isEmpty
        let leftLimit = hasLeft ? left.rightEnd + UIKitMetrics.titleItemGap : UIKitMetrics.contentInset
        let title = TitlePart.classic(content, size: titleSize, band: row, leftLimit: leftLimit, rightLimit: rightLimit, input)
        return (title, right.elements + back + left.elements)
    }

    /// The `ios26` item row (docs/UIKIT.md §10.3-§10.5): the back circle and left platters on the
    /// left, right platters on the right (first item outermost), the title and subtitle centred between.
    static func glassRow(_ content: BarContent, row: Rect, _ input: LayoutInput) -> (
        title: [BarLayout.Element], items: [BarLayout.Element]
    ) {
        let platters = PlatterPart.Row(bar: .navigationBar, searchField: content.searchField)
        let edge = platters.edge(barWidth: input.width)
        // `rightItems` are outermost first, so the visual order is reversed.
        let rightGroups = GlassGrouping.segments(content.rightItems.reversed()).flatMap(\.groups)
        let rightStart = input.width - edge - PlatterRowPart.width(of: rightGroups, row: platters, input)
        let right = PlatterRowPart.groups(rightGroups, from: rightStart, band: row, role: .rightItem, row: platters, input)
        var back: [BarLayout.Element] = []
        var leftEdge = edge
        if let button = content.backButton {
            (back, leftEdge) = BackButtonPart.glass(button, band: row, edge: edge, input)
        }
        let leftGroups = GlassGrouping.segments(content.leftItems).flatMap(\.groups)
        var left: [BarLayout.Element] = []
        if !leftGroups.isEmpty {
            if content.backButton != nil { leftEdge += GlassMetrics.platterGap }
            (left, leftEdge) = PlatterRowPart.groups(leftGroups, from: leftEdge, band: row, role: .leftItem, row: platters, input)
        }
        let leftLimit = leftEdge > edge ? leftEdge + GlassMetrics.titleGap : edge
        let rightLimit = rightGroups.isEmpty ? input.width - edge : rightStart - GlassMetrics.titleGap
        let title = TitlePart.glass(
            content, band: row, leftLimit: leftLimit, rightLimit: rightLimit, afterLeadingPlatters: leftEdge > edge, input)
        return (title, right.elements + back + left)
    }
}
