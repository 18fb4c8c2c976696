import BarTheme

enum StylistImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        builder.note("the Stylist importer is not written yet", at: SourceLocation(file: path, line: 1, column: 1))
    }
}
