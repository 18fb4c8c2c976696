import Yams

/// The tokens of one appearance: every token of its files by path (`color.brand.primary`), in the
/// order read. Files are merged in the order listed; a later file's token replaces an earlier
/// one's of the same path (Style Dictionary's `source` order).
///
/// A token is a JSON object with `$value`; every other object is a group. `$type` on a token or
/// any group above it gives its type (the nearest wins). A group's `$root` token is the group's
/// own value: `color.accent` (an alias may also write `{color.accent.$root}`). Tokens Studio's
/// legacy format (`value`, `type` without `$`) is read the same way in a file that has no `$value`.
struct DesignTokenSet {
    struct Entry {
        /// `color.brand.primary`.
        let path: String
        /// `$type`, the token's own or its nearest group's.
        let type: String?
        /// `$value`: a literal or an alias string.
        let value: Node
        /// Where `$value` is.
        let location: SourceLocation
    }

    private(set) var entries: [String: Entry] = [:]
    private(set) var order: [String] = []
    /// Tokens of every file read into the set, counting replaced ones (the limit is on the work).
    private(set) var count = 0

    static let rule = ErrorRules.designTokens

    /// Adds the tokens of the JSON object `root` read from `file`; returns the problems found.
    /// Stops at `DesignTokenLimits.maximumTokens` tokens.
    mutating func add(_ root: Node, file: String, legacy: Bool) -> [Diagnostic] {
        let valueKey = legacy ? "value" : "$value", typeKey = legacy ? "type" : "$type"
        var problems: [Diagnostic] = []
        func at(_ node: Node) -> SourceLocation {
            SourceLocation(file: file, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        var pending: [(Node.Mapping, path: [String], type: String?)] = []
        if case .mapping(let top) = root { pending.append((top, [], nil)) }
        while let (group, path, inherited) = pending.popLast() {
            var type = inherited
            if let typeNode = group[typeKey] {
                guard let text = Self.string(typeNode) else {
                    problems.append(.error("'\(typeKey)' must be a string such as \"color\"", at: at(typeNode), rule: Self.rule))
                    continue
                }
                type = text
            }
            // Children in reverse, so the stack pops them in file order.
            for (keyNode, child) in group {
                let name = keyNode.string ?? ""
                if name.hasPrefix("$") && name != "$root" {
                    if name == "$extends" || name == "$ref" {
                        problems.append(
                            .error(
                                "'\(name)' is not supported in tokens files read by BarTheme", at: at(keyNode),
                                hint: "write the tokens out (or resolve the file with Style Dictionary or Terrazzo first)", rule: Self.rule)
                        )
                    }
                    continue
                }
                if legacy && ["type", "description"].contains(name) { continue }
                if name.contains(".") || name.contains("{") || name.contains("}") {
                    problems.append(
                        .error(
                            "the token or group name '\(name)' contains '.', '{' or '}'", at: at(keyNode),
                            hint: "aliases use '.' between names ({group.token}), so names cannot contain these characters",
                            rule: Self.rule))
                    continue
                }
                guard case .mapping(let object) = child else {
                    problems.append(
                        .error(
                            "'\(name)' is neither a token nor a group (\(child.kindDescription))", at: at(keyNode),
                            hint: "a token is an object with \"\(valueKey)\"; a group is an object of tokens and groups", rule: Self.rule))
                    continue
                }
                let childPath = name == "$root" ? path : path + [name]
                guard let value = object[valueKey] else {
                    guard name != "$root" else {
                        problems.append(
                            .error("'$root' must be a token (an object with \"\(valueKey)\")", at: at(keyNode), rule: Self.rule))
                        continue
                    }
                    pending.append((object, childPath, type))
                    continue
                }
                count += 1
                guard count <= DesignTokenLimits.maximumTokens else {
                    problems.append(
                        .error(
                            "more than \(DesignTokenLimits.maximumTokens) tokens in the files of this import", at: at(keyNode),
                            hint: "name only the files with the colours the theme uses", rule: ErrorRules.limitExceeded))
                    return problems
                }
                var ownType = type
                if let typeNode = object[typeKey] {
                    guard let text = Self.string(typeNode) else {
                        problems.append(.error("'\(typeKey)' must be a string such as \"color\"", at: at(typeNode), rule: Self.rule))
                        continue
                    }
                    ownType = text
                }
                let key = childPath.joined(separator: ".")
                guard !key.isEmpty else {
                    problems.append(.error("a '$root' token at the top of the file has no name", at: at(keyNode), rule: Self.rule))
                    continue
                }
                if entries[key] == nil { order.append(key) }
                entries[key] = Entry(path: key, type: ownType, value: value, location: at(value))
            }
        }
        return problems
    }

    static func string(_ node: Node) -> String? {
        guard case .scalar(let scalar) = node, scalar.style == .doubleQuoted else { return nil }
        return scalar.string
    }

    /// The token an alias text names: `{color.brand}` → `color.brand` (a trailing `.$root` names
    /// the group's `$root` token, stored under the group's path); nil when the text is no alias.
    static func aliasTarget(_ text: String) -> String? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return inner.hasSuffix(".$root") ? String(inner.dropLast(6)) : String(inner)
    }
}
