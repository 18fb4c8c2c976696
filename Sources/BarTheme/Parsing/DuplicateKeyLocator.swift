/// Where a repeated key is, for the YAML library's duplicate-key error, which only names the key and
/// the mapping's start (and dumps the whole file): the second occurrence of the key among the lines
/// of that block mapping at its indentation, and the line of the first one.
enum DuplicateKeyLocator {
    struct Found: Equatable {
        let key: String
        let line: Int
        let column: Int
        let firstLine: Int
    }

    /// `mappingLine`/`mappingColumn` (1-based) are where the mapping's first key starts. `nil` when
    /// the repetition is not in a block mapping written one key per line (a flow mapping, say).
    static func locate(in text: String, keys: [String], mappingLine: Int, mappingColumn: Int) -> Found? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            String($0.hasSuffix("\r") ? $0.dropLast() : $0[...])
        }
        guard mappingLine >= 1, mappingLine <= lines.count else { return nil }
        let indent = mappingColumn - 1
        var seen: [String: Int] = [:]
        for index in (mappingLine - 1)..<lines.count {
            let line = lines[index]
            let content = line.drop { $0 == " " }
            if content.isEmpty || content.hasPrefix("#") { continue }
            let lineIndent = line.count - content.count
            // The first line may start with "- " before the key (a mapping in a list).
            let keyIndent = index == mappingLine - 1 ? indent : lineIndent
            if index > mappingLine - 1 && lineIndent < indent { break }
            guard keyIndent == indent || index == mappingLine - 1 else { continue }
            let start = line.index(line.startIndex, offsetBy: min(indent, line.count))
            guard let key = keyName(line[start...]) else { continue }
            if let first = seen[key], keys.contains(key) {
                return Found(key: key, line: index + 1, column: indent + 1, firstLine: first)
            }
            seen[key] = seen[key] ?? index + 1
        }
        return nil
    }

    /// `text` without the entry of the repeated key `found`: its line and the lines of its value (more
    /// indented, or a block list at its indentation under an empty value) made empty, so the other
    /// lines keep their numbers and the rest of the file can be checked.
    static func removingEntry(at found: Found, from text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = found.line - 1
        guard lines.indices.contains(index) else { return text }
        let indent = found.column - 1
        let opensBlock = lines[index].trimmingCharacters(in: .whitespaces).hasSuffix(":")
        lines[index] = ""
        var next = index + 1
        while next < lines.count {
            let line = lines[next]
            let content = line.drop { $0 == " " }
            let lineIndent = line.count - content.count
            let isValue =
                content.isEmpty || content.hasPrefix("#") || lineIndent > indent
                || (opensBlock && lineIndent == indent && content.hasPrefix("- "))
            guard isValue else { break }
            lines[next] = ""
            next += 1
        }
        return lines.joined(separator: "\n")
    }

    /// `name` of a `name: value` line (plain or quoted key), else nil.
    static func keyName(_ text: Substring) -> String? {
        if let quote = text.first, quote == "\"" || quote == "'" {
            guard let end = text.dropFirst().firstIndex(of: quote) else { return nil }
            let rest = text[text.index(after: end)...]
            return rest.hasPrefix(":") ? String(text[text.index(after: text.startIndex)..<end]) : nil
        }
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let after = text.index(after: colon)
        guard after == text.endIndex || text[after] == " " else { return nil }
        let key = text[..<colon].trimmingCharacters(in: .whitespaces)
        return key.isEmpty || key.hasPrefix("-") || key.hasPrefix("{") ? nil : key
    }
}
