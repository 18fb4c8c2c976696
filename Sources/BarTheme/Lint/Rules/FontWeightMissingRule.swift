/// A font `weight:` a family the theme's `fontFiles:` provide has no file for: the render draws the
/// nearest face the files have and the generated Swift names that face's PostScript name (a name
/// for a weight the app does not bundle would make UIKit fall back to the system font in silence).
/// Pinned families have `font-weight-fallback`.
struct FontWeightMissingRule: LintRule {
    let id = "font-weight-missing"
    let summary = "A custom font family (fontFiles:) has no file for the weight named; the nearest weight is drawn."
    let source = "the files' OS/2 weight classes"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let own = theme.document.palette.fonts.values.map(\.value).filter { $0.location.file == theme.document.path }
        var seen = Set<SourceLocation>()
        return (FontWeightFallbackRule.fonts(in: theme.document) + own).compactMap { font in
            guard let weight = font.weight, font.file == nil, let family = font.family?.value,
                !font.faces.contains(where: { $0.weight == weight.value }),
                let drawn = font.faces.face(for: weight.value), seen.insert(weight.location).inserted
            else { return nil }
            let available = font.faces.weights.map { weight in
                let names = font.faces.filter { $0.weight == weight }.map(\.file.value)
                return "\(weight.rawValue) (\(names.joined(separator: ", ")))"
            }
            return warning(
                "no file in fontFiles has \(family) \(weight.value.rawValue): the render draws \(drawn.weight.rawValue) and generated code "
                    + "names \(drawn.postScriptName); the files have \(available.joined(separator: ", "))",
                at: weight.location,
                hint: "add the app's \(family) \(weight.value.rawValue) file to fontFiles:, or use one of the weights the files have")
        }
    }
}
