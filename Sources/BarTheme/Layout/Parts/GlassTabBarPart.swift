/// The iOS 26 tab bar's glass (docs/UIKIT.md §18.6): the floating capsule (or what a custom
/// background puts in its place), the selection pill, the search tab's circle and the bottom
/// accessory with its label. Frames from `GlassTabBarGeometry`.
enum GlassTabBarPart {
    /// The capsule: glass by default and under an appearance object's colour (§18.8); filled with the
    /// bar's legacy background colour or an appearance object's image; nothing for a transparent background
    /// (`TabBarGlassColours.CapsuleFill`, which the tabs' colours are resolved with).
    /// With the bar view's own colour (`viewBackground`, §18.8) that colour fills `band` (the bar's
    /// frame) first, and the default glass capsule is not drawn on it (none shows on the captures).
    static func capsule(
        _ frame: Rect, background: BarBackground, backdrop: RGBAColor, viewBackground: (colour: RGBAColor, band: Rect)?,
        _ input: LayoutInput
    ) -> [BarLayout.Element] {
        guard let viewBackground else { return capsule(frame, background: background, backdrop: backdrop, input) }
        let band = BarLayout.Element.placeholder(
            PlaceholderPlacement(frame: viewBackground.band, cornerRadius: 0, color: viewBackground.colour, label: nil))
        if TabBarGlassColours.CapsuleFill(background, backdrop: viewBackground.colour) == .glass { return [band] }
        return [band] + capsule(frame, background: background, backdrop: viewBackground.colour, input)
    }

    static func capsule(_ frame: Rect, background: BarBackground, backdrop: RGBAColor, _ input: LayoutInput) -> [BarLayout.Element] {
        switch TabBarGlassColours.CapsuleFill(background, backdrop: backdrop) {
        case .none:
            return []
        case .glass:
            return [.platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))]
        case .colour(let colour):
            return [
                .placeholder(
                    PlaceholderPlacement(frame: frame, cornerRadius: min(frame.height / 2, frame.width / 2), color: colour, label: nil))
            ]
        }
    }

    /// The selection pill behind the selected tab in `colour` (`TabBarAppearance.pillFill`: the light
    /// veil, or the dark pill's own colour, in the appearance the glass takes).
    static func pill(_ frame: Rect, colour: RGBAColor) -> BarLayout.Element {
        .placeholder(PlaceholderPlacement(frame: frame, cornerRadius: min(frame.height / 2, frame.width / 2), color: colour, label: nil))
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
                color: accessory.color.resolved(for: input.style, contrast: input.appearance.accessibility.contrast, palette: input.palette)
            )
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
