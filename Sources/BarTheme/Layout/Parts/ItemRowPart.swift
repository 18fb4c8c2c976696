/// Items side by side on a bar before `ios26`: a toolbar's row spread by its flexible spaces
/// (docs/UIKIT.md §5), a navigation bar's trailing items from the right edge inwards and leading
/// items from a left edge outwards (§4.2). Each returns what it draws and where the row ends.
enum ItemRowPart {
    /// Toolbar items left to right between `inset`s; flexible spaces share what is left (docs/UIKIT.md §5).
    static func toolbar(_ items: [BarItemContent], band: Rect, inset: Double, _ input: LayoutInput) -> [BarLayout.Element] {
        var measured = items.map { ItemPart.measure($0, input) }
        let fixed = measured.reduce(0) { $0 + $1.width }
        let flexible = measured.filter(\.isFlexible).count
        let spare = max(0, input.width - 2 * inset - fixed)
        if flexible > 0 {
            for i in measured.indices where measured[i].isFlexible { measured[i].width = spare / Double(flexible) }
        }
        var x = inset
        var elements: [BarLayout.Element] = []
        for m in measured {
            elements += ItemPart.place(m, x: x, band: band, role: .toolbarItem, input)
            x += m.width
        }
        return elements
    }

    /// A navigation bar's right items, the first outermost, ending at `rightEdge` (docs/UIKIT.md §4.2
    /// ordering); spaces other than fixed ones take no room. Returns the elements and the row's left end.
    static func trailing(_ items: [BarItemContent], rightEdge: Double, band: Rect, _ input: LayoutInput) -> (
        elements: [BarLayout.Element], leftEnd: Double
    ) {
        var edge = rightEdge
        var elements: [BarLayout.Element] = []
        for item in items {
            let m = ItemPart.measure(item, input)
            guard !m.isFlexible else { continue }
            elements += ItemPart.place(m, x: edge - m.width, band: band, role: .rightItem, input)
            edge -= m.width
        }
        return (elements, edge)
    }

    /// A navigation bar's left items from `leftEdge` on, flexible spaces left out. Returns the
    /// elements and the row's right end.
    static func leading(_ items: [BarItemContent], leftEdge: Double, band: Rect, _ input: LayoutInput) -> (
        elements: [BarLayout.Element], rightEnd: Double
    ) {
        var edge = leftEdge
        var elements: [BarLayout.Element] = []
        for item in items {
            let m = ItemPart.measure(item, input)
            guard !m.isFlexible else { continue }
            elements += ItemPart.place(m, x: edge, band: band, role: .leftItem, input)
            edge += m.width
        }
        return (elements, edge)
    }
}
