import BarTheme
import Foundation

/// Parses NUI's `.nss` syntax: `@variable: value;` definitions and `Class, Class { property: value; }`
/// rules, with `/* */` and `//` comments. Variables are substituted where used; each declaration
/// keeps its line and column.
struct NUIStyleSheet {
    var rules: [StyleRule] = []
    var variables: [String: String] = [:]
    /// Syntax problems, located.
    var problems: [(message: String, location: SourceLocation)] = []

    init(text: String, path: String) {
        let scalars = Array(text.unicodeScalars)
        var index = 0, line = 1, column = 1
        func location() -> SourceLocation { SourceLocation(file: path, line: line, column: column) }
        func advance() {
            if scalars[index] == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
        func skipTrivia() {
            while index < scalars.count {
                if scalars[index].properties.isWhitespace {
                    advance()
                } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    while index < scalars.count, !(scalars[index] == "*" && index + 1 < scalars.count && scalars[index + 1] == "/") {
                        advance()
                    }
                    if index < scalars.count { advance(); advance() }
                } else if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "/" {
                    while index < scalars.count, scalars[index] != "\n" { advance() }
                } else {
                    return
                }
            }
        }
        func read(until stops: Set<Unicode.Scalar>) -> String {
            var text = ""
            while index < scalars.count, !stops.contains(scalars[index]) {
                if scalars[index] == "/", index + 1 < scalars.count, scalars[index + 1] == "*" {
                    skipTrivia()
                    continue
                }
                text.unicodeScalars.append(scalars[index])
                advance()
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        while true {
            skipTrivia()
            guard index < scalars.count else { break }
            let start = location()
            if scalars[index] == "@" {
                advance()
                let name = read(until: [":", ";", "{", "}"])
                guard index < scalars.count, scalars[index] == ":" else {
                    problems.append(("a variable without ':' and a value", start))
                    _ = read(until: [";"])
                    if index < scalars.count { advance() }
                    continue
                }
                advance()
                let value = read(until: [";", "\n", "}"])
                if index < scalars.count, scalars[index] == ";" { advance() }
                variables[name] = resolve(value).value
                continue
            }
            let selectorText = read(until: ["{", "}", ";"])
            guard index < scalars.count, scalars[index] == "{" else {
                problems.append(("expected '{' after '\(selectorText)'", start))
                if index < scalars.count { advance() }
                continue
            }
            advance()
            var declarations: [StyleDeclaration] = []
            while true {
                skipTrivia()
                guard index < scalars.count else {
                    problems.append(("the rule '\(selectorText)' is not closed with '}'", start))
                    break
                }
                if scalars[index] == "}" {
                    advance()
                    break
                }
                let place = location()
                let name = read(until: [":", ";", "}"])
                guard index < scalars.count, scalars[index] == ":" else {
                    problems.append(("expected ':' after '\(name)'", place))
                    if index < scalars.count, scalars[index] == ";" { advance() }
                    continue
                }
                advance()
                let raw = read(until: [";", "}"])
                if index < scalars.count, scalars[index] == ";" { advance() }
                let (value, variable) = resolve(raw)
                declarations.append(StyleDeclaration(name: name, value: value, variable: variable, location: place))
            }
            let selectors = selectorText.split(separator: ",").map { selector in
                selector.split(whereSeparator: { $0 == " " || $0 == ">" || $0 == "\n" || $0 == "\t" }).map(String.init)
            }.filter { !$0.isEmpty }
            rules.append(StyleRule(selectors: selectors, declarations: declarations, location: start))
        }
    }

    /// `@name` → the variable's value (and its name, for the palette).
    private func resolve(_ value: String) -> (value: String, variable: String?) {
        guard value.hasPrefix("@") else { return (value, nil) }
        let name = String(value.dropFirst())
        guard let resolved = variables[name] else { return (value, nil) }
        return (resolved, name)
    }
}
