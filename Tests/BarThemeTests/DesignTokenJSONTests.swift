import Testing

@testable import BarTheme

/// The JSON reader of tokens files (`DesignTokenJSON`): libyaml's tree with its marks, and what
/// libyaml takes beyond JSON refused at the place it is written.
@Suite struct DesignTokenJSONTests {
    static func problem(_ text: String) -> Diagnostic? {
        if case .failed(let diagnostic) = DesignTokenJSON.parse(text, file: "t.json") { return diagnostic }
        return nil
    }

    @Test func jsonWithEveryKindOfValueIsRead() {
        let text =
            ##"{"a": {"$value": "#FFF", "n": -1.5e3, "z": 0, "t": true, "f": false, "x": null, "l": [1, "two", {}], "e": "\u00e9\/\""}}"##
        #expect(Self.problem(text) == nil)
        #expect(Self.problem("\u{FEFF}{\n\t\"a\":\t{}\r\n}") == nil)
    }

    @Test(
        arguments: [
            (##"{"a": 1,}"##, 1, 8, "a trailing comma"),
            ("{\n  \"a\": [1, 2,\n  ]\n}", 2, 13, "a trailing comma"),
            ("{\n  \"a\": 1 # note\n}", 2, 10, "a '#' comment"),
            ("{\n  // note\n}", 2, 3, "a '/' outside a string"),
            (##"{'a': 1}"##, 1, 2, "a single quote"),
            ("{\n  a: 1\n}", 2, 3, "the key 'a' is not in double quotes"),
            (##"{"a": yes}"##, 1, 7, "'yes' is not a JSON value"),
            (##"{"a": 01}"##, 1, 7, "'01' is not a JSON value"),
            (##"{"a": .5}"##, 1, 7, "'.5' is not a JSON value"),
            ("{\"a\": \"x\ny\"}", 1, 9, "a control character (U+000A) inside a JSON string"),
            ("a: 1\n", 1, 2, "':' …"),
            (##"{"a": &x 1}"##, 1, 7, "'&' outside a string is not JSON"),
            ("[{}]", 1, 1, "a tokens file is one JSON object"),
        ] as [(String, Int, Int, String)])
    func notJSONIsReportedWhereItIsWritten(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let problem = Self.problem(text)
        #expect(problem != nil, "accepted: \(text)")
        guard let problem, !message.hasSuffix("…") else { return }
        #expect(problem.location == SourceLocation(file: "t.json", line: line, column: column), "\(problem)")
        #expect(problem.message.hasPrefix(message), "\(problem.message)")
        #expect(problem.ruleID == ErrorRules.designTokens)
    }

    @Test func libyamlsOwnRefusalsSayWhatToDo() {
        let surrogate = Self.problem(##"{"a": "\ud83d\ude00"}"##)
        #expect(surrogate?.message.contains("surrogate-pair escape") == true)
        #expect(surrogate?.hint?.contains("write the character itself") == true)
        let duplicate = Self.problem("{\n  \"a\": 1,\n  \"a\": 2\n}")
        #expect(duplicate?.message == "the key 'a' appears twice in this JSON object")
        let unclosed = Self.problem("{\n  \"a\": {\n}")
        #expect(unclosed?.message.hasPrefix("not valid JSON") == true)
    }

    @Test(
        arguments: [
            ("\"#0A84FF\"", RGBAColor(r: 10, g: 132, b: 255)),
            ("\"#0A84FF80\"", RGBAColor(r: 10, g: 132, b: 255, alpha: 128.0 / 255)),
            ("\"rgba(10, 132, 255, 0.5)\"", RGBAColor(r: 10, g: 132, b: 255, alpha: 0.5)),
            (##"{"colorSpace": "srgb", "components": [1, 0, "none"], "alpha": 0.25}"##, RGBAColor(red: 1, green: 0, blue: 0, alpha: 0.25)),
            (##"{"colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000"}"##, RGBAColor(red: 1, green: 0, blue: 0)),
            (##"{"colorSpace": "hsl", "components": [120, 100, 25]}"##, RGBAColor(red: 0, green: 0.5, blue: 0)),
            (##"{"colorSpace": "hwb", "components": [0, 20, 20]}"##, RGBAColor(red: 0.8, green: 0.2, blue: 0.2)),
            (##"{"colorSpace": "srgb-linear", "components": [1, 0, 0]}"##, RGBAColor(red: 1, green: 0, blue: 0)),
            (##"{"colorSpace": "oklab", "components": [1, 0, 0]}"##, RGBAColor(red: 1, green: 1, blue: 1)),
            (##"{"colorSpace": "oklch", "components": [0, 0, 0]}"##, RGBAColor(red: 0, green: 0, blue: 0)),
        ] as [(String, RGBAColor)])
    func colourValuesInEveryShape(_ json: String, _ expected: RGBAColor) throws {
        guard case .tree(let root) = DesignTokenJSON.parse("{\"v\": \(json)}", file: "t.json"), case .mapping(let mapping) = root,
            let value = mapping["v"]
        else {
            Issue.record("not parsed: \(json)")
            return
        }
        guard case .color(let color) = DesignTokenColor.parse(value) else {
            Issue.record("not a colour: \(json)")
            return
        }
        for (a, b) in [
            (color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue), (color.alpha, expected.alpha),
        ] {
            #expect(abs(a - b) < 0.0005, "\(json): \(color)")
        }
    }
}
