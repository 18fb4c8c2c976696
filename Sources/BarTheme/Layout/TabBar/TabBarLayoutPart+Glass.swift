/// The iOS 26 tab bar (docs/UIKIT.md §18.6): the bottom of the screen with the floating glass capsule,
/// the selection pill, the search tab's circle, the bottom accessory; or, minimized, the selected
/// tab's circle. A custom background from the appearance object fills the capsule instead of the
/// glass; a transparent configuration leaves the tabs with nothing behind them.
extension TabBarLayoutPart {
    /// Room above the glass in the image (the platters' shadow reaches a little above them).
    static let glassTopRoom = 12.0

    func glassLayout(bar: BarAppearance, tabBar: TabBarAppearance, content: TabBarContent, variant: Variant) -> BarLayout {
        let width = variant.width
        let accessoryRoom = content.accessory == nil ? 0 : TabBarMetrics.accessoryHeight + TabBarMetrics.accessoryGap
        let height = Self.glassTopRoom + accessoryRoom + TabBarMetrics.capsuleHeight + TabBarMetrics.capsuleBottomInset
        let tabs = content.tabs.filter { !$0.isSearch }
        let search = content.tabs.firstIndex { $0.isSearch }
        let selected = tabs.firstIndex { $0.isSelected }
        var geometry = GlassTabBarGeometry.layout(
            screenWidth: width, screenHeight: height, tabs: tabs.count, selected: selected, hasSearchTab: search != nil,
            minimized: content.minimized, hasAccessory: content.accessory != nil)
        let rightToLeft = variant.layoutDirection == .rightToLeft
        if rightToLeft { geometry = geometry.mirrored(width: width) }
        let material = GlassMaterial.forStyle(tabBar.style).adjusted(for: tabBar.accessibility)
        var elements: [BarLayout.Element] = []
        elements += capsule(geometry.capsule, background: bar.background.value, backdrop: tabBar.backdrop.value, material: material)
        if let pill = geometry.pill {
            elements.append(
                .placeholder(PlaceholderPlacement(frame: pill, color: Self.pillColor(tabBar.style), cornerRadius: pill.height / 2)))
        }
        let looks = content.tabs.indices.filter { !content.tabs[$0].isSearch }.map { tabBar.items[$0] }
        if content.minimized {
            if let index = selected, let slot = geometry.slots.first {
                elements += place(
                    tabs[index], look: looks[index], in: slot, layout: tabBar.layout, glass: true, variant: variant, showsTitle: false)
            }
        } else {
            for (index, tab) in tabs.enumerated() where geometry.slots.indices.contains(index) {
                elements += place(tab, look: looks[index], in: geometry.slots[index], layout: tabBar.layout, glass: true, variant: variant)
            }
        }
        if let search, let circle = geometry.searchCircle {
            elements.append(.platter(GlassPlatter(frame: circle, fill: .glass, material: material)))
            elements += place(
                content.tabs[search], look: tabBar.items[search], in: circle, layout: tabBar.layout, glass: true, variant: variant,
                showsTitle: false)
        }
        if let accessory = content.accessory, let frame = geometry.accessory {
            elements += accessoryElements(
                accessory, in: frame, style: tabBar.style, contrast: tabBar.accessibility.contrast, material: material)
        }
        let whole = Rect(x: 0, y: 0, width: width, height: height)
        return BarLayout(
            size: Size(width: width, height: height), scale: variant.scale, backdrop: tabBar.backdrop.value, background: whole,
            backgroundLayers: [], backgroundImage: nil, backgroundImageFrame: whole, contentFrame: geometry.capsule, shadow: nil,
            elements: elements, isRightToLeft: rightToLeft)
    }

    /// The capsule: glass by default; filled with the bar's own background when the theme gives one
    /// (which is what hides the glass, §18.6); nothing for a transparent background.
    func capsule(_ frame: Rect, background: BarBackground, backdrop: RGBAColor, material: GlassMaterial) -> [BarLayout.Element] {
        switch background.kind {
        case .transparent:
            return []
        case .material:
            return [.platter(GlassPlatter(frame: frame, fill: .glass, material: material))]
        case .appearanceObject where background.layers.isEmpty && background.image == nil:
            return [.platter(GlassPlatter(frame: frame, fill: .glass, material: material))]
        default:
            return [
                .placeholder(
                    PlaceholderPlacement(frame: frame, color: background.composited(over: backdrop), cornerRadius: frame.height / 2))
            ]
        }
    }

    /// The selection pill over the glass: black at 7 % in light mode (measured (233,233,237) on a
    /// (251,251,254) capsule, §18.6), white at 12 % in dark mode (❓).
    static func pillColor(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 255, g: 255, b: 255, alpha: 0.12) : RGBAColor(r: 0, g: 0, b: 0, alpha: 0.07)
    }

    /// The bottom accessory: its own glass capsule with the placeholder's label centred.
    func accessoryElements(
        _ accessory: PlaceholderView, in frame: Rect, style: UserInterfaceStyle, contrast: ColorContrast, material: GlassMaterial
    ) -> [BarLayout.Element] {
        var elements: [BarLayout.Element] = [.platter(GlassPlatter(frame: frame, fill: .glass, material: material))]
        if let label = accessory.label {
            let textStyle = TextStyle(
                font: FontDescriptor(family: "system", weight: .semibold, size: 15),
                color: accessory.color.resolved(for: style, contrast: contrast))
            let metrics = measurer.measure(label, style: textStyle)
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
