import Yams

/// Turns Yams' syntax errors into a message and a location in the theme file.
enum YAMLErrorDescription {
    static func message(for error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            let whileContext = context.map { " \($0.text)" } ?? ""
            return "YAML syntax error: \(problem)\(whileContext)"
        case .reader(let problem, _, _, _):
            return "the file cannot be read as text: \(problem)"
        case .dataCouldNotBeDecoded:
            return "the file is not UTF-8 text"
        default:
            return "YAML error: \(error)"
        }
    }

    static func location(of error: YamlError, file: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(file: file, line: mark.line, column: mark.column)
        default:
            return SourceLocation(file: file, line: 1, column: 1)
        }
    }
}
