import BarTheme
import Testing

@testable import BarImport

/// Notes carry text from the source (a string literal, a key name) to a terminal line and to a
/// `# TODO` comment in the theme: neither may be broken, ended or reordered by it.
@Suite struct OneLineTextTests {
    static let hostile =
        "title \"a\nb\r\tc\" \u{1B}[31mred\u{1B}[0m \u{85}next \u{2028}line \u{2029}para \u{202E}rlo\u{202C} \u{2067}rli\u{2069} \u{200F}rlm"

    static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029, 0x200E, 0x200F, 0x061C].contains(scalar.value)
            || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    @Test func aNoteIsOneSafeTerminalLine() {
        let note = ImportNote(Self.hostile, at: SourceLocation(file: "A.swift", line: 3, column: 9))
        let line = note.terminalLine
        #expect(!line.unicodeScalars.contains(where: Self.isBreaking), "\(line.debugDescription)")
        #expect(line.hasPrefix("A.swift:3:9: note: title \"a b  c\"  [31mred [0m  next  line  para  rlo "))
    }

    @Test func aNoteIsOneCommentLineInTheTheme() {
        var draft = ThemeDraft(name: "Hostile", format: .swift, sources: ["A.swift"])
        draft.root.addNote(
            ImportNote(Self.hostile, at: SourceLocation(file: "A.swift", line: 3, column: 9), suggestion: "tintColor: $x\u{2028}evil: 1"),
            at: [.navigationBar])
        let text = ThemeYAMLWriter.write(draft)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let todo = lines.filter { $0.contains("TODO A.swift:3:9") }
        #expect(todo.count == 1)
        #expect(lines.contains("  # tintColor: $x evil: 1"))
        #expect(!text.unicodeScalars.contains { Self.isBreaking($0) && $0 != "\n" }, "\(text.debugDescription)")
        let parsed = ThemeParser.parse(text, path: "hostile.yaml")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
    }
}
