/// A position in a theme file: the file's path as the user gave it, and a 1-based line and column.
///
/// Columns count Unicode scalars, as libyaml (and so Yams) does.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The theme file's path, as given on the command line or in `extends`.
    public let file: String
    /// 1-based line number.
    public let line: Int
    /// 1-based column number.
    public let column: Int

    /// Line `line`, column `column` of `file`, both counted from 1.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// `path:line:column`, the form editors and CI annotate.
    public var description: String { "\(file):\(line):\(column)" }

    /// File order: by file, then line, then column.
    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}
