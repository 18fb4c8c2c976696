import Foundation

/// The codegen fixtures (Tests/BarCodegenTests/Fixtures) as the tests load them. EdgeCoverage.yaml
/// names a font file, `fonts/DejaVuSans-Bold.ttf`, and a theme may only name files inside its own
/// folder; the font is the renderer's pinned one (Sources/BarRender/Resources/Fonts, with its
/// licence and source in that folder's README), committed there only. So the tests read a copy of
/// the fixtures folder with the pinned font in its `fonts/`, made in the temporary folder once per
/// test process and removed when the process exits.
enum CodegenFixtures {
    /// The folder of the committed fixtures, relative to the package root.
    static let relativePath = "Tests/BarCodegenTests/Fixtures"
    /// The pinned fonts EdgeCoverage.yaml names, each copied into the copy's `fonts/`.
    static let pinnedFonts = ["DejaVuSans-Bold.ttf"]

    /// The copy, made on first use.
    static let folder: Result<URL, any Error> = Result {
        let copy = URL(fileURLWithPath: stagingPath(for: getpid()))
        try? FileManager.default.removeItem(at: copy)
        try FileManager.default.copyItem(at: UIKitModule.root.appendingPathComponent(relativePath), to: copy)
        atexit { try? FileManager.default.removeItem(atPath: CodegenFixtures.stagingPath(for: getpid())) }
        let fonts = copy.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for name in pinnedFonts {
            try FileManager.default.copyItem(
                at: UIKitModule.root.appendingPathComponent("Sources/BarRender/Resources/Fonts/\(name)"),
                to: fonts.appendingPathComponent(name))
        }
        return copy
    }

    static func stagingPath(for process: Int32) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-codegen-fixtures-\(process)").path
    }
}
