/// A `UIBarButtonItem` in a scene: a title or a system item, with a style.
public struct BarButtonItemDeclaration: Hashable, Sendable {
    public var title: Located<String>?
    public var systemItem: Located<SystemItem>?
    public var style: Located<BarButtonItemStyle>?
    public var isEnabled: Located<Bool>?
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
