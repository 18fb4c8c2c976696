import ArgumentParser

/// `render-theme`: render, check and explain BarTheme themes.
@main
struct RenderTheme: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render-theme",
        abstract: "Render iOS navigation bars from BarTheme theme files, and check the themes.",
        subcommands: [RenderCommand.self, ValidateCommand.self, ExplainCommand.self, DiffCommand.self, SchemaCommand.self],
        defaultSubcommand: RenderCommand.self)
}
