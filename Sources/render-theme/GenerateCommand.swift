import ArgumentParser
import BarCodegen
import BarCommandLine
import BarTheme
import BarWriting
import Foundation

/// `render-theme generate`: the code and assets that apply a theme in a UIKit app.
struct GenerateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate",
        abstract: "Generate the Swift that applies themes in a UIKit app, and its asset catalog.",
        subcommands: [GenerateSwiftCommand.self, GenerateAssetsCommand.self])
}

/// `render-theme generate swift`.
struct GenerateSwiftCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "swift",
        abstract: "Write one Swift file that applies the themes through UIKit's appearance API.",
        discussion: """
            One nested enum per theme under --type-name, with the palette as static colours, apply() for the appearance \
            proxies and appearance objects, and apply(to:) for a single bar. Generated from what each theme declares, so \
            UIKit resolves it at run time as BarTheme does. Scenes, backdrops and variants are not app code and are left \
            out (the file's header says so). With --swiftui, also a SwiftUI ViewModifier per theme (.barTheme(.ocean)) \
            for what SwiftUI's bar modifiers can say. See docs/GENERATED-CODE.md.
            """)

    @Argument(help: "Theme files or folders (folders: every .yaml under them).")
    var themes: [String]

    @Option(help: "The file to write (default: standard output).")
    var out: String?

    @OptionGroup var generation: SwiftGenerationOptions

    @OptionGroup var quiet: QuietOption

    func validate() throws {
        guard !themes.isEmpty else { throw ValidationError("give the theme files (or folders) to generate code for") }
        if let out, out.isEmpty { throw ValidationError("--out needs a file name") }
    }

    func run() throws {
        quiet.apply()
        let inputs = try ThemeInputs.inputsOrExit(themes, command: "generate")
        var generatorInputs: [SwiftGenerator.Input] = []
        for input in inputs {
            guard let loaded = ThemeInputs.load(input) else { throw ExitCodes.findings }
            generatorInputs.append(SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: input.path))
        }
        let swiftGenerator = try generation.generator()
        let source: String
        do { source = try swiftGenerator.generate(generatorInputs) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.findings
        }
        if let out {
            do { try AtomicFile.write(Data(source.utf8), to: out) } catch {
                StandardError.print("error: \(error)")
                throw ExitCodes.usageOrIO
            }
            Chatter.note("generate: wrote \(out) (\(generatorInputs.count) theme\(generatorInputs.count == 1 ? "" : "s"))")
        } else {
            print(source, terminator: "")
        }
    }
}
