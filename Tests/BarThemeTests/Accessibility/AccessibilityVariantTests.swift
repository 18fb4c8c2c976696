import Testing

@testable import BarTheme

/// The accessibility and pseudolanguage axes (issue #32): parsing, the variant matrix, file names.
@Suite struct AccessibilityVariantTests {
    func document(_ variants: String, bar: String = "navigationBar") throws -> (ThemeDocument?, [Diagnostic]) {
        ThemeParser.parse(
            "theme: T\nscenes:\n  - name: s\n    bar: \(bar)\n    items:\n      - title: Settings\n    variants:\n\(variants)",
            path: "t.yaml")
    }

    @Test func settingsParseJoinedWithPlusAndPrintInAFixedOrder() throws {
        let settings = try AccessibilitySettings.parse("boldText+largerText:AX5+increaseContrast").get()
        #expect(settings.increaseContrast && settings.boldText && settings.contentSize == .ax5)
        #expect(!settings.reduceTransparency && !settings.tintedGlass)
        #expect(settings.description == "increaseContrast+boldText+largerText:AX5")
        #expect(settings.fileNameComponent == "increaseContrast.boldText.largerText-AX5")
        #expect(try AccessibilitySettings.parse("none").get() == .standard)
        #expect(AccessibilitySettings.standard.fileNameComponent == nil)
        #expect(try AccessibilitySettings.parse("largerText:accessibility3").get().contentSize == .ax3)
    }

    @Test func aMisspelledSettingIsAnErrorWithASuggestion() {
        guard case .failure(let problem) = AccessibilitySettings.parse("increaseContrst") else {
            Issue.record("parsed a misspelling")
            return
        }
        #expect(problem.hint.contains("did you mean 'increaseContrast'?"))
        guard case .failure(let size) = AccessibilitySettings.parse("largerText") else {
            Issue.record("parsed largerText without a size")
            return
        }
        #expect(size.message.contains("needs a text size"))
    }

    @Test func theAxesExpandTheMatrixAndNameTheFiles() throws {
        let (document, diagnostics) = try document(
            "      accessibility: [none, increaseContrast, \"boldText+largerText:AX5\"]\n      pseudoLanguages: [double, rtl]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let names = RenderJob.jobs(for: doc).map(\.relativeOutputPath)
        #expect(names.count == 6)
        #expect(names.contains("t/s.default.topAttached.light.375w@3x.pseudoDouble.png"))
        #expect(names.contains("t/s.default.topAttached.light.375w@3x.increaseContrast.pseudoDouble.png"))
        // The rtl pseudolanguage mirrors the layout, so the name says rtl twice: the direction and the language.
        #expect(names.contains("t/s.default.topAttached.light.rtl.375w@3x.boldText.largerText-AX5.pseudoRTL.png"))
        #expect(VariantMatrix.count(for: doc.scenes[0].variants) == 6)
    }

    @Test func overridesReplaceTheSceneAxes() throws {
        let doc = try #require(try document("      accessibility: [increaseContrast]\n").0)
        let overrides = VariantOverrides(
            accessibility: [.standard, AccessibilitySettings(reduceTransparency: true)], pseudoLanguages: [.accented])
        let variants = VariantMatrix.variants(for: doc.scenes[0], overrides: overrides)
        #expect(
            variants.map(\.description) == [
                "default.topAttached.light.375w@3x.pseudoAccented", "default.topAttached.light.375w@3x.reduceTransparency.pseudoAccented",
            ])
    }

    @Test func aBadAxisEntryIsALocatedError() throws {
        let (_, diagnostics) = try document("      accessibility: [increaseContrast, boldTxt]\n      pseudoLanguages: [dubble]\n")
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.contains { $0.message.contains("'boldTxt' is not an accessibility setting") && $0.location?.line == 8 })
        #expect(diagnostics.contains { $0.message.contains("'dubble'") && $0.location?.line == 9 })
    }

    @Test func pseudolanguagesTransformText() {
        #expect(PseudoLanguage.double.transform("Edit") == "Edit Edit")
        #expect(PseudoLanguage.accented.transform("Settings") == "Šéţţîñĝš")
        #expect(PseudoLanguage.bounded.transform("Back") == "[#Back#]")
        #expect(PseudoLanguage.rtl.transform("Back") == "Back")
        #expect(PseudoLanguage.double.transform("") == "")
    }

    @Test func pseudolanguagesReachEveryLabel() {
        var content = BarContent(
            title: "Inbox", prompt: "Pick one", backButton: BackButtonContent(titleCandidates: ["Mail", "Back", ""]),
            leftItems: [BarItemContent(kind: .text("Edit"))], rightItems: [BarItemContent(kind: .icon(.add))])
        content.searchField = nil
        let doubled = PseudoLanguage.double.transform(content)
        #expect(doubled.title == "Inbox Inbox")
        #expect(doubled.prompt == "Pick one Pick one")
        #expect(doubled.backButton?.titleCandidates == ["Mail Mail", "Back Back", ""])
        #expect(doubled.leftItems.first?.kind == .text("Edit Edit"))
        #expect(doubled.rightItems.first?.kind == .icon(.add))
    }
}
