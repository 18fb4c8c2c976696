import ArgumentParser
import BarCodegen

/// The generator's options, the same in `render-theme generate swift` and `bartheme-codegen` (the
/// plugins' tool), so both accept and refuse the same values with the same words.
public struct SwiftGenerationOptions: ParsableArguments, Sendable {
    @Option(help: "Access level of the generated types: public or internal.")
    public var access: SwiftGenerator.Access = .public

    @Option(help: "Name of the enum that holds the themes.")
    public var typeName: String = "BarThemeAppearance"

    @Option(help: "The app's deployment target, 13 or 15 (from 15, iOS 15 API is called without #available).")
    public var minimumIos: Int = 13

    @Flag(help: "Also write a SwiftUI ViewModifier per theme, applied with .barTheme(.name) (docs/GENERATED-CODE.md).")
    public var swiftui = false

    public init() {}

    public func validate() throws {
        do { _ = try generator() } catch { throw ValidationError(error.description) }
    }

    /// The generator these options describe.
    public func generator() throws(SwiftGenerator.OptionError) -> SwiftGenerator {
        try SwiftGenerator.checked(typeName: typeName, access: access, minimumIOS: minimumIos, swiftUI: swiftui)
    }
}
