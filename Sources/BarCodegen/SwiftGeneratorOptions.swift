/// The generator's command-line options, checked in one place for `render-theme generate swift` and
/// `bartheme-codegen` (the plugins' tool, both through BarCommandLine's `SwiftGenerationOptions`), so
/// both accept and refuse the same values with the same words.
extension SwiftGenerator {
    /// The deployment targets the generated code is written for: 13 (iOS 15 API behind
    /// `#available`) or 15 (called directly).
    public static let supportedMinimumIOS = [13, 15]

    /// A generator for the options as the user typed them; throws the sentence to show (naming the
    /// option) when a value is not accepted.
    public static func checked(typeName: String, access: Access, minimumIOS: Int, swiftUI: Bool = false) throws(OptionError)
        -> SwiftGenerator
    {
        guard supportedMinimumIOS.contains(minimumIOS) else {
            throw OptionError(
                "--minimum-ios must be \(supportedMinimumIOS.map(String.init).joined(separator: " or ")), not \(minimumIOS)")
        }
        return SwiftGenerator(typeName: typeName, access: access, minimumIOS: minimumIOS, swiftUI: swiftUI)
    }

    /// A command-line option value the generator does not accept.
    public struct OptionError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The sentence to show, naming the option and the values it takes.
        public let description: String
        init(_ description: String) { self.description = description }
    }
}
