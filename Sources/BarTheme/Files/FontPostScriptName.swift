import Foundation

/// The PostScript name of a font file (`name` table, name ID 6; OpenType specification, "name —
/// Naming Table"): what `UIFont(name:size:)` takes for a font the app bundles. Read without
/// decoding the font (`FontFileDescription`): BarTheme has no C. The first font of a collection
/// (`ttcf`) is read.
public enum FontPostScriptName {
    /// The name, or `nil` when the file is not a font with a PostScript name.
    public static func read(path: String) -> String? {
        FontFileDescription.read(path: path)?.postScriptName
    }

    static func read(_ bytes: [UInt8]) -> String? {
        FontFileDescription.read(bytes)?.postScriptName
    }
}
