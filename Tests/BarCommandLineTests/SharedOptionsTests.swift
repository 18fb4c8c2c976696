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
            #expect(try EraOption.parse(["--era", era.rawValue]).eras == [era])
        }
        #expect(try EraOption.parse([]).eras == nil)
    }

    /// People think in iOS versions: `--era ios18` is the era iOS 18 falls in, and the command says which.
    @Test func anIOSVersionIsTheEraItFallsIn() throws {
        let cases: [(String, Era)] = [
            ("ios12", .ios7), ("ios14", .ios13), ("ios16", .ios15), ("ios17", .ios15), ("ios18", .ios15), ("iOS 18", .ios15),
            ("ios17.4", .ios15), ("ios27", .ios26),
        ]
        for (word, era) in cases {
            let option = try EraOption.parse(["--era", word])
            #expect(option.eras == [era], "\(word)")
            #expect(option.notes.first?.contains("drawn in the \(era.rawValue) era") == true, "\(word)")
        }
        #expect(try EraOption.parse(["--era", "ios15"]).notes.isEmpty)
    }

    /// `--era` repeats: every era given is drawn, in order (it no longer keeps the last silently).
    @Test func eraRepeats() throws {
        #expect(try EraOption.parse(["--era", "ios15", "--era", "ios26"]).eras == [.ios15, .ios26])
    }

    @Test func aVersionThatNeverShippedIsRefusedWithTheReason() {
        for (word, reason) in [("ios19", "there is no iOS 19"), ("ios6", "iOS 7 and later"), ("ios14x", "not an era or an iOS version")] {
            do {
                _ = try EraOption.parse(["--era", word])
                Issue.record("--era \(word) was accepted")
            } catch {
                let message = EraOption.fullMessage(for: error)
                #expect(message.contains(reason), "\(message)")
                #expect(message.contains("ios15 (iOS 15-18)"), "\(message)")
            }
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

    /// An app's deployment target is any iOS version (issue #42 item 7: 16, 17 and 18 were refused).
    @Test func everyDeploymentTargetFrom13To26IsAccepted() throws {
        for version in 13...26 {
            let generator = try SwiftGenerationOptions.parse(["--minimum-ios", String(version)]).generator()
            #expect(generator.minimumIOS == version)
        }
    }

    @Test func aDeploymentTargetOutsideTheRangeIsRefusedSayingWhich() {
        for version in [12, 27] {
            let error = #expect(throws: SwiftGenerator.OptionError.self) {
                try SwiftGenerator.checked(typeName: "T", access: .public, minimumIOS: version)
            }
            #expect(
                error?.description == "--minimum-ios must be an iOS version from 13 to 26 (the app's deployment target), not \(version)")
            #expect(throws: (any Error).self) { try SwiftGenerationOptions.parse(["--minimum-ios", String(version)]) }
        }
    }

    /// SwiftGen's default: generated code lives in the app target (issue #42 item 7).
    @Test func theGeneratedTypesAreInternalUnlessAsked() throws {
        #expect(try SwiftGenerationOptions.parse([]).generator().access == .internal)
        #expect(try SwiftGenerationOptions.parse(["--access", "public"]).generator().access == .public)
    }
}
