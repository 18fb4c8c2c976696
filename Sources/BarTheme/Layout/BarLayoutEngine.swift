/// Turns a resolved appearance and content into frames in points, following UIKit's geometry
/// (spec §1.1-1.4). Pure Swift: text is measured through `TextMeasuring`.
public struct BarLayoutEngine {
    let measurer: any TextMeasuring

    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// Colour of a disabled bar button's title (UIKit dims it to a tertiary label tone).
    static func disabledColor(for style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 235, g: 235, b: 245, alpha: 0.3) : RGBAColor(r: 60, g: 60, b: 67, alpha: 0.3)
    }

    public func layout(appearance: BarAppearance, content: BarContent, variant: Variant) -> BarLayout {
        let width = variant.width
        let scale = Double(variant.scale)
        let top = variant.position == .topAttached ? variant.statusBarHeight : 0
        let barHeight = UIKitMetrics.barHeight(for: variant.metrics)
        let contentFrame = Rect(x: 0, y: top, width: width, height: barHeight)
        let totalHeight = top + barHeight
        let pixel = 1 / scale
        // UIKit draws the hairline just outside the bar; the image is exactly the bar, so the
        // hairline takes the bar's outermost pixel row (below a top bar, above a bottom bar).
        let hairline = variant.position == .bottom
            ? Rect(x: 0, y: 0, width: width, height: pixel)
            : Rect(x: 0, y: totalHeight - pixel, width: width, height: pixel)

        let tint = appearance.tintColor.value
        func itemStyle(_ item: BarItemContent) -> TextStyle {
            TextStyle(font: item.style == .done ? .doneItem : .plainItem,
                      color: item.isEnabled ? tint : Self.disabledColor(for: appearance.effectiveStyle))
        }
        let backStyle = TextStyle(font: .plainItem, color: tint)
        let titleStyle = TextStyle(font: appearance.titleFont.value, color: appearance.titleColor.value,
                                   shadow: appearance.titleShadow.value)

        var runs: [TextRun] = []
        func centredY(_ metrics: TextMetrics) -> Double { contentFrame.y + (barHeight - metrics.height) / 2 }

        // Right side: first item outermost, at the right edge (spec §4.2 ordering).
        var rightEdge = width - UIKitMetrics.contentInset
        for item in content.rightItems {
            let style = itemStyle(item)
            let m = measurer.measure(item.title, style: style)
            let glyphX = rightEdge - UIKitMetrics.textItemPadding - m.width
            runs.append(TextRun(role: .rightItem, text: item.title, style: style,
                                frame: Rect(x: glyphX, y: centredY(m), width: m.width, height: m.height), isTruncated: false))
            rightEdge = glyphX - UIKitMetrics.textItemPadding
        }
        let rightLimit = content.rightItems.isEmpty ? width - UIKitMetrics.contentInset : rightEdge - UIKitMetrics.titleItemGap

        // Title width as measured; its placement waits until the left side is known.
        let titleMetrics = content.title.isEmpty ? TextMetrics(width: 0, height: 0) : measurer.measure(content.title, style: titleStyle)

        // Left side: back button (outermost), then left items.
        var leftEdge = UIKitMetrics.contentInset
        var chevron: Rect?
        if let back = content.backButton {
            let chevronFrame = Rect(x: UIKitMetrics.chevronX, y: contentFrame.midY - UIKitMetrics.chevronHeight / 2,
                                    width: UIKitMetrics.chevronWidth, height: UIKitMetrics.chevronHeight)
            chevron = chevronFrame
            let titleX = chevronFrame.maxX + UIKitMetrics.chevronTitleGap
            // The widest choice that leaves the centred title clear (spec §4.3 "according to the available space").
            let centredTitleMinX = content.title.isEmpty ? rightLimit : (width - titleMetrics.width) / 2
            let limit = min(centredTitleMinX, rightLimit) - UIKitMetrics.titleItemGap
            var chosen: (String, TextMetrics)?
            for candidate in back.titleCandidates where !candidate.isEmpty {
                let m = measurer.measure(candidate, style: backStyle)
                if titleX + m.width <= limit {
                    chosen = (candidate, m)
                    break
                }
            }
            if let (text, m) = chosen {
                runs.append(TextRun(role: .backTitle, text: text, style: backStyle,
                                    frame: Rect(x: titleX, y: centredY(m), width: m.width, height: m.height), isTruncated: false))
                leftEdge = titleX + m.width + UIKitMetrics.textItemPadding
            } else {
                leftEdge = chevronFrame.maxX + UIKitMetrics.textItemPadding
            }
        }
        for item in content.leftItems {
            let style = itemStyle(item)
            let m = measurer.measure(item.title, style: style)
            let glyphX = leftEdge + UIKitMetrics.textItemPadding
            runs.append(TextRun(role: .leftItem, text: item.title, style: style,
                                frame: Rect(x: glyphX, y: centredY(m), width: m.width, height: m.height), isTruncated: false))
            leftEdge = glyphX + m.width + UIKitMetrics.textItemPadding
        }
        let hasLeft = content.backButton != nil || !content.leftItems.isEmpty
        let leftLimit = hasLeft ? leftEdge + UIKitMetrics.titleItemGap : UIKitMetrics.contentInset

        // Title: centred on the bar; shifted toward the roomier side when it would overlap an item;
        // then cut with a tail ellipsis (spec §1.4, §8 #10).
        if !content.title.isEmpty, rightLimit - leftLimit > 0 {
            var x = (width - titleMetrics.width) / 2
            if x < leftLimit { x = leftLimit }
            if x + titleMetrics.width > rightLimit { x = rightLimit - titleMetrics.width }
            var frameWidth = titleMetrics.width
            var truncated = false
            if x < leftLimit {
                x = leftLimit
                frameWidth = rightLimit - leftLimit
                truncated = true
            }
            let y = centredY(titleMetrics) + appearance.titleVerticalPositionAdjustment.value
            runs.insert(TextRun(role: .title, text: content.title, style: titleStyle,
                                frame: Rect(x: x, y: y, width: frameWidth, height: titleMetrics.height), isTruncated: truncated),
                        at: 0)
        }

        return BarLayout(size: Size(width: width, height: totalHeight), scale: variant.scale,
                         backdrop: appearance.backdrop.value,
                         background: Rect(x: 0, y: 0, width: width, height: totalHeight),
                         backgroundLayers: appearance.background.value.layers,
                         contentFrame: contentFrame, hairline: hairline, hairlineColor: appearance.hairlineColor.value,
                         backChevron: chevron, chevronColor: tint, texts: runs)
    }
}
