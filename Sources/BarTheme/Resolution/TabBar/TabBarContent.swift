/// What a tab bar scene shows, resolved: each tab's title, images and badge, the selection, and
/// the iOS 26 additions (docs/UIKIT.md §18).
public struct TabBarContent: Hashable, Sendable {
    /// One tab.
    public struct Tab: Hashable, Sendable {
        /// An image as drawn: a file or an SF Symbol.
        public enum Image: Hashable, Sendable {
            /// An image file (a template unless it says otherwise).
            case file(ResolvedImage)
            /// An SF Symbol, drawn as BarTheme's stand-in in its measured box.
            case symbol(SymbolImage)
        }

        /// The title (a system item's own when it has none); empty for none.
        public var title: String
        /// The image for the tab's state: the selected image when selected and given.
        public var image: Image?
        /// The badge's text, if any.
        public var badge: String?
        /// Whether the tab is the selected one.
        public var isSelected: Bool
        /// `isEnabled`.
        public var isEnabled: Bool
        /// Whether it is the iOS 26 search tab (drawn apart).
        public var isSearch: Bool
        /// What VoiceOver reads for it, when set.
        public var accessibilityLabel: String?
    }

    /// The tabs, leading to trailing, the search tab included.
    public var tabs: [Tab]
    /// Whether the iOS 26 bar is drawn minimized.
    public var minimized: Bool
    /// The bottom accessory, if any.
    public var accessory: PlaceholderView?

    /// The content of `scene` (empty for a scene without tabs).
    public static func resolve(_ scene: SceneDeclaration) -> TabBarContent {
        let declared = scene.tabBarContent
        let selected = declared?.selectedIndex ?? 0
        let tabs = (declared?.items ?? []).enumerated().map { index, item in
            tab(item, selected: index == selected)
        }
        return TabBarContent(
            tabs: tabs, minimized: declared?.minimized?.value ?? false,
            accessory: declared?.bottomAccessory.map {
                PlaceholderView($0, defaultWidth: 200, defaultHeight: TabBarMetrics.accessoryHeight)
            })
    }

    static func tab(_ item: TabBarItemDeclaration, selected: Bool) -> Tab {
        let system = item.systemItem?.value
        var image: Tab.Image?
        if selected, let file = item.selectedImage {
            image = .file(ResolvedImage(file))
        } else if selected, let symbol = item.selectedSymbol {
            image = .symbol(SymbolImage(symbol))
        } else if let file = item.image {
            image = .file(ResolvedImage(file))
        } else if let symbol = item.symbol {
            image = .symbol(SymbolImage(symbol))
        } else if let system {
            image = .symbol(SymbolImage(name: system.symbolName))
        } else if item.role?.value == .search {
            image = .symbol(SymbolImage(name: "magnifyingglass"))
        }
        return Tab(
            title: item.title?.value ?? system?.title ?? "", image: image, badge: item.badgeValue?.value, isSelected: selected,
            isEnabled: item.enabled?.value ?? true, isSearch: item.role?.value == .search,
            accessibilityLabel: item.accessibilityLabel?.value)
    }
}
