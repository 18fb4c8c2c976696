import BarTheme

/// A font the app bundles, neither pinned nor one of iOS's own (`FontTable.builtInFaces`, which
/// import names by family with no TODO) (`UIFont(name: "FjallaOne-Regular", size: 36)`): the
/// theme keeps its family (the PostScript name's family part, the
/// name a face listed in `fontFiles:` answers to, `CustomFontFace`), the weight its name gives and
/// its size, and a TODO names the file to add; until the file is listed in `fontFiles:`, validate
/// says the family is missing, then the theme validates and draws the font.
struct CustomFont: Hashable {
    /// The PostScript name as the source gives it.
    let name: String
    let size: Double

    /// `{ family: Avenir, weight: light, size: 36 }`: the font as the app names it.
    static func standIn(_ name: String, size: Double) -> DraftValue {
        var mapping = DraftMapping()
        mapping[.family] = .scalar(YAMLScalar.quotedIfNeeded(family(of: name)))
        if let weight = weight(of: name), weight != .regular { mapping[.weight] = .scalar(weight.rawValue) }
        mapping[.size] = .number(size)
        return .mapping(mapping)
    }

    /// The weight a PostScript name's style part says (`Avenir-Heavy` → heavy, `Lato-Hairline` →
    /// ultraLight, `Avenir Book` → regular), by the usual style words; nil when it names none
    /// (`ArialRoundedMTBold`, with no separator, by its ending).
    static func weight(of name: String) -> FontWeight? {
        let separator = name.lastIndex { $0 == "-" || $0 == " " }
        let style = (separator.map { name[name.index(after: $0)...] } ?? Substring(name)).lowercased()
            .replacingOccurrences(of: "italic", with: "").replacingOccurrences(of: "oblique", with: "")
        let words: [(String, FontWeight)] = [
            // By number, as `FontTable` names Inter's files: Thin is 100 (UIKit's ultraLight), ExtraLight 200 (thin).
            ("extralight", .thin), ("ultralight", .thin), ("hairline", .ultraLight), ("thin", .ultraLight), ("light", .light),
            ("book", .regular), ("roman", .regular), ("regular", .regular), ("medium", .medium), ("demibold", .semibold),
            ("semibold", .semibold), ("extrabold", .heavy), ("ultrabold", .heavy), ("heavy", .heavy), ("black", .black),
            ("bold", .bold),
        ]
        guard separator == nil else { return words.first { style.hasPrefix($0.0) }?.1 }
        return words.first { style.hasSuffix($0.0) }?.1
    }

    /// The family `family:` names: the PostScript name's part before `-` (`Avenir` of `Avenir-Light`),
    /// the whole name without one (`ArialRoundedMTBold`), as `CustomFontFace.postScriptFamily` reads a file.
    static func family(of name: String) -> String {
        let family = name.firstIndex(of: "-").map { String(name[..<$0]) } ?? name
        return family.isEmpty ? name : family
    }

    /// The file name suggested for the font (`Avenir-Light.ttf`; spaces kept out of paths).
    var fileName: String { name.replacingOccurrences(of: " ", with: "-") + ".ttf" }

    /// The note: what the theme keeps and what to do.
    var message: String {
        "the custom font \"\(name)\" has no file beside the theme: the theme keeps its family \(Self.family(of: name)), size (and the "
            + "weight its name gives), and validate reports the family until its file is listed; copy the app's font file "
            + "to fonts/\(fileName) (or .otf) and add the line below"
    }

    /// The theme line that lists the file (`fontFiles:`, top level).
    var suggestion: String { "fontFiles: [fonts/\(fileName)]" }
}
