extension GlassTabBarGeometry {
    /// The glass of an iPad's tab bar at the top of a screen `screenWidth` wide (docs/UIKIT.md §18.6,
    /// `TabBarPlacement.top`): a capsule `TabBarMetrics.topCapsuleHeight` tall,
    /// `TabBarMetrics.topCapsuleGap` under the status bar (`top` is the status bar's height), centred
    /// on the screen; each tab's slot is its title's width (`titleWidths`, at the unselected weight)
    /// plus `topSlotPadding`, the slots touching, `pillInset` from the capsule's ends; the pill fills
    /// the selected tab's slot, `pillInset` from the capsule's top and bottom. A search tab gets its own
    /// circle after the capsule, as on a phone (not on a fit capture: approx.).
    public static func top(statusBar top: Double, screenWidth: Double, titleWidths: [Double], selected: Int?, hasSearchTab: Bool)
        -> GlassTabBarGeometry
    {
        let metrics = TabBarMetrics.self
        let slotWidths = titleWidths.map { $0 + metrics.topSlotPadding }
        let width = slotWidths.reduce(0, +) + 2 * metrics.pillInset
        let searchRoom = hasSearchTab ? metrics.topCapsuleHeight + metrics.searchGap : 0
        let capsule = Rect(
            x: (screenWidth - width - searchRoom) / 2, y: top + metrics.topCapsuleGap, width: width, height: metrics.topCapsuleHeight)
        var x = capsule.x + metrics.pillInset
        let slots = slotWidths.map { slotWidth -> Rect in
            defer { x += slotWidth }
            return Rect(x: x, y: capsule.y, width: slotWidth, height: capsule.height)
        }
        let pill = selected.flatMap { index -> Rect? in
            guard slots.indices.contains(index) else { return nil }
            return Rect(
                x: slots[index].x, y: capsule.y + metrics.pillInset, width: slots[index].width,
                height: capsule.height - 2 * metrics.pillInset)
        }
        let search =
            hasSearchTab
            ? Rect(x: capsule.maxX + metrics.searchGap, y: capsule.y, width: metrics.topCapsuleHeight, height: metrics.topCapsuleHeight)
            : nil
        let rule =
            "an iPad's tab bar at the top: each slot is its title's width at \(ThemeNumber.format(metrics.topTitleSize)) pt medium plus "
            + "\(ThemeNumber.format(metrics.topSlotPadding)) pt (" + slotWidths.map { points($0) }.joined(separator: ", ")
            + " pt), the slots touching, the capsule centred \(ThemeNumber.format(metrics.topCapsuleGap)) pt under the status bar"
            + " (measured, one app: docs/UIKIT.md §18.6)"
        return GlassTabBarGeometry(capsule: capsule, slots: slots, pill: pill, searchCircle: search, accessory: nil, slotRule: rule)
    }
}
