/// `lint:` in a theme: which lint rules the theme switches off (`disable: [rule-id, ...]`), for
/// findings its authors have looked at and accepted. Default: every rule runs.
public struct LintSettingsDeclaration: Hashable, Sendable {
    /// The ids of the lint rules switched off, where each is written.
    public var disable: [Located<String>] = []
    /// Where the block is declared in the theme.
    public var location: SourceLocation

    /// An empty block declared at `location`: every rule runs.
    public init(location: SourceLocation) {
        self.location = location
    }
}
