/// A face a theme's `fontFiles:` provides (docs/THEME-FORMAT.md, "Custom fonts"): the family,
/// style, weight and PostScript name its file says (`FontFileDescription`) and where the file is
/// listed. `family:` names it by its family (`Karla`), by its PostScript name's family part
/// (`Karla` of `Karla-Bold`, what an app's `UIFont(name:size:)` shows) or by its full name; the renderer draws the
/// face nearest the weight asked for and generated Swift names that face's PostScript name.
public struct CustomFontFace: Hashable, Sendable {
    /// The family as the file names it (typographic family, else family).
    public let family: String
    /// The style as the file names it (`Bold`, `Light Italic`).
    public let style: String
    /// The PostScript name: what `UIFont(name:size:)` takes.
    public let postScriptName: String
    /// The full name (`Avenir Book`), which `UIFont(name:size:)` also takes.
    public let fullName: String
    /// The weight a theme names it by (`usWeightClass` to the nearest of UIKit's nine).
    public let weight: FontWeight
    /// An italic or oblique face: drawn only for a family that has no upright one.
    public let isItalic: Bool
    /// The path as `fontFiles:` lists it, where it is listed (relative to that theme file).
    public let file: Located<String>
    /// The face's number in a collection file (`.ttc`); 0 for a single font.
    public let index: Int

    /// A face described by `description`, listed as `file`.
    public init(_ description: FontFileDescription, file: Located<String>) {
        family = description.family
        style = description.style
        postScriptName = description.postScriptName
        fullName = description.fullName
        weight = description.weight
        isItalic = description.isItalic
        index = description.index
        self.file = file
    }

    /// The file's path to open: the theme's folder joined with the path as listed.
    public var path: String { ThemeFiles.path(file.value, relativeTo: file.location.file) }

    /// The family part of the PostScript name (`Karla` of `Karla-Bold`, `OpenSans` of `OpenSans-Bold`).
    public var postScriptFamily: String {
        postScriptName.firstIndex(of: "-").map { String(postScriptName[..<$0]) } ?? postScriptName
    }

    /// Whether `family:` may name this face with `name`: its family, its PostScript family, or its
    /// full name (`Avenir Book`, as `UIFont(name:size:)` may give it: a family of that one face).
    public func isNamed(_ name: String) -> Bool { name == family || name == postScriptFamily || name == fullName }
}

extension Array where Element == CustomFontFace {
    /// The faces `family:` names with `name`, in the order listed.
    public func faces(named name: String) -> [CustomFontFace] { filter { $0.isNamed(name) } }

    /// The family names these faces answer to (each family once, then the PostScript families that differ).
    public var familyNames: [String] {
        var names: [String] = []
        for name in map(\.family) + map(\.postScriptFamily) where !names.contains(name) { names.append(name) }
        return names
    }

    /// The face drawn for `weight` among these (one family's faces): upright faces before italic
    /// ones, then the nearest weight by CSS font matching (`FontTable.nearest`), then the first listed.
    public func face(for weight: FontWeight) -> CustomFontFace? {
        let upright = filter { !$0.isItalic }
        return FontTable.nearest(upright.isEmpty ? self : upright, to: weight, weight: \.weight)
    }

    /// The weights these faces have, lightest first, each once.
    public var weights: [FontWeight] { FontWeight.allCases.filter { weight in contains { $0.weight == weight } } }
}
