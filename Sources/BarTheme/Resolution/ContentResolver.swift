/// UIKit's content rules (docs/UIKIT.md §4): which title, which back button with which title choices,
/// which items; the prompt's switch to prompt metrics; when the large title shows.
public enum ContentResolver {
    /// The generic back title (docs/UIKIT.md §4.3: "the string 'Back'").
    public static let genericBackTitle = "Back"
    /// Default width of a fixed space (docs/UIKIT.md §1.4).
    public static let defaultFixedSpace = 8.0

    /// Resolves a scene's content. `prefersLargeTitles` comes from the resolved appearance.
    public static func resolve(scene: SceneDeclaration, metrics: BarMetrics, prefersLargeTitles: Bool) -> BarContent {
        if scene.bar?.value == .tabBar {
            var content = BarContent(title: "", backButton: nil, leftItems: [], rightItems: [])
            content.tabBar = TabBarContent.resolve(scene)
            return content
        }
        if scene.bar?.value == .toolbar {
            var content = BarContent(
                title: "", backButton: nil, leftItems: [], rightItems: [], toolbarItems: scene.toolbarItems.map(itemContent))
            content.searchField = scene.searchController.map {
                SearchFieldContent($0, atScrollEdge: scene.atScrollEdge?.value, showsToolbar: true)
            }
            return content
        }
        // A large title shows only at the top of the content: a scene that says it is scrolled
        // (`atScrollEdge: false`) shows the title collapsed into the inline row (docs/UIKIT.md §1.5.1).
        var content = resolve(
            items: scene.items, metrics: metrics, prefersLargeTitles: prefersLargeTitles, scrolled: scene.atScrollEdge?.value == false)
        // The search field's row shows at the top of the content; a scene that just appeared is
        // there unless it says otherwise (docs/UIKIT.md §13.1).
        content.searchField = scene.items.last?.searchController.map {
            SearchFieldContent($0, atScrollEdge: scene.atScrollEdge?.value, showsToolbar: scene.showsToolbar)
        }
        return content
    }

    /// Resolves the content of a stack of `items` (bottom to top) at `metrics`; `scrolled`: the content is
    /// away from its top, so a large title has collapsed into the inline title (docs/UIKIT.md §1.5.1).
    public static func resolve(
        items: [NavigationItemDeclaration], metrics: BarMetrics = .default, prefersLargeTitles: Bool = false, scrolled: Bool = false
    ) -> BarContent {
        guard let top = items.last else {
            return BarContent(title: "", backButton: nil, leftItems: [], rightItems: [])
        }
        // backItem is nil for a stack of one (docs/UIKIT.md §4.2, `backItem` doc).
        let back = items.count >= 2 ? items[items.count - 2] : nil
        let hidesBack = top.hidesBackButton?.value ?? false
        let backButton = back.flatMap { hidesBack ? nil : backButtonContent(for: $0) }

        let left =
            top.leadingItemGroups.isEmpty
            ? top.leftBarButtonItems.map(itemContent) : groupedItems(top.leadingItemGroups, side: "leadingItemGroups")
        // Groups run leading to trailing; `rightItems` keeps UIKit's right-items order, outermost first.
        let right =
            top.trailingItemGroups.isEmpty
            ? top.rightBarButtonItems.map(itemContent) : groupedItems(top.trailingItemGroups, side: "trailingItemGroups").reversed()
        let supplements = top.leftItemsSupplementBackButton?.value ?? false
        // Left items replace the back button unless leftItemsSupplementBackButton (docs/UIKIT.md §4.2).
        let shownBack = left.isEmpty || supplements ? backButton : nil
        let prompt = top.prompt?.value.isEmpty == false ? top.prompt?.value : nil
        let large = showsLargeTitle(items: items, prefersLargeTitles: prefersLargeTitles, metrics: metrics)
        var content = BarContent(
            title: top.title?.value ?? "",
            titleView: top.titleView.map { PlaceholderView($0, defaultWidth: 120, defaultHeight: 30) },
            prompt: prompt, subtitle: top.subtitle?.value.isEmpty == false ? top.subtitle?.value : nil,
            largeSubtitle: [top.largeSubtitle?.value, top.subtitle?.value].lazy.compactMap { $0 }.first { !$0.isEmpty },
            showsLargeTitle: large && !scrolled, backButton: shownBack, leftItems: left, rightItems: right)
        content.largeTitleCollapsed = large && scrolled
        return content
    }

