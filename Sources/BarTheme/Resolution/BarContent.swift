/// What a bar shows, after UIKit's content rules (docs/UIKIT.md §4): the title (or title view), prompt,
/// large title, the left side (back button and/or left items), the right items; or, for a
/// toolbar, its items.
public struct BarContent: Hashable, Sendable {
    /// The inline title; empty when the top item has none.
    public let title: String
    /// A placeholder title view that replaces the title (docs/UIKIT.md §4.1).
    public let titleView: PlaceholderView?
    /// The top item's prompt (docs/UIKIT.md §1.6).
    public let prompt: String?
    /// The top item's iOS 26 `subtitle`, drawn under the inline title in the `ios26` era (docs/UIKIT.md §10.5).
    public let subtitle: String?
    /// The line under the large title in the `ios26` era: `largeSubtitle`, else `subtitle` (docs/UIKIT.md §10.5).
    public let largeSubtitle: String?
    /// Whether the title is drawn large in the band below the bar (docs/UIKIT.md §1.5).
    public let showsLargeTitle: Bool
    /// Whether the title would be large at the top of the content but the scene is scrolled, so it has
    /// collapsed into the inline row (docs/UIKIT.md §1.5.1); `showsLargeTitle` is then false.
    public var largeTitleCollapsed = false
    /// The back button, or `nil` when the stack has one item, the top item hides it, or left items
    /// replace it (docs/UIKIT.md §4.2).
    public let backButton: BackButtonContent?
    /// `leftBarButtonItems`, outermost first.
    public let leftItems: [BarItemContent]
    /// `rightBarButtonItems`, outermost (rightmost) first.
    public let rightItems: [BarItemContent]
    /// A toolbar's items, left to right.
    public let toolbarItems: [BarItemContent]
    /// The top item's search field, if it has a `searchController` (docs/UIKIT.md §13).
    public var searchField: SearchFieldContent?
    /// A tab bar scene's tabs, selection and iOS 26 additions (docs/UIKIT.md §18); `nil` for the other bars.
    public var tabBar: TabBarContent? = nil

    /// Content with the given parts; a toolbar has only `toolbarItems`.
    public init(
        title: String, titleView: PlaceholderView? = nil, prompt: String? = nil, subtitle: String? = nil, largeSubtitle: String? = nil,
        showsLargeTitle: Bool = false,
        backButton: BackButtonContent?, leftItems: [BarItemContent], rightItems: [BarItemContent],
        toolbarItems: [BarItemContent] = []
    ) {
        self.title = title
        self.titleView = titleView
        self.prompt = prompt
        self.subtitle = subtitle
        self.largeSubtitle = largeSubtitle
        self.showsLargeTitle = showsLargeTitle
        self.backButton = backButton
        self.leftItems = leftItems
        self.rightItems = rightItems
        self.toolbarItems = toolbarItems
    }
}

/// The back button: its title choices, longest first, tried in order until one fits (docs/UIKIT.md §4.3);
/// the last choice is always the indicator alone (empty title).
public struct BackButtonContent: Hashable, Sendable {
    /// The titles to try, longest first; the last is empty (the indicator alone).
    public let titleCandidates: [String]
    /// The back item's own tint (`backBarButtonItem.tintColor` on the previous navigation item): it
    /// colours the indicator and the title, beating the item proxies' and the bar's (docs/UIKIT.md §2.5).
    public var tintColor: ColorValue?
    /// The back item's own appearance calls (`backBarButtonItem`'s title attributes, offsets, images).
    public var appearance: ItemAppearanceDeclaration?
    /// The title a Liquid Glass back button shows beside its chevron: one the app set on the previous
    /// item (`backBarButtonItem.title`, or `backButtonTitle` in the `default` display mode), as React
    /// Native's native stack does; without one the `ios26` back button is the chevron alone
    /// (docs/UIKIT.md §10.3, §10.14).
    public var liquidGlassTitle: String?

