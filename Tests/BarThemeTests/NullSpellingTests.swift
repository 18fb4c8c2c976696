import Testing
import Yams

@testable import BarTheme

/// `ParseContext.string` tells YAML's null from text by `YAMLTreeCheck.nullSpellings` instead of
/// running the resolver's regular expressions per value: the set must say exactly what the resolver says.
@Suite struct NullSpellingTests {
    static let candidates = [
        "~", "null", "Null", "NULL", "", "nUll", "NuLL", "nil", "Nil", "none", "None", "~~", " ", "null ", " null",
        "0", "false", "no", "off", ".nan", "0x0", "title", "<<", "=", "2026-11-25", "\u{7E}\u{301}",
    ]

    @Test(arguments: candidates)
    func theSetAgreesWithTheResolver(text: String) {
        let resolved = YAMLTreeCheck.coreResolver.resolveTag(of: Node(text, .implicit, .plain)) == .null
        #expect(YAMLTreeCheck.nullSpellings.contains(text) == resolved, "\(text.debugDescription)")
    }

    @Test func aNullTitleIsStillReported() {
        for spelling in ["~", "null", "Null", "NULL"] {
            let (_, diagnostics) = ThemeParser.parse(
                "theme: T\nnavigationBar: {}\nscenes:\n  - name: s\n    items: [ { title: \(spelling) } ]\n", path: "t.yaml")
            #expect(diagnostics.contains { $0.message.contains("is null ('\(spelling)')") }, "\(spelling)")
        }
        let (_, quoted) = ThemeParser.parse(
            "theme: T\nnavigationBar: {}\nscenes:\n  - name: s\n    items: [ { title: \"null\" } ]\n", path: "t.yaml")
        #expect(!quoted.contains { $0.message.contains("is null") })
    }
}
