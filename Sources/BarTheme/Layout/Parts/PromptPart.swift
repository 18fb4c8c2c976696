/// The navigation bar's prompt (docs/UIKIT.md §1.6 ❓ values): one line in the prompt font and the
/// title colour, centred in its band above the item row, cut with an ellipsis to the bar's width
/// less `UIKitMetrics.contentInset` each side.
enum PromptPart {
    /// The prompt band's height above the item row: `UIKitMetrics.promptBandHeight` when there is a prompt.
    static func bandHeight(_ prompt: String?) -> Double { prompt == nil ? 0 : UIKitMetrics.promptBandHeight }

    /// The prompt's line in `band`, on a bar `barWidth` wide.
    static func layout(_ prompt: String, band: Rect, barWidth: Double, color: RGBAColor, measurer: any TextMeasuring) -> BarLayout.Element {
        let style = TextStyle(font: .prompt, color: color)
        let m = measurer.measure(prompt, style: style)
        let available = barWidth - 2 * UIKitMetrics.contentInset
        let w = min(m.width, available)
        return .text(
            TextRun(
                role: .prompt, text: prompt, style: style,
                frame: Rect(x: (barWidth - w) / 2, y: band.midY - m.height / 2, width: w, height: m.height),
                isTruncated: m.width > available))
    }
}
