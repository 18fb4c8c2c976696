import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// `NestingGuard` reads text as UTF-8 bytes when every ASCII byte is a character of its own, and by
/// `Character` otherwise. Both must report exactly what the guard reported when it always read
/// `Character`s (`CharacterNestingGuard` below is that implementation, kept as the reference): the
/// same problem at the same line and column (docs/PERFORMANCE.md, validate).
@Suite struct NestingGuardReadingTests {
    static let texts: [String] = [
        "theme: A\nnavigationBar: { barTintColor: \"#FFF\" }\n",
        "a: &x 1\nb: &y 2\nc: &z 3\nd: *x\n",
        "a: [[[[1]]]]\nb: {c: {d: {e: 1}}}\n",
        "? complex\n: value\n",
        "*alias : 1\n",
        "m: { *k : v }\n",
        "title: Don't panic &notAnAnchor\n  # comment [[[[ {{{\nt: \"quoted & [ { # not comment\"\n",
        "- - - - - a\n- &a b\n-  c\n",
        "x: '&a' # &b\ny: &c [1, &d 2, {k: &e v}]\n",
        "",
        "\n\n\n",
        "a:\n  b:\n    c:\n      d:\n        e: 1\n",
        "k: \"unterminated\n  [ still quoted\nz: ]]]\n",
        "t: a#b &c\n\t- &d x\n",
        // Non-ASCII: columns count characters, not bytes.
        "é: &x 1\nñé: &y 2\ntitle: 日本語 &z [[[[1]]]]\n",
        "emoji: 👨‍👩‍👧 &a {b: &c [1]}\n? 🇫🇷\n",
        // A combining mark on a quote, a space, an ampersand or a bracket makes one character of both.
        "t: \"\u{301}x &a 1\nu: &\u{301}b 2\nv: [\u{301}[[1]]]\n",
        "w: a \u{301}&c 1\n? \u{301}k\n*\u{200D}x : 1\n",
        // A prepended scalar (U+0600) before an ASCII character joins it.
        "p: \u{600}&a 1\nq: \u{600}[[[1]]]\n",
        // CR LF is one character.
        "a: &x 1\r\nb: &y 2\r\n? k\r\n",
        "a: [[[[1]]]]\r\n",
    ]

    static func found(_ text: String, limit: Int) -> [String] {
        [
            "\(NestingGuard.firstExcess(in: text, limit: limit).map { "\($0)" } ?? "nil")",
            "\(NestingGuard.anchorBeyond(limit, in: text).map { "\($0)" } ?? "nil")",
            "\(NestingGuard.firstComplexKey(in: text).map { "\($0)" } ?? "nil")",
        ]
    }

    static func reference(_ text: String, limit: Int) -> [String] {
        [
            "\(CharacterNestingGuard.firstExcess(in: text, limit: limit).map { "\($0)" } ?? "nil")",
            "\(CharacterNestingGuard.anchorBeyond(limit, in: text).map { "\($0)" } ?? "nil")",
            "\(CharacterNestingGuard.firstComplexKey(in: text).map { "\($0)" } ?? "nil")",
        ]
    }

    @Test(arguments: texts, [1, 2, 3, 64])
    func sameFindingsAsReadingCharacters(text: String, limit: Int) {
        #expect(Self.found(text, limit: limit) == Self.reference(text, limit: limit), "\(text.debugDescription) limit \(limit)")
    }

    /// The sample themes and the corpus, with limits low enough that every scan finds something.
    @Test func sameFindingsOnTheSampleThemesAndTheCorpus() throws {
        let root = Repository.root
        var files: [URL] = []
        for folder in ["Themes", "Tests/BarThemeTests/Corpus"] {
            let url = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(at: url, includingPropertiesForKeys: nil).filter {
                $0.pathExtension == "yaml"
            }
        }
        #expect(files.count > 100)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file.path), let text = String(data: data, encoding: .utf8) else {
                continue
            }
            for limit in [1, 2, 4, 64] {
                #expect(Self.found(text, limit: limit) == Self.reference(text, limit: limit), "\(file.lastPathComponent) limit \(limit)")
            }
        }
    }

    @Test func theByteReadingIsTakenOnlyWhereItIsExact() {
        func bytesAreCharacters(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { NestingGuard.asciiBytesAreCharacters($0) }
        }
        let plain = "title: Café — 日本語 👍\n", crlf = "a\r\nb"
        let markedQuote = "t: \"\u{301}", prepended = "\u{600}&a"
        #expect(bytesAreCharacters(plain))
        #expect(!bytesAreCharacters(crlf))
        #expect(!bytesAreCharacters(markedQuote))
        #expect(!bytesAreCharacters(prepended))
    }
}

