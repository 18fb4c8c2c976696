import BarTheme

/// A mapping of a theme being imported: keys in the order they were set (the writer reorders them
/// canonically), and the notes about what could not be imported here, written as comments inside it.
/// Keys are the vocabulary's (`ThemeKey`), so an importer cannot write a key the format lacks.
public struct DraftMapping: Hashable, Sendable {
    public private(set) var entries: [Entry] = []
    /// Notes written as `# TODO` comments at the end of this mapping.
    public var notes: [ImportNote] = []

    public struct Entry: Hashable, Sendable {
        public var key: ThemeKey
        public var value: DraftValue
    }

    public init() {}

    public var isEmpty: Bool { entries.isEmpty && notes.isEmpty }

    public subscript(key: ThemeKey) -> DraftValue? {
        get { entries.first { $0.key == key }?.value }
        set {
            if let index = entries.firstIndex(where: { $0.key == key }) {
                if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
            } else if let newValue {
                entries.append(Entry(key: key, value: newValue))
            }
        }
    }

    /// Sets the value at a key path, creating the mappings on the way (replacing a non-mapping).
    public mutating func set(_ path: [ThemeKey], _ value: DraftValue) {
        guard let first = path.first else { return }
        if path.count == 1 {
            self[first] = value
            return
        }
        var child = self[first]?.mapping ?? DraftMapping()
        child.set(Array(path.dropFirst()), value)
        self[first] = .mapping(child)
    }

    /// The value at a key path.
    public func value(at path: [ThemeKey]) -> DraftValue? {
        guard let first = path.first else { return nil }
        if path.count == 1 { return self[first] }
        return self[first]?.mapping?.value(at: Array(path.dropFirst()))
    }

    /// This mapping without the entries whose whole value `proxy` already has under the same key:
    /// a bar instance set to what the appearance proxy sets looks the same, so only its own values
    /// are worth a scene's bar. Values are compared whole, never merged inside: UIKit replaces an
    /// appearance object or an attributes dictionary set on an instance as a whole.
    public func removingValues(alsoSetOn proxy: DraftMapping?) -> DraftMapping {
        guard let proxy else { return self }
        var result = self
        for entry in entries where proxy[entry.key] == entry.value { result[entry.key] = nil }
        return result
    }

    /// Adds a note to the mapping at a key path (created when absent).
    public mutating func addNote(_ note: ImportNote, at path: [ThemeKey]) {
        guard let first = path.first else {
            notes.append(note)
            return
        }
        var child = self[first]?.mapping ?? DraftMapping()
        child.addNote(note, at: Array(path.dropFirst()))
        self[first] = .mapping(child)
    }

    /// Every note in this mapping and the mappings (and lists of mappings) below it, in writing order.
    public var allNotes: [ImportNote] {
        var result = notes
        for entry in entries { result += Self.notes(in: entry.value) }
        return result
    }

    private static func notes(in value: DraftValue) -> [ImportNote] {
        switch value {
        case .scalar: return []
        case .mapping(let mapping): return mapping.allNotes
        case .list(let values): return values.flatMap(notes(in:))
        }
    }
}
