/// The text a search field shows, in the navigation bar's row (docs/UIKIT.md §13.2) or in an iOS 26
/// toolbar's capsule (§10.7): the typed text, else the placeholder, 17 pt regular, starting
/// `insets.leading` in from the field's leading edge with its baseline `insets.baseline` below the
/// field's top, cut with an ellipsis `insets.trailing` before its trailing edge.
enum SearchFieldText {
    /// Where the text starts, where its baseline sits and where it must end, from the field's edges.
    struct Insets {
        let leading: Double
        let baseline: Double
        let trailing: Double

        /// A navigation bar's field (docs/UIKIT.md §13.2).
        static let navigationBar = Insets(
            leading: SearchFieldMetrics.textInset, baseline: SearchFieldMetrics.baselineInset, trailing: SearchFieldMetrics.trailingInset)
        /// A navigation bar's field on Liquid Glass (docs/UIKIT.md §10.14).
        static let glassNavigationBar = Insets(
            leading: SearchFieldMetrics.glassFieldTextInset, baseline: SearchFieldMetrics.glassFieldBaselineInset,
            trailing: SearchFieldMetrics.trailingInset)
        /// An iOS 26 toolbar's capsule (docs/UIKIT.md §10.7).
        static let toolbar = Insets(
            leading: SearchFieldMetrics.toolbarTextInset, baseline: SearchFieldMetrics.toolbarBaselineInset,
            trailing: SearchFieldMetrics.toolbarTrailingInset)
    }

    /// The field's text run, or nil when it shows nothing.
    static func run(
        for search: SearchFieldContent, in field: Rect, insets: Insets, colors: SearchFieldMetrics.Colors, measurer: any TextMeasuring
    ) -> TextRun? {
        guard let shown = search.text ?? search.placeholder, !shown.isEmpty else { return nil }
        let textStyle = TextStyle(
            font: FontDescriptor(family: "system", weight: .regular, size: SearchFieldMetrics.textSize),
            color: search.text != nil ? colors.text : colors.placeholder)
        let m = measurer.measure(shown, style: textStyle)
        let x = field.x + insets.leading
        let available = max(0, field.maxX - insets.trailing - x)
        let y = m.ascent.map { field.y + insets.baseline - $0 } ?? field.midY - m.height / 2
        return TextRun(
            role: .searchText, text: shown, style: textStyle,
            frame: Rect(x: x, y: y, width: min(m.width, available), height: m.height), isTruncated: m.width > available)
    }
}
