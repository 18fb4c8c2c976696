/// A font read from Swift: the theme's font mapping, and the source's name for it when bound to one.
struct ImportedFont: Hashable {
    var value: DraftValue
    var paletteName: String?
    /// A font the app bundles, drawn with the system font until its file is added (noted where used).
    var custom: CustomFont? = nil
    /// For one of iOS's own fonts, the name the source gives (`HelveticaNeue-Bold`): every iPhone
    /// has it, so `UIFont(name:size:)` is never nil for it.
    var builtInName: String? = nil

    /// The name of a font `if let` / `guard let` may find missing at run time (a custom font's, or
    /// iOS's own), and whether it is iOS's own.
    var guardedName: (name: String, isBuiltIn: Bool)? {
        if let custom { return (custom.name, false) }
        return builtInName.map { ($0, true) }
    }
}
