/// One tab in its slot (docs/UIKIT.md §18.2, §18.6): stacked (image over title) or side by side,
/// coloured for its state, with its badge.
extension TabBarLayoutPart {
    func place(
        _ tab: TabBarContent.Tab, look: TabBarItemLook, in slot: Rect, layout: TabBarItemLayout, glass: Bool, variant: Variant,
        showsTitle: Bool = true
    ) -> [BarLayout.Element] {
        let rightToLeft = variant.layoutDirection == .rightToLeft
        let style = TextStyle(font: look.titleFont.value, color: look.titleColor.value)
        let title = showsTitle && !tab.title.isEmpty ? tab.title : nil
        let metrics = title.map { measurer.measure($0, style: style) }
        let size = imageSize(tab.image, scale: variant.scale)
        var imageCentre: (x: Double, y: Double)
        var titleOrigin: (x: Double, baseline: Double)?
        if layout == .stacked || glass {
            let centreY = slot.y + (glass ? TabBarMetrics.glassImageCentre : TabBarMetrics.stackedImageCentre)
            imageCentre = (slot.midX, title == nil && glass ? slot.midY : centreY)
            if let metrics {
                titleOrigin = (
                    slot.midX - metrics.width / 2, slot.y + (glass ? TabBarMetrics.glassTitleBaseline : TabBarMetrics.stackedTitleBaseline)
                )
            }
        } else {
            let gap = size.width > 0 && metrics != nil ? TabBarMetrics.inlineGap : 0
            let total = size.width + gap + (metrics?.width ?? 0)
            let start = slot.midX - total / 2
            imageCentre = (rightToLeft ? start + total - size.width / 2 : start + size.width / 2, slot.midY)
            if let metrics {
                let x = rightToLeft ? start : start + size.width + gap
                titleOrigin = (x, slot.midY + (metrics.ascent ?? metrics.height * 0.8) - metrics.height / 2)
            }
        }
        var elements: [BarLayout.Element] = []
        let imageBox = imageElement(
            tab.image, size: size, centre: imageCentre, color: look.iconColor.value, rightToLeft: rightToLeft, elements: &elements)
        if let title, let metrics, let origin = titleOrigin {
            let offset = look.titleOffset.value
            let ascent = metrics.ascent ?? metrics.height * 0.8
            elements.append(
                .text(
                    TextRun(
                        role: .tabTitle, text: title, style: style,
                        frame: Rect(
                            x: origin.x + offset.x, y: origin.baseline - ascent + offset.y, width: metrics.width, height: metrics.height),
                        isTruncated: false)))
        }
        if let badge = tab.badge {
            elements.append(
                badgeElement(badge, look: look, imageBox: imageBox, itemTop: slot.y + (glass ? 4 : 0), rightToLeft: rightToLeft))
        }
        return elements
    }

    /// Appends the tab's image (a template tinted with the state's colour) and returns its box.
    func imageElement(
        _ image: TabBarContent.Tab.Image?, size: Size, centre: (x: Double, y: Double), color: RGBAColor, rightToLeft: Bool,
        elements: inout [BarLayout.Element]
    ) -> Rect {
        switch image {
        case .file(let file):
            let frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            elements.append(
                .image(
                    ImagePlacement(
                        image: file, frame: frame, tint: file.renderingMode == .original ? nil : color,
                        isMirrored: rightToLeft && file.flipsForRightToLeft)))
            return frame
        case .symbol(let symbol):
            let box = TabBarSymbolBoxes.box(for: symbol)
            let frame = Rect(
                x: centre.x - box.inkWidth / 2, y: centre.y - box.inkHeight / 2 + box.inkOffsetY, width: box.inkWidth, height: box.inkHeight
            )
            elements.append(.icon(IconPlacement(icon: .symbol(symbol), frame: frame, color: color, isMirrored: false)))
            return frame
        case nil:
            return TabBarGeometry.box(centredAt: centre.x, centre.y, size: 0)
        }
    }

    /// The badge: a capsule right of the image's centre (left in right to left) with its text.
    func badgeElement(_ text: String, look: TabBarItemLook, imageBox: Rect, itemTop: Double, rightToLeft: Bool) -> BarLayout.Element {
        let style = TextStyle(font: TabBarItemDefaults.badgeFont, color: look.badgeTextColor.value)
        let metrics = text.isEmpty ? nil : measurer.measure(text, style: style)
        let frame = TabBarGeometry.badgeFrame(
            imageBox: imageBox, itemTop: itemTop, textWidth: metrics?.width ?? 0, adjustment: look.badgeOffset.value,
            rightToLeft: rightToLeft)
        let label = metrics.map { metrics in
            TextRun(
                role: .badge, text: text, style: style,
                frame: Rect(
                    x: frame.midX - metrics.width / 2, y: frame.midY - metrics.height / 2, width: metrics.width, height: metrics.height),
                isTruncated: false)
        }
        return .placeholder(PlaceholderPlacement(frame: frame, color: look.badgeColor.value, cornerRadius: frame.height / 2, label: label))
    }
}
