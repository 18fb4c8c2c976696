import BarTheme

/// Writes a `ThemeDraft` as theme YAML: a header comment naming the source, `theme:`, the palette
/// first, then the blocks, every mapping's keys in the order `ThemeKeys` documents them, and each
/// note as a `# TODO file:line:column:` comment inside the block it concerns. The one writer every
/// importer uses, so imported themes read like hand-written ones. Deterministic: the same draft
/// always gives the same text.
public enum ThemeYAMLWriter {
    public static func write(_ draft: ThemeDraft) -> String {
        var lines: [String] = []
        let sources = draft.sources.map { ($0.split(separator: "/").last.map(String.init)) ?? $0 }
        lines.append("# Imported by `render-theme import \(draft.format.rawValue)` from \(sources.joined(separator: ", ")).")
        let notes = draft.notes
        if notes.isEmpty {
            lines.append("# Everything bar-related in the source was read.")
        } else {
            lines.append("# \(notes.count) thing\(notes.count == 1 ? "" : "s") could not be imported: see the TODO comments below.")
        }
        lines.append("theme: \(YAMLScalar.quotedIfNeeded(draft.name))")
        for note in draft.root.notes { lines += noteLines(note, indent: "") }
        if !draft.colors.isEmpty {
            lines.append("")
            lines.append("colors:")
            for entry in draft.colors {
                if let comment = entry.comment { lines.append("  # \(YAMLScalar.commentText(comment))") }
                lines += entryLines(name: entry.name, value: entry.value, object: nil, shape: .color, indent: "  ")
            }
        }
        if !draft.fonts.isEmpty {
            lines.append("")
            lines.append("fonts:")
            for entry in draft.fonts { lines += entryLines(name: entry.name, value: entry.value, object: nil, shape: .font, indent: "  ") }
        }
        for entry in ordered(draft.root.entries, in: ThemeKeys.themeObject) where ![.theme, .colors, .fonts].contains(entry.key) {
            lines.append("")
            lines += entryLines(name: entry.key.spelling, value: entry.value, object: ThemeKeys.themeObject, shape: nil, indent: "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Lines

    private static func noteLines(_ note: ImportNote, indent: String) -> [String] {
        var lines = ["\(indent)# TODO \(note.location): \(YAMLScalar.commentText(note.message))"]
        if let suggestion = note.suggestion {
            lines += suggestion.split(separator: "\n").map { "\(indent)# \(YAMLScalar.commentText(String($0)))" }
        }
        return lines
    }

    /// `key: value` as the writer writes it inside a block of `object`, for a note's YAML to uncomment.
    static func entryText(key: ThemeKey, value: DraftValue, in object: ThemeObject) -> String {
        entryLines(name: key.spelling, value: value, object: object, shape: nil, indent: "").joined(separator: "\n")
    }

    /// `name: value` (flow form for small leaf values) or `key:` and the nested block.
    private static func entryLines(name: String, value: DraftValue, object: ThemeObject?, shape: ValueShape?, indent: String) -> [String] {
        let keyShape = shape ?? object?.definition(spelled: name)?.shape
        let written = YAMLScalar.quotedIfNeeded(name)
        switch value {
        case .scalar(let text):
            return ["\(indent)\(written): \(text)"]
        case .mapping(let mapping):
            let child = childObject(of: keyShape, for: mapping)
            if let flow = flow(mapping, object: child) { return ["\(indent)\(written): \(flow)"] }
            // A block that only holds notes is an empty mapping followed by its comments.
            if mapping.entries.isEmpty { return ["\(indent)\(written): {}"] + mappingLines(mapping, object: child, indent: indent + "  ") }
            return ["\(indent)\(written):"] + mappingLines(mapping, object: child, indent: indent + "  ")
        case .list(let values):
            if let flow = flowList(values, shape: keyShape) { return ["\(indent)\(written): \(flow)"] }
            var lines = ["\(indent)\(written):"]
            for item in values {
                switch item {
                case .mapping(let mapping):
                    let child = childObject(of: listElement(keyShape), for: mapping)
                    var itemLines = mappingLines(mapping, object: child, indent: indent + "    ")
                    if let first = itemLines.first {
                        itemLines[0] = indent + "  - " + first.dropFirst(indent.count + 4)
                    } else {
                        itemLines = [indent + "  - {}"]
                    }
                    lines += itemLines
                case .scalar(let text):
                    lines.append("\(indent)  - \(text)")
                case .list:
                    lines.append("\(indent)  - \(flowText(item))")
                }
            }
            return lines
        }
    }

    private static func mappingLines(_ mapping: DraftMapping, object: ThemeObject?, indent: String) -> [String] {
        var lines: [String] = []
        for entry in ordered(mapping.entries, in: object) {
            lines += entryLines(name: entry.key.spelling, value: entry.value, object: object, shape: nil, indent: indent)
        }
        for note in mapping.notes { lines += noteLines(note, indent: indent) }
        return lines
    }

    /// Objects small enough to read on one line; bar blocks, appearance objects and scenes are
    /// always written as blocks.
    private static let flowObjects: Set<ThemeObjectName?> = [
        nil, .font, .shadow, .textAttributes, .image, .symbolImage, .traits, .barButtonItem, .customView, .placeholderView,
    ]

    /// `{ family: system, weight: bold, size: 17 }` for a small object of at most four scalars and no notes.
    private static func flow(_ mapping: DraftMapping, object: ThemeObject?) -> String? {
        guard flowObjects.contains(object?.name), mapping.notes.isEmpty, !mapping.entries.isEmpty, mapping.entries.count <= 4 else {
            return nil
        }
        var parts: [String] = []
        for entry in ordered(mapping.entries, in: object) {
            guard case .scalar(let text) = entry.value else {
                guard case .list = entry.value, let list = flowList([entry.value], shape: nil) else { return nil }
                parts.append("\(entry.key): \(list.dropFirst().dropLast())")
                continue
            }
            parts.append("\(YAMLScalar.quotedIfNeeded(entry.key.spelling)): \(text)")
        }
        let text = "{ " + parts.joined(separator: ", ") + " }"
        return text.count <= 90 ? text : nil
    }

    /// `[a, b]` for a list of scalars (or of lists of scalars).
    private static func flowList(_ values: [DraftValue], shape: ValueShape?) -> String? {
        guard values.allSatisfy({ if case .mapping = $0 { return false } else { return true } }) else { return nil }
        return "[" + values.map(flowText).joined(separator: ", ") + "]"
    }

    private static func flowText(_ value: DraftValue) -> String {
        switch value {
        case .scalar(let text): return text
        case .list(let values): return "[" + values.map(flowText).joined(separator: ", ") + "]"
        case .mapping(let mapping): return "{ " + mapping.entries.map { "\($0.key): \(flowText($0.value))" }.joined(separator: ", ") + " }"
        }
    }

    // MARK: Canonical order

    /// Entries in the order the object documents its keys; keys it does not know keep their order, last.
    private static func ordered(_ entries: [DraftMapping.Entry], in object: ThemeObject?) -> [DraftMapping.Entry] {
        let order: [ThemeKey]
        if let object {
            order = object.keys.map(\.key)
        } else {
            order = [.light, .dark, .family, .weight, .size, .file, .image, .capInsets]
        }
        return entries.enumerated().sorted { a, b in
            let ia = order.firstIndex(of: a.element.key) ?? order.count + a.offset
            let ib = order.firstIndex(of: b.element.key) ?? order.count + b.offset
            return ia < ib
        }.map(\.element)
    }

    private static func listElement(_ shape: ValueShape?) -> ValueShape? {
        if case .list(let inner, _, _)? = shape { return inner }
        return shape
    }

    /// The object a mapping under a key of this shape is.
    private static func childObject(of shape: ValueShape?, for mapping: DraftMapping) -> ThemeObject? {
        switch shape {
        case .object(let name)?: return ThemeKeys.objects.first { $0.name == name }
        case .font?: return ThemeKeys.fontObject
        case .image?: return ThemeKeys.imageObject
        case .list(let inner, _, _)?: return childObject(of: inner, for: mapping)
        case .anyOf(let shapes)?:
            let keys = Set(mapping.entries.map(\.key))
            for case .object(let name) in shapes {
                if let object = ThemeKeys.objects.first(where: { $0.name == name }), keys.isSubset(of: Set(object.keys.map(\.key))) {
                    return object
                }
            }
            return nil
        default: return nil
        }
    }
}
