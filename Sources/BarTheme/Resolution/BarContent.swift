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
    /// Whether the title is drawn large in the band below the bar (docs/UIKIT.md §1.5).
    public let showsLargeTitle: Bool
    /// The back button, or `nil` when the stack has one item, the top item hides it, or left items
    /// replace it (docs/UIKIT.md §4.2).
    public let backButton: BackButtonContent?
    /// `leftBarButtonItems`, outermost first.
    public let leftItems: [BarItemContent]
    /// `rightBarButtonItems`, outermost (rightmost) first.
    public let rightItems: [BarItemContent]
    /// A toolbar's items, left to right.
    public let toolbarItems: [BarItemContent]

    public init(title: String, titleView: PlaceholderView? = nil, prompt: String? = nil, showsLargeTitle: Bool = false,
                backButton: BackButtonContent?, leftItems: [BarItemContent], rightItems: [BarItemContent],
                toolbarItems: [BarItemContent] = []) {
        self.title = title
        self.titleView = titleView
        self.prompt = prompt
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
    public let titleCandidates: [String]

    public init(titleCandidates: [String]) {
        self.titleCandidates = titleCandidates
    }
}

/// A placeholder for a custom view: a box of a size and colour, with an optional label.
public struct PlaceholderView: Hashable, Sendable {
    public let width: Double
    public let height: Double
    public let color: ColorValue
    public let label: String?

    public init(width: Double, height: Double, color: ColorValue, label: String?) {
        self.width = width
        self.height = height
        self.color = color
        self.label = label
    }

    init(_ declaration: PlaceholderViewDeclaration, defaultWidth: Double, defaultHeight: Double) {
        self.init(width: declaration.width?.value ?? defaultWidth, height: declaration.height?.value ?? defaultHeight,
                  color: declaration.color?.value ?? SystemColors.table["systemGray5"]!, label: declaration.label?.value)
    }
}

/// A bar button item as drawn.
public struct BarItemContent: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case text(String)
        case image(ResolvedImage)
        /// A system item drawn as a vector icon.
        case icon(SystemItem)
        case flexibleSpace
        /// A fixed space of this width in points (docs/UIKIT.md §1.4: 8 by default).
        case fixedSpace(Double)
        case customView(PlaceholderView)
    }

    public let kind: Kind
    public let style: BarButtonItemStyle
    public let isEnabled: Bool
    /// The item's own tint, beating the bar's.
    public let tintColor: ColorValue?
    /// The item's `accessibilityLabel`, if the theme sets one.
    public let accessibilityLabel: String?

    public init(kind: Kind, style: BarButtonItemStyle = .plain, isEnabled: Bool = true, tintColor: ColorValue? = nil,
                accessibilityLabel: String? = nil) {
        self.kind = kind
        self.style = style
        self.isEnabled = isEnabled
        self.tintColor = tintColor
        self.accessibilityLabel = accessibilityLabel
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
