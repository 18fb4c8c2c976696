import BarCodegen
import Testing

/// `render-theme generate swift` and `bartheme-codegen` check their options through
/// `SwiftGenerator.checked`, so a value one refuses the other refuses with the same words.
@Suite struct GeneratorOptionsTests {
    @Test func acceptedValuesMakeTheGeneratorAsAsked() throws {
        let generator = try SwiftGenerator.checked(typeName: "AppBars", access: "internal", minimumIOS: 15)
        #expect(generator.typeName == "AppBars")
        #expect(generator.access == .internal)
        #expect(generator.minimumIOS == 15)
    }

    @Test func anUnknownAccessLevelIsRefusedNamingTheOptionAndItsValues() {
        let error = #expect(throws: SwiftGenerator.OptionError.self) {
            try SwiftGenerator.checked(typeName: "T", access: "open", minimumIOS: 13)
        }
        #expect(error?.description == "--access must be public or internal, not 'open'")
    }

    @Test func anUnsupportedDeploymentTargetIsRefused() {
        let error = #expect(throws: SwiftGenerator.OptionError.self) {
            try SwiftGenerator.checked(typeName: "T", access: "public", minimumIOS: 14)
        }
        #expect(error?.description == "--minimum-ios must be 13 or 15, not 14")
    }
}
