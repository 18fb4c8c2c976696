import BarTheme

/// `[NSAttributedString.Key: Any]` as read: the keys BarTheme has and the ones it has not.
final class ImportedAttributes {
    struct Entry {
        let key: String
        let value: SwiftValue
        let location: SourceLocation
        /// The statement that set it (a `dict[.key] = …` of its own, or the dictionary literal's).
        var statement: StatementLedger.Span?
    }

    var values: [Entry] = []
    /// Keys with no theme equivalent (`kern`, `paragraphStyle`), with where they were written.
    var unsupported: [(key: String, location: SourceLocation, statement: StatementLedger.Span?)] = []
}
