/// Which Liquid Glass platter each item sits on in the `ios26` era, and why (docs/UIKIT.md §10.4):
/// consecutive items share one capsule; a fixed or flexible space, a prominent item, an item whose
/// own chromatic tint fills its platter, `sharesBackground: false` or `hidesSharedBackground: true`
/// ends a run; a text item and the system Close item sit on platters of their own (Apple, WWDC25
/// "Build a UIKit app with the new design": "text buttons, the system Done and Close buttons, and
/// prominent style buttons have separate glass backgrounds"); an explicit `UIBarButtonItemGroup` is one platter of its own, its items sharing it
/// whatever their `sharesBackground` / `hidesSharedBackground` say when it has more than one item
/// (developer.apple.com, UIBarButtonItem.sharesBackground). The toolbar's search placement item is
/// the search field's own capsule (§10.7). The layout sizes the groups; this only forms them.
public enum GlassGrouping {
    /// Items that share one platter, or one item alone.
    public struct Group: Hashable, Sendable {
        /// How the group's platter is drawn.
        public enum Kind: Hashable, Sendable {
            /// A glass capsule (a circle for one glyph).
            case glass
            /// Filled with the item's tint (a prominent item, or its own chromatic tint).
            case prominent
            /// No platter (`hidesSharedBackground`).
            case bare
            /// The search field integrated into a phone's floating toolbar (docs/UIKIT.md §10.7).
            case searchField
        }

        /// The group's items, left to right.
        public var items: [BarItemContent]
        /// How its platter is drawn.
        public var kind: Kind
        /// Extra room before the group (a fixed space's width), beyond `GlassMetrics.platterGap`.
        public var leadingSpace: Double = 0
        /// Why these items are on this platter, for `explain`.
        public var reason: String

        /// One ordinary item alone on glass, which would have shared a platter with a neighbour.
        var isLoneSharingItem: Bool {
            kind == .glass && items.count == 1 && items[0].itemGroup == nil && items[0].sharesBackground
                && !GlassGrouping.hasOwnBackground(items[0])
        }
    }

    /// A run of groups between flexible spaces (a toolbar's segments).
    public struct Segment: Hashable, Sendable {
        /// The segment's groups, left to right.
        public var groups: [Group] = []
    }

    /// Splits items (left to right) into segments at flexible spaces and into groups within them.
    public static func segments(_ items: [BarItemContent]) -> [Segment] {
        var segments = [Segment()]
        var open = false  // whether the last group may take more items
        var pendingSpace = 0.0
        var previous: BarItemContent?
        for item in items {
            switch item.kind {
            case .flexibleSpace:
                segments.append(Segment())
                (open, pendingSpace, previous) = (false, 0, nil)
                continue
            case .fixedSpace(let width):
                open = false
                pendingSpace += width
                continue
            default: break
            }
            let inSharedGroup = (item.itemGroup?.itemCount ?? 0) > 1
            let shares = inSharedGroup || (item.sharesBackground && !hasOwnBackground(item))
            let kind = kind(of: item, inSharedGroup: inSharedGroup)
            let sameGroup = previous.map { $0.itemGroup == item.itemGroup } ?? false
            if open && kind == .glass && shares && sameGroup {
                let last = segments.count - 1
                segments[last].groups[segments[last].groups.count - 1].items.append(item)
            } else {
                segments[segments.count - 1].groups.append(
                    Group(items: [item], kind: kind, leadingSpace: pendingSpace, reason: reason(for: item, kind: kind)))
            }
            open = kind == .glass && shares
            pendingSpace = 0
            previous = item
        }
        for s in segments.indices {
            for g in segments[s].groups.indices where segments[s].groups[g].isLoneSharingItem {
                segments[s].groups[g].reason =
                    "nothing next to it to share with (a space, the bar's edge or an item that does not share): a platter of its own (docs/UIKIT.md §10.4)"
            }
        }
        return segments
    }

    static func kind(of item: BarItemContent, inSharedGroup: Bool) -> Group.Kind {
        if case .searchField = item.kind { return .searchField }
        if item.style == .prominent || fillsItsPlatter(item) { return .prominent }
        return item.hidesSharedBackground && !inSharedGroup ? .bare : .glass
    }

