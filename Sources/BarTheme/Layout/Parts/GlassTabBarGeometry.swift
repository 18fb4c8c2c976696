/// Where the iOS 26 tab bar's glass goes on a screen `screenWidth` × `screenHeight` (docs/UIKIT.md
/// §18.6): the capsule, one slot per tab, the selection pill, the search tab's circle, the minimized
/// circle and the bottom accessory. Left to right (the layout is mirrored whole for right to left).
public struct GlassTabBarGeometry: Hashable, Sendable {
    /// The capsule holding the tabs (the minimized circle when minimized).
    public var capsule: Rect
    /// Each tab's slot on the capsule (one, the selected, when minimized).
    public var slots: [Rect]
    /// The selection pill behind the selected tab (none when minimized or nothing is selected).
    public var pill: Rect?
    /// The search tab's own circle, at the trailing margin.
    public var searchCircle: Rect?
    /// The bottom accessory's capsule, above the bar (beside the minimized circle when minimized).
    public var accessory: Rect?
    /// Why the slots are as wide as they are (`explain`'s `layout.capsule`, docs/UIKIT.md §18.6).
    public var slotRule = ""

    /// The glass for `tabs` tabs (not counting a search tab), the `selected` one on the pill;
    /// `contentWidths` are the tabs' contents (each title or image, as BarTheme's text measurer
    /// measures it): the widest widens the slots of a capsule that hugs them, and with five tabs each
    /// sizes its own pill (docs/UIKIT.md §18.6).
    public static func layout(
        screenWidth: Double, screenHeight: Double, tabs: Int, selected: Int?,
        hasSearchTab: Bool, minimized: Bool, hasAccessory: Bool, contentWidths: [Double] = []
    ) -> GlassTabBarGeometry {
        let metrics = TabBarMetrics.self
        let bottom = screenHeight - metrics.capsuleBottomInset
        let searchRoom = hasSearchTab ? metrics.searchDiameter + metrics.searchGap : 0
        if minimized {
            let side = metrics.capsuleSideMargin
            let circle = Rect(
                x: side, y: bottom - metrics.minimizedDiameter, width: metrics.minimizedDiameter, height: metrics.minimizedDiameter)
            let search =
                hasSearchTab
                ? Rect(x: screenWidth - side - metrics.minimizedDiameter, y: circle.y, width: circle.width, height: circle.height) : nil
            let accessoryX = circle.maxX + metrics.accessoryGap
            let accessoryEnd = (search?.minX ?? screenWidth - side) - metrics.accessoryGap
            let accessory =
                hasAccessory ? Rect(x: accessoryX, y: circle.y, width: max(0, accessoryEnd - accessoryX), height: circle.height) : nil
            return GlassTabBarGeometry(
                capsule: circle, slots: tabs > 0 ? [circle] : [], pill: nil, searchCircle: search, accessory: accessory)
        }
        // Fewer tabs than `fillingTabCount` hug their slots, equal ones as wide as the widest tab's
        // content needs; from it on the capsule fills the width between the measured margins
        // (docs/UIKIT.md §18.6).
        let available = screenWidth - 2 * metrics.fillingCapsuleSideMargin - searchRoom
        let hugged = hugging(widestContent: contentWidths.max() ?? 0)
        // A hugging capsule sits on whole points: its width rounded up, its origin to the nearest
        // point (four fit apps, docs/UIKIT.md §18.6).
        let natural = (Double(tabs) * hugged.width + 2 * metrics.capsuleEndPadding - 1e-6).rounded(.up)
        let fills = tabs >= metrics.fillingTabCount
        let width = max(0, fills ? available : min(natural, available))
        let slotWidth = tabs > 0 ? (width - 2 * metrics.capsuleEndPadding) / Double(tabs) : 0
        // Beside a search tab the capsule starts at the leading margin (its circle ends at the trailing
        // one, `searchCircle`); without one the capsule is centred (docs/UIKIT.md §18.6; two fit apps: ReelFin's
        // SwiftUI `Tab(role: .search)`, Amperfy's UIKit `UISearchTab`, both 21-209 pt with two tabs at 440 pt).
        let x = hasSearchTab ? metrics.fillingCapsuleSideMargin : ((screenWidth - width) / 2).rounded()
        let capsule = Rect(x: x, y: bottom - metrics.capsuleHeight, width: width, height: metrics.capsuleHeight)
        // Five tabs or more: a pill of its own per tab (`pillPerTab`, docs/UIKIT.md §18.6).
        if fills, tabs >= metrics.pillPerTabCount {
            let contents = (0..<tabs).map { $0 < contentWidths.count ? contentWidths[$0] : 0 }
            let bar = pillPerTab(capsule: capsule, screenWidth: screenWidth, contentWidths: contents)
            let pill = selected.flatMap { bar.pills.indices.contains($0) ? bar.pills[$0] : nil }
            return GlassTabBarGeometry(
                capsule: capsule, slots: bar.slots, pill: pill,
                searchCircle: searchCircle(screenWidth: screenWidth, bottom: bottom, hasSearchTab),
                accessory: accessory(screenWidth: screenWidth, above: capsule, hasAccessory),
                slotRule: bar.rule + (hasSearchTab ? searchPlacementRule : ""))
        }
        // A filled capsule spreads one pill, `filledPillExcess` wider than the tabs' spacing (28/3 pt
        // where the widest tab's content reaches `wideTitleThreshold`), evenly between the pill insets;
        // each tab's slot is the spacing wide, centred on its pill (docs/UIKIT.md §18.6, two apps each).
        let wideTitles = (contentWidths.max() ?? 0) >= metrics.wideTitleThreshold
        let excess = wideTitles ? metrics.filledPillExcessWideTitles : metrics.filledPillExcess
        let filledSpacing = tabs > 0 ? max(0, width - 2 * metrics.pillInset - excess) / Double(tabs) : 0
        let filledPill = filledSpacing + excess
        let slots = (0..<tabs).map { index -> Rect in
            guard fills else {
                return Rect(
                    x: capsule.x + metrics.capsuleEndPadding + Double(index) * slotWidth, y: capsule.y, width: slotWidth,
                    height: capsule.height)
            }
            let centre = capsule.x + metrics.pillInset + filledPill / 2 + Double(index) * filledSpacing
            return Rect(x: centre - filledSpacing / 2, y: capsule.y, width: filledSpacing, height: capsule.height)
        }
        let pill = selected.flatMap { index -> Rect? in
            guard slots.indices.contains(index) else { return nil }
            let slot = slots[index]
            let height = capsule.height - 2 * metrics.pillInset
            if fills {
                return Rect(x: slot.midX - filledPill / 2, y: capsule.y + metrics.pillInset, width: filledPill, height: height)
            }
            let left = max(capsule.x + metrics.pillInset, slot.x - metrics.pillOverhang)
            let right = min(capsule.maxX - metrics.pillInset, slot.maxX + metrics.pillOverhang)
            return Rect(x: left, y: capsule.y + metrics.pillInset, width: right - left, height: height)
        }
        let search = searchCircle(screenWidth: screenWidth, bottom: bottom, hasSearchTab)
        let accessory = accessory(screenWidth: screenWidth, above: capsule, hasAccessory)
        let rule =
            fills
            ? "from \(metrics.fillingTabCount) tabs the capsule fills the width between \(ThemeNumber.format(metrics.fillingCapsuleSideMargin)) pt margins"
                + " and one pill \(points(excess)) pt wider than the tabs' spacing is spread evenly between its"
                + " \(ThemeNumber.format(metrics.pillInset)) pt insets: \(points(filledPill)) pt pills \(points(filledSpacing)) pt apart"
                + (wideTitles
                    ? ", as the widest tab's content is \(points(contentWidths.max() ?? 0)) pt, at least"
                        + " \(ThemeNumber.format(metrics.wideTitleThreshold)) pt (measured, two apps each side: docs/UIKIT.md §18.6)"
                    : " (measured, two apps: docs/UIKIT.md §18.6)")
            : natural > available ? "the slots are narrowed to fit the width; " + hugged.rule : hugged.rule
        return GlassTabBarGeometry(
            capsule: capsule, slots: slots, pill: pill, searchCircle: search, accessory: accessory,
            slotRule: rule + (hasSearchTab ? searchPlacementRule : ""))
    }

