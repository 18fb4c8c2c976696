extension ThemeDocument {
    /// The system colour each of `properties` was written as (`systemBlue`, directly or as a `$name`
    /// whose palette colour is one) and the palette its values came from in `palette`, as `explain`
    /// prints it (docs/UIKIT.md §2.3a); by property name.
    public static func systemColorSources(
        of properties: [ExplainedProperty], document: ThemeDocument, parents: [ThemeDocument], palette: SystemPalette
    ) -> [String: String] {
        var result: [String: String] = [:]
        for property in properties {
            guard let location = property.provenance.colorSource,
                let written = ([document] + parents).lazy.compactMap({ $0.namedColors[location] }).first,
                let name = SystemColorName(written)
            else { continue }
            result[property.name] = palette.source(of: name)
        }
        return result
    }
}
