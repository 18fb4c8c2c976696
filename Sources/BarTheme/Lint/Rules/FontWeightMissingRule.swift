/// A font `weight:` a family the theme's `fontFiles:` provide has no file for, or one of iOS's own
/// families has no face for (`FontTable.builtInFaces`: Futura has medium and bold only): the render
/// draws the nearest face and the generated Swift names that face's PostScript name (a name for a
/// weight that does not exist would make UIKit fall back to the system font in silence). Pinned
/// families have `font-weight-fallback`.
struct FontWeightMissingRule: LintRule {
    let id = "font-weight-missing"
    let summary = "A custom font family (fontFiles:) or an iOS family has no face for the weight named; the nearest weight is drawn."
    let source = "the files' OS/2 weight classes"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let own = theme.document.palette.fonts.values.map(\.value).filter { $0.location.file == theme.document.path }
        var seen = Set<SourceLocation>()
        let builtIn = theme.document.declaredFonts.compactMap { font in
            builtInWeightMissing(font).flatMap { warning in warning.location.map { seen.insert($0).inserted } ?? true ? warning : nil }
        }
        return builtIn
            + (FontWeightFallbackRule.fonts(in: theme.document) + own).compactMap { font in
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

    /// The warning for a weight one of iOS's own families lacks (no `fontFiles:` face), or nil.
    private func builtInWeightMissing(_ font: FontDeclaration) -> Diagnostic? {
        guard let weight = font.weight, font.file == nil, font.faces.isEmpty, let family = font.family?.value,
            FontTable.isBuiltIn(family), !FontTable.builtInWeights(of: family).contains(weight.value),
            let drawn = FontTable.builtInFace(family: family, weight: weight.value)
        else { return nil }
        let available = FontTable.builtInFaces.filter { $0.family == family }.map { "\($0.weight.rawValue) (\($0.postScriptName))" }
        return warning(
            "iOS's \(family) has no \(weight.value.rawValue) face: generated code names \(drawn.postScriptName) and the render draws "
                + "\(drawn.weight.rawValue); the family has \(available.joined(separator: ", "))",
            at: weight.location, hint: "use one of the weights iOS's \(family) has")
    }
}
