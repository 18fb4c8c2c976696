import Yams

/// Reads a design tokens file's JSON into a tree whose every value keeps its line and column.
///
/// The JSON is composed by Yams (libyaml), the parser themes already use: JSON is nearly a subset
/// of YAML's flow style, and libyaml marks every node. What libyaml accepts beyond JSON is refused
/// here, so a file that passes is JSON: a lexical pass before it (text that does not open with
/// `{`, comments, single quotes, trailing commas, anchors, tags, raw control characters in strings,
/// nesting deeper than `DesignTokenLimits.maximumDepth`) and a check of the composed tree after it
/// (unquoted keys, plain words other than `true`, `false`, `null` and JSON numbers). What libyaml
/// refuses that JSON allows is reported as such: `\uD83D\uDE00` surrogate-pair escapes (write the
/// character itself) and keys longer than 1024 characters. docs/THEME-FORMAT.md ("Design tokens")
/// records why this and not another parser.
enum DesignTokenJSON {
    enum Outcome {
        case tree(Node)
        case failed(Diagnostic)
    }

    static let rule = ErrorRules.designTokens

    /// `parseAnew(text, file:)`, remembered by file path and text: a tokens file that many themes name
    /// is parsed once a process (`validate` of a folder; docs/PERFORMANCE.md, "validate"). The same
    /// text at the same path parses to the same outcome, so an edited file (`watch`) is parsed again.
    static func parse(_ text: String, file: String) -> Outcome {
        if let known = ParsedTokenFiles.shared.outcome(file: file, text: text) { return known }
        let outcome = parseAnew(text, file: file)
        ParsedTokenFiles.shared.remember(outcome, file: file, text: text)
        return outcome
    }

