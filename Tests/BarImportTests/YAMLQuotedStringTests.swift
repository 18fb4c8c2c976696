import BarTheme
import Testing

@testable import BarImport

/// The importer's one YAML escaper on text that breaks a naive one: written into a theme by the
/// theme writer (as a scene's title), the file parses and reads back as exactly the text given,
/// and the quoted scalar holds no character a YAML reader takes as a line break or refuses
/// (C0 and C1 controls, U+2028, U+2029, a byte-order mark).
@Suite struct YAMLQuotedStringTests {
    static let hardStrings = [
        "plain", "say \"hi\"", "back\\slash", "\\n is not a newline", "ends with a backslash \\", "line\nbreak", "crlf\r\n",
        "tab\there", "nul \u{0} bell \u{7} escape \u{1B} delete \u{7F}", "next line \u{85} C1 \u{80} \u{9F}",
        "separators \u{2028} \u{2029}", "bom \u{FEFF}", "non-BMP 😀 𝄞 \u{10FFFD}", "yes", "17", "#fff", "- dash", "key: value",
        "'single'", "{ flow }", "[ list ]", "&anchor *alias !tag %directive @at `tick`", " leading and trailing ",
    ]

    @Test(arguments: hardStrings)
    func readsBackAsTheSameText(_ text: String) throws {
        var draft = ThemeDraft(name: "Hard", format: .swift, sources: ["A.swift"])
        var item = DraftMapping()
        item[.title] = .text(text)
        var scene = DraftMapping()
        scene[.name] = .text("hard")
        scene[.items] = .list([.mapping(item)])
        draft.root[.scenes] = .list([.mapping(scene)])
        let yaml = ThemeYAMLWriter.write(draft)
        let parsed = ThemeParser.parse(yaml, path: "hard.yaml")
        let document = try #require(parsed.document, "\(parsed.diagnostics) in\n\(yaml)")
        #expect(document.scenes.first?.items.first?.title?.value == text, "\(yaml.debugDescription)")
    }

    @Test(arguments: hardStrings)
    func quotedScalarHoldsNoLineBreakOrControl(_ text: String) {
        let written = YAMLScalar.quotedIfNeeded(text)
        let unsafe = written.unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x2029, 0xFEFF].contains($0.value)
        }
        #expect(unsafe.isEmpty, "\(written.debugDescription)")
    }

    @Test func escapesAsYAMLSpellsThem() {
        #expect(YAMLQuotedString.quoted("a\"b\\c\nd\te") == #""a\"b\\c\nd\te""#)
        #expect(YAMLQuotedString.quoted("\u{0}\u{85}\u{2028}\u{FEFF}") == #""\x00\x85\u2028\uFEFF""#)
        #expect(YAMLQuotedString.quoted("😀") == "\"😀\"")
    }
}
