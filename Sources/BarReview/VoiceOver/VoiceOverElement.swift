import BarTheme

/// One stop of VoiceOver's cursor on a bar: the words it reads and the traits it announces after
/// them ("Albums, Back Button"; "Inbox, Heading"; "Edit, dimmed, Button").
public struct VoiceOverElement: Hashable, Sendable, Codable {
    /// What the element is on the bar.
    public enum Role: String, Hashable, Sendable, Codable {
        case prompt, backButton, leftItem, title, titleView, rightItem, largeTitle, toolbarItem
        /// The navigation item's search field in its row below the bar (docs/UIKIT.md §13).
        case searchField
        /// The tab bar itself, and one of its tabs (docs/UIKIT.md §18.5).
        case tabBar, tab
    }

    public var role: Role
    /// The label VoiceOver reads.
    public var label: String
    /// The traits VoiceOver announces after the label, in its order: `dimmed` before `Button`.
    public var traits: [String]
    /// What VoiceOver announces before the label: `Selected` for the selected tab (docs/UIKIT.md §18.5).
    public var leadingTraits: [String]? = nil
    /// Where the label comes from, for a reviewer: "accessibilityLabel", "title", "image name
    /// 'share'", "UIKit's label for systemItem add", "the back item's title", …
    public var source: String

    public init(role: Role, label: String, traits: [String], source: String) {
        self.role = role
        self.label = label
        self.traits = traits
        self.source = source
    }

    /// What VoiceOver says: `Albums, Back Button`.
    public var spoken: String {
        ((leadingTraits ?? []) + [label] + traits).joined(separator: ", ")
    }
}
