/// The navigation bar's inline title (or title view) and, on Liquid Glass, the subtitle under it:
/// centred on the bar, shifted toward the roomier side when it would overlap an item, then cut with
/// a tail ellipsis (docs/UIKIT.md §1.4, §8 #10, §10.5).
enum TitlePart {
    /// A line `width` wide centred on a bar `barWidth` wide between `leftLimit` and `rightLimit`:
    /// its x, its width (cut to the room when it does not fit) and whether it was cut.
    static func centredLine(width: Double, barWidth: Double, leftLimit: Double, rightLimit: Double) -> (
        x: Double, width: Double, isTruncated: Bool
    ) {
        var x = (barWidth - width) / 2
        if x < leftLimit { x = leftLimit }
        if x + width > rightLimit { x = rightLimit - width }
        if x < leftLimit { return (leftLimit, rightLimit - leftLimit, true) }
        return (x, width, false)
    }

    /// An `ios26` title's line: centred on the bar when it fits there; one that would reach the
    /// trailing platters starts at `leftLimit` when there are leading platters (`titleGap` after
    /// them, measured on ExpenseMate, one app: "Edit Transaction" beside a wide trailing capsule;
    /// docs/UIKIT.md §10.14), else it is moved as `centredLine` moves it.
    static func glassLine(width: Double, barWidth: Double, leftLimit: Double, rightLimit: Double, afterLeadingPlatters: Bool) -> (
        x: Double, width: Double, isTruncated: Bool
    ) {
        let line = centredLine(width: width, barWidth: barWidth, leftLimit: leftLimit, rightLimit: rightLimit)
        guard afterLeadingPlatters, !line.isTruncated, (barWidth + width) / 2 > rightLimit else { return line }
        return (leftLimit, width, false)
    }

    /// The inline title's style: the appearance's title font, colour and shadow.
    static func style(_ input: LayoutInput) -> TextStyle {
        TextStyle(
            font: input.appearance.titleFont.value, color: input.appearance.titleColor.value, shadow: input.appearance.titleShadow.value)
    }

    /// The size the title takes in the row before `ios26`: a title view's, the inline title's
    /// measured line, or nothing when the large title shows it or there is none.
    static func classicSize(_ content: BarContent, _ input: LayoutInput) -> Size {
        if let view = content.titleView { return Size(width: view.width, height: view.height) }
        guard !content.showsLargeTitle, !content.title.isEmpty else { return Size(width: 0, height: 0) }
        let m = input.measure(content.title, style(input))
        return Size(width: m.width, height: m.height)
    }

    /// The title (`size` from `classicSize`) centred vertically in `band` between the limits, moved
    /// by `titlePositionAdjustment`; nothing without a title or room.
    static func classic(_ content: BarContent, size: Size, band: Rect, leftLimit: Double, rightLimit: Double, _ input: LayoutInput)
        -> [BarLayout.Element]
    {
        guard size.width > 0, rightLimit - leftLimit > 0 else { return [] }
        let line = centredLine(width: size.width, barWidth: input.width, leftLimit: leftLimit, rightLimit: rightLimit)
        let offset = input.appearance.titlePositionAdjustment.value
        let frame = Rect(x: line.x + offset.x, y: band.midY - size.height / 2 + offset.y, width: line.width, height: size.height)
        if let view = content.titleView { return [.placeholder(ItemPart.placeholder(view, frame: frame, input))] }
        return [.text(TextRun(role: .title, text: content.title, style: style(input), frame: frame, isTruncated: line.isTruncated))]
    }

    /// The `ios26` inline subtitle's style: secondaryLabel, regular, `GlassMetrics.subtitleSize` (docs/UIKIT.md §10.5).
    static func glassSubtitleStyle(_ input: LayoutInput) -> TextStyle {
        TextStyle(
            font: input.appearance.titleFont.value.sameFamily(weight: .regular, size: GlassMetrics.subtitleSize),
            color: input.palette.resolve(.secondaryLabel, input.style))
    }

    /// The `ios26` inline title centred on the bar (kept clear of the platters between the limits,
    /// cut with an ellipsis), with the subtitle centred under it (docs/UIKIT.md §10.5); nothing when
    /// the large title shows the title.
    static func glass(
        _ content: BarContent, band: Rect, leftLimit: Double, rightLimit: Double, afterLeadingPlatters: Bool = false,
        _ input: LayoutInput
    ) -> [BarLayout.Element] {
        guard !content.showsLargeTitle || content.titleView != nil, rightLimit - leftLimit > 0 else { return [] }
        let titleStyle = style(input)
        let subtitleStyle = glassSubtitleStyle(input)
        let titleSize: Size
        if let view = content.titleView {
            titleSize = Size(width: view.width, height: view.height)
        } else if !content.title.isEmpty {
            let m = input.measure(content.title, titleStyle)
            titleSize = Size(width: m.width, height: m.height)
        } else {
            return []
        }
        let subtitle = content.titleView == nil ? content.subtitle : nil
        let subtitleSize = subtitle.map { text -> Size in
            let m = input.measure(text, subtitleStyle)
            return Size(width: m.width, height: m.height)
        }
        var top = band.midY - (titleSize.height + (subtitleSize?.height ?? 0)) / 2
        var subtitleTop = top + titleSize.height
        // With a subtitle, both placed by their baselines when the measurer knows them: the title's
        // 20.33 pt and the subtitle's 35.0 pt below the row's top (measured, docs/UIKIT.md §10.5).
        if let subtitle, let titleAscent = input.measure(content.title, titleStyle).ascent,
            let subtitleAscent = input.measure(subtitle, subtitleStyle).ascent
        {
            top = band.y + GlassMetrics.inlineTitleBaselineWithSubtitle - titleAscent
            subtitleTop = band.y + GlassMetrics.inlineSubtitleBaseline - subtitleAscent
        }
        let offset = input.appearance.titlePositionAdjustment.value
        func line(_ size: Size, top: Double) -> (Rect, Bool) {
            let line = glassLine(
                width: size.width, barWidth: input.width, leftLimit: leftLimit, rightLimit: rightLimit,
                afterLeadingPlatters: afterLeadingPlatters)
            return (Rect(x: line.x + offset.x, y: top + offset.y, width: line.width, height: size.height), line.isTruncated)
        }
        let (frame, truncated) = line(titleSize, top: top)
        var elements: [BarLayout.Element]
        if let view = content.titleView {
            elements = [.placeholder(ItemPart.placeholder(view, frame: frame, input))]
        } else {
            elements = [.text(TextRun(role: .title, text: content.title, style: titleStyle, frame: frame, isTruncated: truncated))]
        }
        if let subtitle, let subtitleSize {
            let (frame, cut) = line(subtitleSize, top: subtitleTop)
            elements.append(.text(TextRun(role: .subtitle, text: subtitle, style: subtitleStyle, frame: frame, isTruncated: cut)))
        }
        return elements
    }
}
