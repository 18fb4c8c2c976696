import ArgumentParser
import BarCodegen
import BarTheme
import BarWriting
import Foundation

/// `render-theme generate assets`: the asset catalog the generated Swift loads its images from.
struct GenerateAssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assets",
        abstract: "Write an asset catalog with the themes' images and palette colours.",
        discussion: """
            One .imageset per image the themes name, under the name the generated Swift loads (the file name without \
            folder, scale and extension), with its @1x/@2x/@3x files, the rendering intent and the cap insets as slicing \
            when every use agrees; one .colorset per palette colour, with a dark appearance for a { light, dark } colour. \
            Files are written atomically inside --out and nothing else is touched. See docs/GENERATED-CODE.md.
            """)

    @Argument(help: "Theme files or folders (folders: every .yaml under them).")
    var themes: [String]

    @Option(help: "The .xcassets folder to write into (created if missing).")
    var out: String

    func validate() throws {
        guard !themes.isEmpty else { throw ValidationError("give the theme files (or folders) to export") }
        guard !out.isEmpty else { throw ValidationError("--out needs a folder name, such as Theme.xcassets") }
    }

    func run() throws {
        let inputs = try ThemeInputs.inputsOrExit(themes, command: "generate assets")
        var themeInputs: [SwiftGenerator.Input] = []
        for input in inputs {
            guard let loaded = ThemeInputs.load(input) else { throw ExitCodes.findings }
            themeInputs.append(SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: input.path))
        }
        let files: [AssetCatalog.File]
        do { files = try AssetCatalog.files(for: themeInputs) } catch {
            StandardError.print("\(error)")
            throw ExitCodes.findings
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            for file in files {
                try AtomicFile.write(file.contents, to: try OutputConfinement.path(file.path, in: out).get())
            }
        } catch {
            StandardError.print("error: cannot write into '\(out)': \(error)")
            throw ExitCodes.usageOrIO
        }
        let imageSets = files.filter { $0.path.hasSuffix(".imageset/Contents.json") }.count
        let colorSets = files.filter { $0.path.hasSuffix(".colorset/Contents.json") }.count
        StandardError.print(
            "generate assets: wrote \(out) (\(imageSets) image set\(imageSets == 1 ? "" : "s"), "
                + "\(colorSets) colour set\(colorSets == 1 ? "" : "s"))")
    }
}
