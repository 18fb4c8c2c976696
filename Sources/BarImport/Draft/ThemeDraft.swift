import Foundation

/// A theme built by an importer, before it is written: its name, where it came from, the palette
/// (colour and font names as the source spelled them), the rest of the document, notes about what
/// could not be imported, and files to write beside the theme (such as an empty image).
public struct ThemeDraft: Hashable, Sendable {
    /// `theme:`.
    public var name: String
    /// The importer (`swift`, `nui`, …), for the header comment.
    public var format: ImportFormat
    /// The files read, as given.
    public var sources: [String]
    /// `colors:`, in the order first used (names as the source wrote them, made safe for `$name`).
    public var colors: [PaletteEntry] = []
    /// `fonts:`, in the order first used.
    public var fonts: [PaletteEntry] = []
    /// Everything after the palette: `navigationBar`, `toolbar`, `when`, `scenes`, and notes that
    /// belong to no block (written at the top).
    public var root = DraftMapping()
    /// Files the theme refers to that the importer makes (path relative to the theme → bytes).
    public var files: [String: Data] = [:]

    public struct PaletteEntry: Hashable, Sendable {
        public var name: String
        public var value: DraftValue
        /// Written as a comment above the entry (what the colour is, when nothing in the theme names it).
        public var comment: String? = nil
    }

    public init(name: String, format: ImportFormat, sources: [String]) {
        self.name = name
        self.format = format
        self.sources = sources
    }

    /// Every note, top-level ones first, then in the order they are written.
    public var notes: [ImportNote] { root.allNotes }

    /// Adds (or replaces) a palette colour and returns its `$name` reference.
    @discardableResult
    public mutating func addColor(_ name: String, _ value: DraftValue) -> DraftValue {
        Self.set(name, value, in: &colors)
    }

    private static func set(_ name: String, _ value: DraftValue, in entries: inout [PaletteEntry]) -> DraftValue {
        let safe = paletteName(name)
        if let index = entries.firstIndex(where: { $0.name == safe }) {
            entries[index].value = value
        } else {
            entries.append(PaletteEntry(name: safe, value: value))
        }
        return .scalar("$" + safe)
    }

    /// A palette name the theme format accepts: letters, digits, `_` and `-` (`brand.blue` → `brand-blue`).
    public static func paletteName(_ name: String) -> String {
        var result = String(
            name.unicodeScalars.map { scalar -> Character in
                let c = Character(scalar)
                return (c.isASCII && (c.isLetter || c.isNumber)) || c == "_" || c == "-" ? c : "-"
            })
        while result.hasPrefix("-") { result.removeFirst() }
        if result.isEmpty { result = "color" }
        return result
    }
}
