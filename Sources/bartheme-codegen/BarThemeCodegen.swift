import ArgumentParser
import BarCodegen
import BarCommandLine
import BarTheme
import BarWriting
import Foundation

/// `bartheme-codegen`: the Swift generator alone, for the SwiftPM plugins (BarThemePlugin,
/// `swift package bartheme-generate`). It builds without the rendering stack (no Cairo, FreeType
/// or HarfBuzz), so an app's package can run it on every build. Same output as
/// `render-theme generate swift`.
@main
struct BarThemeCodegen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bartheme-codegen",
        abstract: "Write the Swift that applies BarTheme themes in a UIKit app (as render-theme generate swift).")

    @Argument(help: "Theme files (.yaml).")
    var themes: [String]

    @Option(help: "The Swift file to write.")
    var out: String

    @OptionGroup var generation: SwiftGenerationOptions

    func validate() throws {
        guard !themes.isEmpty else { throw ValidationError("give the theme files to generate code for") }
    }

    func run() throws {
        var inputs: [SwiftGenerator.Input] = []
        var failed = false
        for path in themes {
            do {
                let loaded = try ThemeLoader.load(path: path)
                inputs.append(SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: path))
            } catch {
                // `file:line:column: error: …`, which Xcode and SwiftPM show at the line.
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
        let source = try generation.generator().generate(inputs)
        // The one write path (a synced temporary file renamed over the destination): no reader of
        // SwiftPM's work folder ever sees half a file.
        try AtomicFile.write(Data(source.utf8), to: out)
    }
}
