/// How UIKit moves from one step's state to the next (docs/UIKIT.md §11).
public enum StackTransition: String, Hashable, Sendable {
    /// Nothing moves (the first step, a no-op, a refused change, or `animated: false`).
    case none
    /// The new top item slides in from the trailing edge; the old title becomes the back title.
    case push
    /// The top item slides out to the trailing edge; the back title becomes the title.
    case pop
    /// The navigation bar slides up out of view.
    case hideNavigationBar
    /// The navigation bar slides down into view.
    case showNavigationBar
    /// The toolbar slides down out of view.
    case hideToolbar
    /// The toolbar slides up into view.
    case showToolbar
}
