import Foundation

/// Where text stops being UTF-8, so "not UTF-8" points at the byte to fix.
enum InvalidUTF8 {
    /// The line and column (in characters) of the first byte that is not valid UTF-8, or `nil`.
    static func firstLocation(in data: Data) -> (line: Int, column: Int)? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = data.makeIterator()
        var line = 1, column = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                if Unicode.UTF8.decode(encoded) == "\n" { line += 1; column = 1 } else { column += 1 }
            case .emptyInput: return nil
            case .error: return (line, column)
            }
        }
    }
}
