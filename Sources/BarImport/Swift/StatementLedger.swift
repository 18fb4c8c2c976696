/// What became of each statement the Swift importer read: the ones that set a theme value, the ones
/// a note was written for, and the regions a note says were not read (a branch for older iOS, a
/// loop, a function never reached). An appearance statement (`AppearanceStatementFinder`) that is in
/// none of them was dropped in silence, which the importer never lets happen: it notes it instead.
public struct StatementLedger: Sendable {
    /// A piece of a source file, by UTF-8 offsets.
    public struct Span: Hashable, Sendable {
        public var file: String
        public var start: Int
        public var end: Int

        public func contains(_ other: Span) -> Bool { file == other.file && start <= other.start && other.end <= end }
    }

    public enum Outcome: Sendable { case imported, noted, dropped }

    /// Statements that set a value in the theme (and the statements they were reached through).
    public internal(set) var imported = Set<Span>()
    /// Statements a note was written for.
    public internal(set) var noted = Set<Span>()
    /// Regions a note says were not read as a whole.
    public internal(set) var covered = Set<Span>()

    /// A statement is noted when a note covers it or was written for it (or for a statement inside
    /// it, or around it); else imported when it, or a statement inside it, set a value.
    public func outcome(of statement: Span) -> Outcome {
        if noted.contains(statement) || covered.contains(where: { $0.contains(statement) })
            || noted.contains(where: { $0.contains(statement) || statement.contains($0) })
        {
            return .noted
        }
        if imported.contains(statement) || imported.contains(where: { statement.contains($0) }) { return .imported }
        return .dropped
    }
}
