/// Where a UIKit `UIButton` custom view shows its image across its own width
/// (`UIControl.contentHorizontalAlignment`, a custom view's `contentHorizontalAlignment`). Writing it
/// says the custom view is a UIKit button of the app's own, not SwiftUI's hosting view of a label: on
/// Liquid Glass its platter is the view plus an app's own view's 4 pt each side, at least the 44 pt
/// circle, and on a capsule it shares it keeps that slot, 8 pt from the next glyph (measured, one
/// fit app: Apollo's translation globe, a 36 pt button with its image at the right, docs/UIKIT.md §10.16).
public enum ContentHorizontalAlignment: String, ThemeEnum {
    /// The image against the view's leading edge (UIKit's `.leading`; `.left` in a left-to-right app).
    case leading
    /// The image centred in the view (UIKit's `.center`, a button's default).
    case center
    /// The image against the view's trailing edge (UIKit's `.trailing`; `.right` in a left-to-right app).
    case trailing

    /// UIKit's `.left` and `.right`, as a left-to-right app lays them out (BarTheme mirrors a
    /// right-to-left bar as a whole).
    public static var aliases: [String: ContentHorizontalAlignment] { ["left": .leading, "right": .trailing] }
}
