/// A font of one of iOS's own families (`Helvetica Neue`, `Avenir`, `Georgia`: `FontTable.builtInFaces`)
/// that no file under `fontFiles:` provides: every iPhone has it and the generated Swift names its
/// real face, but BarTheme cannot draw a font it has no file for, so the render draws the stand-in
/// (`FontTable.builtInStandIn`, Inter) at the weight of the iOS face. Listing a copy of the font's
/// file under `fontFiles:` draws it exactly.
struct FontStandInRule: LintRule {
    let id = "font-stand-in"
    let summary = "An iOS font family (Helvetica Neue, Avenir, …) with no file under fontFiles: is drawn with the stand-in Inter."
    let source = "iOS's font families, FontTable.builtInFaces"

    func check(_ theme: LintContext) -> [Diagnostic] {
        var seen = Set<SourceLocation>()
        return theme.document.declaredFonts.compactMap { font in
            guard let family = font.family, font.file == nil, font.faces.isEmpty, FontTable.isBuiltIn(family.value),
                seen.insert(family.location).inserted
            else { return nil }
            var drawn = ""
            if let weight = font.weight?.value, let face = FontTable.builtInFace(family: family.value, weight: weight) {
                drawn = " \(face.weight.rawValue) (for \(face.postScriptName), which generated code names)"
            }
            return warning(
                "\(family.value) is iOS's own font, which a theme cannot bundle: BarTheme draws it with the stand-in "
                    + "\(FontTable.builtInStandIn)\(drawn); the app draws the real font",
                at: family.location,
                hint: "to draw it exactly, copy the font's file (from a Mac) beside the theme and list it under fontFiles:, "
                    + "or disable the rule with lint: { disable: [font-stand-in] }")
        }
    }
}
