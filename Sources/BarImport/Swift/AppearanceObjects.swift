import BarTheme

/// The class instances the Swift importer tracks by reference (appearance objects, button
/// appearances, shadows), each with the theme mapping its properties have made so far.
struct AppearanceObjects {
    private var objects: [(kind: ObjectKind, mapping: DraftMapping)] = []

    /// A new object of a kind, starting from a mapping (empty, or a copy: `init(barAppearance:)`).
    mutating func add(_ kind: ObjectKind, _ mapping: DraftMapping = DraftMapping()) -> ObjectReference {
        objects.append((kind, mapping))
        return ObjectReference(id: objects.count - 1)
    }

    /// The theme object an object is.
    func kind(of reference: ObjectReference) -> ObjectKind { objects[reference.id].kind }

    /// A copy of an object's mapping at the reference's path (UIKit copies appearance objects when they are assigned).
    func snapshot(_ reference: ObjectReference) -> DraftMapping {
        let mapping = objects[reference.id].mapping
        guard !reference.path.isEmpty else { return mapping }
        return reference.keyPath.flatMap { mapping.value(at: $0)?.mapping } ?? DraftMapping()
    }

    /// The whole mapping of an object.
    subscript(id: Int) -> DraftMapping {
        get { objects[id].mapping }
        set { objects[id].mapping = newValue }
    }

    /// Removes the key at a path inside an object (`backgroundImage = nil`).
    mutating func removeKey(_ path: [ThemeKey], in id: Int) {
        guard let last = path.last else { return }
        if path.count == 1 {
            objects[id].mapping[last] = nil
            return
        }
        var parent = objects[id].mapping.value(at: Array(path.dropLast()))?.mapping ?? DraftMapping()
        parent[last] = nil
        objects[id].mapping.set(Array(path.dropLast()), .mapping(parent))
    }
}
