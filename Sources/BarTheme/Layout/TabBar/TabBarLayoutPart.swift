/// Lays out a tab bar (docs/UIKIT.md §18): the bar kind composed of its parts, a background with
/// the line above it (before iOS 26) or the floating glass capsule (iOS 26), the tabs on their
/// slots (``TabBarGeometry``, ``GlassTabBarGeometry``), the selection indicator or pill, badges.
/// Pure: text and image sizes come from the measurers; the painter decides nothing.
public struct TabBarLayoutPart {
    let measurer: any TextMeasuring
    let images: any ImageMeasuring
    /// Whether the image includes the line UIKit draws above the bar (outside it).
    let shadowBand: Bool

    /// A part measuring text with `measurer` and images with `images`.
    public init(measurer: any TextMeasuring, images: any ImageMeasuring = FixedImageSize(), shadowBand: Bool = true) {
        self.measurer = measurer
        self.images = images
        self.shadowBand = shadowBand
    }

    /// The tab bar of `content` drawn with `tabBar` (and the common values of `bar`) in `variant`.
    public func layout(bar: BarAppearance, tabBar: TabBarAppearance, content: TabBarContent, variant: Variant) -> BarLayout {
        tabBar.isGlass
            ? glassLayout(bar: bar, tabBar: tabBar, content: content, variant: variant)
            : classicLayout(bar: bar, tabBar: tabBar, content: content, variant: variant)
    }

    /// The home-indicator area under a phone's bar (eras with Face ID phones, docs/UIKIT.md §18.1).
    static func homeIndicator(era: Era, layout: TabBarItemLayout, idiom: UserInterfaceIdiom) -> Double {
        guard era != .ios7, idiom == .phone else { return 0 }
        return layout == .compactInline ? TabBarMetrics.compactHomeIndicatorHeight : TabBarMetrics.homeIndicatorHeight
    }

    /// Before iOS 26: the band above, the 49 pt bar (50 iPad, 32 landscape) and the home-indicator
    /// area, all filled with the bar's background; the tabs on the bar's slots.
    func classicLayout(bar: BarAppearance, tabBar: TabBarAppearance, content: TabBarContent, variant: Variant) -> BarLayout {
        let width = variant.width
        let idiom = TraitEnvironment(variant).userInterfaceIdiom
        let barHeight = TabBarGeometry.barHeight(layout: tabBar.layout, idiom: idiom)
        let home = Self.homeIndicator(era: tabBar.era, layout: tabBar.layout, idiom: idiom)
        let band: Double
        switch bar.shadow.value {
        case .none: band = 0
        case .hairline(let color): band = shadowBand && color.alpha > 0 ? 1 / Double(variant.scale) : 0
        case .image(let image, _): band = shadowBand ? images.size(of: image, scale: variant.scale).height : 0
        }
        let background = Rect(x: 0, y: band, width: width, height: barHeight + home)
        let barFrame = Rect(x: 0, y: band, width: width, height: barHeight)
        let rightToLeft = variant.layoutDirection == .rightToLeft
        let tabs = content.tabs
        let contentWidths = tabs.enumerated().map { index, tab in contentWidth(tab, tabBar: tabBar, index: index, scale: variant.scale) }
        let slots = TabBarGeometry.slots(
            count: tabs.count, barWidth: width, positioning: tabBar.positioning.value, itemWidth: tabBar.itemWidth.value,
            itemSpacing: tabBar.itemSpacing.value, contentWidths: contentWidths
        ).map { rightToLeft ? TabBarGeometry.mirrored($0, width: width) : $0 }
        var elements: [BarLayout.Element] = []
        for (index, tab) in tabs.enumerated() where tab.isSelected {
            if let indicator = tabBar.selectionIndicator.value {
                let slot = slots[index]
                elements.append(
                    .image(
                        ImagePlacement(
                            image: indicator,
                            frame: Rect(x: slot.lowerBound, y: barFrame.y, width: slot.upperBound - slot.lowerBound, height: barHeight),
                            tint: indicator.renderingMode == .original ? nil : tabBar.selectionIndicatorTint.value, isMirrored: false)))
            }
        }
        for (index, tab) in tabs.enumerated() {
            let slot = Rect(
                x: slots[index].lowerBound, y: barFrame.y, width: slots[index].upperBound - slots[index].lowerBound, height: barHeight)
            elements += place(tab, look: tabBar.items[index], in: slot, layout: tabBar.layout, glass: false, variant: variant)
        }
        return BarLayout(
            size: Size(width: width, height: band + barHeight + home), scale: variant.scale, backdrop: tabBar.backdrop.value,
            background: background, backgroundLayers: bar.background.value.layers, backgroundImage: bar.background.value.image,
            backgroundImageFrame: background, contentFrame: barFrame,
            shadow: band > 0 ? ShadowPlacement(frame: Rect(x: 0, y: 0, width: width, height: band), shadow: bar.shadow.value) : nil,
            elements: elements, isRightToLeft: rightToLeft)
    }

    /// The width a tab's content takes side by side (centred items make room for it).
    func contentWidth(_ tab: TabBarContent.Tab, tabBar: TabBarAppearance, index: Int, scale: Int) -> Double {
        let look = tabBar.items[index]
        let title =
            tab.title.isEmpty
            ? 0 : measurer.measure(tab.title, style: TextStyle(font: look.titleFont.value, color: look.titleColor.value)).width
        let image = imageSize(tab.image, scale: scale).width
        if tabBar.layout == .stacked { return max(title, image) }
        return image + (image > 0 && title > 0 ? TabBarMetrics.inlineGap : 0) + title
    }

    /// An image's size in points: a file's own, a symbol's measured ink box.
    func imageSize(_ image: TabBarContent.Tab.Image?, scale: Int) -> Size {
        switch image {
        case .file(let file): return images.size(of: file, scale: scale)
        case .symbol(let symbol):
            let box = TabBarSymbolBoxes.box(for: symbol)
            return Size(width: box.inkWidth, height: box.inkHeight)
        case nil: return Size(width: 0, height: 0)
        }
    }
}
