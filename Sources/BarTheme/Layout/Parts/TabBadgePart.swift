/// A tab's badge (docs/UIKIT.md §18.3): a capsule in the state's badge colour right of the image's
/// centre, at least as wide as tall, its text centred in `TabBarItemDefaults.badgeFont`.
enum TabBadgePart {
    /// The badge showing `text` (empty: a dot without text) for an image in `imageBox`, the item's top at `itemTop`;
    /// `glass`: on the iOS 26 capsule.
    static func layout(
        _ text: String, look: TabBarItemLook, imageBox: Rect, itemTop: Double, glass: Bool = false, _ input: LayoutInput
    ) -> BarLayout.Element {
        let style = TextStyle(font: TabBarItemDefaults.badgeFont, color: look.badgeTextColor.value)
        let metrics = text.isEmpty ? nil : input.measure(text, style)
        let frame = TabBarGeometry.badgeFrame(
            imageBox: imageBox, itemTop: itemTop, textWidth: metrics?.width ?? 0, adjustment: look.badgeOffset.value, glass: glass)
        let label = metrics.map { metrics in
            TextRun(
                role: .badge, text: text, style: style,
                frame: Rect(
                    x: frame.midX - metrics.width / 2, y: frame.midY - metrics.height / 2, width: metrics.width, height: metrics.height),
                isTruncated: false)
        }
        return .placeholder(
            PlaceholderPlacement(
                frame: frame, cornerRadius: min(frame.height / 2, frame.width / 2), color: look.badgeColor.value, label: label))
    }
}