    /// A back button with `titleCandidates`, longest first, the back item's own tint and appearance,
    /// and the title a Liquid Glass back button shows.
    public init(
        titleCandidates: [String], tintColor: ColorValue? = nil, appearance: ItemAppearanceDeclaration? = nil,
        liquidGlassTitle: String? = nil
    ) {
        self.titleCandidates = titleCandidates
        self.tintColor = tintColor
        self.appearance = appearance
        self.liquidGlassTitle = liquidGlassTitle
    }

    /// The back item as an item for `ItemLook`: its own tint and appearance.
    var ownItem: BarItemContent {
        var item = BarItemContent(kind: .text(""), tintColor: tintColor)
        item.appearance = appearance
        return item
    }
}

/// A placeholder for a custom view: a box of a size and colour, with an optional label.
public struct PlaceholderView: Hashable, Sendable {
    /// The width in points.
    public let width: Double
    /// The height in points.
    public let height: Double
    /// The fill colour.
    public let color: ColorValue
    /// A label drawn inside the box, if any.
    public let label: String?
    /// The SF Symbol a bar button item's custom view shows at its own size in place of the box
    /// (SwiftUI's hosting view of a `NavigationLink`'s label, docs/UIKIT.md §10.16), if any.
    public let symbol: SymbolImage?
    /// A UIKit button's `contentHorizontalAlignment`: where it shows its `symbol` across its width;
    /// `nil` for a hosted view (SwiftUI's), the symbol centred (docs/UIKIT.md §10.16).
    public let contentAlignment: ContentHorizontalAlignment?

    /// A box of `width` × `height` points in `color`, with an optional `label`; with a `symbol`, a
    /// view showing that symbol in place of the box, centred unless a UIKit button's
    /// `contentAlignment` places it.
    public init(
        width: Double, height: Double, color: ColorValue, label: String?, symbol: SymbolImage? = nil,
        contentAlignment: ContentHorizontalAlignment? = nil
    ) {
        self.width = width
        self.height = height
        self.color = color
        self.label = label
        self.symbol = symbol
        self.contentAlignment = contentAlignment
    }

    /// Whether the view is a UIKit button of the app's own showing its symbol (a theme's
    /// `contentHorizontalAlignment`), which takes an app's own view's glass (docs/UIKIT.md §10.16).
    public var isUIKitButton: Bool { symbol != nil && contentAlignment != nil }

    /// A declared view; a view showing a symbol is, unless the theme says otherwise, as wide as the
    /// symbol's advance and as tall as its ink (docs/UIKIT.md §10.16).
    init(_ declaration: PlaceholderViewDeclaration, defaultWidth: Double, defaultHeight: Double) {
        let symbol = declaration.symbol.map(SymbolImage.init)
        self.init(
            width: declaration.width?.value ?? symbol?.advance ?? defaultWidth,
            height: declaration.height?.value ?? symbol?.box.inkHeight ?? defaultHeight,
            color: declaration.color?.value ?? SystemColors.table["systemGray5"]!, label: declaration.label?.value, symbol: symbol,
            contentAlignment: declaration.contentAlignment?.value)
    }
}

/// A bar button item as drawn.
public struct BarItemContent: Hashable, Sendable {
    /// What an item shows.
    public enum Kind: Hashable, Sendable {
        /// A title.
        case text(String)
        /// An image.
        case image(ResolvedImage)
        /// A system item drawn as a vector icon.
        case icon(SystemItem)
        /// An SF Symbol (`UIImage(systemName:)`): laid out with its measured box, drawn as a
        /// stand-in (docs/UIKIT.md §10.13).
        case symbol(SymbolImage)
        /// A flexible space: takes its share of the room left over.
        case flexibleSpace
        /// A fixed space of this width in points (docs/UIKIT.md §1.4: 8 by default).
        case fixedSpace(Double)
        /// A placeholder custom view.
        case customView(PlaceholderView)
        /// iOS 26 `navigationItem.searchBarPlacementBarButtonItem`: where an iPhone's floating
        /// toolbar puts the search field (docs/UIKIT.md §10.7); nothing anywhere else.
        case searchField
    }

