import BarTheme

/// A value the Swift importer could read without running the code, or why it could not.
indirect enum SwiftValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case nilValue
    /// An implicit member or enum case written as `.name` (`.black`, `.compact`, `.foregroundColor`).
    case member(String)
    /// A type named in the code (`UINavigationBar`, `UIColor`).
    case typeName(String)
    /// `[UINavigationController.self, …]`: class names for containment.
    case classList([String])
    case color(ImportedColor)
    case font(ImportedFont)
    case image(ImportedImage)
    /// A text attribute dictionary, by theme key (`foregroundColor`, `font`, `shadow`), with the
    /// keys that have no theme equivalent.
    case attributes(ImportedAttributes)
    /// An appearance object, an `NSShadow` or a button appearance: a reference into the object store.
    case object(ObjectReference)
    /// An appearance proxy or a bar instance.
    case target(AppearanceTarget)
    /// `UIOffset` / `CGSize` / `CGPoint` as `[x, y]`.
    case offset(Double, Double)
    case insets(EdgeInsets)
    /// `UITraitCollection(…)`: a trait filter for `appearance(for:)`.
    case traits(DraftMapping)
    /// `UIBlurEffect(style:)`.
    case blur(String)
    /// Not readable statically; the reason says why (shown in the TODO).
    case unknown(String)

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}
