import Yams

/// `fontFiles:`: the app's own font files, whose families a font's `family:` may then name
/// (docs/THEME-FORMAT.md, "Custom fonts"). Read before the fonts that name them.
extension ThemeWalker {
    /// Reads the files `node` lists into the palette's faces (this theme's before its parents');
    /// returns the list as written.
    mutating func fontFiles(_ node: Node) -> [Located<String>] {
        guard
            let files = context.list(
                node, key: .fontFiles, maximumCount: FontFileLimits.maximumFiles,
                element: { [context] in
                    context.string($0, key: .fontFiles)
                })?.value
        else {
            customFamiliesAreComplete = false
            return []
        }
        var diagnostics: [Diagnostic] = []
        var faces: [CustomFontFace] = []
        var listed: [String: SourceLocation] = [:]
        for file in files {
            if let first = listed[file.value] {
                diagnostics.append(
                    .error(
                        "'\(file.value)' is listed twice in 'fontFiles'", at: file.location,
                        hint: "it is first listed at line \(first.line); keep one", rule: ErrorRules.duplicateKey))
                continue
            }
            listed[file.value] = file.location
            faces += FontFileReader.faces(file, diagnostics: &diagnostics)
        }
        for problem in diagnostics { context.append(problem) }
        // A family named by a file that could not be read is not reported again as unknown.
        if !diagnostics.isEmpty { customFamiliesAreComplete = false }
        palette.fontFaces = faces + palette.fontFaces
        return files
    }

    /// The family `family:` names, with the faces of a custom one; nil (with the error) for a family
    /// neither pinned nor provided by `fontFiles:`.
    func fontFamily(_ family: Located<String>, at node: Node) -> (family: Located<String>, faces: [CustomFontFace])? {
        if KnownFontFamilies.names.contains(family.value) { return (family, []) }
        let faces = palette.fontFaces.faces(named: family.value)
        if !faces.isEmpty { return (family, faces) }
        // One of iOS's own families (no app bundles it): drawn with a stand-in, lint font-stand-in.
        if FontTable.isBuiltIn(family.value) { return (family, []) }
        guard paletteIsComplete, customFamiliesAreComplete else { return nil }
        let custom = palette.fontFaces.familyNames
        let suggestion = SpellingSuggestion.closest(to: family.value, in: KnownFontFamilies.names + custom + FontTable.builtInFamilies)
        var hint = suggestion.map { "did you mean '\($0)'? " } ?? ""
        if let face = palette.fontFaces.first(where: { $0.postScriptName == family.value }) {
            hint =
                "'\(face.postScriptName)' is the PostScript name of \(face.family) \(face.weight.rawValue): write family: \(face.family), weight: \(face.weight.rawValue); "
        } else if let face = FontTable.builtInFace(postScriptName: family.value) {
            hint =
                "'\(face.postScriptName)' is the PostScript name of iOS's \(face.family) \(face.weight.rawValue): write family: \(face.family), weight: \(face.weight.rawValue); "
        }
        if custom.isEmpty {
            context.error(
                "'\(family.value)' is not a known font family", at: node,
                hint: hint
                    + "families: \(KnownFontFamilies.names.joined(separator: ", ")) or one of iOS's own (Helvetica Neue, Avenir Next, "
                    + "Georgia, …: docs/THEME-FORMAT.md, \"iOS fonts\"); for the app's own font, list its files "
                    + "under fontFiles: (e.g. fontFiles: [fonts/\(family.value.replacingOccurrences(of: " ", with: ""))-Regular.ttf]) and name its family"
            )
        } else {
            context.error(
                "no file in 'fontFiles' provides the font family '\(family.value)'", at: node,
                hint: hint + "the files provide \(custom.joined(separator: ", ")); the pinned families are "
                    + "\(KnownFontFamilies.names.joined(separator: ", ")); or add the family's files to fontFiles:")
        }
        return nil
    }
}
