/// A tab bar from its parts (docs/UIKIT.md §18), left to right (`Mirroring` turns it for right to
/// left). Before `ios26`: the 49 pt bar (50 on an iPad, 32 in landscape) and a phone's
/// home-indicator area, both the bar's background, the tabs on their slots (`TabBarGeometry`), the
/// selection indicator image under the selected tab, badges; the hairline above comes with every
/// bar (`ShadowBandPart`). In `ios26`: the screen's bottom with the floating glass capsule
/// (`GlassTabBarGeometry`, `GlassTabBarPart`), the selection pill, the search tab's circle, the
/// bottom accessory, or the minimized circle. Numbers from `TabBarMetrics`.
enum TabBarLayout: BarKindLayout {
    static func layout(_ content: BarContent, _ input: LayoutInput) -> LaidOutBar {
        let tabs = content.tabBar ?? TabBarContent(tabs: [], minimized: false, accessory: nil)
        guard let tabBar = input.appearance.tabBar else {
            // A tab bar appearance not resolved by `TabBarResolver` (a caller's own): an empty bar.
            let row = Rect(x: 0, y: 0, width: input.width, height: TabBarMetrics.phoneBarHeight)
            return LaidOutBar(height: row.height, contentFrame: row, elements: [], safeTop: 0, platterShadowsSpill: false)
        }
        return tabBar.isGlass ? glass(tabs, tabBar, input) : classic(tabs, tabBar, input)
    }

    /// The home-indicator area under a phone's bar (eras with Face ID phones, docs/UIKIT.md §18.1).
    static func homeIndicator(era: Era, layout: TabBarItemLayout, idiom: UserInterfaceIdiom) -> Double {
        guard era != .ios7, idiom == .phone else { return 0 }
        return layout == .compactInline ? TabBarMetrics.compactHomeIndicatorHeight : TabBarMetrics.homeIndicatorHeight
    }

    /// Before iOS 26: the bar and the home-indicator area, the selection indicator, the tabs.
    static func classic(_ content: TabBarContent, _ tabBar: TabBarAppearance, _ input: LayoutInput) -> LaidOutBar {
        let width = input.width
        let idiom = TraitEnvironment.idiom(of: input.variant)
        let barHeight = TabBarGeometry.barHeight(layout: tabBar.layout, idiom: idiom)
        let home = homeIndicator(era: tabBar.era, layout: tabBar.layout, idiom: idiom)
        let tabs = content.tabs
        let contentWidths = tabs.indices.map { TabItemPart.contentWidth(tabs[$0], look: tabBar.items[$0], layout: tabBar.layout, input) }
        let slots = TabBarGeometry.slots(
            count: tabs.count, barWidth: width, positioning: tabBar.positioning.value, itemWidth: tabBar.itemWidth.value,
            itemSpacing: tabBar.itemSpacing.value, contentWidths: contentWidths
        ).map { Rect(x: $0.lowerBound, y: 0, width: $0.upperBound - $0.lowerBound, height: barHeight) }
        var elements: [BarLayout.Element] = []
        if let selected = tabs.firstIndex(where: \.isSelected), let indicator = tabBar.selectionIndicator.value {
            let tint = indicator.renderingMode == .original ? nil : tabBar.selectionIndicatorTint.value
            elements.append(.image(ImagePlacement(image: indicator, frame: slots[selected], tint: tint, isMirrored: false)))
        }
        let arrangement = TabItemPart.Arrangement(layout: tabBar.layout, glass: false)
        for index in tabs.indices {
            elements += TabItemPart.layout(tabs[index], look: tabBar.items[index], in: slots[index], arrangement, input)
        }
        return LaidOutBar(
            height: barHeight + home, contentFrame: Rect(x: 0, y: 0, width: width, height: barHeight), elements: elements, safeTop: 0,
            platterShadowsSpill: false)
    }

    /// Room above the glass in the image (the platters' shadow reaches a little above them).
    static let glassTopRoom = 12.0