    /// Why a group starting with `item` is a platter of its own.
    static func reason(for item: BarItemContent, kind: Group.Kind) -> String {
        switch kind {
        case .searchField: return "the search field integrated into the toolbar, its own capsule (docs/UIKIT.md §10.7)"
        case .prominent:
            return item.style == .prominent
                ? "style prominent: alone on a platter filled with the tint (docs/UIKIT.md §10.4)"
                : "its own chromatic tintColor fills an image item's platter, alone (docs/UIKIT.md §10.4)"
        case .bare: return "hidesSharedBackground: no platter (docs/UIKIT.md §10.4)"
        case .glass: break
        }
        if let group = item.itemGroup {
            let shared =
                group.itemCount > 1
                ? ": its \(group.itemCount) items share one platter (their sharesBackground and hidesSharedBackground are ignored)"
                : ": one platter"
            return "UIBarButtonItemGroup \(group.index + 1) of \(group.side)\(shared) (docs/UIKIT.md §10.4)"
        }
        if !item.sharesBackground { return "sharesBackground false: a platter of its own (docs/UIKIT.md §10.4)" }
        if hasOwnBackground(item) {
            return
                "a text item or the system Close item: a platter of its own (Apple, WWDC25 \"Build a UIKit app with the new design\": text buttons and the system Done and Close buttons have separate glass backgrounds; docs/UIKIT.md §10.4)"
        }
        return "consecutive items share one platter until a space, a prominent item or an item that does not share (docs/UIKIT.md §10.4)"
    }

    /// Whether an item keeps a glass platter of its own outside an explicit group of several items:
    /// a text item (a title, or the system Done, Cancel, Edit, Save, Undo or Redo item) and the system
    /// Close item. Apple, WWDC25 session 284 ("Build a UIKit app with the new design"): image buttons
    /// share a background; "text buttons, the system Done and Close buttons, and prominent style
    /// buttons have separate glass backgrounds" (docs/UIKIT.md §10.4).
    public static func hasOwnBackground(_ item: BarItemContent) -> Bool {
        switch item.kind {
        case .text: return true
        case .icon(let system): return system == .close
        default: return false
        }
    }

    /// The rule `explain` names when a SwiftUI toolbar item's own chromatic colour is drawn on its
    /// glyph, not as a filled platter (docs/UIKIT.md §10.4).
    public static let swiftUIItemTintRule =
        "a SwiftUI toolbar item's own colour (its Button's .tint, its label's .foregroundStyle) colours its symbol on plain glass, no filled platter (three fit apps, docs/UIKIT.md §10.4)"

    /// Whether `item` is a SwiftUI toolbar item whose own chromatic `tintColor` colours its symbol on
    /// the glass where a UIKit image item's would fill the platter (`fillsItsPlatter`, docs/UIKIT.md
    /// §10.4): TrailMark's `Button(_, systemImage: "trash")` with `.tint(Color.red)`, ObSync's
    /// `Image(systemName: "trash").foregroundStyle(.red)` and BalanceZero's bold `plus` and `ellipsis`
    /// in `.foregroundStyle(AppTheme.primary)` (fit, dark and light) are coloured glyphs on ordinary glass.
    public static func isTintedSwiftUIItem(_ item: BarItemContent) -> Bool {
        guard item.swiftUILabel != nil, item.isEnabled, let tint = item.tintColor else { return false }
        return isChromatic(tint)
    }

    /// A colour with a hue (its channels more than 0.1 apart, in light or dark mode), as an item's own
    /// tint must be to fill its platter or colour a SwiftUI item's symbol; platters are iOS 26's, so a
    /// system colour is its iOS 26 palette's.
    public static func isChromatic(_ color: ColorValue) -> Bool {
        func chromatic(_ c: RGBAColor) -> Bool { max(c.red, c.green, c.blue) - min(c.red, c.green, c.blue) > 0.1 && c.alpha > 0 }
        return chromatic(color.resolved(for: .light, palette: .ios26)) || chromatic(color.resolved(for: .dark, palette: .ios26))
    }

    /// Whether an item's own `tintColor` fills its platter, as a prominent item's: a chromatic tint
    /// set on an image item is drawn as the platter's colour, alone, with white content (measured: the
    /// app's accent #086AEE / #2D80F1 on a plain image item, light and dark, docs/UIKIT.md §10.4, R8);
    /// an achromatic one (black, white, `label`) colours the glyph as before (❓ `label` measured only).
    /// A text item's chromatic tint colours its text on an ordinary glass capsule (Accessible Notes'
    /// `.tint(.blue)` "Done", docs/UIKIT.md §10.4: one app), and a custom view's colours what the view
    /// shows on the capsule it shares (Apollo's globe, a UIButton custom view whose item and button
    /// are tinted the app's purple or systemGreen, on the glass capsule of Apollo's own items, dark and
    /// light: one app, docs/UIKIT.md §10.4). A SwiftUI toolbar item's own colour (`swiftUILabel` set)
    /// colours its symbol on plain glass (`swiftUIItemTintRule`; three fit apps, docs/UIKIT.md §10.4).
    /// Platters are iOS 26's, so a system colour is its iOS 26 palette's.
    public static func fillsItsPlatter(_ item: BarItemContent) -> Bool {
        guard let tint = item.tintColor, item.isEnabled, item.swiftUILabel == nil else { return false }
        switch item.kind {
        case .text, .customView: return false
        default: break
        }
        return isChromatic(tint)
    }
}
