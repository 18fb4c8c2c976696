import BarTheme

/// The four style sheet formats: each file is parsed in its own syntax, then its bar-related
/// properties are mapped into one `StyleSheetBuilder` (later files win, as they would when loaded
/// after earlier ones).
enum StyleSheetImporter {
    /// Returns the values for the preview scene's own bars.
    static func run(
        _ request: ThemeImporter.Request, into draft: inout ThemeDraft,
        imageExists: @escaping (String) -> Bool
    ) -> (navigationBar: DraftMapping, toolbar: DraftMapping) {
        let builder = StyleSheetBuilder(themeName: draft.name, imageExists: imageExists)
        for source in request.sources {
            switch request.format {
            case .nui: NUIImporter.run(path: source.path, text: source.text, into: builder)
            case .uiss: UISSImporter.run(path: source.path, text: source.text, into: builder)
            case .stylist: StylistImporter.run(path: source.path, text: source.text, into: builder)
            case .classy: ClassyImporter.run(path: source.path, text: source.text, into: builder)
            case .swift: break
            }
        }
        builder.finish(into: &draft)
        return (builder.instanceNavigationBar, builder.instanceToolbar)
    }
}
