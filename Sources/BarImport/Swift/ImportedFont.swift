/// A font read from Swift: the theme's font mapping, and the source's name for it when bound to one.
struct ImportedFont: Hashable {
    var value: DraftValue
    var paletteName: String?
}
