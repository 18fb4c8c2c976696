import Yams

/// Checks the composed YAML tree before the theme walk, without recursion and within a budget:
/// explicit tags (`!!binary`, `!!python/object`, `!custom`) are refused, since a theme's values
/// are plain text, numbers, lists and mappings; and the tree as its aliases expand it may nest at
/// most `maximumDepth` levels, so a chain of anchors is refused before anything walks it. The
/// check looks at `maximumNodes` nodes at most (keys included): past that, an alias bomb, the walk's
/// own 20 000-value budget reports it (or the unknown keys it sits under). A theme within that
/// budget has at most 20 000 values and as many keys, so the check sees all of it.
enum YAMLTreeCheck {
    /// The tags a plain theme has: YAML's core schema (the parser resolves plain scalars with
    /// `coreResolver`, so no other tag appears unless it is written).
    static let coreTags: Set<String> = [
        Tag.Name.str, .seq, .map, .bool, .int, .float, .null,
        .implicit, .nonSpecific,
    ].reduce(into: []) { $0.insert($1.rawValue) }

    /// What the theme parser composes with: no implicit-tag rules, so every plain scalar is a
    /// string. Yams hashes every mapping key with its resolved tag for its duplicate-key check, and
    /// resolving a tag runs the rules' ICU regular expressions: with `coreResolver` that was 14.5 %
    /// of `validate`'s instructions (docs/PERFORMANCE.md, "validate, third pass"). The walker reads
    /// scalars by their text (`true`, numbers and the null spellings below), never by tag, so only the
    /// duplicate check sees a difference: a mapping with both `true:` and `"true":` (or `1:` and
    /// `"1":`) is now a duplicate key, as theme keys, which are names, always were for the walker
    /// (`MappingReader`).
    static let composeResolver = Resolver.basic

    /// Resolves plain scalars to the core schema only (no timestamps, merge or value keys).
    static let coreResolver = Resolver.basic.appending(.bool).appending(.int).appending(.float).appending(.null)

    /// The plain scalars `coreResolver` resolves to null (Yams' `Resolver.Rule.null`: `~`, `null`,
    /// `Null`, `NULL` and the empty scalar; none of them matches the bool, int or float rule first).
    /// `YAMLTreeCheckTests` checks the set against the resolver.
    static let nullSpellings: Set<String> = ["~", "null", "Null", "NULL", ""]

    /// Nodes counted as aliases expand them, keys included.
    static let maximumNodes = 2 * ParseContext.nodeBudget

    enum Problem {
        case tag(Node, String)
        case tooDeep(Node)
    }

    static func firstProblem(in root: Node, maximumDepth: Int) -> Problem? {
        var pending: [(Node, Int)] = [(root, 1)]
        var count = 0
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > maximumNodes { return nil }
            if depth > maximumDepth { return .tooDeep(node) }
            let tag: Tag
            switch node {
            case .scalar(let scalar): tag = scalar.tag
            case .mapping(let mapping):
                tag = mapping.tag
                // Reversed, so the first problem in file order is found first.
                for (key, value) in mapping.reversed() {
                    pending.append((value, depth + 1))
                    pending.append((key, depth + 1))
                }
            case .sequence(let sequence):
                tag = sequence.tag
                for child in sequence.reversed() { pending.append((child, depth + 1)) }
            case .alias: continue
            }
            if !coreTags.contains(tag.description) { return .tag(node, tag.description) }
        }
        return nil
    }

    /// A tag as the user wrote it: `!!binary` for YAML's own, else the tag itself.
    static func spelling(of tag: String) -> String {
        let prefix = "tag:yaml.org,2002:"
        return tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
    }
}
