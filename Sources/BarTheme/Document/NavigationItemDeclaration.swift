/// A `UINavigationItem` on a scene's stack.
public struct NavigationItemDeclaration: Hashable, Sendable {
    public var title: Located<String>?
    /// `backBarButtonItem`: what the *next* item's back button shows.
    public var backBarButtonItem: BarButtonItemDeclaration?
    public var leftBarButtonItems: [BarButtonItemDeclaration] = []
    public var rightBarButtonItems: [BarButtonItemDeclaration] = []
    public var leftItemsSupplementBackButton: Located<Bool>?
    public var hidesBackButton: Located<Bool>?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
