/// `UIBarPosition`: where the bar sits, which decides the hairline side and whether the background
/// extends under the status bar (docs/UIKIT.md §1.2).
public enum BarPosition: String, ThemeEnum {
    /// Unspecified: the fallback for images set without a position.
    case any
    /// At the bottom of its context; hairline above (toolbars).
    case bottom
    /// At the top of its context; hairline below.
    case top
    /// At the top of the screen; the background extends up under the status bar.
    case topAttached
}
