/// Picks the one iOS 13+ appearance object a bar uses (docs/UIKIT.md §3.8, UINavigationBar.h fallback
/// block). Objects are used whole: nothing is merged between two of them.
///
/// Chains (item = the top navigation item, bar = the bar's layers):
/// - normal: item.standard → bar.standard
/// - compact: item.compact → bar.compact → item.standard → bar.standard
/// - scroll edge: item.scrollEdge → bar.scrollEdge → item.standard → bar.standard
/// - compact scroll edge: item.compactScrollEdge → bar.compactScrollEdge → item.scrollEdge →
///   bar.scrollEdge → item.compact → bar.compact → item.standard → bar.standard
///
/// When a scroll-edge chain falls through to a non-scroll-edge object, that object is used
/// "modified to use a transparent background" (the `scrollEdgeAppearance` documentation, iOS 15+;
/// docs/UIKIT.md §8 #9). Toolbars have no item-level objects.
public enum AppearanceObjectSelection {
    /// The appearance object a render uses, and why.
    public struct Selected: Sendable {
        /// The object.
        public let object: BarAppearanceObjectDeclaration
        /// e.g. "navigationItem[1].scrollEdgeAppearance" or "navigationBar proxy standardAppearance".
        public let slot: String
        /// Where it was declared and the rule that chose it.
        public let provenance: Provenance
        /// Background and shadow reset to transparent (scroll edge fell back to a standard/compact object).
        public let transparentBackground: Bool
    }

    typealias Slot = AppearanceSlot

    static func slotChain(compact: Bool, scrollEdge: Bool) -> [Slot] {
        switch (compact, scrollEdge) {
        case (false, false): return [.standardAppearance]
        case (true, false): return [.compactAppearance, .standardAppearance]
        case (false, true): return [.scrollEdgeAppearance, .standardAppearance]
        case (true, true): return [.compactScrollEdgeAppearance, .scrollEdgeAppearance, .compactAppearance, .standardAppearance]
        }
    }

    /// The appearance object for a bar with `layers` (most important first) and `topItem`, at compact
    /// metrics and/or scroll edge; `nil` when none is declared.
    public static func select(
        layers: [AppearanceLayer], topItem: NavigationItemDeclaration?, topItemIndex: Int,
        compact: Bool, scrollEdge: Bool
    ) -> Selected? {
        let situation = "\(compact ? "compact" : "normal")\(scrollEdge ? " at scroll edge" : "") size"
        var skipped: [Slot] = []
        for slot in slotChain(compact: compact, scrollEdge: scrollEdge) {
            defer { skipped.append(slot) }
            let transparent = scrollEdge && !slot.isScrollEdge
            var fallbackNote =
                skipped.isEmpty
                ? ""
                : "; no \(skipped.map(\.rawValue).joined(separator: " or ")) is set, so it falls back to \(slot.rawValue)"
            if transparent {
                fallbackNote +=
                    "; no scroll-edge object, so it is used with a transparent background (scrollEdgeAppearance doc, docs/UIKIT.md §3.8, §8 #9)"
            }
            if let item = topItem, let object = item[keyPath: slot.onItem] {
                return Selected(
                    object: object, slot: "navigationItem[\(topItemIndex)].\(slot.rawValue)",
                    provenance: Provenance(
                        .declared(object.location, layer: "navigationItem[\(topItemIndex)]"),
                        rule:
                            "first object in the \(situation) chain; the item's objects come before the bar's (docs/UIKIT.md §3.8)\(fallbackNote)"
                    ),
                    transparentBackground: transparent)
            }
            for layer in layers {
                if let object = layer.block[keyPath: slot.onBar] {
                    return Selected(
                        object: object, slot: layer.slotName(slot.rawValue),
                        provenance: Provenance(
                            .declared(object.location, layer: layer.name),
                            rule: "first object in the \(situation) chain (docs/UIKIT.md §3.8)\(fallbackNote)"),
                        transparentBackground: transparent)
                }
            }
        }
        return nil
    }
}
