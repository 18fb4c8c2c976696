import ArgumentParser
import BarCodegen
import BarCommandLine
import BarTheme
import Testing

/// The option groups every command shares: `render-theme` and `bartheme-codegen` parse `--era` and the
/// generator's options through the same types, so a value one refuses the other refuses with the same words.
@Suite struct SharedOptionsTests {
    @Test func eraParsesEveryEraByItsName() throws {
        for era in Era.allCases {
            #expect(try EraOption.parse(["--era", era.rawValue]).era == era)
        }
        #expect(try EraOption.parse([]).era == nil)
    }

    @Test func anUnknownEraIsRefusedNamingEveryEra() {
        do {
            _ = try EraOption.parse(["--era", "ios14"])
            Issue.record("--era ios14 was accepted")
        } catch {
            let message = EraOption.fullMessage(for: error)
            #expect(message.contains("ios14"))
            for era in Era.allCases { #expect(message.contains("'\(era.rawValue)'")) }
        }
    }

    @Test func eraHelpNamesEveryEraAndItsReleases() {
        let help = EraOption.helpMessage()
        for era in Era.allCases { #expect(help.contains(era.rawValue)) }
        #expect(Era.helpList.hasSuffix("or ios26 (iOS 26+, Liquid Glass)"))
    }

    @Test func acceptedValuesMakeTheGeneratorAsAsked() throws {
        let options = try SwiftGenerationOptions.parse(["--type-name", "AppBars", "--access", "internal", "--minimum-ios", "15"])
        let generator = try options.generator()
        #expect(generator.typeName == "AppBars")
        #expect(generator.access == .internal)
        #expect(generator.minimumIOS == 15)
    }

    @Test func anUnknownAccessLevelIsRefusedNamingTheOptionAndItsValues() {
        do {
            _ = try SwiftGenerationOptions.parse(["--access", "open"])
            Issue.record("--access open was accepted")
        } catch {
            let message = SwiftGenerationOptions.fullMessage(for: error)
            #expect(message.contains("--access"))
            #expect(message.contains("'public'") && message.contains("'internal'"))
        }
    }

    @Test func anUnsupportedDeploymentTargetIsRefused() {
        let error = #expect(throws: SwiftGenerator.OptionError.self) {
            try SwiftGenerator.checked(typeName: "T", access: .public, minimumIOS: 14)
        }
        #expect(error?.description == "--minimum-ios must be 13 or 15, not 14")
        #expect(throws: (any Error).self) { try SwiftGenerationOptions.parse(["--minimum-ios", "14"]) }
    }
}