    /// What the item shows.
    public var kind: Kind
    /// Plain or done (bold title).
    public let style: BarButtonItemStyle
    /// Whether the item is enabled; a disabled item is drawn in its `.disabled` attributes, else dimmed.
    public let isEnabled: Bool
    /// The control state the item is drawn in: `.disabled` when not enabled, else the scene's `state:`
    /// (`.normal`, `.highlighted` or `.focused`; docs/UIKIT.md §2.5).
    public var state: ControlState = .normal
    /// The item's own appearance calls (title attributes per state, background images, offsets).
    public var appearance: ItemAppearanceDeclaration?
    /// `imageInsets` of an image item.
    public var imageInsets: EdgeInsets?
    /// `landscapeImagePhoneInsets` of an image item (compact metrics).
    public var landscapeImagePhoneInsets: EdgeInsets?
    /// The item's own tint, beating the bar's.
    public let tintColor: ColorValue?
    /// The item's `accessibilityLabel`, if the theme sets one.
    public let accessibilityLabel: String?
    /// iOS 26 `sharesBackground`: may share a glass platter with its neighbours (docs/UIKIT.md §10.4).
    public let sharesBackground: Bool
    /// iOS 26 `hidesSharedBackground`: drawn with no glass platter (docs/UIKIT.md §10.4).
    public let hidesSharedBackground: Bool
    /// The `UIBarButtonItemGroup` the item was declared in (`leadingItemGroups` /
    /// `trailingItemGroups`), if any: in `ios26` each group is one platter (docs/UIKIT.md §10.4).
    public var itemGroup: ItemGroupMembership?
    /// `UIBarButtonItem.width` of an item showing an image (an image, an SF Symbol or a system
    /// icon) or a title, when positive: the width of the box its image or title is centred in, in
    /// place of the content's own width ("if this property value is positive, the width of the
    /// combined image and title are fixed", developer.apple.com; docs/UIKIT.md §2.5, §10.4); a
    /// longer title is cut with an ellipsis. `nil` sizes the box to fit.
    public var fixedWidth: Double?
    /// Whether the item's title is a custom view's (`customView: { title: }`, SwiftUI's hosting view
    /// of a `NavigationLink`'s `Text` label): on Liquid Glass its platter pads it as a custom view,
    /// not as a text item (docs/UIKIT.md §10.16).
    public var isHostedTitle = false

    /// The label the item's SwiftUI toolbar item is written with (`swiftUILabel`), `nil` for a UIKit
    /// item: on Liquid Glass in light mode a bare `Image` draws its symbol black (docs/UIKIT.md §10.3).
    public var swiftUILabel: SwiftUILabelForm?

    /// An item showing `kind` in `style`, with an optional own tint and accessibility label.
    public init(
        kind: Kind, style: BarButtonItemStyle = .plain, isEnabled: Bool = true, tintColor: ColorValue? = nil,
        accessibilityLabel: String? = nil, sharesBackground: Bool = true, hidesSharedBackground: Bool = false
    ) {
        self.kind = kind
        self.style = style
        self.isEnabled = isEnabled
        self.tintColor = tintColor
        self.accessibilityLabel = accessibilityLabel
        self.sharesBackground = sharesBackground
        self.hidesSharedBackground = hidesSharedBackground
    }

    /// A text item.
    public init(title: String, style: BarButtonItemStyle, isEnabled: Bool) {
        self.init(kind: .text(title), style: style, isEnabled: isEnabled)
    }

    /// The item's text, or "" for non-text items.
    public var title: String {
        if case .text(let text) = kind { return text }
        return ""
    }
}

/// An item's place in an explicit `UIBarButtonItemGroup` (docs/UIKIT.md §10.4).
public struct ItemGroupMembership: Hashable, Sendable {
    /// `leadingItemGroups` or `trailingItemGroups`.
    public let side: String
    /// The group's position in that list, from 0.
    public let index: Int
    /// How many items the group has: with more than one, the items' `sharesBackground` and
    /// `hidesSharedBackground` are ignored (developer.apple.com, UIBarButtonItem.sharesBackground).
    public let itemCount: Int

    /// Membership of group `index` of `side`, a group of `itemCount` items.
    public init(side: String, index: Int, itemCount: Int) {
        self.side = side
        self.index = index
        self.itemCount = itemCount
    }
}
