/// A font read from Swift: the theme's font mapping, and the source's name for it when bound to one.
struct ImportedFont: Hashable {
    var value: DraftValue
    var paletteName: String?
    /// A font the app bundles, drawn with the system font until its file is added (noted where used).
    var custom: CustomFont? = nil
}