    /// Back title choices (docs/UIKIT.md §4.3): `backBarButtonItem.title` if set (its custom view is
    /// ignored); else by the previous item's `backButtonDisplayMode`: `default` tries
    /// `backButtonTitle` or `title`, then "Back"; `generic` only "Back"; `minimal` no title.
    /// The indicator alone is always the last resort.
    /// The back item's own `tintColor` and appearance calls travel with it (docs/UIKIT.md §2.5).
    static func backButtonContent(for item: NavigationItemDeclaration) -> BackButtonContent {
        let own = item.backBarButtonItem
        if let explicit = own?.title?.value ?? own?.systemItem?.value.title {
            return BackButtonContent(
                titleCandidates: [explicit, ""], tintColor: own?.tintColor?.value, appearance: own?.appearance,
                liquidGlassTitle: explicit.isEmpty ? nil : explicit)
        }
        var candidates: [String] = []
        switch item.backButtonDisplayMode?.value ?? .default {
        case .default:
            if let title = item.backButtonTitle?.value ?? item.title?.value, !title.isEmpty { candidates.append(title) }
            if !candidates.contains(genericBackTitle) { candidates.append(genericBackTitle) }
        case .generic:
            candidates.append(genericBackTitle)
        case .minimal:
            break
        }
        candidates.append("")
        // A declared back button title shows on Liquid Glass too (docs/UIKIT.md §10.14).
        let declared = (item.backButtonDisplayMode?.value ?? .default) == .default ? item.backButtonTitle?.value : nil
        return BackButtonContent(
            titleCandidates: candidates, tintColor: own?.tintColor?.value, appearance: own?.appearance,
            liquidGlassTitle: declared?.isEmpty == false ? declared : nil)
    }

    /// The items of `groups`, leading to trailing, each knowing its group (docs/UIKIT.md §10.4).
    static func groupedItems(_ groups: [BarButtonItemGroupDeclaration], side: String) -> [BarItemContent] {
        groups.enumerated().flatMap { index, group in
            group.items.map { item in
                var content = itemContent(item)
                content.itemGroup = ItemGroupMembership(side: side, index: index, itemCount: group.items.count)
                return content
            }
        }
    }