    static func parseAnew(_ text: String, file: String) -> Outcome {
        if let problem = lexicalProblem(in: text, file: file) { return .failed(problem) }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, YAMLTreeCheck.coreResolver, .default, .utf8)
        } catch YamlError.duplicatedKeysInMapping(let keys, let context) {
            let names = keys.map { "'\($0)'" }.joined(separator: ", ")
            return .failed(
                .error(
                    "the key \(names) appears twice in this JSON object",
                    at: SourceLocation(file: file, line: context.mark.line, column: context.mark.column),
                    hint: "keep one of them: a token or group name is given once per group", rule: rule))
        } catch let error as YamlError {
            var message = YAMLErrorDescription.message(for: error).replacingOccurrences(of: "YAML syntax error", with: "not valid JSON")
            var hint = "check the brackets, commas and quotes here"
            if message.contains("invalid Unicode character escape code") {
                message = "not valid JSON here: a \\uD800-\\uDFFF surrogate-pair escape, which the JSON reader does not take"
                hint = "write the character itself (the file is UTF-8), e.g. \"😀\" instead of \"\\uD83D\\uDE00\""
            } else if message.contains("could not find expected ':'") || message.contains("did not find expected ',' or '}'") {
                hint += "; keys longer than 1024 characters are not read"
            }
            return .failed(.error(message, at: YAMLErrorDescription.location(of: error, file: file), hint: hint, rule: rule))
        } catch {
            return .failed(.error("not valid JSON: \(error)", at: SourceLocation(file: file, line: 1, column: 1), rule: rule))
        }
        guard let root else {
            return .failed(
                .error(
                    "the tokens file is empty", at: SourceLocation(file: file, line: 1, column: 1),
                    hint: "a tokens file is a JSON object: { \"color\": { \"brand\": { \"$type\": \"color\", \"$value\": \"#0A84FF\" } } }",
                    rule: rule))
        }
        if let problem = treeProblem(in: root, file: file) { return .failed(problem) }
        return .tree(root)
    }

    // MARK: Lexical pass

    /// The first thing in `text` that is not JSON at the level of characters, or nil.
    static func lexicalProblem(in text: String, file: String) -> Diagnostic? {
        var line = 1, column = 0
        var inString = false, escaped = false
        var depth = 0
        var stringLength = 0
        // The last character outside strings and white space, with where it was: a trailing comma
        // is a ',' followed (after white space) by '}' or ']'.
        var lastSignificant: (Unicode.Scalar, Int, Int)?
        // The text must open with '{': then libyaml reads it in flow context throughout, where YAML's
        // block style (indented keys, '- ' lists) cannot occur. (Yams does not report a composed
        // mapping's style, so the tree cannot be asked.)
        var opened = false
        func error(_ message: String, _ hint: String, _ l: Int = line, _ c: Int = column) -> Diagnostic {
            .error(message, at: SourceLocation(file: file, line: l, column: c), hint: hint, rule: rule)
        }
        for scalar in text.unicodeScalars {
            column += 1
            if inString {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    inString = false
                    lastSignificant = (scalar, line, column)
                    continue
                } else if scalar.value < 0x20 {
                    return error(
                        "a control character (U+\(ThemeWalker.hex(scalar))) inside a JSON string",
                        scalar == "\n"
                            ? "a string ends on its line: close the quote, or write a line break as \\n" : "write it as an escape, e.g. \\t"
                    )
                }
                stringLength += 1
                if stringLength > DesignTokenLimits.maximumStringLength {
                    return error(
                        "a JSON string longer than \(DesignTokenLimits.maximumStringLength) characters",
                        "token names and values are short; check that this is a tokens file")
                }
                continue
            }
            if !opened && !["\n", " ", "\t", "\r", "\u{FEFF}"].contains(scalar) {
                // Comments and quotes before the object get their own message below.
                guard ["{", "#", "/", "'"].contains(scalar) else {
                    return error("a tokens file is one JSON object", "start it with { and end it with }, e.g. { \"color\": { … } }")
                }
                opened = scalar == "{"
            }
            switch scalar {
            case "\n":
                line += 1
                column = 0
            case " ", "\t", "\r", "\u{FEFF}":
                break
            case "\"":
                inString = true
                stringLength = 0
            case "{", "[":
                depth += 1
                if depth > DesignTokenLimits.maximumDepth {
                    return error(
                        "the JSON nests deeper than \(DesignTokenLimits.maximumDepth) levels",
                        "token files are a few groups deep; check for unbalanced brackets")
                }
                lastSignificant = (scalar, line, column)
            case "}", "]":
                if let (previous, l, c) = lastSignificant, previous == "," {
                    return error("a trailing comma, which JSON does not allow", "remove the comma before the closing bracket", l, c)
                }
                depth -= 1
                lastSignificant = (scalar, line, column)
            case ",", ":", "-", "+", ".", "0"..."9", "a"..."z", "A"..."Z":
                lastSignificant = (scalar, line, column)
            case "#":
                return error("a '#' comment, which JSON does not have", "remove the comment (a colour value goes in quotes: \"#0A84FF\")")
            case "/":
                return error("a '/' outside a string: JSON has no comments", "remove the comment")
            case "'":
                return error("a single quote: JSON strings are in double quotes", "write \"name\", not 'name'")
            default:
                return error(
                    "'\(Character(scalar))' outside a string is not JSON",
                    "JSON has objects { }, arrays [ ], \"strings\", numbers, true, false and null")
            }
        }
        return nil
    }

    // MARK: Tree check

    /// A number as JSON writes it: `-0`, `12`, `1.5`, `2e-3`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = Substring(text).utf8[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let digits = bytes.prefix { (48...57).contains($0) }
        guard !digits.isEmpty, digits.count == 1 || digits.first != UInt8(ascii: "0") else { return false }
        bytes = bytes.dropFirst(digits.count)
        if bytes.first == UInt8(ascii: ".") {
            let fraction = bytes.dropFirst().prefix { (48...57).contains($0) }
            guard !fraction.isEmpty else { return false }
            bytes = bytes.dropFirst(1 + fraction.count)
        }
        if bytes.first == UInt8(ascii: "e") || bytes.first == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if bytes.first == UInt8(ascii: "+") || bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            let exponent = bytes.prefix { (48...57).contains($0) }
            guard !exponent.isEmpty else { return false }
            bytes = bytes.dropFirst(exponent.count)
        }
        return bytes.isEmpty
    }

    /// The first node of the composed tree that JSON would not have written, or nil.
    static func treeProblem(in root: Node, file: String) -> Diagnostic? {
        func at(_ node: Node) -> SourceLocation {
            SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        guard case .mapping = root else {
            return .error(
                "a tokens file is one JSON object", at: at(root),
                hint: "start it with { and end it with }, e.g. { \"color\": { … } }", rule: rule)
        }
        var pending: [(Node, isKey: Bool)] = [(root, false)]
        while let (node, isKey) = pending.popLast() {
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping {
                    pending.append((value, false))
                    pending.append((key, true))
                }
            case .sequence(let sequence):
                for element in sequence { pending.append((element, false)) }
            case .scalar(let scalar):
                if isKey {
                    guard scalar.style == .doubleQuoted else {
                        return .error(
                            "the key '\(scalar.string)' is not in double quotes", at: at(node),
                            hint: "JSON keys are strings: \"\(scalar.string)\"", rule: rule)
                    }
                } else if scalar.style != .doubleQuoted {
                    let text = scalar.string
                    guard scalar.style == .plain, ["true", "false", "null"].contains(text) || isJSONNumber(text) else {
                        return .error(
                            "'\(text)' is not a JSON value", at: at(node),
                            hint: "strings go in double quotes: \"\(text)\"", rule: rule)
                    }
                }
            case .alias:
                return .error("a YAML alias, not JSON", at: at(node), hint: "write the value out", rule: rule)
            }
        }
        return nil
    }
}
