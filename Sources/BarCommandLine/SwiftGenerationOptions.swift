import ArgumentParser
import BarCodegen

/// The generator's options, the same in `render-theme generate swift` and `bartheme-codegen` (the
/// plugins' tool), so both accept and refuse the same values with the same words.
public struct SwiftGenerationOptions: ParsableArguments, Sendable {
    @Option(help: "Access level of the generated types: internal (default, for an app target) or public (for a framework).")
    public var access: SwiftGenerator.Access = .internal

    @Option(help: "Name of the enum that holds the themes.")
    public var typeName: String = "BarThemeAppearance"

    @Option(
        help: "The app's deployment target, an iOS version from 13 to 26 (from 15, iOS 15 API is called without #available).",
        completion: .list(SwiftGenerator.supportedMinimumIOS.map(String.init)))
    public var minimumIos: Int = 13

    @Flag(help: "Also write a SwiftUI ViewModifier per theme, applied with .barTheme(.name) (docs/GENERATED-CODE.md).")
    public var swiftui = false

    @Flag(
        help:
            "Keep declared large-title fonts at their size; by default they follow Dynamic Type as UIKit's own large title does (UIFontMetrics)."
    )
    public var fixedFonts = false

    public init() {}

    public func validate() throws {
        do { _ = try generator() } catch { throw ValidationError(error.description) }
    }

    /// The generator these options describe.
    public func generator() throws(SwiftGenerator.OptionError) -> SwiftGenerator {
        try SwiftGenerator.checked(
            typeName: typeName, access: access, minimumIOS: minimumIos, swiftUI: swiftui, scalesFonts: !fixedFonts)
    }
}
