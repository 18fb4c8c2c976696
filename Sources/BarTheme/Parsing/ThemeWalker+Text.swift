import Yams

/// Text attributes, fonts, shadows and the small numeric shapes (`[x, y]`, insets, per-metrics).
extension ThemeWalker {
    func textAttributes(_ node: Node, object: String = "titleTextAttributes") -> TextAttributesDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, reading: ThemeKeys.textAttributesObject) else {
            return nil
        }
        var attributes = TextAttributesDeclaration()
        if let n = reader[.font] { attributes.font = font(n, key: .font) }
        if let n = reader[.foregroundColor] { attributes.foregroundColor = colorParser.parse(n, key: .foregroundColor) }
        if let n = reader[.shadow] { attributes.shadow = shadow(n) }
        return attributes
    }

    func font(_ node: Node, key: ThemeKey) -> Located<FontDeclaration>? {
        if let text = node.scalarText, text.hasPrefix("$") {
            let name = String(text.dropFirst())
            guard !name.isEmpty else {
                context.error(
                    "'$' names no palette font", at: node,
                    hint: "write $name with a name from 'fonts:', e.g. $title", rule: ErrorRules.unknownReference)
                return nil
            }
            guard let font = palette.fonts[name] else {
                guard paletteIsComplete else { return nil }
                let suggestion = SpellingSuggestion.closest(to: name, amongUnordered: palette.fonts.keys)
                context.error(
                    "no font named '\(name)' in the palette", at: node,
                    hint: suggestion.map { "did you mean '$\($0)'?" } ?? "define it under 'fonts:' first",
                    rule: ErrorRules.unknownReference)
                return nil
            }
            return font
        }
        guard let reader = MappingReader(node, context: context, object: "a font", reading: ThemeKeys.fontObject) else { return nil }
        var font = FontDeclaration(location: reader.location)
        if let n = reader[.family], let family = context.string(n, key: .family), let known = fontFamily(family, at: n) {
            font.family = known.family
            font.faces = known.faces
        }
        if let n = reader[.weight] { font.weight = context.enumeration(n, key: .weight, as: FontWeight.self) }
        if let n = reader[.size] { font.size = context.number(n, key: .size, range: 1...200) }
        if let n = reader[.file], let file = context.string(n, key: .file) {
            if let problem = ThemePath.problem(with: file.value) {
                context.error(
                    problem, at: file.location, hint: "give a path relative to the theme file, inside its folder",
                    rule: ErrorRules.pathOutsideFolder)
            } else {
                font.file = file
            }
        }
        if let n = reader[.scalesWithDynamicType] { font.scalesWithDynamicType = context.bool(n, key: .scalesWithDynamicType) }
        if reader[.family] != nil && reader[.file] != nil {
            context.error(
                "a font takes either 'family' or 'file', not both", at: node,
                hint: "a font file names its own family; drop 'family'", rule: ErrorRules.missingValue)
        }
        if reader[.weight] != nil && reader[.file] != nil {
            context.error(
                "'weight' does not apply to a font file", at: node,
                hint: "a font file has one weight; drop 'weight', or list the family's files under fontFiles: and name its family",
                rule: ErrorRules.missingValue)
        }
        if reader[.size] == nil && !reader.hasUnknownKeys {
            context.error(
                "a font needs a 'size' in points", at: node, hint: "e.g. { family: system, weight: semibold, size: 17 }",
                rule: ErrorRules.missingValue)
        }
        return Located(font, at: reader.location)
    }

    func shadow(_ node: Node) -> Located<TextShadowDeclaration>? {
        guard let reader = MappingReader(node, context: context, object: "shadow", reading: ThemeKeys.shadowObject) else { return nil }
        var shadow = TextShadowDeclaration(location: reader.location)
        if let n = reader[.color] { shadow.color = colorParser.parse(n, key: .color) }
        if let n = reader[.offset] {
            shadow.offset = offset(n, key: .offset, fields: ThemeKeys.cgSizeObject, label: "the shadow's 'offset'")
        }
        if let n = reader[.blurRadius] { shadow.blurRadius = context.number(n, key: .blurRadius, range: 0...50) }
        return Located(shadow, at: reader.location)
    }

    /// An offset in points: `[x, y]`, or the same in UIKit's field names, `fields`: `{ horizontal:,
    /// vertical: }` for a `UIOffset` (the default), `{ width:, height: }` for a shadow's `CGSize`.
    /// `label` names it in messages (default `'key'`).
    func offset(
        _ node: Node, key: ThemeKey, range: ClosedRange<Double> = -100...100, fields: ThemeObject = ThemeKeys.uiOffsetObject,
        label: String? = nil
    ) -> Located<Offset>? {
        let label = label ?? "'\(key)'"
        let names = fields.names
        if case .mapping = node { return namedOffset(node, key: key, range: range, fields: fields, label: label) }
        guard case .sequence(let sequence) = node, sequence.count == 2 else {
            let found = if case .sequence(let list) = node { "a list of \(list.count)" } else { node.kindDescription }
            context.error(
                "\(label) must be [x, y] or { \(names[0]): x, \(names[1]): y }, not \(found)", at: node,
                hint: "e.g. \(key): [0, 1] or { \(names[0]): 0, \(names[1]): 1 } moves it 1 pt down")
            return nil
        }
        guard let x = context.number(sequence[0], key: ThemeKey(label: "\(key) x"), range: range),
            let y = context.number(sequence[1], key: ThemeKey(label: "\(key) y"), range: range)
        else { return nil }
        return Located(Offset(x: x.value, y: y.value), at: context.location(of: node))
    }

    /// `{ horizontal:, vertical: }` (or `fields`' other names): both numbers, as UIKit's initializer takes them.
    private func namedOffset(
        _ node: Node, key: ThemeKey, range: ClosedRange<Double>, fields: ThemeObject, label: String
    ) -> Located<Offset>? {
        let type = fields.summary.prefix { $0 != ":" }
        let names = fields.names
        // Two other names (CGPoint's `x`, `y`; UIOffset's on a CGSize): one error, the mapping rewritten.
        if let (written, values) = twoOtherFields(node, names: names) {
            context.error(
                "\(label) is a \(type): its fields are '\(names[0])' and '\(names[1])', not '\(written[0])' and '\(written[1])'", at: node,
                hint: "write { \(names[0]): \(values[0]), \(names[1]): \(values[1]) } or [\(values[0]), \(values[1])]",
                rule: ErrorRules.unknownKey)
            return nil
        }
        guard let reader = MappingReader(node, context: context, object: label, reading: fields) else { return nil }
        let (xKey, yKey) = (fields.keys[0].key, fields.keys[1].key)
        let x = reader[xKey].flatMap { context.number($0, key: ThemeKey(label: "\(key).\(xKey)"), range: range) }
        let y = reader[yKey].flatMap { context.number($0, key: ThemeKey(label: "\(key).\(yKey)"), range: range) }
        if reader.hasUnknownKeys { return nil }
        if let missing = [xKey, yKey].first(where: { reader[$0] == nil }) {
            let written = { (field: ThemeKey) in reader[field]?.scalarText ?? "0" }
            context.error(
                "\(label) needs '\(missing)' as well as '\(missing == xKey ? yKey : xKey)'", at: node,
                hint: "\(type)(\(xKey):\(yKey):) takes both: e.g. { \(xKey): \(written(xKey)), \(yKey): \(written(yKey)) }",
                rule: ErrorRules.missingValue)
            return nil
        }
        guard let x, let y else { return nil }
        return Located(Offset(x: x.value, y: y.value), at: context.location(of: node))
    }

    /// A mapping of two scalars, neither key one of `names`: its keys and values as written.
    private func twoOtherFields(_ node: Node, names: [String]) -> (keys: [String], values: [String])? {
        guard case .mapping(let mapping) = node, mapping.count == 2 else { return nil }
        let keys: [String] = mapping.keys.compactMap(\.scalarText)
        let values: [String] = mapping.values.compactMap(\.scalarText)
        guard keys.count == 2, values.count == 2, !keys.contains(where: names.contains) else { return nil }
        return (keys, values)
    }

    /// `[top, left, bottom, right]` in points, as `UIEdgeInsets`.
    func edgeInsets(_ node: Node, key: ThemeKey, range: ClosedRange<Double> = 0...1000) -> Located<EdgeInsets>? {
        guard case .sequence(let sequence) = node, sequence.count == 4 else {
            context.error(
                "'\(key)' must be a list of four numbers [top, left, bottom, right], not \(node.kindDescription)", at: node,
                hint: "e.g. \(key): [0, 8, 0, 8] keeps 8 pt at each end from stretching")
            return nil
        }
        let names = ["top", "left", "bottom", "right"]
        var values: [Double] = []
        for (index, child) in sequence.enumerated() {
            guard let value = context.number(child, key: ThemeKey(label: "\(key) \(names[index])"), range: range) else { return nil }
            values.append(value.value)
        }
        return Located(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]), at: context.location(of: node))
    }

    func perMetrics(_ node: Node, key: ThemeKey) -> [BarMetrics: Located<Double>] {
        if node.scalarText != nil, !node.isEmptyScalar {
            // A single number applies to the default metrics, like the one-argument setter.
            return context.number(node, key: key, range: -100...100).map { [.default: $0] } ?? [:]
        }
        guard case .mapping(let mapping) = node else {
            context.error(
                "'\(key)' must be a number or a mapping of bar metrics to numbers", at: node,
                hint: "e.g. { default: 0, compact: -2 }")
            return [:]
        }
        return metricsMapping(mapping, key: key) { node, key in context.number(node, key: key, range: -100...100) }
    }

    /// A mapping of bar metrics to values, each read by `value` (with the key `key.metrics` for its
    /// messages); a metrics named twice (`compact` and its other name `landscapePhone`) is an error.
    func metricsMapping<Value>(
        _ mapping: Node.Mapping, key: ThemeKey, value: (Node, ThemeKey) -> Located<Value>?
    ) -> [BarMetrics: Located<Value>] {
        var values: [BarMetrics: Located<Value>] = [:]
        for (keyNode, valueNode) in mapping {
            guard let metrics = context.enumeration(keyNode, key: ThemeKey(label: "bar metrics"), as: BarMetrics.self) else { continue }
            if values[metrics.value] != nil {
                context.error(
                    "'\(key)' sets \(metrics.value.rawValue) twice", at: keyNode,
                    hint: "landscapePhone is another name for compact; keep one", rule: ErrorRules.duplicateKey)
                continue
            }
            if let read = value(valueNode, ThemeKey(label: "\(key).\(metrics.value.rawValue)")) { values[metrics.value] = read }
        }
        return values
    }
}
