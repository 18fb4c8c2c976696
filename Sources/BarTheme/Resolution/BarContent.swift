/// What a bar shows, after UIKit's content rules (spec §4): the title, the left side (back button
/// and/or left items), the right items.
public struct BarContent: Hashable, Sendable {
    /// The inline title; empty when the top item has none.
    public let title: String
    /// The back button, or `nil` when the stack has one item, the top item hides it, or left items
    /// replace it (spec §4.2).
    public let backButton: BackButtonContent?
    /// `leftBarButtonItems`, outermost first.
    public let leftItems: [BarItemContent]
    /// `rightBarButtonItems`, outermost (rightmost) first.
    public let rightItems: [BarItemContent]

    public init(title: String, backButton: BackButtonContent?, leftItems: [BarItemContent], rightItems: [BarItemContent]) {
        self.title = title
        self.backButton = backButton
        self.leftItems = leftItems
        self.rightItems = rightItems
    }
}

/// The back button: its title choices, longest first, tried in order until one fits (spec §4.3);
/// the last choice is always the chevron alone (empty title).
public struct BackButtonContent: Hashable, Sendable {
    public let titleCandidates: [String]

    public init(titleCandidates: [String]) {
        self.titleCandidates = titleCandidates
    }
}

/// A text bar button item.
public struct BarItemContent: Hashable, Sendable {
    public let title: String
    public let style: BarButtonItemStyle
    public let isEnabled: Bool

    public init(title: String, style: BarButtonItemStyle, isEnabled: Bool) {
        self.title = title
        self.style = style
        self.isEnabled = isEnabled
    }
}
