/// One step of a scene's `stack:`: a call a view controller or the app makes on a
/// `UINavigationController` or a standalone `UINavigationBar`, or a user event that the
/// controller's `hidesBars…` options react to (docs/UIKIT.md §11).
public struct StackOperationDeclaration: Hashable, Sendable {
    /// What the step does.
    public enum Kind: Hashable, Sendable {
        /// `pushViewController(_:animated:)` / `pushItem(_:animated:)`: a new item, or a name of an
        /// item popped earlier.
        case push(StackItemReference)
        /// `popViewController(animated:)` / `popItem(animated:)`.
        case pop
        /// `popToRootViewController(animated:)`.
        case popToRoot
        /// `popToViewController(_:animated:)`, by item name.
        case popTo(Located<String>)
        /// `setViewControllers(_:animated:)` (controller) or `setItems(_:animated:)` (standalone bar).
        case setItems([StackItemReference], controller: Bool)
        /// `setNavigationBarHidden(_:animated:)`.
        case setNavigationBarHidden(Bool)
        /// `setToolbarHidden(_:animated:)`.
        case setToolbarHidden(Bool)
        /// A user event for the controller's `hidesBars…` options.
        case event(StackEvent)
    }

    /// What the step does.
    public var kind: Kind
    /// `animated:`; default `true`.
    public var animated: Located<Bool>?
    /// `refuse: true`: the navigation bar's delegate answers `false` to `navigationBar(_:shouldPush:)`
    /// or `navigationBar(_:shouldPop:)`, so the stack does not change.
    public var refuse: Located<Bool>?
    /// Where the step is written (`stack[3]` in messages is its index).
    public var location: SourceLocation

    /// A step doing `kind`, written at `location`.
    public init(kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The step's keyword as written in a theme (`push`, `popTo`, `swipe`, …).
    public var keyword: String {
        switch kind {
        case .push: return "push"
        case .pop: return "pop"
        case .popToRoot: return "popToRoot"
        case .popTo: return "popTo"
        case .setItems(_, let controller): return controller ? "setViewControllers" : "setItems"
        case .setNavigationBarHidden: return "setNavigationBarHidden"
        case .setToolbarHidden: return "setToolbarHidden"
        case .event(let event): return event.rawValue
        }
    }
}

/// An item a stack step puts on the stack: a new item declared in place, or the name of an item
/// declared earlier in the scene (in `items:` or a previous step).
public enum StackItemReference: Hashable, Sendable {
    /// A new item declared in the step.
    case declared(NavigationItemDeclaration)
    /// The name of an item declared earlier.
    case named(Located<String>)
}

/// The user events a `UINavigationController`'s `hidesBars…` options respond to.
public enum StackEvent: String, ThemeEnum {
    /// An upward swipe over the content: with `hidesBarsOnSwipe`, the bars slide away.
    case swipe
    /// A downward swipe: with `hidesBarsOnSwipe`, hidden bars come back.
    case swipeDown
    /// A tap on the content: with `hidesBarsOnTap`, the bars toggle.
    case tap
    /// The keyboard appears: with `hidesBarsWhenKeyboardAppears`, the bars slide away.
    case keyboard
    /// The device turns to a vertically compact size (landscape iPhone): with
    /// `hidesBarsWhenVerticallyCompact`, the bars hide.
    case rotateCompact
    /// Back to a regular height: bars hidden by `rotateCompact` come back.
    case rotateRegular
}

/// What holds a scene's stack: a `UINavigationController` (its bar is managed; `setItems` on it is
/// an error in UIKit) or a standalone `UINavigationBar` (no view controllers; `pushItem`/`popItem`).
public enum StackContainer: String, ThemeEnum {
    /// A `UINavigationController`.
    case navigationController
    /// A standalone `UINavigationBar`.
    case navigationBar
}

/// `navigationController:` in a scene: the controller's starting bar visibility and its
/// `hidesBars…` options.
public struct NavigationControllerDeclaration: Hashable, Sendable {
    /// `isNavigationBarHidden` at the start; default `false`.
    public var navigationBarHidden: Located<Bool>?
    /// `isToolbarHidden` at the start; UIKit's default is `true`.
    public var toolbarHidden: Located<Bool>?
    /// `hidesBarsOnSwipe`: swipes hide and show the bars.
    public var hidesBarsOnSwipe: Located<Bool>?
    /// `hidesBarsOnTap`: taps toggle the bars.
    public var hidesBarsOnTap: Located<Bool>?
    /// `hidesBarsWhenKeyboardAppears`: the keyboard hides the bars.
    public var hidesBarsWhenKeyboardAppears: Located<Bool>?
    /// `hidesBarsWhenVerticallyCompact`: a vertically compact size hides the bars.
    public var hidesBarsWhenVerticallyCompact: Located<Bool>?
    /// Where the block is declared in the theme.
    public var location: SourceLocation

    /// An empty block declared at `location`; the parser fills in what the theme sets.
    public init(location: SourceLocation) {
        self.location = location
    }
}

extension StackOperationDeclaration {
    /// The navigation items this step declares in place (a pushed item, new items in a list).
    public var declaredItems: [NavigationItemDeclaration] {
        switch kind {
        case .push(.declared(let item)): return [item]
        case .setItems(let references, _):
            return references.compactMap { if case .declared(let item) = $0 { return item } else { return nil } }
        default: return []
        }
    }
}
