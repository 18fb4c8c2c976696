import ArgumentParser
import Foundation

/// The subcommands whose packages a lean build leaves out (`swift build --disable-default-traits`,
/// as `Scripts/render-samples` and the GitHub Action build): in such a binary `import` and `watch`
/// stay in the help and say in one line how to get them, instead of "unknown command".
enum LeanBuild {
    /// The one line a lean binary prints for a subcommand built only with `trait`.
    static func message(command: String, trait: String, needs: String) -> String {
        "error: 'render-theme \(command)' is not in this build (it needs \(needs)); build the full tool with "
            + "'swift build -c release --product render-theme' (default traits) or add '--traits \(trait)'"
    }
}

#if !Import
    struct ImportCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "import",
            abstract: "Make a theme from Swift appearance code or a style sheet (not in this lean build: trait Import).")

        @Argument(parsing: .allUnrecognized, help: .hidden) var arguments: [String] = []

        func run() throws {
            StandardError.print(LeanBuild.message(command: "import", trait: "Import", needs: "swift-syntax"))
            throw ExitCodes.usageOrIO
        }
    }
#endif

#if !Preview
    struct WatchCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Re-render on change and serve a live preview page (not in this lean build: trait Preview).")

        @Argument(parsing: .allUnrecognized, help: .hidden) var arguments: [String] = []

        func run() throws {
            StandardError.print(LeanBuild.message(command: "watch", trait: "Preview", needs: "Hummingbird"))
            throw ExitCodes.usageOrIO
        }
    }
#endif
