import SwiftParser
import SwiftSyntax
import Testing

@testable import BarCodegen

/// The generator's one Swift string escaper on text that breaks a naive one: each literal parses
/// without error, reads back (SwiftParser's `representedLiteralValue`) as exactly the text given,
/// and stays one line with no invisible character in the source.
@Suite struct SwiftStringLiteralTests {
    static let hardStrings = [
        "plain", "", "say \"hi\"", "back\\slash", "\\(notInterpolated)", "\\\"", "ends with a backslash \\",
        "line\nbreak", "crlf\r\n", "tab\there", "nul \u{0} bell \u{7} escape \u{1B} delete \u{7F}", "C1 \u{85} \u{9F}",
        "separators \u{2028} \u{2029}", "bom \u{FEFF}", "bidi \u{202E}evil\u{202C} \u{2066}isolate\u{2069}",
        "non-BMP 😀 𝄞 \u{10FFFD}", "combining e\u{301}", "\"\"\"", "#\"raw\"#", "{ } ( ) $ % \u{0}",
    ]

    @Test(arguments: hardStrings)
    func readsBackAsTheSameText(_ text: String) throws {
        let literal = SwiftStringLiteral.quoted(text)
        let tree = Parser.parse(source: "let value = \(literal)\n")
        #expect(!tree.hasError, "\(literal.debugDescription) does not parse")
        guard case .decl(let declaration)? = tree.statements.first?.item else {
            Issue.record("\(literal.debugDescription) is not read as a declaration")
            return
        }
        let node = try #require(declaration.as(VariableDeclSyntax.self)?.bindings.first?.initializer?.value)
        let parsed = try #require(node.as(StringLiteralExprSyntax.self), "\(literal.debugDescription) is not one string literal")
        #expect(parsed.representedLiteralValue == text, "\(literal.debugDescription)")
    }

    @Test(arguments: hardStrings)
    func staysOneVisibleLine(_ text: String) {
        let literal = SwiftStringLiteral.quoted(text)
        let invisible = literal.unicodeScalars.filter {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || [0x2028, 0x2029, 0xFEFF].contains($0.value)
                || (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value)
        }
        #expect(invisible.isEmpty, "\(literal.debugDescription)")
        #expect(literal.hasPrefix("\"") && literal.hasSuffix("\"") && literal.count >= 2)
    }

    @Test func escapesAsSwiftSpellsThem() {
        #expect(SwiftStringLiteral.quoted("a\"b\\c\nd\te\r") == #""a\"b\\c\nd\te\r""#)
        #expect(SwiftStringLiteral.quoted("\u{0}\u{2028}\u{202E}") == #""\u{0}\u{2028}\u{202E}""#)
        #expect(SwiftStringLiteral.quoted("😀") == "\"😀\"")
    }
}
