import ArgumentParser
import BarTheme

/// `render-theme schema`: prints the theme format's JSON Schema (draft 2020-12), generated from the
/// parser's key tables; `docs/theme.schema.json` is this output.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of the theme format (what docs/theme.schema.json holds).")

    func run() throws {
        print(ThemeSchema.text, terminator: "")
    }
}
