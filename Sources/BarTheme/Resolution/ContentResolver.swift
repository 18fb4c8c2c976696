/// UIKit's content rules for a navigation bar (spec §4): which title, which back button with
/// which title choices, which items.
public enum ContentResolver {
    /// The generic back title (spec §4.3: "the string 'Back'").
    public static let genericBackTitle = "Back"

    public static func resolve(items: [NavigationItemDeclaration]) -> BarContent {
        guard let top = items.last else {
            return BarContent(title: "", backButton: nil, leftItems: [], rightItems: [])
        }
        // backItem is nil for a stack of one (spec §4.2, `backItem` doc).
        let back = items.count >= 2 ? items[items.count - 2] : nil
        let hidesBack = top.hidesBackButton?.value ?? false
        let backButton = back.flatMap { hidesBack ? nil : backButtonContent(for: $0) }

        let left = top.leftBarButtonItems.map(itemContent)
        let supplements = top.leftItemsSupplementBackButton?.value ?? false
        // Left items replace the back button unless leftItemsSupplementBackButton (spec §4.2).
        let shownBack = left.isEmpty || supplements ? backButton : nil
        return BarContent(title: top.title?.value ?? "", backButton: shownBack, leftItems: left,
                          rightItems: top.rightBarButtonItems.map(itemContent))
    }

    /// Back title choices (spec §4.3): `backBarButtonItem.title` if set; else the previous item's
    /// title, then "Back"; the chevron alone is always the last resort.
    static func backButtonContent(for item: NavigationItemDeclaration) -> BackButtonContent {
        var candidates: [String] = []
        if let explicit = item.backBarButtonItem?.title?.value ?? item.backBarButtonItem?.systemItem?.value.title {
            candidates.append(explicit)
        } else {
            if let title = item.title?.value, !title.isEmpty { candidates.append(title) }
            if !candidates.contains(genericBackTitle) { candidates.append(genericBackTitle) }
        }
        candidates.append("")
        return BackButtonContent(titleCandidates: candidates)
    }

    static func itemContent(_ item: BarButtonItemDeclaration) -> BarItemContent {
        let system = item.systemItem?.value
        return BarItemContent(title: item.title?.value ?? system?.title ?? system?.rawValue ?? "",
                              style: item.style?.value ?? system?.impliedStyle ?? .plain,
                              isEnabled: item.isEnabled?.value ?? true)
    }
}
