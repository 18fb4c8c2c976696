import ArgumentParser
import BarCodegen
import BarTheme
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

    @Option(help: "Access level of the generated types: public or internal.")
    var access: String = "public"

    @Option(help: "Name of the enum that holds the themes.")
    var typeName: String = "BarThemeAppearance"

    @Option(help: "The app's deployment target, 13 or 15 (from 15, iOS 15 API is called without #available).")
    var minimumIos: Int = 13

    @Flag(help: "Also write a SwiftUI ViewModifier per theme, applied with .barTheme(.name) (docs/GENERATED-CODE.md).")
    var swiftui = false

    func validate() throws {
        do { _ = try generator() } catch { throw ValidationError(error.description) }
        guard !themes.isEmpty else { throw ValidationError("give the theme files to generate code for") }
    }

    /// The generator for the options given (checked by `SwiftGenerator.checked`, shared with the
    /// other command line).
    private func generator() throws(SwiftGenerator.OptionError) -> SwiftGenerator {
        try SwiftGenerator.checked(typeName: typeName, access: access, minimumIOS: minimumIos, swiftUI: swiftui)
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
        let source = try generator().generate(inputs)
        // Foundation's atomic write (a temporary file renamed over the destination): the plugin
        // writes into SwiftPM's own work folder, so no reader ever sees half a file.
        try Data(source.utf8).write(to: URL(fileURLWithPath: out), options: .atomic)
    }
}
