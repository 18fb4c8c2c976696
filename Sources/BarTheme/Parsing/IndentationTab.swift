/// The first tab in a line's indentation, which libyaml reports as "found character that cannot
/// start any token": the parser says what it is instead (issue #42 item 10).
enum IndentationTab {
    /// The 1-based line and column of the first tab among a line's leading blanks, on or before
    /// line `before` (where the YAML library stopped); nil when there is none there.
    static func first(in text: String, before: Int) -> (line: Int, column: Int)? {
        var lineNumber = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if lineNumber > before { return nil }
            var column = 0
            for character in line {
                column += 1
                if character == "\t" { return (lineNumber, column) }
                if character != " " { break }
            }
        }
        return nil
    }
}
