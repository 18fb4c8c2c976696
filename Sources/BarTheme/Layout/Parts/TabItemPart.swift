/// One tab in its slot (docs/UIKIT.md §18.2, §18.6): stacked (the image over the title, as every
/// tab on the iOS 26 capsule) or side by side, in its state's colours, with its badge
/// (`TabBadgePart`). Laid out left to right; the layout is mirrored whole for right to left.
enum TabItemPart {
    /// Where a tab's content goes in its slot: stacked or side by side, on the glass capsule or not.
    struct Arrangement {
        /// Stacked, inline or compact inline (the bar's resolved layout).
        var layout: TabBarItemLayout
        /// On the iOS 26 capsule: stacked, with the capsule's image centre and baseline.
        var glass: Bool
        /// Whether the title is drawn (not on the minimized circle or the search tab's).
        var showsTitle = true
        /// On an iPad's bar at the top (`TabBarPlacement.top`): the title alone, centred on the slot,
        /// its baseline `TabBarMetrics.topTitleBaseline` below the capsule's top (docs/UIKIT.md §18.6).
        var atTop = false

        /// Whether the title goes under the image.
        var isStacked: Bool { layout == .stacked || glass }
    }

    /// The tab's image, title and badge in `slot`.
    static func layout(
        _ tab: TabBarContent.Tab, look: TabBarItemLook, in slot: Rect, _ arrangement: Arrangement, _ input: LayoutInput
    ) -> [BarLayout.Element] {
        let style = TextStyle(font: look.titleFont.value, color: look.titleColor.value)
        let title = arrangement.showsTitle && !tab.title.isEmpty ? tab.title : nil
        let metrics = title.map { input.measure($0, style) }
        let size = imageSize(tab.image, input)
        let glass = arrangement.glass
        var imageCentre: (x: Double, y: Double)
        var titleOrigin: (x: Double, baseline: Double)?
        if arrangement.atTop, title != nil {
            // No image: a badge goes after the title's end (approx.).
            imageCentre = (slot.midX + (metrics?.width ?? 0) / 2, slot.midY)
            titleOrigin = metrics.map { (slot.midX - $0.width / 2, slot.y + TabBarMetrics.topTitleBaseline) }
        } else if arrangement.isStacked {
            let centreY = slot.y + (glass ? TabBarMetrics.glassImageCentre : stackedImageCentre(tab.image))
            imageCentre = (slot.midX, title == nil && glass ? slot.midY : centreY)
            if let metrics {
                titleOrigin = (
                    stackedTitleX(
                        centredOn: slot.midX, width: metrics.width, tracking: metrics.trailingTracking ?? style.tracking,
                        scale: Double(input.variant.scale)),
                    slot.y + (glass ? TabBarMetrics.glassTitleBaseline : TabBarMetrics.stackedTitleBaseline)
                )
            }
        } else {
            let gap = size.width > 0 && metrics != nil ? TabBarMetrics.inlineGap : 0
            let start = slot.midX - (size.width + gap + (metrics?.width ?? 0)) / 2
            imageCentre = (start + size.width / 2, slot.midY)
            if let metrics {
                titleOrigin = (start + size.width + gap, slot.midY + (metrics.ascent ?? metrics.height * 0.8) - metrics.height / 2)
            }
        }
        // The bar at the top shows no tab's image when the tab has a title (DNSChat's SF Symbols, §18.6).
        let shown = arrangement.atTop && title != nil ? nil : tab.image
        // The 49 pt bar's custom image is a view whose frame UIKit puts on the pixel grid (§18.2).
        let snapsToPixels = arrangement.isStacked && !glass && !arrangement.atTop
        let (imageElements, imageBox) = image(
            shown, size: size, centre: imageCentre, color: look.iconColor.value,
            pixelScale: snapsToPixels ? Double(input.variant.scale) : nil)
        var elements = imageElements
        if let title, let metrics, let origin = titleOrigin {
            // UIKit does not mirror `titlePositionAdjustment` for right to left: +x moves the title
            // right in either direction (docs/UIKIT.md §18.7). The layout is mirrored whole
            // afterwards, so the horizontal offset is turned here to come out unmirrored.
            var offset = look.titleOffset.value
            if input.variant.layoutDirection == .rightToLeft { offset.x = -offset.x }
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
            // The measured glass offset is the capsule's at the bottom; the iPad's top bar keeps its
            // badge after the title (approx.).
            elements.append(
                TabBadgePart.layout(
                    badge, look: look, imageBox: imageBox, itemTop: slot.y + (glass ? 4 : 0), glass: glass && !arrangement.atTop, input))
        }
        return elements
    }

