import Testing

@testable import BarTheme

/// A repeated YAML key is reported where the repetition is, naming the key, not at 1:1 with the
/// YAML library's dump of the whole file (CHANGELOG.md, "A repeated YAML key is reported at the
/// second key").
@Suite struct DuplicateKeyLocationTests {
    @Test func theSecondKeyIsLocatedAndNamed() {
        let text = "theme: t\nnavigationBar:\n  tintColor: red\n  barTintColor: blue\n  tintColor: green\n"
        let (_, diagnostics) = ThemeParser.parse(text, path: "t.yaml")
        #expect(diagnostics.count == 1)
        let first = diagnostics.first
        #expect(first?.location?.line == 5, "\(diagnostics.map(\.description))")
        #expect(first?.location?.column == 3)
        #expect(first?.message.contains("tintColor") == true)
        #expect(first?.description.contains("line 3") == true, "\(first?.description ?? "")")
        #expect(first?.description.count ?? 0 < 400, "no whole-file dump")
    }
}
