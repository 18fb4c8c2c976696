import Testing

@testable import BarTheme

/// A crash and a hang of the hostile corpus (docs/HARDENING.md; CHANGELOG.md, "A mapping key that is an
/// alias"): aliases used as mapping keys made the YAML library hash the whole
/// aliased structure (a 30 000-anchor chain overflowed the stack, an alias bomb never ended). Such
/// keys are refused by a text scan before parsing; and an apostrophe in a plain value no longer
/// switches the nesting guard off.
@Suite struct HostileKeysTests {
    static func errors(_ text: String, path: String = "h.yaml") -> [String] {
        ThemeParser.parse(text, path: path).diagnostics.filter { $0.severity == .error }.map(\.description)
    }

    @Test func aThirtyThousandAnchorChainUsedAsAKeyIsRefusedNotACrash() {
        var text = "theme: t\nlist:\n  - &n0 [x]\n"
        for i in 1..<30_000 { text += "  - &n\(i) [*n\(i - 1)]\n" }
        text += "? *n29999\n: 1\n"
        let found = Self.errors(text)
        #expect(
            found.first?.hasPrefix("h.yaml:30003:1: error: an explicit complex key ('? ') is not used in themes") == true,
            "\(found.prefix(1))")
    }

    @Test func anAliasBombAsAKeyIsRefusedBeforeItIsExpanded() {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        let letters = Array("abcdefghi")
        for i in 1..<letters.count {
            text += "\(letters[i]): &\(letters[i]) [" + Array(repeating: "*\(letters[i - 1])", count: 10).joined(separator: ", ") + "]\n"
        }
        for key in ["*i: 1\n", "{ *i : 1 }\n", "- *i: 1\n"] {
            let found = Self.errors(text + key)
            #expect(
                found.first?.contains("error: a mapping key is an alias (*name); theme keys are plain words") == true, "\(key): \(found)")
        }
    }

    @Test func aliasesAsValuesStillWork() {
        let text = """
            colors:
              brand: &brand "#0A5C36"
            navigationBar:
              barTintColor: *brand
              titleTextAttributes: { foregroundColor: "#FFFFFF" }
            """
        #expect(Self.errors(text).isEmpty)
    }

    @Test func anApostropheInAPlainValueKeepsTheNestingGuard() {
        var text = "theme: t\nscenes:\n  - name: s\n    items: [{ title: Don't panic }]\nx: "
        text += String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "\n"
        let found = Self.errors(text)
        #expect(found.first?.contains("error: the theme nests deeper than 32 levels") == true, "\(found.prefix(1))")
        // And the value itself parses as written.
        let (document, _) = ThemeParser.parse("scenes:\n  - name: s\n    items: [{ title: Don't panic }]\n", path: "t.yaml")
        #expect(document?.scenes.first?.items.first?.title?.value == "Don't panic")
    }
}