    static func itemContent(_ item: BarButtonItemDeclaration) -> BarItemContent {
        let system = item.systemItem?.value
        let kind: BarItemContent.Kind
        if item.searchBarPlacement?.value == true {
            kind = .searchField
        } else if let view = item.customView, let title = view.title?.value {
            // A view showing text lays out and draws as the item's title does; only its glass differs (§10.16).
            kind = .text(title)
        } else if let view = item.customView {
            kind = .customView(PlaceholderView(view, defaultWidth: item.width?.value ?? 28, defaultHeight: 28))
        } else if let image = item.image {
            kind = .image(ResolvedImage(image))
        } else if let symbol = item.symbol {
            kind = .symbol(SymbolImage(symbol))
        } else if let system {
            switch system {
            case .flexibleSpace: kind = .flexibleSpace
            case .fixedSpace: kind = .fixedSpace(item.width?.value ?? defaultFixedSpace)
            default: kind = system.title.map { .text(item.title?.value ?? $0) } ?? .icon(system)
            }
        } else {
            kind = .text(item.title?.value ?? "")
        }
        // A disabled item is never highlighted or focused: `enabled: false` wins (docs/UIKIT.md §2.5).
        let isEnabled = (item.isEnabled?.value ?? true) && item.state?.value != .disabled
        var content = BarItemContent(
            kind: kind, style: item.style?.value ?? system?.impliedStyle ?? .plain,
            isEnabled: isEnabled, tintColor: item.tintColor?.value,
            accessibilityLabel: item.accessibilityLabel?.value, sharesBackground: item.sharesBackground?.value ?? true,
            hidesSharedBackground: item.hidesSharedBackground?.value ?? false)
        content.appearance = item.appearance
        content.state = isEnabled ? (item.state?.value ?? .normal) : .disabled
        content.imageInsets = item.imageInsets?.value
        content.swiftUILabel = item.swiftUILabel?.value
        content.landscapeImagePhoneInsets = item.landscapeImagePhoneInsets?.value
        content.fixedWidth = fixedWidth(item.width?.value, of: kind)
        if item.customView?.title != nil {
            // The view's own width, if the theme gives one, is the text's box (as an item's `width` is a title's).
            content.isHostedTitle = true
            content.fixedWidth = item.customView?.width.map(\.value)
        }
        return content
    }

    /// An item's `width` as the box its image or title is centred in: only a positive width, and only
    /// for an item showing an image or a title (developer.apple.com, UIBarButtonItem.width: "if this
    /// property value is positive, the width of the combined image and title are fixed"; docs/UIKIT.md
    /// §2.5). A space and a custom view read `width` as their own width.
    static func fixedWidth(_ width: Double?, of kind: BarItemContent.Kind) -> Double? {
        guard let width, width > 0 else { return nil }
        switch kind {
        case .image, .symbol, .icon, .text: return width
        case .customView, .fixedSpace, .flexibleSpace, .searchField: return nil
        }
    }

    /// The metrics UIKit uses: a navigation bar whose top item has a prompt switches to the prompt
    /// variant of the requested metrics (docs/UIKIT.md §1.6, UIBarCommon.h).
    public static func effectiveMetrics(items: [NavigationItemDeclaration], requested: BarMetrics, bar: BarKind) -> BarMetrics {
        guard bar == .navigationBar, let prompt = items.last?.prompt?.value, !prompt.isEmpty else { return requested }
        return requested.withPrompt
    }

    /// Whether the large title shows (docs/UIKIT.md §1.5, §4.1): the bar prefers large titles, the height is
    /// not compact, and the top item's `largeTitleDisplayMode` allows it (`automatic` inherits from
    /// the items below it; the bottom item's `automatic` follows `prefersLargeTitles`).
    public static func showsLargeTitle(items: [NavigationItemDeclaration], prefersLargeTitles: Bool, metrics: BarMetrics) -> Bool {
        guard prefersLargeTitles, !metrics.isCompact else { return false }
        for item in items.reversed() {
            switch item.largeTitleDisplayMode?.value ?? .automatic {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Whether the content is at its scroll edge: as declared, else true when a large title shows
    /// (a screen that has just appeared is scrolled to its top); a navigation bar (or a tab bar: no scroll view, or
    /// its content at the bottom edge, docs/UIKIT.md §18.3) in an era whose
    /// `newScreenIsAtScrollEdge` is set (`ios15`) is at it whatever its title, since that screen's
    /// content is at its top too; else false (docs/UIKIT.md §3.8.1).
    public static func isAtScrollEdge(
        scene: SceneDeclaration, prefersLargeTitles: Bool, metrics: BarMetrics, bar: BarKind = .navigationBar,
        defaults: EraDefaults? = nil
    ) -> Bool {
        if let declared = scene.atScrollEdge?.value { return declared }
        if bar != .toolbar, defaults?.newScreenIsAtScrollEdge == true { return true }
        return showsLargeTitle(items: scene.items, prefersLargeTitles: prefersLargeTitles, metrics: metrics)
    }
}
