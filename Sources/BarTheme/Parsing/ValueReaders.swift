import Yams

/// Reads typed scalars and lists out of YAML nodes, reporting a located error on a mismatch.
/// Every reader returns `nil` after reporting, so a parse goes on and finds every error.
extension ParseContext {
    func string(_ node: Node, key: ThemeKey) -> Located<String>? {
        guard case .scalar(let scalar) = node, !node.isEmptyScalar else {
            error("'\(key)' must be text, not \(node.kindDescription)", at: node)
            return nil
        }
        // `title: null` and `title: ~` are YAML's null, not the word: UIKit would get nil. The core
        // schema's null spellings, compared directly (the resolver runs a regular expression per rule).
        if scalar.style == .plain && YAMLTreeCheck.nullSpellings.contains(scalar.string) {
            error(
                "'\(key)' is null ('\(scalar.string)'), not text", at: node,
                hint: "leave the key out for no value, or quote the word: \(key): \"\(scalar.string)\"", rule: ErrorRules.missingValue)
            return nil
        }
        let length = scalar.string.unicodeScalars.count
        guard length <= Self.maximumTextLength else {
            error(
                "'\(key)' is \(length) characters long; text values may be at most \(Self.maximumTextLength)", at: node,
                hint: "a bar shows a few dozen characters; shorten it", rule: ErrorRules.limitExceeded)
            return nil
        }
        return Located(scalar.string, at: location(of: node))
    }

    func number(_ node: Node, key: ThemeKey, range: ClosedRange<Double>) -> Located<Double>? {
        guard let text = node.scalarText, let value = Double(text), value.isFinite else {
            error("'\(key)' must be a number, not \(node.kindDescription)", at: node)
            return nil
        }
        guard range.contains(value) else {
            error(
                "'\(key)' is \(Self.format(value)), outside \(Self.format(range.lowerBound))...\(Self.format(range.upperBound))",
                at: node, hint: "use a value from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
            return nil
        }
        return Located(value, at: location(of: node))
    }

    func integer(_ node: Node, key: ThemeKey, allowed: [Int]) -> Located<Int>? {
        guard let text = node.scalarText, let value = Int(text) else {
            error("'\(key)' must be a whole number, not \(node.kindDescription)", at: node)
            return nil
        }
        guard allowed.contains(value) else {
            error("'\(key)' is \(value); allowed values are \(allowed.map(String.init).joined(separator: ", "))", at: node)
            return nil
        }
        return Located(value, at: location(of: node))
    }

    func bool(_ node: Node, key: ThemeKey) -> Located<Bool>? {
        switch node.scalarText {
        case "true": return Located(true, at: location(of: node))
        case "false": return Located(false, at: location(of: node))
        default:
            error("'\(key)' must be true or false, not \(node.kindDescription)", at: node)
            return nil
        }
    }

    func enumeration<E: ThemeEnum>(_ node: Node, key: ThemeKey, as type: E.Type) -> Located<E>? {
        guard let text = node.scalarText, !node.isEmptyScalar else {
            error("'\(key)' must be one of \(E.spellings.joined(separator: ", ")), not \(node.kindDescription)", at: node)
            return nil
        }
        guard let value = E.parse(text) else {
            let suggestion = SpellingSuggestion.closest(to: text, in: E.spellings + E.aliases.keys.sorted())
            error(
                "'\(text)' is not a valid \(key)", at: node,
                hint: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "allowed: \(E.spellings.joined(separator: ", "))")
            return nil
        }
        return Located(value, at: location(of: node))
    }

    /// A list of `element`s; a single scalar is accepted as a list of one.
    func list<T>(_ node: Node, key: ThemeKey, maximumCount: Int = 64, element: (Node) -> T?) -> Located<[T]>? {
        let nodes: [Node]
        switch node {
        case .sequence(let sequence): nodes = Array(sequence)
        case .scalar where !node.isEmptyScalar: nodes = [node]
        default:
            error("'\(key)' must be a list, not \(node.kindDescription)", at: node)
            return nil
        }
        guard nodes.count <= maximumCount else {
            error("'\(key)' has \(nodes.count) entries; at most \(maximumCount) are allowed", at: node)
            return nil
        }
        var values: [T] = []
        var failed = false
        for child in nodes {
            guard visit(child) else { return nil }
            if let value = element(child) { values.append(value) } else { failed = true }
        }
        return failed ? nil : Located(values, at: location(of: node))
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
