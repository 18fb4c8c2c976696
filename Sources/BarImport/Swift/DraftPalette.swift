/// The palette the Swift importer builds: colours and fonts that the source bound to a name
/// (`let brandGreen = UIColor(…)`), in the order first used.
struct DraftPalette {
    var colors: [ThemeDraft.PaletteEntry] = []
    var fonts: [ThemeDraft.PaletteEntry] = []

    /// `$name` for a named colour (added to the palette, renamed `name-2` when the name already
    /// holds another value), else the colour itself.
    mutating func reference(_ color: ImportedColor) -> DraftValue {
        guard let name = color.paletteName else { return color.value }
        return Self.reference(name, color.value, in: &colors)
    }

    /// `$name` for a named font, as for colours.
    mutating func reference(_ font: ImportedFont) -> DraftValue {
        guard let name = font.paletteName else { return font.value }
        return Self.reference(name, font.value, in: &fonts)
    }

    private static func reference(_ name: String, _ value: DraftValue, in entries: inout [ThemeDraft.PaletteEntry]) -> DraftValue {
        var candidate = ThemeDraft.paletteName(name), counter = 1
        while let existing = entries.first(where: { $0.name == candidate }) {
            if existing.value == value { return .scalar("$" + candidate) }
            counter += 1
            candidate = ThemeDraft.paletteName(name) + "-\(counter)"
        }
        entries.append(ThemeDraft.PaletteEntry(name: candidate, value: value))
        return .scalar("$" + candidate)
    }
}
