/// The iOS 26 tab bar's glass (docs/UIKIT.md §18.6): the floating capsule (or what a custom
/// background puts in its place), the selection pill, the search tab's circle and the bottom
/// accessory with its label. Frames from `GlassTabBarGeometry`.
enum GlassTabBarPart {
    /// The capsule: glass by default; filled with the bar's own background when the theme gives one
    /// (which is what hides the glass, §18.6); nothing for a transparent background.
    static func capsule(_ frame: Rect, background: BarBackground, backdrop: RGBAColor, _ input: LayoutInput) -> [BarLayout.Element] {
        switch background.kind {
        case .transparent:
            return []
        case .material:
            return [.platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))]
        case .appearanceObject where background.layers.isEmpty && background.image == nil:
            return [.platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))]
        default:
            return [
                .placeholder(
                    PlaceholderPlacement(
                        frame: frame, cornerRadius: min(frame.height / 2, frame.width / 2), color: background.composited(over: backdrop),
                        label: nil))
            ]
        }
    }

    /// The selection pill behind the selected tab.
    static func pill(_ frame: Rect, _ input: LayoutInput) -> BarLayout.Element {
        .placeholder(
            PlaceholderPlacement(
                frame: frame, cornerRadius: min(frame.height / 2, frame.width / 2), color: pillColor(input.style), label: nil))
    }

    /// The selection pill over the glass: black at 7 % in light mode (measured (233,233,237) on a
    /// (251,251,254) capsule, §18.6), white at 12 % in dark mode (❓).
    static func pillColor(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 255, g: 255, b: 255, alpha: 0.12) : RGBAColor(r: 0, g: 0, b: 0, alpha: 0.07)
    }

    /// The search tab's own glass circle.
    static func searchCircle(_ frame: Rect, _ input: LayoutInput) -> BarLayout.Element {
        .platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))
    }

    /// The bottom accessory: its own glass capsule with the placeholder's label centred.
    static func accessory(_ accessory: PlaceholderView, in frame: Rect, _ input: LayoutInput) -> [BarLayout.Element] {
        var elements: [BarLayout.Element] = [.platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))]
        if let label = accessory.label {
            let textStyle = TextStyle(
                font: FontDescriptor(family: "system", weight: .semibold, size: 15),
                color: accessory.color.resolved(for: input.style, contrast: input.appearance.accessibility.contrast))
            let metrics = input.measure(label, textStyle)
            let width = min(metrics.width, frame.width - 32)
            elements.append(
                .text(
                    TextRun(
                        role: .placeholderLabel, text: label, style: textStyle,
                        frame: Rect(x: frame.midX - width / 2, y: frame.midY - metrics.height / 2, width: width, height: metrics.height),
                        isTruncated: metrics.width > width)))
        }
        return elements
    }
}
