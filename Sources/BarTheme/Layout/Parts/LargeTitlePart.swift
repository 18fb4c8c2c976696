/// The navigation bar's large title band (docs/UIKIT.md §1.5): the title leading-aligned, one line,
/// its baseline 16 pt above the band's bottom; in the `ios26` era a large subtitle's line under it,
/// inside the band (§10.5).
enum LargeTitlePart {
    /// The `ios26` large subtitle's style: secondaryLabel, regular, `GlassMetrics.largeSubtitleSize` (docs/UIKIT.md §10.5).
    static func subtitleStyle(_ input: LayoutInput) -> TextStyle {
        TextStyle(
            font: input.appearance.titleFont.value.sameFamily(weight: .regular, size: GlassMetrics.largeSubtitleSize),
            color: input.palette.resolve(.secondaryLabel, input.style))
    }

    /// The large subtitle shown: only on Liquid Glass under a shown large title (docs/UIKIT.md §10.5).
    static func subtitle(_ content: BarContent, _ input: LayoutInput) -> String? {
        input.usesLiquidGlass && content.showsLargeTitle ? content.largeSubtitle : nil
    }

    /// The band's height: the large title's band for the content size category, plus the large
    /// subtitle's line; 0 without a large title.
    static func bandHeight(_ content: BarContent, _ input: LayoutInput) -> Double {
        let subtitleHeight = subtitleHeight(content, input)
        return content.showsLargeTitle
            ? UIKitMetrics.largeTitleBandHeight(for: input.appearance.accessibility.contentSize) + subtitleHeight : 0
    }

    /// The large subtitle's line height (0 without one).
    static func subtitleHeight(_ content: BarContent, _ input: LayoutInput) -> Double {
        subtitle(content, input).map { input.measure($0, subtitleStyle(input)).height } ?? 0
    }

    /// The large title (and subtitle) in `band`. On Liquid Glass it lines up with the platters: 16
    /// or 20 pt in by width class (measured 20 on a 440 pt phone, docs/UIKIT.md §10.5).
    static func layout(_ content: BarContent, band: Rect, _ input: LayoutInput) -> [BarLayout.Element] {
        let subtitle = subtitle(content, input)
        let subtitleHeight = subtitleHeight(content, input)
        let appearance = input.appearance
        let style = TextStyle(
            font: appearance.largeTitleFont.value, color: appearance.largeTitleColor.value, shadow: appearance.titleShadow.value)
        let m = input.measure(content.title, style)
        let glass = input.usesLiquidGlass
        let leading = glass ? GlassMetrics.edgeInset(width: input.width) : UIKitMetrics.largeTitleInset(width: input.width)
        let available = input.width - 2 * leading
        // Placed by its baseline, 16 pt above the band's bottom, whatever the stand-in font's
        // descent (docs/UIKIT.md §1.5); by the line box's bottom when the baseline is unknown.
        // On Liquid Glass with a subtitle, 39 pt below the band's top (measured, §10.5).
        let titleY: Double
        if glass, subtitle != nil, let ascent = m.ascent {
            titleY = band.y + GlassMetrics.largeTitleBaselineWithSubtitle - ascent
        } else {
            titleY =
                m.ascent.map { band.maxY - UIKitMetrics.largeTitleBaselineInset - subtitleHeight - $0 }
                ?? band.maxY - UIKitMetrics.largeTitleBottomPadding - subtitleHeight - m.height
        }
        var elements: [BarLayout.Element] = [
            .text(
                TextRun(
                    role: .largeTitle, text: content.title, style: style,
                    frame: Rect(x: leading, y: titleY, width: min(m.width, available), height: m.height),
                    isTruncated: m.width > available))
        ]
        if let subtitle {
            let subtitleStyle = subtitleStyle(input)
            let s = input.measure(subtitle, subtitleStyle)
            // Its baseline 18.33 pt under the title's (measured, §10.5); under the title's line
            // box when the baselines are unknown.
            let y: Double =
                if let ascent = m.ascent, let subtitleAscent = s.ascent {
                    titleY + ascent + GlassMetrics.largeSubtitleBaselineGap - subtitleAscent
                } else {
                    titleY + m.height
                }
            elements.append(
                .text(
                    TextRun(
                        role: .subtitle, text: subtitle, style: subtitleStyle,
                        frame: Rect(x: leading, y: y, width: min(s.width, available), height: s.height), isTruncated: s.width > available)))
        }
        return elements
    }
}
