import Yams

extension ThemeWalker {
    /// `supports: { from: 17 }` (and `to:`): the iOS versions the app runs on, each bound a version
    /// (`17`, `17.4`, `ios17`) or an era (`ios15`), read by `EraName`.
    func deploymentRange(_ node: Node) -> DeploymentRangeDeclaration? {
        if node.scalarText != nil, !node.isEmptyScalar {
            context.error(
                "'supports' is a range, not \(node.kindDescription)", at: node,
                hint: "write the app's deployment target, e.g. supports: { from: 17 } (iOS 17 to today's iOS)")
            return nil
        }
        guard let reader = MappingReader(node, context: context, object: "supports", reading: ThemeKeys.supportsObject) else {
            return nil
        }
        guard let fromNode = reader[.from] else {
            context.error(
                "'supports' needs 'from', the app's deployment target", at: node, hint: "e.g. supports: { from: 17 }",
                rule: ErrorRules.missingValue)
            return nil
        }
        guard let from = bound(fromNode, key: "from") else { return nil }
        let to = reader[.to].flatMap { bound($0, key: "to") }
        if reader[.to] != nil && to == nil { return nil }
        let range = DeploymentRangeDeclaration(from: from, to: to, location: reader.location)
        if let to, let first = Era.allCases.firstIndex(of: from.value.era), let last = Era.allCases.firstIndex(of: to.value.era),
            first > last || (first == last && (from.value.version ?? 0) > (to.value.version ?? Int.max))
        {
            context.error(
                "'supports' runs from \(range.summary): 'to' is before 'from'", at: to.location,
                hint: "'from' is the oldest iOS the app runs on, 'to' the newest (leave 'to' out for today's)")
            return nil
        }
        return range
    }

    /// One end of the range: a number (`17`, `17.4`) or a word (`ios17`, `ios15`).
    private func bound(_ node: Node, key: String) -> Located<EraName>? {
        guard let text = node.scalarText, !node.isEmptyScalar else {
            context.error("'\(key)' must be an iOS version or an era, not \(node.kindDescription)", at: node, hint: "e.g. \(key): 17")
            return nil
        }
        let result: Result<EraName, EraName.Problem>
        if let number = Double(text), number.isFinite {
            result = EraName.parse(version: Int(number.rounded(.down)), written: text)
        } else {
            result = EraName.parse(text)
        }
        switch result {
        case .success(let name):
            // A number is a version even when it is an era's number: `from: 15` is iOS 15.
            let version = Double(text).map { Int($0.rounded(.down)) } ?? name.version
            return Located(EraName(era: name.era, version: version), at: context.location(of: node))
        case .failure(let problem):
            context.error(problem.message, at: node, hint: problem.hint)
            return nil
        }
    }
}
