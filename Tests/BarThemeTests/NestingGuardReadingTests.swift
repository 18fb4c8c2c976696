import Testing

@testable import BarTheme

/// `NestingGuard` reads ASCII text byte by byte and other text by `Character`: both readings must
/// find the same problems at the same lines and columns (docs/PERFORMANCE.md, validate).
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
    ]

    /// A text's results through both readings (the byte reading only for ASCII without CR).
    static func readings(_ text: String, limit: Int) -> [String] {
        let characters = Array(text)
        let asCharacters = GuardUnits<Character>({ Character(Unicode.Scalar($0)) })
        var results = [
            "\(NestingGuard.firstExcess(in: characters, asCharacters, limit: limit).map { "\($0)" } ?? "nil")",
            "\(NestingGuard.anchorBeyond(limit, in: characters, asCharacters).map { "\($0)" } ?? "nil")",
            "\(NestingGuard.firstComplexKey(in: characters, asCharacters).map { "\($0)" } ?? "nil")",
        ]
        var copy = text
        copy.withUTF8 { bytes in
            let asBytes = GuardUnits<UInt8>({ $0 })
            results += [
                "\(NestingGuard.firstExcess(in: bytes, asBytes, limit: limit).map { "\($0)" } ?? "nil")",
                "\(NestingGuard.anchorBeyond(limit, in: bytes, asBytes).map { "\($0)" } ?? "nil")",
                "\(NestingGuard.firstComplexKey(in: bytes, asBytes).map { "\($0)" } ?? "nil")",
            ]
        }
        return results
    }

    @Test(arguments: texts, [1, 2, 3, 64])
    func bytesAndCharactersFindTheSame(text: String, limit: Int) {
        let results = Self.readings(text, limit: limit)
        #expect(Array(results[0..<3]) == Array(results[3..<6]), "\(text.debugDescription) limit \(limit)")
    }

    @Test func theGuardsStillFindTheirProblems() {
        #expect(NestingGuard.firstExcess(in: "a: [[[1]]]\n", limit: 2) != nil)
        #expect(NestingGuard.anchorBeyond(1, in: "a: &x 1\nb: &y 2\n").map { "\($0)" } == "(line: 2, column: 4)")
        #expect(NestingGuard.firstComplexKey(in: "x: 1\n? k\n").map { "\($0)" } == "(line: 2, column: 1, alias: false)")
        // Non-ASCII text takes the Character reading: columns count characters, not bytes.
        #expect(NestingGuard.anchorBeyond(1, in: "é: &x 1\nñé: &y 2\n").map { "\($0)" } == "(line: 2, column: 5)")
        // CR LF is one Character: the Character reading keeps treating such a file as one line.
        #expect(NestingGuard.anchorBeyond(1, in: "a: &x 1\r\nb: &y 2\r\n").map { "\($0)" } == "(line: 1, column: 12)")
    }
}
