/// A toolbar from its parts (docs/UIKIT.md §5, §10.7): the status-bar extension when top-attached
/// and the item row; an iOS 26 phone's floating toolbar reaches the screen's bottom, its 48 pt
/// platters' row `GlassMetrics.toolbarBottomInset` above that edge.
enum ToolbarLayout: BarKindLayout {
    static func layout(_ content: BarContent, _ input: LayoutInput) -> LaidOutBar {
        let width = input.width
        let statusBar = statusBarHeight(input)
        let barHeight = rowHeight(input)
        let floats = input.floatsToolbar
        // A phone's floating toolbar: the image reaches the screen's bottom (the home-indicator
        // area under the 44 pt toolbar) and its item row is the 48 pt platters' row, 28 pt above
        // that edge (docs/UIKIT.md §10.7).
        let total = statusBar + barHeight + (floats ? GlassMetrics.homeIndicatorInset : 0)
        let row =
            floats
            ? Rect(
                x: 0, y: total - GlassMetrics.toolbarBottomInset - GlassMetrics.toolbarPlatterHeight, width: width,
                height: GlassMetrics.toolbarPlatterHeight)
            : Rect(x: 0, y: statusBar, width: width, height: barHeight)
        let elements =
            input.usesLiquidGlass
            ? PlatterRowPart.toolbar(
                content.toolbarItems, band: row, row: PlatterPart.Row(bar: .toolbar, floats: floats, searchField: content.searchField),
                input)
            : ItemRowPart.toolbar(content.toolbarItems, band: row, inset: UIKitMetrics.contentInset(width: width), input)
        return LaidOutBar(height: total, contentFrame: row, elements: elements, safeTop: statusBar, platterShadowsSpill: false)
    }
}
