import BarTheme

enum ClassyImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        builder.note("the Classy importer is not written yet", at: SourceLocation(file: path, line: 1, column: 1))
    }
}
