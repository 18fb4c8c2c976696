/// Liquid Glass platters side by side in the `ios26` era (docs/UIKIT.md §10.4, §10.7): groups a
/// platter gap apart (plus any fixed space), a toolbar's segments spread by the flexible spaces
/// between them, a navigation bar's sides from its edges. The pre-`ios26` rows are `ItemRowPart`.
enum PlatterRowPart {
    typealias Group = GlassGrouping.Group
    typealias Segment = GlassGrouping.Segment

    /// Groups left to right from `x`; returns what they draw and the right edge.
    static func groups(_ groups: [Group], from x: Double, band: Rect, role: TextRun.Role, row: PlatterPart.Row, _ input: LayoutInput)
        -> (elements: [BarLayout.Element], rightEnd: Double)
    {
        var x = x
        var elements: [BarLayout.Element] = []
        for (index, group) in groups.enumerated() {
            if index > 0 { x += GlassMetrics.platterGap + group.leadingSpace }
            let placed = PlatterPart.layout(group, x: x, band: band, role: role, row: row, input)
            elements += placed.elements
            x = placed.rightEnd
        }
        return (elements, x)
    }

    /// The width `groups` take side by side.
    static func width(of groups: [Group], row: PlatterPart.Row, _ input: LayoutInput) -> Double {
        groups.enumerated().reduce(0) { sum, pair in
            sum + PlatterPart.width(of: pair.element, row: row, input)
                + (pair.offset > 0 ? GlassMetrics.platterGap + pair.element.leadingSpace : 0)
        }
    }

    /// A toolbar's items: segments (split at flexible spaces) spread by the flexible spaces between
    /// them, from the edges by `row.edge` (28 pt when the toolbar floats, docs/UIKIT.md §10.7). A
    /// search field takes the spare room; the flexible spaces then shrink to the platter gap
    /// (measured, NetNewsWire 7's timeline toolbar: 12 pt either side, §10.7).
    static func toolbar(_ items: [BarItemContent], band: Rect, row: PlatterPart.Row, _ input: LayoutInput) -> [BarLayout.Element] {
        let segments = GlassGrouping.segments(items)
        var row = row
        row.searchWidth = 0
        let edge = row.edge(barWidth: input.width)
        let fixed = segments.reduce(0) { $0 + width(of: $1.groups, row: row, input) }
        let flexibleCount = segments.count - 1
        let spare = max(0, input.width - 2 * edge - fixed)
        var share = flexibleCount > 0 ? spare / Double(flexibleCount) : 0
        if segments.contains(where: { $0.groups.contains { $0.kind == .searchField } }) {
            let gaps = segments.dropLast().filter { !$0.groups.isEmpty }.count
            row.searchWidth = max(0, spare - Double(gaps) * GlassMetrics.platterGap)
            share = 0
        }
        var x = edge
        var elements: [BarLayout.Element] = []
        for (index, segment) in segments.enumerated() {
            if let centred = centredMiddleSegmentX(segments, at: index, row: row, input) { x = centred }
            // The last segment after a flexible space ends at the trailing edge.
            if index > 0, index == segments.count - 1, share > 0 { x = input.width - edge - width(of: segment.groups, row: row, input) }
            let placed = groups(segment.groups, from: x, band: band, role: .toolbarItem, row: row, input)
            elements += placed.elements
            x = placed.rightEnd + max(share, segment.groups.isEmpty ? 0 : GlassMetrics.platterGap)
        }
        return elements
    }

    /// Where the middle of three segments (items between two flexible spaces) starts: centred on
    /// the toolbar, whatever the widths on either side (measured, R10: the article toolbar's
    /// middle circle at 171-219 on a 390 pt phone between capsules of 110.3 and 102.7 pt,
    /// docs/UIKIT.md §10.7), while it keeps a platter gap from both; `nil` for other segments.
    static func centredMiddleSegmentX(_ segments: [Segment], at index: Int, row: PlatterPart.Row, _ input: LayoutInput) -> Double? {
        guard segments.count == 3, index == 1, !segments[1].groups.isEmpty else { return nil }
        let edge = row.edge(barWidth: input.width)
        let middle = width(of: segments[1].groups, row: row, input)
        let leftEnd = edge + width(of: segments[0].groups, row: row, input) + (segments[0].groups.isEmpty ? 0 : GlassMetrics.platterGap)
        let rightStart =
            input.width - edge - width(of: segments[2].groups, row: row, input) - (segments[2].groups.isEmpty ? 0 : GlassMetrics.platterGap)
        guard rightStart - leftEnd >= middle else { return nil }
        return min(max((input.width - middle) / 2, leftEnd), rightStart - middle)
    }
}
