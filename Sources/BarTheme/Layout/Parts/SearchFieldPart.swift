/// The navigation item's search field: in its own row under the navigation bar (docs/UIKIT.md §13.2)
/// or as a glass capsule among an iOS 26 phone's floating toolbar items (§10.7). Where it goes is
/// `SearchPlacement`'s decision; this draws it.
enum SearchFieldPart {
    /// The stacked row's height under a navigation bar: `SearchFieldMetrics.rowHeight` for the
    /// `stackedRow` rule, else none.
    static func rowHeight(rule: SearchFieldRule?) -> Double { rule == .stackedRow ? SearchFieldMetrics.rowHeight : 0 }

    /// The field in its row: 1 pt below the row's top, 36 pt tall, at the large title's inset; the
    /// glass 8 pt in; the text's baseline 23.5 pt below the field's top (docs/UIKIT.md §13.2). On
    /// Liquid Glass a 44 pt capsule at the glass large title's inset, its 16.33 pt magnifier 14 pt in
    /// and drawn in the label colour, the text's baseline 28.67 pt down (three fit apps, §10.14).
    static func row(_ search: SearchFieldContent, row: Rect, _ input: LayoutInput) -> BarLayout.Element {
        let colors = SearchFieldMetrics.colors(era: input.appearance.era, style: input.style)
        let glass = input.usesLiquidGlass
        let shape = glass ? FieldShape.liquidGlass : .ios12
        // The large title's leading inset, which the field keeps on both sides (§13.2, §10.14).
        let inset = glass ? GlassMetrics.edgeInset(width: input.width) : UIKitMetrics.largeTitleInset(width: input.width)
        let field = Rect(
            x: inset, y: row.y + SearchFieldMetrics.fieldTopInset, width: max(0, input.width - 2 * inset), height: shape.height)
        let size = shape.magnifierSize
        let magnifier = Rect(
            x: field.x + shape.magnifierInset, y: field.midY - shape.magnifierRaise - size / 2, width: size, height: size)
        let run = SearchFieldText.run(for: search, in: field, insets: shape.text, colors: colors, measurer: input.measurer)
        return .searchField(
            SearchFieldPlacement(
                frame: field, cornerRadius: glass ? field.height / 2 : SearchFieldMetrics.cornerRadius,
                fill: input.resolved(search.fieldBackground) ?? colors.fill, glassFrame: magnifier,
                glassColor: glass ? colors.text : colors.placeholder, text: run))
    }

    /// A stacked field's measured places: iOS 12's (docs/UIKIT.md §13.2) or Liquid Glass's (§10.14).
    private struct FieldShape {
        let height: Double
        let magnifierSize: Double
        let magnifierInset: Double
        /// How far the magnifier's centre sits above the field's.
        let magnifierRaise: Double
        let text: SearchFieldText.Insets

        static let ios12 = FieldShape(
            height: SearchFieldMetrics.fieldHeight, magnifierSize: SearchFieldMetrics.glassSize,
            magnifierInset: SearchFieldMetrics.glassInset, magnifierRaise: 0, text: .navigationBar)
        static let liquidGlass = FieldShape(
            height: SearchFieldMetrics.glassFieldHeight, magnifierSize: SearchFieldMetrics.glassFieldGlassSize,
            magnifierInset: SearchFieldMetrics.glassFieldGlassInset, magnifierRaise: SearchFieldMetrics.glassFieldGlassRaise,
            text: .glassNavigationBar)
    }

    /// The search field in a floating toolbar: a glass capsule at `frame` (from the toolbar's
    /// layout), the magnifier 20 pt in, the placeholder or typed text in 17 pt regular (measured on
    /// NetNewsWire 7's timeline toolbar, R10, docs/UIKIT.md §10.7).
    static func toolbarCapsule(_ search: SearchFieldContent?, frame: Rect, _ input: LayoutInput) -> [BarLayout.Element] {
        let colors = SearchFieldMetrics.toolbarColors(style: input.style)
        let size = SearchFieldMetrics.toolbarGlassSize
        let glass = Rect(
            x: frame.x + SearchFieldMetrics.toolbarGlassInset, y: frame.midY - SearchFieldMetrics.toolbarGlassRaise - size / 2, width: size,
            height: size)
        let run = search.flatMap { SearchFieldText.run(for: $0, in: frame, insets: .toolbar, colors: colors, measurer: input.measurer) }
        return [
            .platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial)),
            .searchField(
                SearchFieldPlacement(
                    frame: frame, cornerRadius: frame.height / 2, fill: colors.fill, glassFrame: glass,
                    glassColor: SearchFieldMetrics.toolbarGlassColor(style: input.style), text: run)),
        ]
    }
}
