/// The generator's command-line options, checked in one place for `render-theme generate swift` and
/// `bartheme-codegen` (the plugins' tool, both through BarCommandLine's `SwiftGenerationOptions`), so
/// both accept and refuse the same values with the same words.
extension SwiftGenerator {
    /// The deployment targets the generated code can be written for: any iOS from 13 (the first with
    /// `UINavigationBarAppearance`) to 26. The code depends only on which API needs no `#available`
    /// at that target: below 15, iOS 15 API (`scrollEdgeAppearance` of toolbars, `compactScrollEdge…`,
    /// `systemMint`…) is wrapped; from 15 it is called directly (docs/GENERATED-CODE.md).
    public static let supportedMinimumIOS = 13...26

    /// A generator for the options as the user typed them; throws the sentence to show (naming the
    /// option) when a value is not accepted.
    public static func checked(
        typeName: String, access: Access, minimumIOS: Int, swiftUI: Bool = false, scalesFonts: Bool = true
    ) throws(OptionError)
        -> SwiftGenerator
    {
        guard supportedMinimumIOS.contains(minimumIOS) else {
            throw OptionError(
                "--minimum-ios must be an iOS version from \(supportedMinimumIOS.lowerBound) to \(supportedMinimumIOS.upperBound)"
                    + " (the app's deployment target), not \(minimumIOS)")
        }
        return SwiftGenerator(typeName: typeName, access: access, minimumIOS: minimumIOS, swiftUI: swiftUI, scalesFonts: scalesFonts)
    }

    /// A command-line option value the generator does not accept.
    public struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The sentence to show, naming the option and the values it takes.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