    /// The search tab's circle at the trailing margin, on the capsule's bottom: `searchGap` after a
    /// capsule that fills the width, apart from one that hugs its tabs (docs/UIKIT.md §18.6).
    static func searchCircle(screenWidth: Double, bottom: Double, _ hasSearchTab: Bool) -> Rect? {
        let metrics = TabBarMetrics.self
        guard hasSearchTab else { return nil }
        return Rect(
            x: screenWidth - metrics.fillingCapsuleSideMargin - metrics.searchDiameter, y: bottom - metrics.searchDiameter,
            width: metrics.searchDiameter, height: metrics.searchDiameter)
    }

    /// Where the capsule and the search tab's circle go, for `explain` (docs/UIKIT.md §18.6).
    static var searchPlacementRule: String {
        let margin = ThemeNumber.format(TabBarMetrics.fillingCapsuleSideMargin)
        return "; beside a search tab the capsule starts at the \(margin) pt leading margin and the search circle ends at the"
            + " \(margin) pt trailing margin (measured, two fit apps: ReelFin, Amperfy; docs/UIKIT.md §18.6)"
    }

    /// The bottom accessory across the screen above the capsule.
    static func accessory(screenWidth: Double, above capsule: Rect, _ hasAccessory: Bool) -> Rect? {
        let metrics = TabBarMetrics.self
        guard hasAccessory else { return nil }
        return Rect(
            x: metrics.capsuleSideMargin, y: capsule.y - metrics.accessoryGap - metrics.accessoryHeight,
            width: screenWidth - 2 * metrics.capsuleSideMargin, height: metrics.accessoryHeight)
    }