/// The nesting guard as it was before it read bytes (every scan over `Character`s): the reference
/// the byte reading is checked against.
enum CharacterNestingGuard {
    /// The line and column where flow brackets (`[`, `{`) or block indentation first exceed `limit`
    /// levels, or `nil`. Quoted text and comments are skipped.
    static func firstExcess(in text: String, limit: Int) -> (line: Int, column: Int)? {
        var flowDepth = 0
        var line = 1, column = 0
        var quote: Character?
        var inComment = false
        var atLineStart = true
        var indent = 0
        var indentLevels: [Int] = []
        // The character before this one on the line (nil at a line's start).
        var previous: Character?
        for character in text {
            column += 1
            if character == "\n" {
                line += 1; column = 0; inComment = false; atLineStart = true; indent = 0; previous = nil
                if quote == "'" || quote == "\"" { continue }
                continue
            }
            if inComment { continue }
            if atLineStart {
                if character == " " { indent += 1; continue }
                previous = nil
                atLineStart = false
                if character != "#" && flowDepth == 0 && quote == nil {
                    while let last = indentLevels.last, last >= indent { indentLevels.removeLast() }
                    indentLevels.append(indent)
                    if indentLevels.count > limit { return (line, column) }
                }
            }
            if let open = quote {
                if character == open { quote = nil }
                previous = character
                continue
            }
            defer { previous = character }
            switch character {
            // A quote opens a quoted scalar only where a scalar starts (`title: Don't panic` is plain).
            case "\"" where previous.map { " \t:-[{,?".contains($0) } ?? true,
                "'" where previous.map { " \t:-[{,?".contains($0) } ?? true:
                quote = character
            // `#` starts a comment only after whitespace or at a line's start.
            case "#" where previous.map { $0 == " " || $0 == "\t" } ?? true: inComment = true
            case "[", "{":
                flowDepth += 1
                if flowDepth + indentLevels.count > limit { return (line, column) }
            case "]", "}": flowDepth = max(0, flowDepth - 1)
            default: break
            }
        }
        return nil
    }

    /// The line and column of the anchor (`&name`) after the first `limit`, or `nil`. A theme uses
    /// a handful; thousands of anchors are a chain whose nodes, freed one inside the next, would
    /// overflow the stack, so they are refused before the YAML library builds them. Quoted text
    /// and comments are skipped; `&` counts only where a node starts.
    static func anchorBeyond(_ limit: Int, in text: String) -> (line: Int, column: Int)? {
        var count = 0
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine)
            var quote: Character?
            for j in line.indices {
                let c = line[j]
                if let open = quote { if c == open { quote = nil }; continue }
                let startsNode = j == 0 || " \t:-[{,?".contains(line[j - 1])
                if (c == "\"" || c == "'") && startsNode { quote = c; continue }
                if c == "#" && (j == 0 || line[j - 1] == " " || line[j - 1] == "\t") { break }
                if c == "&" && startsNode && j + 1 < line.count && !" \t,[]{}".contains(line[j + 1]) {
                    count += 1
                    if count > limit { return (index + 1, j + 1) }
                }
            }
        }
        return nil
    }

    /// The line and column of a mapping key that is an alias (`*name:`, `? *name`) or an explicit
    /// complex key (`? …`), or `nil`. Themes only use plain keys; an alias as a key makes the YAML
    /// library hash the whole aliased structure, which a chain of anchors turns into a stack
    /// overflow and an alias bomb into an exponential hang, so such keys are refused before parsing.
    static func firstComplexKey(in text: String) -> (line: Int, column: Int, alias: Bool)? {
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = Array(rawLine)
            var i = 0
            // Indentation and sequence dashes: the key position of a block mapping.
            while i < line.count && (line[i] == " " || line[i] == "\t" || (line[i] == "-" && (i + 1 == line.count || line[i + 1] == " "))) {
                i += 1
            }
            var candidates = [i]
            // Flow mappings: after `{` or `,` (outside quotes).
            var quote: Character?
            for j in i..<line.count {
                let c = line[j]
                if let open = quote { if c == open { quote = nil }; continue }
                if (c == "\"" || c == "'") && (j == 0 || " \t:-[{,?".contains(line[j - 1])) { quote = c; continue }
                if c == "#" && (j == 0 || line[j - 1] == " ") { break }
                if c == "{" || c == "," { candidates.append(j + 1) }
            }
            for start in candidates {
                var k = start
                while k < line.count && (line[k] == " " || line[k] == "\t") { k += 1 }
                guard k < line.count else { continue }
                if line[k] == "?" && (k + 1 == line.count || line[k + 1] == " " || line[k + 1] == "\t") {
                    return (index + 1, k + 1, false)
                }
                if line[k] == "*" {
                    var m = k + 1
                    while m < line.count && !" \t,:]}".contains(line[m]) { m += 1 }
                    while m < line.count && (line[m] == " " || line[m] == "\t") { m += 1 }
                    if m < line.count && line[m] == ":" { return (index + 1, k + 1, true) }
                }
            }
        }
        return nil
    }
}
