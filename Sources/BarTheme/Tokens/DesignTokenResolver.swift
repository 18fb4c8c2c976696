import Yams

/// Follows a colour token's aliases to its literal colour within one `DesignTokenSet`: every alias
/// must name a token, chains are at most `DesignTokenLimits.maximumAliasChain` long, and a cycle
/// is reported with the tokens that make it.
struct DesignTokenResolver {
    let set: DesignTokenSet

    enum Resolution {
        /// A colour token: its colour and the tokens followed (the named one first).
        case color(RGBAColor, steps: [Located<String>])
        /// Not a colour token (another `$type`, or none anywhere on its chain): not part of the palette.
        case notColor
        case failed(Diagnostic)
    }

    static let rule = ErrorRules.designTokens

    func resolve(_ path: String) -> Resolution {
        guard let first = set.entries[path] else { return .notColor }
        var entry = first
        var steps = [Located(path, at: first.location)]
        var visited: Set<String> = [path]
        // The type: the token's own (or its groups'), else the first one along the chain.
        var type = first.type
        while case .scalar(let scalar) = entry.value, scalar.style == .doubleQuoted, let target = DesignTokenSet.aliasTarget(scalar.string)
        {
            guard let next = set.entries[target] else {
                guard type == nil || type == "color" else { return .notColor }
                let suggestion = SpellingSuggestion.closest(to: target, amongUnordered: set.entries.keys)
                return .failed(
                    .error(
                        "the alias {\(target)} names no token" + (steps.count > 1 ? " (followed from \(path))" : ""), at: entry.location,
                        hint: suggestion.map { "did you mean {\($0)}?" }
                            ?? "aliases name a token by its groups and name, e.g. {color.brand.primary}; the files of one appearance are searched",
                        rule: Self.rule))
            }
            guard !visited.contains(target) else {
                guard type == nil || type == "color" else { return .notColor }
                // The cycle, started at its first token by name, so every token that leads into it
                // reports the same cycle at the same place (the import reports it once).
                let start = steps.firstIndex { $0.value == target } ?? 0
                var members = Array(steps[start...])
                let smallest = members.indices.min { members[$0].value < members[$1].value } ?? 0
                members = Array(members[smallest...] + members[..<smallest])
                let loop = members.map { "{\($0.value)}" } + ["{\(members[0].value)}"]
                return .failed(
                    .error(
                        "alias cycle: \(loop.joined(separator: " → "))", at: members[0].location,
                        hint: "one of these tokens must hold a colour, not an alias", rule: Self.rule))
            }
            guard steps.count <= DesignTokenLimits.maximumAliasChain else {
                guard type == nil || type == "color" else { return .notColor }
                return .failed(
                    .error(
                        "the alias chain from {\(path)} is longer than \(DesignTokenLimits.maximumAliasChain) aliases", at: first.location,
                        hint: "point the token at a token nearer its colour", rule: ErrorRules.limitExceeded))
            }
            visited.insert(target)
            steps.append(Located(target, at: next.location))
            if type == nil { type = next.type }
            if let own = first.type, own == "color", let reached = next.type, reached != "color" {
                return .failed(
                    .error(
                        "{\(target)} is a \(reached) token, not a colour", at: entry.location,
                        hint: "a colour token's alias must lead to a colour token", rule: Self.rule))
            }
            entry = next
        }
        guard type == "color" else { return .notColor }
        switch DesignTokenColor.parse(entry.value) {
        case .color(let color):
            return .color(color, steps: steps)
        case .problem(let message, let hint):
            let via = steps.count > 1 ? " (reached from {\(path)})" : ""
            return .failed(.error(message + via, at: entry.location, hint: hint, rule: Self.rule))
        }
    }
}