    /// Five tabs or more on a capsule that fills the width, narrower than `widePillPerTabFrom` (from it,
    /// `sharedPill`): each tab's pill is the wider of
    /// `TabBarMetrics.pillPerTabWidth(screenWidth:)` and its content plus `filledPillContentPadding`,
    /// the pills laid evenly from the capsule's left `pillInset` to its right one, each overlapping the
    /// next by the same amount (what the widths leave over); each tab's content is centred on its pill
    /// and its slot is the pill less the overlap (docs/UIKIT.md §18.6: Apollo, Talli and Moers Festival at
    /// 402 pt, three apps; 414 and 428 pt, one app). Where no tab's content widens its pill past that
    /// width the capsule is at its limit instead (`atItsLimit`, L8ter: one app).
    static func pillPerTab(capsule: Rect, screenWidth: Double, contentWidths: [Double]) -> (pills: [Rect], slots: [Rect], rule: String) {
        let metrics = TabBarMetrics.self
        let base = metrics.pillPerTabWidth(screenWidth: screenWidth)
        if screenWidth >= metrics.widePillPerTabFrom {
            return sharedPill(capsule: capsule, base: base, contentWidths: contentWidths)
        }
        let widths = contentWidths.map { max(base, $0 + metrics.filledPillContentPadding) }
        if !widths.contains(where: { $0 > base }) {
            return atItsLimit(capsule: capsule, contentWidths: contentWidths)
        }
        let inner = capsule.width - 2 * metrics.pillInset
        let overlap = widths.count > 1 ? (widths.reduce(0, +) - inner) / Double(widths.count - 1) : 0
        var left = capsule.x + metrics.pillInset
        var pills: [Rect] = []
        for width in widths {
            pills.append(Rect(x: left, y: capsule.y + metrics.pillInset, width: width, height: capsule.height - 2 * metrics.pillInset))
            left += width - overlap
        }
        let slots = pills.map { pill in
            let width = max(0, pill.width - max(0, overlap))
            return Rect(x: pill.midX - width / 2, y: capsule.y, width: width, height: capsule.height)
        }
        let wide = widths.filter { $0 > base }.count
        let rule =
            "from \(metrics.pillPerTabCount) tabs each tab has its own pill, \(points(base)) pt"
            + (wide > 0
                ? " or its content plus \(ThemeNumber.format(metrics.filledPillContentPadding)) pt where that is wider (\(wide) tab\(wide == 1 ? "" : "s"))"
                : "")
            + ", laid evenly between the capsule's \(ThemeNumber.format(metrics.pillInset)) pt insets, each overlapping the next by"
            + " \(points(overlap)) pt (measured: three apps at 402 pt, one at 414 and 428 pt: docs/UIKIT.md §18.6)"
        return (pills, slots, rule)
    }

    /// Five tabs or more narrower than `widePillPerTabFrom` when no tab's content plus
    /// `filledPillContentPadding` is wider than `narrowPillPerTabWidth`: the capsule a hugging bar would
    /// be if it fitted, held to the width it has. Its ends and overhang stay a hugging capsule's
    /// (`capsuleEndPadding`, `pillOverhang`) and its equal slots narrow to share what is left, so every pill
    /// is the slot plus twice the overhang, the first at the capsule's leading `pillInset` and the last at its
    /// trailing one, each tab centred on its pill (docs/UIKIT.md §18.6 "A capsule at its limit": L8ter's five
    /// narrow tabs at 402 pt, 77 pt pills 68.67 apart; one fit app).
    static func atItsLimit(capsule: Rect, contentWidths: [Double]) -> (pills: [Rect], slots: [Rect], rule: String) {
        let metrics = TabBarMetrics.self
        let count = contentWidths.count
        let slotWidth = count > 0 ? max(0, capsule.width - 2 * metrics.capsuleEndPadding) / Double(count) : 0
        let pillWidth = slotWidth + 2 * metrics.pillOverhang
        let slots = (0..<count).map { index in
            Rect(
                x: capsule.x + metrics.capsuleEndPadding + Double(index) * slotWidth, y: capsule.y, width: slotWidth,
                height: capsule.height)
        }
        let pills = slots.map {
            Rect(
                x: $0.x - metrics.pillOverhang, y: capsule.y + metrics.pillInset, width: pillWidth,
                height: capsule.height - 2 * metrics.pillInset)
        }
        let rule =
            "from \(metrics.pillPerTabCount) tabs, when no tab's content plus \(ThemeNumber.format(metrics.filledPillContentPadding)) pt"
            + " is wider than \(points(metrics.narrowPillPerTabWidth)) pt (the widest is \(points(contentWidths.max() ?? 0)) pt), the capsule"
            + " is a hugging one held to the width: \(ThemeNumber.format(metrics.capsuleEndPadding)) pt ends, equal \(points(slotWidth)) pt"
            + " slots and pills \(ThemeNumber.format(metrics.pillOverhang)) pt past them each side, \(points(pillWidth)) pt from the"
            + " capsule's \(ThemeNumber.format(metrics.pillInset)) pt inset at one end to the other's (measured, one fit app: docs/UIKIT.md"
            + " §18.6, a capsule at its limit)"
        return (pills, slots, rule)
    }

