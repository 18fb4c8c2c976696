import Yams

/// `barButtonItem:` blocks and the per-item appearance keys: what `UIBarButtonItem`'s appearance
/// methods receive (docs/UIKIT.md §2.5).
extension ThemeWalker {
    /// A `barButtonItem:` proxy block (top level, `when:` entry, or inside a bar block).
    func itemAppearance(_ node: Node, object: String) -> ItemAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, reading: ThemeKeys.itemAppearanceObject) else {
            return nil
        }
        var block = ItemAppearanceDeclaration(location: reader.location)
        if let n = reader[.tintColor] { block.tintColor = colorParser.parse(n, key: .tintColor) }
        readItemAppearance(reader, into: &block)
        return block
    }

    /// The per-item appearance keys of a bar button item (nil when it sets none).
    func itemOwnAppearance(_ reader: MappingReader) -> ItemAppearanceDeclaration? {
        var block = ItemAppearanceDeclaration(location: reader.location)
        readItemAppearance(reader, into: &block)
        return block.isEmpty ? nil : block
    }

    private func readItemAppearance(_ reader: MappingReader, into block: inout ItemAppearanceDeclaration) {
        if let n = reader[.titleTextAttributes] { block.titleTextAttributes = stateTextAttributes(n) }
        if let n = reader[.backgroundImages] { block.backgroundImages = itemBackgroundImages(n, key: .backgroundImages) }
        if let n = reader[.titlePositionAdjustment] {
            block.titlePositionAdjustment = offsetsPerMetrics(n, key: .titlePositionAdjustment)
        }
        if let n = reader[.backButtonTitlePositionAdjustment] {
            block.backButtonTitlePositionAdjustment = offsetsPerMetrics(n, key: .backButtonTitlePositionAdjustment)
        }
        if let n = reader[.backButtonBackgroundImages] {
            block.backButtonBackgroundImages = itemBackgroundImages(n, key: .backButtonBackgroundImages)
        }
    }

    /// `titleTextAttributes: { normal: {...}, disabled: {...} }`.
    func stateTextAttributes(_ node: Node) -> [ControlState: Located<TextAttributesDeclaration>] {
        guard
            let reader = MappingReader(
                node, context: context, object: "titleTextAttributes (per control state)", reading: ThemeKeys.stateTextAttributesObject)
        else { return [:] }
        var result: [ControlState: Located<TextAttributesDeclaration>] = [:]
        for state in ControlState.allCases {
            guard let n = reader[state.key], let attributes = textAttributes(n, object: "titleTextAttributes.\(state.rawValue)")
            else { continue }
            result[state] = Located(attributes, at: context.location(of: n))
        }
        if reader.entries.isEmpty && !reader.hasUnknownKeys {
            context.error(
                "'titleTextAttributes' of a bar button item is empty", at: node,
                hint:
                    "give the attributes per control state, e.g. { normal: { foregroundColor: \"#FFFFFF\" }, disabled: { foregroundColor: \"#8E8E93\" } }",
                rule: ErrorRules.missingValue)
        }
        return result
    }

    /// An offset for the default metrics (`[x, y]`) or a mapping of metrics to offsets.
    func offsetsPerMetrics(_ node: Node, key: ThemeKey) -> [BarMetrics: Located<Offset>] {
        // Apps move back titles far off screen (`[-200, 0]` hides them): a wider range than a title's.
        let range = -1000.0...1000.0
        if case .sequence = node { return offset(node, key: key, range: range).map { [.default: $0] } ?? [:] }
        guard case .mapping(let mapping) = node else {
            context.error(
                "'\(key)' must be [x, y], { horizontal: x, vertical: y } or a mapping of bar metrics to either, not \(node.kindDescription)",
                at: node, hint: "e.g. \(key): [0, 2], { horizontal: 0, vertical: 2 }, or { default: [0, 2], compact: [0, 1] }")
            return [:]
        }
        // `{ horizontal:, vertical: }` is one offset for the default metrics; so is a mapping with no
        // bar metrics among its keys (`{ x: 0, y: 2 }`), whose error then names UIOffset's fields.
        let words: [String] = mapping.keys.compactMap(\.scalarText)
        let offsetFields = ThemeKeys.uiOffsetObject.names
        let metricsWords = BarMetrics.spellings + BarMetrics.aliases.keys
        if words.contains(where: offsetFields.contains) || !words.contains(where: metricsWords.contains) {
            return offset(node, key: key, range: range).map { [.default: $0] } ?? [:]
        }
        return metricsMapping(mapping, key: key) { node, key in offset(node, key: key, range: range) }
    }

    /// A list of item background images, one per (state, metrics).
    func itemBackgroundImages(_ node: Node, key: ThemeKey) -> [ItemBackgroundImageDeclaration] {
        let entries = context.list(node, key: key, maximumCount: 16) { itemBackgroundImage($0) }?.value ?? []
        rejectRepeatedPairs(
            entries, located: \.location, named: key.spelling, keptPer: "control state and metrics",
            pair: { "state \($0.state?.value.rawValue ?? "normal"), metrics \($0.metrics?.value.rawValue ?? "default")" })
        return entries
    }

    func itemBackgroundImage(_ node: Node) -> ItemBackgroundImageDeclaration? {
        let object = ThemeKeys.itemBackgroundImageObject
        guard let reader = MappingReader(node, context: context, object: "an item background image", reading: object) else {
            return nil
        }
        let image = entryImage(reader, object: "an item background image")
        let state = reader[.state].flatMap { context.enumeration($0, key: .state, as: ControlState.self) }
        let metrics = reader[.metrics].flatMap { context.enumeration($0, key: .metrics, as: BarMetrics.self) }
        guard let image else { return nil }
        var entry = ItemBackgroundImageDeclaration(image: image, location: reader.location)
        entry.state = state
        entry.metrics = metrics
        return entry
    }
}
