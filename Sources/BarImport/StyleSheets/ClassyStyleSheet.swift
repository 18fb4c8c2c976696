import BarTheme
import Foundation

/// Parses Classy's `.cas` syntax into rules: selectors by indentation or braces (nested selectors
/// add to their parent's containment path), properties as `name value`, `name: value;` or
/// `name[arg:value, …] value`, `@{ … }` dictionaries over several lines, `$variables`, and `//` /
/// `/* */` comments. `@import` lines are collected (`imports`; `ClassyImports` follows them),
/// `@media` and `@device` are reported, not followed.
struct ClassyStyleSheet {
    struct Property {
        var name: String
        var arguments: [String: String]
        var value: String
        /// `@{ key: value … }` entries, for text attributes.
        var dictionary: [(key: String, value: String)]?
        var variable: String?
        var location: SourceLocation
    }

    struct Rule {
        /// The selector path, outermost first (`UIView`, `UINavigationBar`).
        var path: [String]
        var properties: [Property]
        var location: SourceLocation
    }

    var rules: [Rule] = []
    var variables: [String: String] = [:]
    var problems: [(message: String, location: SourceLocation)] = []
    /// `@import "name.cas"` / `@import name.cas;` / `@import $variable`: the file named, as written, and where.
    var imports: [(name: String, location: SourceLocation)] = []

    /// `variables`: those of the files imported before this one (Classy reads an import in place).
    init(text: String, path file: String, variables inherited: [String: String] = [:]) {
        variables = inherited
        var lines = Self.contentLines(text)
        // A stack of open selectors: (indentation or brace marker, path, rule index).
        var stack: [(indent: Int, braced: Bool, path: [String], rules: [Int])] = []
        var pendingSelectors: [String] = []
        var index = 0
        func location(_ line: Int, _ column: Int = 1) -> SourceLocation { SourceLocation(file: file, line: line, column: column) }
        while index < lines.count {
            let (number, indent, text) = lines[index]
            index += 1
            if text == "}" {
                if let open = stack.lastIndex(where: { $0.braced }) { stack.removeSubrange(open...) }
                continue
            }
            // `Selector { a: 1; b: 2 }` on one line: the selector, each property, the closing brace.
            if !text.hasPrefix("$"), !text.hasPrefix("@"), let open = text.firstIndex(of: "{"), text.hasSuffix("}"),
                !text[..<open].hasSuffix("@"), text[..<open].contains(where: { $0.isLetter })
            {
                let selector = text[..<open].trimmingCharacters(in: .whitespaces) + " {"
                let body = text[text.index(after: open)..<text.index(before: text.endIndex)]
                var expanded = [(number, indent, selector)]
                for declaration in body.split(separator: ";") where !declaration.trimmingCharacters(in: .whitespaces).isEmpty {
                    expanded.append((number, indent + 4, declaration.trimmingCharacters(in: .whitespaces) + ";"))
                }
                expanded.append((number, indent, "}"))
                lines.replaceSubrange((index - 1)..<index, with: expanded)
                index -= 1
                continue
            }
            // Close indentation-based selectors this line is not inside.
            while let top = stack.last, !top.braced, indent <= top.indent { stack.removeLast() }
            if text.hasPrefix("$") {
                let parts = text.dropFirst().split(maxSplits: 1, whereSeparator: { $0 == "=" || $0 == ":" }).map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                if parts.count == 2 { variables[parts[0]] = parts[1].trimmingCharacters(in: CharacterSet(charactersIn: ";")) }
                continue
            }
            if text.hasPrefix("@import") {
                var name = text.dropFirst("@import".count).trimmingCharacters(in: CharacterSet(charactersIn: " ;"))
                if name.hasPrefix("$") { name = variables[String(name.dropFirst())] ?? name }
                imports.append((name.trimmingCharacters(in: CharacterSet(charactersIn: "\"' ")), location(number, indent + 1)))
                continue
            }
            if text.hasPrefix("@media") || text.hasPrefix("@device") {
                problems.append(
                    (
                        "Classy '\(text.split(separator: " ").first ?? "")' is not followed by the importer (\(text.prefix(60)))",
                        location(number, indent + 1)
                    ))
                if text.hasSuffix("{") { stack.append((indent, true, stack.last?.path ?? [], [])) }
                continue
            }
            let nextIndent = index < lines.count ? lines[index].indent : -1
            let opensBrace = text.hasSuffix("{") && !text.hasSuffix("@{")
            let isSelector =
                opensBrace || text.hasSuffix(",")
                || (nextIndent > indent && !text.hasSuffix("@{") && !text.contains(":") || (nextIndent > indent && text.hasPrefix(">")))
                || (index < lines.count && lines[index].text == "{")
            if isSelector {
                let selectorText = text.trimmingCharacters(in: CharacterSet(charactersIn: "{ "))
                if selectorText.hasSuffix(",") {
                    pendingSelectors.append(String(selectorText.dropLast()))
                    continue
                }
                let selectors = (pendingSelectors + [selectorText]).flatMap { $0.split(separator: ",") }.map {
                    $0.trimmingCharacters(in: .whitespaces)
                }
                pendingSelectors = []
                if index < lines.count, lines[index].text == "{" { index += 1 }
                let parent = stack.last?.path ?? []
                var opened: [Int] = []
                for selector in selectors where !selector.isEmpty {
                    let parts = selector.split(whereSeparator: { $0 == " " || $0 == ">" }).map(String.init)
                    rules.append(Rule(path: parent + parts, properties: [], location: location(number, indent + 1)))
                    opened.append(rules.count - 1)
                }
                let braced = opensBrace || (index > 0 && lines[index - 1].text == "{")
                stack.append((indent, braced, opened.first.map { rules[$0].path } ?? parent, opened))
                continue
            }
            // A property, possibly with a multi-line @{ … } dictionary.
            guard let current = stack.last, !current.rules.isEmpty else {
                problems.append(("a property outside any selector: '\(text.prefix(40))'", location(number, indent + 1)))
                continue
            }
            var property = Self.property(text, location: location(number, indent + 1))
            if text.hasSuffix("@{") { property.dictionary = Self.dictionary(lines, from: &index) }
            if property.value.hasPrefix("$"), let value = variables[String(property.value.dropFirst())] {
                property.variable = String(property.value.dropFirst())
                property.value = value
            }
            // Every selector of the list the property sits under.
            for rule in current.rules { rules[rule].properties.append(property) }
        }
    }

