/// `lint:` in a theme: which lint rules the theme switches off (`disable: [rule-id, ...]`), for
/// findings its authors have looked at and accepted. Default: every rule runs.
public struct LintSettingsDeclaration: Hashable, Sendable {
    public var disable: [Located<String>] = []
    public var location: SourceLocation

    public init(location: SourceLocation) {
        self.location = location
    }
}
