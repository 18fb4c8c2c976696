/// The file name an image the source names by asset name gets beside the theme: the name without
/// `.png` and `@2x` / `@3x`, and without any folder part (`../../x` and `Icons/back` become `x` and
/// `back`), so what the importer looks up and suggests (`images/NAME.png`) is always inside the
/// theme's folder.
enum ImageName {
    static func base(_ name: String) -> String {
        var base = Substring(name)
        for suffix in [".png", ".PNG"] where base.hasSuffix(suffix) { base = base.dropLast(4) }
        for suffix in ["@2x", "@3x"] where base.hasSuffix(suffix) { base = base.dropLast(3) }
        let last = base.split(separator: "/").last.map { $0.drop { $0 == "." } } ?? ""
        return last.isEmpty ? "image" : String(last)
    }
}
