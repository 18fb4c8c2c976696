import BarTheme

/// JSON read with the place of every value, keys in file order (UISS style sheets are JSON whose
/// key order and positions matter for the notes). Accepts the trailing commas and `//` comments
/// hand-written UISS files contain.
indirect enum LocatedJSON {
    /// One `"key": value` of an object.
    struct Member {
        let key: String
        let keyLocation: SourceLocation
        let value: LocatedJSON
    }

    case object([Member], SourceLocation)
    case array([LocatedJSON], SourceLocation)
    case string(String, SourceLocation)
    case number(Double, SourceLocation)
    case bool(Bool, SourceLocation)
    case null(SourceLocation)

    var location: SourceLocation {
        switch self {
        case .object(_, let l), .array(_, let l), .string(_, let l), .number(_, let l), .bool(_, let l), .null(let l): return l
        }
    }

    struct ParseError: Error {
        let message: String
        let location: SourceLocation
    }

    static func parse(_ text: String, path: String) throws(ParseError) -> LocatedJSON {
        var parser = Parser(scalars: Array(text.unicodeScalars), path: path)
        let value = try parser.value(depth: 0)
        parser.skip()
        guard parser.index >= parser.scalars.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let path: String
        var index = 0, line = 1, column = 1

        init(scalars: [Unicode.Scalar], path: String) {
            self.scalars = scalars
            self.path = path
        }

        var location: SourceLocation { SourceLocation(file: path, line: line, column: column) }

        func error(_ message: String) -> ParseError { ParseError(message: message, location: location) }

        mutating func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }

        mutating func skip() {
            while index < scalars.count {
                if scalars[index].properties.isWhitespace {
                    advance()
                } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { advance() }
                } else {
                    return
                }
            }
        }

        mutating func value(depth: Int) throws(ParseError) -> LocatedJSON {
            guard depth < 64 else { throw error("the JSON nests deeper than 64 levels") }
            skip()
            guard index < scalars.count else { throw error("the JSON ends early") }
            let start = location
            switch scalars[index] {
            case "{":
                advance()
                var members: [Member] = []
                while true {
                    skip()
                    guard index < scalars.count else { throw error("an object is not closed with '}'") }
                    if scalars[index] == "}" {
                        advance()
                        return .object(members, start)
                    }
                    let keyLocation = location
                    guard case .string(let key, _) = try value(depth: depth + 1) else {
                        throw ParseError(message: "an object key must be a string", location: keyLocation)
                    }
                    skip()
                    guard index < scalars.count, scalars[index] == ":" else { throw error("expected ':' after \"\(key)\"") }
                    advance()
                    members.append(Member(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
                    skip()
                    if index < scalars.count, scalars[index] == "," { advance() }
                }
            case "[":
                advance()
                var items: [LocatedJSON] = []
                while true {
                    skip()
                    guard index < scalars.count else { throw error("an array is not closed with ']'") }
                    if scalars[index] == "]" {
                        advance()
                        return .array(items, start)
                    }
                    items.append(try value(depth: depth + 1))
                    skip()
                    if index < scalars.count, scalars[index] == "," { advance() }
                }
            case "\"":
                advance()
                var text = ""
                while true {
                    guard index < scalars.count, scalars[index] != "\n" else {
                        throw ParseError(message: "a string is not closed", location: start)
                    }
                    let c = scalars[index]
                    advance()
                    if c == "\"" { break }
                    if c == "\\", index < scalars.count {
                        let escaped = scalars[index]
                        advance()
                        switch escaped {
                        case "n": text += "\n"
                        case "t": text += "\t"
                        case "u":
                            var hex = ""
                            while hex.count < 4, index < scalars.count { hex.unicodeScalars.append(scalars[index]); advance() }
                            if let code = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(code) { text.unicodeScalars.append(scalar) }
                        default: text.unicodeScalars.append(escaped)
                        }
                    } else {
                        text.unicodeScalars.append(c)
                    }
                }
                return .string(text, start)
            default:
                var word = ""
                while index < scalars.count, !",]}:".unicodeScalars.contains(scalars[index]), !scalars[index].properties.isWhitespace {
                    word.unicodeScalars.append(scalars[index])
                    advance()
                }
                switch word {
                case "true": return .bool(true, start)
                case "false": return .bool(false, start)
                case "null": return .null(start)
                default:
                    guard let number = Double(word) else { throw ParseError(message: "'\(word)' is not a JSON value", location: start) }
                    return .number(number, start)
                }
            }
        }
    }
}
