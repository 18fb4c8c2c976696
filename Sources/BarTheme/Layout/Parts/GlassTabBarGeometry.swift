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
    /// The search tab's own circle, after the capsule.
    public var searchCircle: Rect?
    /// The bottom accessory's capsule, above the bar (beside the minimized circle when minimized).
    public var accessory: Rect?
    /// Why the slots are as wide as they are (`explain`'s `layout.capsule`, docs/UIKIT.md §18.6).
    public var slotRule = ""

    /// The glass for `tabs` tabs (not counting a search tab), the `selected` one on the pill;
    /// `contentWidths` is each tab's content (its title or image, as BarTheme's text measurer
    /// measures it): the widest widens the slots of a capsule that hugs them, and on a capsule that
    /// fills the width a tab whose content needs more than an equal pill widens its own (docs/UIKIT.md
    /// §18.6).
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
        let natural = Double(tabs) * hugged.width + 2 * metrics.capsuleEndPadding
        let fills = tabs >= metrics.fillingTabCount
        let width = max(0, fills ? available : min(natural, available))
        let slotWidth = tabs > 0 ? (width - 2 * metrics.capsuleEndPadding) / Double(tabs) : 0
        let groupWidth = width + searchRoom
        let x = (screenWidth - groupWidth) / 2
        let capsule = Rect(x: x, y: bottom - metrics.capsuleHeight, width: width, height: metrics.capsuleHeight)
        // A filled capsule lays its pills, each overlapping the next by the tab count's excess, between
        // the pill insets; each tab's slot is its pill less that excess, centred on it (docs/UIKIT.md
        // §18.6: four tabs on two apps, five on one).
        let filled = FilledCapsulePills(
            tabs: tabs, left: capsule.x + metrics.pillInset, right: capsule.maxX - metrics.pillInset, contentWidths: contentWidths)
        let slots = (0..<tabs).map { index -> Rect in
            guard fills else {
                return Rect(
                    x: capsule.x + metrics.capsuleEndPadding + Double(index) * slotWidth, y: capsule.y, width: slotWidth,
                    height: capsule.height)
            }
            let pill = filled.pills[index]
            let spacing = pill.upperBound - pill.lowerBound - filled.excess
            return Rect(x: pill.lowerBound + filled.excess / 2, y: capsule.y, width: spacing, height: capsule.height)
        }
        let pill = selected.flatMap { index -> Rect? in
            guard slots.indices.contains(index) else { return nil }
            let slot = slots[index]
            let height = capsule.height - 2 * metrics.pillInset
            if fills {
                let pill = filled.pills[index]
                return Rect(x: pill.lowerBound, y: capsule.y + metrics.pillInset, width: pill.upperBound - pill.lowerBound, height: height)
            }
            let left = max(capsule.x + metrics.pillInset, slot.x - metrics.pillOverhang)
            let right = min(capsule.maxX - metrics.pillInset, slot.maxX + metrics.pillOverhang)
            return Rect(x: left, y: capsule.y + metrics.pillInset, width: right - left, height: height)
        }
        let search =
            hasSearchTab
            ? Rect(
                x: capsule.maxX + metrics.searchGap, y: bottom - metrics.searchDiameter, width: metrics.searchDiameter,
                height: metrics.searchDiameter) : nil
        let accessory =
            hasAccessory
            ? Rect(
                x: metrics.capsuleSideMargin, y: capsule.y - metrics.accessoryGap - metrics.accessoryHeight,
                width: screenWidth - 2 * metrics.capsuleSideMargin, height: metrics.accessoryHeight) : nil
        let rule =
            fills
            ? filledRule(filled)
            : natural > available ? "the slots are narrowed to fit the width; " + hugged.rule : hugged.rule
        return GlassTabBarGeometry(
            capsule: capsule, slots: slots, pill: pill, searchCircle: search, accessory: accessory, slotRule: rule)
    }

    /// Why a filled capsule's pills are as wide as they are (`explain`'s `layout.capsule`).
    static func filledRule(_ filled: FilledCapsulePills) -> String {
        let metrics = TabBarMetrics.self
        let widths = filled.pills.map { points($0.upperBound - $0.lowerBound) }
        let sources =
            filled.excess == metrics.filledPillExcess
            ? "four tabs, measured, two apps" : "five tabs, measured, one app"
        let equal =
            filled.grew
            ? "each pill equal but where a tab's content plus \(points(metrics.filledContentPadding)) pt needs more (measured, one app)"
            : "equal pills"
        let margins = ThemeNumber.format(metrics.fillingCapsuleSideMargin)
        return "from \(metrics.fillingTabCount) tabs the capsule fills the width between \(margins) pt margins"
            + " and its pills lie between its \(ThemeNumber.format(metrics.pillInset)) pt insets, each overlapping the next by"
            + " \(points(filled.excess)) pt (\(sources)), \(equal): \(widths.joined(separator: ", ")) pt (docs/UIKIT.md §18.6)"
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