    /// Where a stacked title's text starts: UIKit's label is as wide as the text with the tracking
    /// after its last character, ceiled to the pixel, centred on the slot with its origin rounded to
    /// the pixel, and its text starts at the label's left (measured on the fit captures' ink
    /// centres, #41 session 35: docs/UIKIT.md §18.6, "Where a stacked title starts").
    static func stackedTitleX(centredOn centre: Double, width: Double, tracking: Double, scale: Double) -> Double {
        let label = ((width + tracking) * scale - 1e-9).rounded(.up) / scale
        return ((centre - label / 2) * scale).rounded() / scale
    }

    /// Where a stacked tab's image is centred below the 49 pt bar's top (docs/UIKIT.md §18.2, "A custom
    /// image"): an SF Symbol's ink on `stackedImageCentre` (the font's baseline puts it there), a custom
    /// image's own frame on `stackedCustomImageCentre`, whatever its size.
    static func stackedImageCentre(_ image: TabBarContent.Tab.Image?) -> Double {
        if case .file = image { return TabBarMetrics.stackedCustomImageCentre }
        return TabBarMetrics.stackedImageCentre
    }

    /// A coordinate on the pixel grid of `scale`, a half pixel going up (towards the top or the left):
    /// Davletova's 19 pt image centred 19 pt down starts at 9.33 pt, not 9.67 (docs/UIKIT.md §18.2).
    static func snapped(_ value: Double, scale: Double) -> Double {
        ((value * scale) - 0.5 - 1e-9).rounded(.up) / scale
    }

    /// The tab's image (a template tinted with the state's colour) and its box; with `pixelScale`, a
    /// custom image's frame starts on that scale's pixel grid.
    static func image(
        _ image: TabBarContent.Tab.Image?, size: Size, centre: (x: Double, y: Double), color: RGBAColor, pixelScale: Double? = nil
    ) -> (
        [BarLayout.Element], Rect
    ) {
        switch image {
        case .file(let file):
            var frame = Rect(x: centre.x - size.width / 2, y: centre.y - size.height / 2, width: size.width, height: size.height)
            if let pixelScale {
                frame.x = snapped(frame.x, scale: pixelScale)
                frame.y = snapped(frame.y, scale: pixelScale)
            }
            let tint = file.renderingMode == .original ? nil : color
            return ([.image(ImagePlacement(image: file, frame: frame, tint: tint, isMirrored: false))], frame)
        case .symbol(let symbol):
            let box = TabBarSymbolBoxes.box(for: symbol)
            let frame = box.inkFrame(centredAt: centre.x, centre.y)
            return ([.icon(IconPlacement(icon: .symbol(symbol), frame: frame, color: color, isMirrored: false))], frame)
        case nil:
            return ([], TabBarGeometry.box(centredAt: centre.x, centre.y, size: 0))
        }
    }

    /// The width a tab's content takes (centred tabs make room for it): the wider of image and
    /// title stacked, their sum and gap side by side. The title is measured in the look's `slotFont`
    /// where it has one (the iOS 26 capsule's selected title takes the medium title's room, §18.6).
    static func contentWidth(_ tab: TabBarContent.Tab, look: TabBarItemLook, layout: TabBarItemLayout, _ input: LayoutInput) -> Double {
        let font = look.slotFont ?? look.titleFont.value
        let title = tab.title.isEmpty ? 0 : input.measure(tab.title, TextStyle(font: font, color: look.titleColor.value)).width
        let image = imageSize(tab.image, input).width
        if layout == .stacked { return max(title, image) }
        return image + (image > 0 && title > 0 ? TabBarMetrics.inlineGap : 0) + title
    }

    /// An image's size in points: a file's own, a symbol's measured ink box (`TabBarSymbolBoxes`).
    static func imageSize(_ image: TabBarContent.Tab.Image?, _ input: LayoutInput) -> Size {
        switch image {
        case .file(let file): return input.size(of: file)
        case .symbol(let symbol):
            let box = TabBarSymbolBoxes.box(for: symbol)
            return Size(width: box.inkWidth, height: box.inkHeight)
        case nil: return Size(width: 0, height: 0)
        }
    }
}
