import Foundation

extension HostileCorpus {
    // MARK: Design tokens files (`colors: { from: tokens.json }`, issue #32)

    /// A theme whose bar tint is the token `color.bar` of `tokens.json` (or of `from`), on an
    /// opaque `ios13` bar, so the bar's pixels are the token's colour.
    static func tokensTheme(from: String = "tokens.json", color: String = "$color.bar") -> String {
        theme(bar: "  barTintColor: \(color)\n  translucent: false\n", extra: "era: ios13\ncolors: { from: \(from) }\n")
    }

    static func tokensCase(_ name: String, _ json: String, _ outcome: HostileCase.Outcome, subprocess: Bool = false) -> HostileCase {
        HostileCase(name, tokensTheme(), outcome, extras: [.file("tokens.json", Data(json.utf8))], subprocess: subprocess)
    }

    /// `{"color":{"bar":{"$type":"color","$value":…}}}` with more tokens `extra` beside `bar`.
    static func tokens(bar value: String, extra: String = "") -> String {
        ##"{"color":{"$type":"color","bar":{"$value":\##(value)}\##(extra)}}"##
    }

    static var designTokens: [HostileCase] {
        var cases: [HostileCase] = []
        // What works, so the failures below fail for their reason: the bar is the token's colour.
        cases.append(tokensCase("tokens-valid", tokens(bar: ##""#336699""##), .rendersColor([0x33, 0x66, 0x99, 255])))
        cases.append(
            tokensCase(
                "tokens-valid-object",
                tokens(bar: ##"{"colorSpace":"srgb","components":[0.2,0.4,0.6],"alpha":1,"hex":"#336699"}"##),
                .rendersColor([0x33, 0x66, 0x99, 255])))
        // Nesting, before anything parses it; deep enough to overflow a recursive parser's stack.
        for depth in [33, 1_000, 100_000] {
            let deep = String(repeating: ##"{"a":"##, count: depth) + "1" + String(repeating: "}", count: depth)
            cases.append(tokensCase("tokens-nesting-\(depth)", deep, .error("nests deeper than 32"), subprocess: depth == 100_000))
            let arrays = ##"{"a":"## + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "}"
            cases.append(tokensCase("tokens-array-nesting-\(depth)", arrays, .error("nests deeper than 32")))
        }
        // Alias cycles, reported with the cycle.
        cases.append(tokensCase("tokens-alias-self", tokens(bar: ##""{color.bar}""##), .error("alias cycle: {color.bar} → {color.bar}")))
        cases.append(
            tokensCase(
                "tokens-alias-cycle-2", tokens(bar: ##""{color.a}""##, extra: ##","a":{"$value":"{color.bar}"}"##),
                .error("alias cycle: {color.a} → {color.bar} → {color.a}")))
        let ring = (0..<5).map { ##","r\##($0)":{"$value":"{color.r\##(($0 + 1) % 5)}"}"## }.joined()
        cases.append(
            tokensCase(
                "tokens-alias-cycle-5", tokens(bar: ##""{color.r0}""##, extra: ring),
                .error("alias cycle: {color.r0} → {color.r1} → {color.r2} → {color.r3} → {color.r4} → {color.r0}")))
        // Chains: 40 steps is past the limit; 10 000 tokens each 31 steps from a colour must still be quick.
        let chain = (0..<40).map { ##","c\##($0)":{"$value":"{color.c\##($0 + 1)}"}"## }.joined() + ##","c40":{"$value":"#FFFFFF"}"##
        cases.append(tokensCase("tokens-alias-chain-40", tokens(bar: ##""{color.c0}""##, extra: chain), .error("longer than 32 aliases")))
        let fan =
            (0..<31).map { ##","f\##($0)":{"$value":"{color.f\##($0 + 1)}"}"## }.joined() + ##","f31":{"$value":"#336699"}"##
            + (0..<9_960).map { ##","u\##($0)":{"$value":"{color.f0}"}"## }.joined()
        cases.append(
            tokensCase("tokens-alias-fan-out", tokens(bar: ##""{color.f0}""##, extra: fan), .rendersColor([0x33, 0x66, 0x99, 255])))
        cases.append(
            tokensCase("tokens-alias-nowhere", tokens(bar: ##""{color.nowhere}""##), .error("the alias {color.nowhere} names no token")))
        // Size and count limits, checked before the work.
        let big = tokens(
            bar: ##""#336699""##, extra: ##","pad":{"$value":"#000000","$description":""## + String(repeating: "x", count: 900) + ##""}"##)
        let huge = "{" + (0..<1_200).map { ##""g\##($0)":"## + big + "," }.joined() + ##""end":{}}"##
        cases.append(tokensCase("tokens-file-over-1-MiB", huge, .error("a tokens file may be at most 1048576 bytes"), subprocess: true))
        let many = (0..<10_001).map { ##","t\##($0)":{"$value":"#000000"}"## }.joined()
        cases.append(tokensCase("tokens-10001-tokens", tokens(bar: ##""#336699""##, extra: many), .error("more than 10000 tokens")))
        cases.append(
            tokensCase(
                "tokens-long-string",
                tokens(bar: ##""#336699""##, extra: ##","x":{"$value":"## + "\"" + String(repeating: "a", count: 5_000) + "\"}"),
                .error("longer than 1000 characters")))
        // Encodings.
        cases.append(
            HostileCase(
                "tokens-not-utf8", tokensTheme(), .error("not UTF-8"),
                extras: [
                    .file(
                        "tokens.json",
                        Data(##"{"color":{"bar":{"$type":"color","$value":"#3"##.utf8) + Data([0xFF, 0xFE]) + Data(##""}}}"##.utf8))
                ]))
        cases.append(
            HostileCase(
                "tokens-utf16", tokensTheme(), .error("not UTF-8"),
                extras: [.file("tokens.json", Data([0xFF, 0xFE] + tokens(bar: ##""#336699""##).utf8.flatMap { [$0, 0] }))]))
        cases.append(
            HostileCase(
                "tokens-utf8-bom", tokensTheme(), .rendersColor([0x33, 0x66, 0x99, 255]),
                extras: [.file("tokens.json", Data([0xEF, 0xBB, 0xBF]) + Data(tokens(bar: ##""#336699""##).utf8))]))
        cases.append(
            tokensCase(
                "tokens-surrogate-escape", tokens(bar: ##""#336699","$description":"\ud83d\ude00""##), .error("surrogate-pair escape")))
        cases.append(tokensCase("tokens-nul-in-string", tokens(bar: "\"#3366\u{0}99\""), .error("control character (U+0000)")))
        // Not JSON: what libyaml would take and JSON does not.
        let notJSON: [(String, String, String)] = [
            ("comment", tokens(bar: ##""#336699""##) + " # note", "comment"),
            ("line-comment", "// note\n" + tokens(bar: ##""#336699""##), "JSON has no comments"),
            ("trailing-comma", tokens(bar: ##""#336699""##, extra: ","), "trailing comma"),
            ("single-quotes", ##"{'color':{}}"##, "single quote"),
            ("unquoted-key", ##"{color:{}}"##, "not valid JSON"),
            ("unquoted-key-spaced", ##"{color: {}}"##, "the key 'color' is not in double quotes"),
            ("unquoted-word", tokens(bar: "blue"), "is not a JSON value"),
            ("yaml-block", "color:\n  bar:\n    $type: color\n", "one JSON object"),
            ("yaml-anchor", ##"{"a": &x {"$value":"#000000"}, "b": *x}"##, "'&' outside a string"),
            ("yaml-tag", ##"{"a": !!str 1}"##, "'!' outside a string"),
            ("top-level-array", "[1, 2]", "one JSON object"),
            ("top-level-string", ##""#336699""##, "one JSON object"),
            ("empty", "", "the tokens file is empty"),
            ("unclosed", ##"{"color":{"bar":{"$value":"#336699"}"##, "not valid JSON"),
            ("duplicate-key", ##"{"color":{"bar":{"$type":"color","$value":"#000000","$value":"#FFFFFF"}}}"##, "appears twice"),
        ]
        for (name, json, text) in notJSON { cases.append(tokensCase("tokens-\(name)", json, .error(text))) }
        // Wrong types and values.
        let wrong: [(String, String, String)] = [
            ("value-number", tokens(bar: "12"), "must be a colour, not"),
            ("value-array", tokens(bar: "[1,2,3]"), "must be a colour, not"),
            ("value-bad-hex", tokens(bar: ##""#33669""##), "is not a hex colour"),
            ("value-word", tokens(bar: ##""blue""##), "is not a colour"),
            ("type-number", ##"{"color":{"$type":5,"bar":{"$value":"#336699"}}}"##, "'$type' must be a string"),
            ("components-two", tokens(bar: ##"{"colorSpace":"srgb","components":[1,0]}"##), "a colour has 3"),
            ("components-text", tokens(bar: ##"{"colorSpace":"srgb","components":["a",0,0]}"##), "is not a number"),
            ("alpha-2", tokens(bar: ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":2}"##), "'alpha' must be a number from 0 to 1"),
            ("space-unknown", tokens(bar: ##"{"colorSpace":"cmyk","components":[1,0,0]}"##), "no 'hex' fallback"),
            ("no-colorspace", tokens(bar: ##"{"components":[1,0,0]}"##), "needs 'colorSpace'"),
            (
                "alias-to-dimension",
                ##"{"size":{"$type":"dimension","s":{"$value":"4px"}},"color":{"$type":"color","bar":{"$value":"{size.s}"}}}"##,
                "is a dimension token, not a colour"
            ),
            ("name-with-dot", ##"{"color":{"$type":"color","b.ar":{"$value":"#336699"}}}"##, "contains '.', '{' or '}'"),
            ("group-is-string", ##"{"color":"#336699"}"##, "neither a token nor a group"),
            ("extends", ##"{"color":{"$extends":"{base}","bar":{"$type":"color","$value":"#336699"}}}"##, "'$extends' is not supported"),
        ]
        for (name, json, text) in wrong { cases.append(tokensCase("tokens-\(name)", json, .error(text))) }
        // Where the file is: outside the root, not a file, missing; and the theme's own mistakes.
        let valid = Data(tokens(bar: ##""#336699""##).utf8)
        cases.append(
            HostileCase(
                "tokens-path-dotdot", tokensTheme(from: "../tokens.json"), .error("leaves the theme's folder"), in: "root",
                extras: [.file("tokens.json", valid)]))
        cases.append(HostileCase("tokens-path-absolute", tokensTheme(from: "/etc/passwd.json"), .error("is not a relative path")))
        cases.append(
            HostileCase(
                "tokens-symlink-outside", tokensTheme(), .error("leads outside the theme's folder"), in: "root",
                extras: [.file("outside.json", valid), .symlink("root/tokens.json", to: "../outside.json")]))
        cases.append(
            HostileCase(
                "tokens-symlink-inside", tokensTheme(), .rendersColor([0x33, 0x66, 0x99, 255]),
                extras: [.file("real.json", valid), .symlink("tokens.json", to: "real.json")]))
        cases.append(HostileCase("tokens-fifo", tokensTheme(), .error("not a regular file"), extras: [.fifo("tokens.json")]))
        cases.append(HostileCase("tokens-folder", tokensTheme(), .error("is a folder"), extras: [.folder("tokens.json")]))
        cases.append(HostileCase("tokens-missing", tokensTheme(), .error("no tokens file at 'tokens.json'")))
        cases.append(HostileCase("tokens-not-json-name", tokensTheme(from: "tokens.yaml"), .error("is not a .json file")))
        let seventeen = "[" + (0..<17).map { "t\($0).json" }.joined(separator: ", ") + "]"
        cases.append(HostileCase("tokens-17-files", tokensTheme(from: seventeen), .error("at most 16 are allowed")))
        cases.append(
            HostileCase(
                "tokens-light-only", tokensTheme(from: "{ light: tokens.json }"), .error("needs both 'light' and 'dark'"),
                extras: [.file("tokens.json", valid)]))
        cases.append(
            HostileCase(
                "tokens-unknown-token", tokensTheme(color: "$color.baz"), .error("no colour named 'color.baz'"),
                extras: [.file("tokens.json", valid)]))
        return cases
    }
}