    /// The text's lines without comments, with their numbers and indentation (tabs as four spaces).
    static func contentLines(_ text: String) -> [(number: Int, indent: Int, text: String)] {
        var lines: [(number: Int, indent: Int, text: String)] = []
        var inBlockComment = false
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            var line = raw.replacingOccurrences(of: "\t", with: "    ")
            if inBlockComment {
                guard let end = line.range(of: "*/") else { continue }
                line = String(line[end.upperBound...])
                inBlockComment = false
            }
            while let start = line.range(of: "/*") {
                if let end = line.range(of: "*/", range: start.upperBound..<line.endIndex) {
                    line.removeSubrange(start.lowerBound..<end.upperBound)
                } else {
                    line = String(line[..<start.lowerBound])
                    inBlockComment = true
                }
            }
            if let comment = line.range(of: "//"), !line[..<comment.lowerBound].hasSuffix(":") {
                line = String(line[..<comment.lowerBound])
            }
            let indent = line.prefix { $0 == " " }.count
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if !trimmed.isEmpty { lines.append((index + 1, indent, trimmed)) }
        }
        return lines
    }

    /// The entries of a `@{ … }` dictionary whose opening ends the line before `index`, up to its
    /// closing brace (`index` moves past it); entries of nested dictionaries are skipped.
    static func dictionary(_ lines: [(number: Int, indent: Int, text: String)], from index: inout Int) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var depth = 1
        while index < lines.count, depth > 0 {
            let entry = lines[index].text
            index += 1
            if entry.hasPrefix("}") { depth -= 1; continue }
            if entry.hasSuffix("@{") { depth += 1; continue }
            guard depth == 1 else { continue }
            let pieces = entry.split(maxSplits: 1, whereSeparator: { $0 == ":" || $0 == " " }).map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: " ;,"))
            }
            if pieces.count == 2 { entries.append((pieces[0], pieces[1])) }
        }
        return entries
    }

    /// `bar-tint-color blue`, `barTintColor: blue;`, `background-image[barMetrics:compact] bar 1 2 3 4`.
    static func property(_ text: String, location: SourceLocation) -> Property {
        var rest = Substring(text.trimmingCharacters(in: CharacterSet(charactersIn: ";")))
        let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" })
        rest = rest.dropFirst(name.count).drop { $0 == " " }
        var arguments: [String: String] = [:]
        if rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
            for pair in rest[rest.index(after: rest.startIndex)..<close].split(separator: ",") {
                let kv = pair.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                if kv.count == 2 { arguments[kv[0]] = kv[1] }
            }
            rest = rest[rest.index(after: close)...]
        }
        rest = rest.drop { $0 == " " || $0 == ":" }
        let value = rest.hasSuffix("@{") ? "@{" : rest.trimmingCharacters(in: .whitespaces)
        return Property(name: name, arguments: arguments, value: value, dictionary: nil, variable: nil, location: location)
    }
}
