import Yams

/// Reads one YAML mapping that stands for a known object: every key must be one the object
/// accepts (unknown keys are errors with a "did you mean"), duplicate keys are errors, and each
/// value is handed out with its node, by typed key (`reader[.barTintColor]`), so locations survive.
struct MappingReader {
    let node: Node
    let context: ParseContext
    /// The object read: the keys it accepts.
    let object: ThemeObject
    private(set) var entries: [ThemeKey: (key: Node, value: Node)] = [:]
    /// Whether an unknown key was reported: checks for missing keys then stay quiet, since the
    /// unknown key is usually the missing one misspelt.
    private(set) var hasUnknownKeys = false

    /// `nil` (after reporting an error) when `node` is not a mapping.
    init?(_ node: Node, context: ParseContext, object label: String, reading object: ThemeObject) {
        self.node = node
        self.context = context
        self.object = object
        let keys = object.names
        guard case .mapping(let mapping) = node else {
            context.error(
                "\(label) must be a mapping of keys to values, not \(node.kindDescription)", at: node,
                hint: "allowed keys: \(keys.joined(separator: ", "))")
            return nil
        }
        for (keyNode, valueNode) in mapping {
            guard context.visit(valueNode) else { return nil }
            guard case .scalar(let scalar) = keyNode else {
                context.error("keys in \(label) must be plain words", at: keyNode)
                continue
            }
            let key = scalar.string
            guard key.utf8.count <= ParseContext.maximumKeyLength * 4, key.count <= ParseContext.maximumKeyLength else {
                hasUnknownKeys = true
                context.error(
                    "a key of \(key.count) characters in \(label); keys are at most \(ParseContext.maximumKeyLength) characters",
                    at: keyNode, hint: "allowed keys: \(keys.joined(separator: ", "))", rule: ErrorRules.limitExceeded)
                continue
            }
            guard let definition = object.definition(spelled: key) else {
                hasUnknownKeys = true
                let suggestion = SpellingSuggestion.closest(to: key, in: keys)
                context.error(
                    "unknown key '\(key)' in \(label)", at: keyNode,
                    hint: suggestion.map { "did you mean '\($0)'?" } ?? "allowed keys: \(keys.joined(separator: ", "))",
                    rule: ErrorRules.unknownKey)
                continue
            }
            if let first = entries[definition.key] {
                context.error(
                    "duplicate key '\(key)' in \(label)", at: keyNode,
                    hint: "it is already set at line \(context.location(of: first.key).line); keep one", rule: ErrorRules.duplicateKey)
                continue
            }
            entries[definition.key] = (keyNode, valueNode)
        }
    }

    /// The value of `key`, when the mapping has it (`key` must be one the object accepts).
    subscript(key: ThemeKey) -> Node? {
        assert(object.accepts(key), "\(object.name) has no key \(key)")
        return entries[key]?.value
    }

    var location: SourceLocation { context.location(of: node) }
}

extension Node {
    /// "a list", "a mapping", "the text 'abc'", for messages.
    var kindDescription: String {
        switch self {
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        case .scalar(let scalar):
            if scalar.string.isEmpty && scalar.style == .plain { return "an empty value" }
            return "'\(scalar.string)'"
        }
    }

    /// The scalar's text, or nil for mappings and sequences.
    var scalarText: String? {
        if case .scalar(let scalar) = self { return scalar.string }
        return nil
    }

    /// Whether this is an empty plain scalar (`key:` with nothing after it).
    var isEmptyScalar: Bool {
        if case .scalar(let scalar) = self { return scalar.string.isEmpty && scalar.style == .plain }
        return false
    }
}
