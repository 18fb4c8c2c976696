import Testing
import Yams

@testable import BarTheme

/// The theme parser composes YAML with no implicit-tag rules (`YAMLTreeCheck.composeResolver`,
/// docs/PERFORMANCE.md "validate, third pass"): values read as before, since the walker reads scalars
/// by their text, and keys are compared by their text.
@Suite struct ComposeResolverTests {
    @Test func everyPlainScalarIsAString() {
        for text in ["true", "1", "1.5", "null", "~", "", "barTintColor"] {
            #expect(YAMLTreeCheck.composeResolver.resolveTag(of: Node(text, .implicit, .plain)) == .str, "\(text)")
        }
    }

    /// The values the core schema would have resolved to booleans, numbers and null still read as such
    /// (a null title is still told apart from the text "null").
    @Test func booleansNumbersAndNullReadAsBefore() {
        let text = """
            theme: T
            navigationBar: { prefersLargeTitles: true, translucent: false }
            scenes:
              - name: a
                statusBarHeight: 47
                items: [ { title: Inbox } ]
            """
        let parsed = ThemeParser.parse(text, path: "theme.yaml")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
        #expect(parsed.document?.appearance(for: .navigationBar)?.prefersLargeTitles?.value == true)
        #expect(parsed.document?.scenes.first?.statusBarHeight?.value == 47)
        let null = ThemeParser.parse(text.replacingOccurrences(of: "title: Inbox", with: "title: null"), path: "theme.yaml")
        #expect(null.diagnostics.map(\.description).contains { $0.contains("'title' is null") }, "\(null.diagnostics)")
    }

    /// A key written plain and the same key quoted are one key: a duplicate, as `MappingReader`
    /// already treats keys by their text.
    @Test func aKeyPlainAndQuotedIsADuplicate() {
        let text = "theme: T\ncolors:\n  \"true\": \"#FFFFFF\"\n  true: \"#000000\"\n"
        let messages = ThemeParser.parse(text, path: "theme.yaml").diagnostics.map(\.description)
        #expect(messages.contains { $0.contains("duplicate key 'true'") }, "\(messages)")
    }
}