    /// Five tabs or more from `widePillPerTabFrom` on: every tab's pill is one width, the wider of
    /// `pillPerTabWidth(screenWidth:)` (83.67 pt, or 84.33 from 440 pt: Suro and Solea, two fit apps) and
    /// the widest tab's content plus `sharedPillContentPadding`, whichever tab is selected; the pills are
    /// laid evenly between the capsule's `pillInset`s, each tab's content centred on its pill
    /// (docs/UIKIT.md §18.6; the content rule on one fit app: Suro's Spanish bar at 440 pt).
    static func sharedPill(capsule: Rect, base: Double, contentWidths: [Double]) -> (pills: [Rect], slots: [Rect], rule: String) {
        let metrics = TabBarMetrics.self
        let widest = contentWidths.max() ?? 0
        let width = max(base, widest + metrics.sharedPillContentPadding)
        let count = contentWidths.count
        let inner = capsule.width - 2 * metrics.pillInset
        let spacing = count > 1 ? (inner - width) / Double(count - 1) : 0
        let pills = (0..<count).map { index in
            Rect(
                x: capsule.x + metrics.pillInset + Double(index) * spacing, y: capsule.y + metrics.pillInset, width: width,
                height: capsule.height - 2 * metrics.pillInset)
        }
        let slotWidth = max(0, min(width, spacing))
        let slots = pills.map { Rect(x: $0.midX - slotWidth / 2, y: capsule.y, width: slotWidth, height: capsule.height) }
        let widened = width > base
        let rule =
            "from \(metrics.pillPerTabCount) tabs at \(ThemeNumber.format(metrics.widePillPerTabFrom)) pt and wider every tab's pill is one width, "
            + (widened
                ? "the widest tab's content, \(points(widest)) pt, plus \(ThemeNumber.format(metrics.sharedPillContentPadding)) pt: \(points(width)) pt"
                : "\(points(base)) pt (the widest tab's content, \(points(widest)) pt, plus \(ThemeNumber.format(metrics.sharedPillContentPadding)) pt is less)")
            + ", laid evenly between the capsule's \(ThemeNumber.format(metrics.pillInset)) pt insets, \(points(spacing)) pt apart"
            + (widened
                ? " (measured, one fit app: docs/UIKIT.md §18.6)"
                : " (measured: two fit apps at 440 pt, one at 414 and 428 pt: docs/UIKIT.md §18.6)")
        return (pills, slots, rule)
    }

    /// The equal slot of a capsule that hugs its tabs: `TabBarMetrics.glassSlotWidth`, or the widest
    /// tab's content plus `glassSlotContentPadding` when that is more (Timai's long German titles and
    /// SwiftLearningApp's "Challenges", two apps: docs/UIKIT.md §18.6), and the rule that chose it.
    static func hugging(widestContent: Double) -> (width: Double, rule: String) {
        let metrics = TabBarMetrics.self
        let grown = widestContent + metrics.glassSlotContentPadding
        let minimum = ThemeNumber.format(metrics.glassSlotWidth)
        guard grown > metrics.glassSlotWidth else {
            return (
                metrics.glassSlotWidth, "fewer than \(metrics.fillingTabCount) tabs hug equal \(minimum) pt slots (docs/UIKIT.md §18.6)"
            )
        }
        let rule =
            "the widest tab's content, \(points(widestContent)) pt, plus \(ThemeNumber.format(metrics.glassSlotContentPadding)) pt"
            + " is more than \(minimum) pt: every slot is \(points(grown)) pt (measured, two apps: docs/UIKIT.md §18.6)"
        return (grown, rule)
    }

    /// A length for `explain`, to the hundredth of a point.
    public static func points(_ value: Double) -> String { ThemeNumber.format((value * 100).rounded() / 100) }
}