    /// `ios26`: the capsule (or the minimized circle), the pill, the tabs, the search tab's circle
    /// and the bottom accessory. The capsule is the bar's background: a bar colour or image fills
    /// it, not the image (`LaidOutBar.drawsOwnBackground`).
    static func glass(_ content: TabBarContent, _ tabBar: TabBarAppearance, _ input: LayoutInput) -> LaidOutBar {
        if tabBar.placement.value == .top { return glassAtTop(content, tabBar, input) }
        let width = input.width
        let accessoryRoom = content.accessory == nil ? 0 : TabBarMetrics.accessoryHeight + TabBarMetrics.accessoryGap
        let height = glassTopRoom + accessoryRoom + TabBarMetrics.capsuleHeight + TabBarMetrics.capsuleBottomInset
        let indices = content.tabs.indices.filter { !content.tabs[$0].isSearch }
        let search = content.tabs.firstIndex { $0.isSearch }
        let selected = indices.firstIndex { content.tabs[$0].isSelected }
        let contentWidths = indices.map { TabItemPart.contentWidth(content.tabs[$0], look: tabBar.items[$0], layout: .stacked, input) }
        let geometry = GlassTabBarGeometry.layout(
            screenWidth: width, screenHeight: height, tabs: indices.count, selected: selected, hasSearchTab: search != nil,
            minimized: content.minimized, hasAccessory: content.accessory != nil, contentWidths: contentWidths)
        // The bar view's own colour fills the bar's frame: the phone bar's 49 pt and the home-indicator area (§18.8).
        let frameHeight = TabBarMetrics.phoneBarHeight + TabBarMetrics.homeIndicatorHeight
        let band = tabBar.viewBackground.value.map { ($0, Rect(x: 0, y: height - frameHeight, width: width, height: frameHeight)) }
        var elements = GlassTabBarPart.capsule(
            geometry.capsule, background: tabBar.background.value, backdrop: tabBar.backdrop.value, viewBackground: band, input)
        if let pill = geometry.pill { elements.append(GlassTabBarPart.pill(pill, colour: tabBar.pillFill)) }
        let onGlass = TabItemPart.Arrangement(layout: tabBar.layout, glass: true)
        var alone = onGlass
        alone.showsTitle = false
        if content.minimized {
            if let selected, let slot = geometry.slots.first {
                let index = indices[selected]
                elements += TabItemPart.layout(content.tabs[index], look: tabBar.items[index], in: slot, alone, input)
            }
        } else {
            for (slot, index) in zip(geometry.slots, indices) {
                elements += TabItemPart.layout(content.tabs[index], look: tabBar.items[index], in: slot, onGlass, input)
            }
        }
        if let search, let circle = geometry.searchCircle {
            elements.append(GlassTabBarPart.searchCircle(circle, input))
            elements += TabItemPart.layout(content.tabs[search], look: tabBar.items[search], in: circle, alone, input)
        }
        if let accessory = content.accessory, let frame = geometry.accessory {
            elements += GlassTabBarPart.accessory(accessory, in: frame, input)
        }
        var bar = LaidOutBar(height: height, contentFrame: geometry.capsule, elements: elements, safeTop: 0, platterShadowsSpill: false)
        bar.drawsOwnBackground = true
        bar.capsuleRule = content.minimized ? nil : geometry.slotRule
        return bar
    }

    /// `ios26` on an iPad at regular width: the top of the screen, the status bar's height, then the
    /// capsule of titles (`GlassTabBarGeometry.top`), the pill, the search tab's circle. Minimizing and
    /// the bottom accessory are phone features (`tabBarMinimizeBehavior` is documented for iPhone):
    /// the bar is drawn whole and the accessory is not drawn at the top (docs/UIKIT.md §18.6).
    static func glassAtTop(_ content: TabBarContent, _ tabBar: TabBarAppearance, _ input: LayoutInput) -> LaidOutBar {
        let statusBar = input.variant.statusBarHeight
        let indices = content.tabs.indices.filter { !content.tabs[$0].isSearch }
        let search = content.tabs.firstIndex { $0.isSearch }
        let selected = indices.firstIndex { content.tabs[$0].isSelected }
        // The slots do not move with the selection: each is measured in the unselected title font (§18.6).
        let unselected = TabBarItemDefaults.topTitleFont(.normal)
        let font = tabBar.accessibility.boldText ? unselected.boldText : unselected
        let widths = indices.map { index -> Double in
            let tab = content.tabs[index]
            guard !tab.title.isEmpty else { return TabItemPart.imageSize(tab.image, input).width }
            return input.measure(tab.title, TextStyle(font: font, color: tabBar.items[index].titleColor.value)).width
        }
        let geometry = GlassTabBarGeometry.top(
            statusBar: statusBar, screenWidth: input.width, titleWidths: widths, selected: selected, hasSearchTab: search != nil)
        let height = geometry.capsule.maxY + TabBarMetrics.topBottomRoom
        var elements = GlassTabBarPart.capsule(
            geometry.capsule, background: tabBar.background.value, backdrop: tabBar.backdrop.value, input)
        if let pill = geometry.pill { elements.append(GlassTabBarPart.pill(pill, colour: tabBar.pillFill)) }
        var arrangement = TabItemPart.Arrangement(layout: tabBar.layout, glass: true)
        arrangement.atTop = true
        for (slot, index) in zip(geometry.slots, indices) {
            elements += TabItemPart.layout(content.tabs[index], look: tabBar.items[index], in: slot, arrangement, input)
        }
        if let search, let circle = geometry.searchCircle {
            var alone = TabItemPart.Arrangement(layout: tabBar.layout, glass: true)
            alone.showsTitle = false
            elements.append(GlassTabBarPart.searchCircle(circle, input))
            elements += TabItemPart.layout(content.tabs[search], look: tabBar.items[search], in: circle, alone, input)
        }
        var bar = LaidOutBar(
            height: height, contentFrame: geometry.capsule, elements: elements, safeTop: statusBar, platterShadowsSpill: false)
        bar.drawsOwnBackground = true
        bar.capsuleRule = geometry.slotRule
        return bar
    }
}
