/// SF Symbol names BarTheme knows (docs/UIKIT.md §10.13): the measured ones (`SymbolBoxes`), the
/// ones SF Pro's font data gives (`SymbolFontMetrics`), the ones its stand-ins draw, and common bar symbols (names as Apple's SF Symbols app lists them).
/// Lint `unknown-symbol` warns about any other name: a misspelt name gives no image on a device.
enum KnownSymbolNames {
    /// Common bar symbols, beside the measured ones.
    static let common: Set<String> = [
        "plus", "minus", "xmark", "checkmark", "chevron.up", "chevron.down", "chevron.left", "chevron.right",
        "chevron.backward", "chevron.forward", "chevron.up.circle", "chevron.down.circle", "circle", "star", "star.fill",
        "star.circle", "heart", "heart.fill", "gear", "gearshape", "gearshape.fill", "gearshape.2", "square.and.arrow.up",
        "square.and.arrow.down", "square.and.arrow.up.on.square", "square.and.pencil", "pencil", "trash", "trash.fill",
        "magnifyingglass", "arrow.clockwise", "arrow.counterclockwise", "ellipsis", "ellipsis.circle", "line.3.horizontal",
        "line.3.horizontal.decrease", "line.3.horizontal.decrease.circle", "line.horizontal.3.decrease.circle",
        "line.horizontal.3.decrease.circle.fill", "text.page", "text.page.fill", "text.page.slash", "doc", "doc.text",
        "doc.plaintext", "doc.plaintext.fill", "doc.richtext", "document.on.document", "folder", "folder.badge.plus",
        "bookmark", "bookmark.fill", "book", "bell", "bell.fill", "bell.badge", "person", "person.circle",
        "person.crop.circle", "info.circle", "questionmark.circle", "plus.circle", "plus.circle.fill", "minus.circle",
        "xmark.circle", "xmark.circle.fill", "checkmark.circle", "checkmark.circle.fill", "paperplane", "envelope", "camera",
        "photo", "house", "safari", "link", "play.fill", "pause.fill", "stop.fill", "arrow.left", "arrow.right", "arrow.up",
        "arrow.down", "arrow.up.right", "arrow.uturn.backward", "arrow.uturn.forward", "arrow.turn.down.left",
        "slider.horizontal.3", "list.bullet", "square.grid.2x2", "calendar", "clock", "map", "location", "mic",
        "bubble.left", "sidebar.left", "largecircle.fill.circle", "arrowtriangle.up.circle", "arrowtriangle.down.circle",
        "bubbles.and.sparkles", "at", "exclamationmark.triangle", "sun.max.fill", "text.pad.header", "tray", "archivebox",
        "flag", "tag", "lock", "globe", "cart", "square.and.arrow.up.circle", "ellipsis.circle.fill", "info",
    ]

    /// Every name BarTheme knows.
    static let all: Set<String> = common.union(SymbolBoxes.measured.keys).union(SymbolFontMetrics.allGlyphs.keys)
        .union(SymbolBoxes.standInShapes)
    /// `all`, sorted once: a misspelt name's candidates, in a fixed order.
    static let sorted = all.sorted()
}
