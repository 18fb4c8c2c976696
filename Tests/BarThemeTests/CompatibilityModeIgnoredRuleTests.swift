import Testing

@testable import BarTheme

/// `xcode:` and the `compatibility-mode-ignored` lint: apps built with Xcode 27 or later ignore
/// `UIDesignRequiresCompatibility` (docs/UIKIT.md §10.1), so `compatibilityMode: true` changes
/// nothing for them, in the render and in lint.
@Suite struct CompatibilityModeIgnoredRuleTests {
    func parse(_ yaml: String, path: String = "t.yaml") throws -> ThemeDocument {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: path)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.description))")
        return try #require(document)
    }

    func findings(_ document: ThemeDocument, parents: [ThemeDocument] = []) -> [Diagnostic] {
        Linter.lint(document, parents: parents).filter { $0.ruleID == "compatibility-mode-ignored" }
    }

    func appearance(_ documents: [ThemeDocument]) -> BarAppearance {
        let scene = SceneDeclaration(
            name: Located("s", at: SourceLocation(file: "t.yaml", line: 1, column: 1)),
            location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        return AppearanceResolver().resolve(documents: documents, scene: scene, variant: Variant(position: .top, scale: 2))
    }

    func era(_ documents: [ThemeDocument]) -> Era { appearance(documents).era }

    /// What `explain` prints for the era.
    func explainedEra(_ documents: [ThemeDocument]) -> ExplainedProperty? {
        appearance(documents).explained.first { $0.name == "era" }
    }

    @Test func xcode27MakesCompatibilityModeMootInTheRenderAndLintSaysWhereAndHowToFix() throws {
        let doc = try parse("theme: Legacy\nxcode: 27\ncompatibilityMode: true\n")
        #expect(doc.xcode?.value == 27)
        #expect(era([doc]) == .ios26)
        let explained = try #require(explainedEra([doc]))
        #expect(explained.value == "ios26")
        #expect(
            explained.provenance.description.hasPrefix(
                "t.yaml:2:8 (xcode): compatibilityMode: true is ignored for an app built with Xcode 27"))
        let found = findings(doc)
        #expect(found.count == 1)
        let warning = try #require(found.first)
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 3)
        #expect(warning.location?.column == 20)
        #expect(warning.message.contains("has no effect for an app built with Xcode 27"))
        #expect(warning.message.contains("docs/UIKIT.md §10.1"))
        #expect(warning.hint?.contains("remove compatibilityMode") == true)
        #expect(warning.hint?.contains("xcode: 26") == true)
        #expect(warning.description.hasPrefix("t.yaml:3:20: warning: "))
        // The render is Liquid Glass, so the bar-tint lint that compatibilityMode silenced speaks again.
        let tinted = try parse("xcode: 28\ncompatibilityMode: true\nnavigationBar:\n  barTintColor: \"#336699\"\n")
        #expect(Linter.lint(tinted).contains { $0.ruleID == "liquid-glass-bar-tint" })
    }

    @Test func xcode26OrNoXcodeKeepsTheKeyWorking() throws {
        let built26 = try parse("xcode: 26\ncompatibilityMode: true\n")
        #expect(era([built26]) == .ios15)
        #expect(
            explainedEra([built26])?.provenance.description.hasPrefix("t.yaml:2:20 (compatibilityMode): compatibilityMode: true") == true)
        #expect(explainedEra([try parse("theme: T\n")])?.provenance.rule.contains("a theme without era: gets ios26") == true)
        #expect(findings(built26).isEmpty)
        let unsaid = try parse("compatibilityMode: true\n")
        #expect(era([unsaid]) == .ios15)
        #expect(findings(unsaid).isEmpty)
        // false, or no compatibilityMode at all, promises nothing: no warning.
        #expect(findings(try parse("xcode: 27\ncompatibilityMode: false\n")).isEmpty)
        #expect(findings(try parse("xcode: 27\n")).isEmpty)
        // A fractional version is its major version.
        #expect(try parse("xcode: 27.2\n").xcode?.value == 27)
        #expect(Era.effective(declared: nil, compatibilityMode: true, xcode: 26) == .ios15)
        #expect(Era.effective(declared: nil, compatibilityMode: true, xcode: 27) == .ios26)
        #expect(Era.effective(declared: .ios13, compatibilityMode: true, xcode: 27) == .ios13)
    }

    @Test func anInheritedCompatibilityModeIsReportedAtTheChildsXcode() throws {
        let parent = try parse("compatibilityMode: true\n", path: "Base.yaml")
        let child = try parse("extends: Base.yaml\nxcode: 27\n", path: "App.yaml")
        #expect(era([child, parent]) == .ios26)
        let found = findings(child, parents: [parent])
        #expect(found.count == 1)
        #expect(found.first?.location?.file == "App.yaml")
        #expect(found.first?.location?.line == 2)
        // The parent alone says nothing about Xcode: nothing to report there.
        #expect(findings(parent).isEmpty)
        // A child that only inherits both is not reported again: its parent is.
        let both = try parse("xcode: 27\ncompatibilityMode: true\n", path: "Base.yaml")
        #expect(findings(try parse("extends: Base.yaml\n", path: "App.yaml"), parents: [both]).isEmpty)
    }

    @Test func aBadXcodeNamesItsLineAndColumnAndHowToFix() throws {
        func errors(_ yaml: String) -> [Diagnostic] { ThemeParser.parse(yaml, path: "t.yaml").1 }
        let old = errors("theme: T\nxcode: 16\n")
        #expect(old.count == 1)
        #expect(old.first?.description.hasPrefix("t.yaml:2:8: error: 'xcode' is 16") == true)
        #expect(old.first?.hint?.contains("era: ios15") == true)
        let word = errors("xcode: latest\n")
        #expect(word.count == 1)
        #expect(word.first?.message.contains("'xcode' must be a number") == true)
        #expect(errors("xcode: 100\n").first?.message.contains("outside 26...99") == true)
    }
}
