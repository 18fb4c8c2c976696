import Foundation
import Testing

@testable import BarTheme

/// The colour parser's text forms checked against a reference grammar written here, apart from the
/// parser, on thousands of generated values: forms built from the grammar, the same forms damaged
/// one character at a time, and random text over the forms' alphabet. For each value the parser
/// must accept exactly what the reference accepts, with the same colour, and refuse the rest with
/// an error located at the value (CHANGELOG.md, "`rgb(1,,2,3)` was accepted").
///
/// The reference grammar (docs/THEME-FORMAT.md, "Values"):
///
///     value    = space* (hex | rgb | rgba | name) space*        space = " " | tab
///     hex      = "#" (h h h | h h h h h h | h h h h h h h h)      h = 0-9 a-f A-F
///     rgb      = "rgb(" channel "," channel "," channel ")"
///     rgba     = "rgba(" channel "," channel "," channel "," alpha ")"
///     channel  = space* number space*   with 0 ≤ number ≤ 255
///     alpha    = space* number space*   with 0 ≤ number ≤ 1
///     number   = digit+ ("." digit+)? | "." digit+
///     name     = a UIKit colour name, exactly (`systemBlue`, `label`, ...)
@Suite struct ColorGrammarPropertyTests {
    /// What the reference grammar makes of a value: a colour (0...1 components) or a name.
    enum Meaning: Equatable {
        case rgba(Double, Double, Double, Double)
        case name(String)
    }

    // MARK: The reference grammar

    /// A small parser over the value's Unicode scalars, written only from the grammar above.
    struct Reference {
        let names: Set<String>

        func meaning(of value: String) -> Meaning? {
            var scalars = Array(value.unicodeScalars)
            while let first = scalars.first, Self.isSpace(first) { scalars.removeFirst() }
            while let last = scalars.last, Self.isSpace(last) { scalars.removeLast() }
            let text = String(String.UnicodeScalarView(scalars))
            if scalars.first == "#" { return hex(Array(scalars.dropFirst())) }
            if text.hasPrefix("rgba(") && text.hasSuffix(")") { return function(Array(scalars.dropFirst(5).dropLast()), count: 4) }
            if text.hasPrefix("rgb(") && text.hasSuffix(")") { return function(Array(scalars.dropFirst(4).dropLast()), count: 3) }
            return names.contains(text) ? .name(text) : nil
        }

        static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

        func hex(_ digits: [Unicode.Scalar]) -> Meaning? {
            guard [3, 6, 8].contains(digits.count) else { return nil }
            var values: [Int] = []
            for digit in digits {
                switch digit {
                case "0"..."9": values.append(Int(digit.value) - 0x30)
                case "a"..."f": values.append(Int(digit.value) - 0x61 + 10)
                case "A"..."F": values.append(Int(digit.value) - 0x41 + 10)
                default: return nil
                }
            }
            if values.count == 3 { values = values.flatMap { [$0, $0] } }
            let bytes = stride(from: 0, to: values.count, by: 2).map { Double(values[$0] * 16 + values[$0 + 1]) }
            return .rgba(bytes[0] / 255, bytes[1] / 255, bytes[2] / 255, bytes.count == 4 ? bytes[3] / 255 : 1)
        }

        func function(_ inner: [Unicode.Scalar], count: Int) -> Meaning? {
            var arguments: [[Unicode.Scalar]] = [[]]
            for scalar in inner {
                if scalar == "," { arguments.append([]) } else { arguments[arguments.count - 1].append(scalar) }
            }
            guard arguments.count == count else { return nil }
            var numbers: [Double] = []
            for argument in arguments {
                var digits = argument
                while let first = digits.first, Self.isSpace(first) { digits.removeFirst() }
                while let last = digits.last, Self.isSpace(last) { digits.removeLast() }
                guard let number = Self.number(digits) else { return nil }
                numbers.append(number)
            }
            guard numbers.prefix(3).allSatisfy({ $0 <= 255 }) else { return nil }
            let alpha = count == 4 ? numbers[3] : 1
            guard alpha <= 1 else { return nil }
            return .rgba(numbers[0] / 255, numbers[1] / 255, numbers[2] / 255, alpha)
        }

        /// `digit+ ("." digit+)? | "." digit+`, and its value.
        static func number(_ scalars: [Unicode.Scalar]) -> Double? {
            let parts = scalars.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            let whole = parts[0], fraction = parts.count == 2 ? parts[1] : nil
            let isDigit: (Unicode.Scalar) -> Bool = { ("0"..."9").contains($0) }
            guard whole.allSatisfy(isDigit), fraction?.allSatisfy(isDigit) ?? true else { return nil }
            guard !whole.isEmpty || !(fraction?.isEmpty ?? true), fraction.map({ !$0.isEmpty }) ?? true else { return nil }
            // The decimal text's value, correctly rounded.
            return Double(String(String.UnicodeScalarView(scalars)))
        }
    }

    // MARK: Values to try

    /// SplitMix64: a small deterministic generator, so a failure names a value that comes back.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
        mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
    }

    static let alphabet: [String] = [
        "r", "g", "b", "a", "(", ")", ",", ".", " ", "\t", "#", "0", "1", "2", "5", "9", "f", "F", "e", "x", "-", "+",
        "\u{A0}", "\u{FF11}", "\u{0301}", "é",
    ]

    static func space(_ random: inout Generator) -> String {
        random.pick(["", "", "", " ", "  ", "\t", " \t"])
    }

    static func number(_ random: inout Generator, upTo maximum: Int) -> String {
        switch random.below(6) {
        case 0: return String(random.below(maximum + 1))
        case 1: return String(random.below(maximum + 40))
        case 2: return "\(random.below(maximum + 1)).\(random.below(1000))"
        case 3: return ".\(random.below(100))"
        case 4:
            return random.pick(["0", "00", "0.0", "1.", "1e2", "+1", "-0", "nan", "inf", "0x1", "1.2.3", ".", "", "255.0", "256", "1.0001"])
        default: return String(repeating: "9", count: random.below(3) + 1)
        }
    }

    /// A value built from the grammar, valid or near it.
    static func formed(_ random: inout Generator, names: [String]) -> String {
        let digits = Array("0123456789abcdefABCDEF")
        switch random.below(4) {
        case 0:
            let count = random.pick([3, 6, 8, 3, 6, 8, 2, 4, 5, 7, 9])
            return "#" + String((0..<count).map { _ in random.pick(digits) })
        case 1, 2:
            let isRGBA = random.below(2) == 0
            var arguments = (0..<3).map { _ in number(&random, upTo: 255) }
            if isRGBA { arguments.append(random.below(3) == 0 ? number(&random, upTo: 1) : "0.\(random.below(100))") }
            let separated = arguments.map { space(&random) + $0 + space(&random) }.joined(separator: ",")
            return (isRGBA ? "rgba(" : "rgb(") + separated + ")"
        default:
            return random.pick(names)
        }
    }

    /// `value` damaged once: a character removed, inserted, repeated or swapped.
    static func damaged(_ value: String, _ random: inout Generator) -> String {
        var characters = Array(value.unicodeScalars).map { String($0) }
        guard !characters.isEmpty else { return random.pick(alphabet) }
        let at = random.below(characters.count)
        switch random.below(4) {
        case 0: characters.remove(at: at)
        case 1: characters.insert(random.pick(alphabet), at: at)
        case 2: characters.insert(characters[at], at: at)
        default: if at + 1 < characters.count { characters.swapAt(at, at + 1) }
        }
        return characters.joined()
    }

    static func values(count: Int, seed: UInt64) -> [String] {
        var random = Generator(state: seed)
        let names = SystemColors.sortedNames
        var values = [
            "rgb(1,,2,3)", "rgb(1,2,,3)", "rgb(,1,2,3)", "rgb(1,2,3,)", "rgba(1,,2,3,0.5)", "rgb(1,2)", "rgb()", "rgba()",
            "rgb( 1 , 2 , 3 )", "rgba(10, 132, 255, 0.8)", "rgb(1e2, 0, 0)", "rgb(+1, 2, 3)", "#ABC", "#abcdef12", "#ＡＢＣ",
        ]
        while values.count < count {
            let formed = formed(&random, names: names)
            switch random.below(3) {
            case 0: values.append(formed)
            case 1: values.append(damaged(formed, &random))
            default: values.append(String((0..<random.below(14)).map { _ in random.pick(alphabet) }.joined()))
            }
        }
        return values
    }

    /// YAML double-quoted text for `value`.
    static func quoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\t": text += "\\t"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }

    // MARK: The property

    @Test(arguments: [1 as UInt64, 2, 3, 4])
    func theParserAcceptsExactlyWhatTheGrammarAccepts(seed: UInt64) {
        let reference = Reference(names: Set(SystemColors.sortedNames))
        let values = Self.values(count: 1_500, seed: seed)
        // A palette of up to 100 colours per theme (under the parser's 200-error cap); entry i is on line i + 2.
        for batchStart in stride(from: 0, to: values.count, by: 100) {
            let batch = Array(values[batchStart..<min(batchStart + 100, values.count)])
            let text = "colors:\n" + batch.enumerated().map { "  c\($0.offset): \(Self.quoted($0.element))" }.joined(separator: "\n")
            let (document, diagnostics) = ThemeParser.parsePartially(text, path: "theme.yaml", parent: nil)
            for (index, value) in batch.enumerated() {
                let line = index + 2
                let errors = diagnostics.filter { $0.severity == .error && $0.location?.line == line }
                let parsed = document?.palette.colors["c\(index)"]?.value
                switch reference.meaning(of: value) {
                case .rgba(let red, let green, let blue, let alpha)?:
                    #expect(errors.isEmpty, "\(Self.quoted(value)) is in the grammar, but: \(errors.map(\.message))")
                    guard case .fixed(let color)? = parsed else {
                        Issue.record("\(Self.quoted(value)) gave \(String(describing: parsed)), not a fixed colour")
                        continue
                    }
                    let close = zip([color.red, color.green, color.blue, color.alpha], [red, green, blue, alpha]).allSatisfy {
                        abs($0 - $1) < 1e-12
                    }
                    #expect(close, "\(Self.quoted(value)): \(color) instead of \([red, green, blue, alpha])")
                case .name(let name)?:
                    #expect(errors.isEmpty, "\(Self.quoted(value)) is a name, but: \(errors.map(\.message))")
                    #expect(parsed == (SystemColorName(name).map(ColorValue.system) ?? SystemColors.table[name]), "\(Self.quoted(value))")
                case nil:
                    #expect(parsed == nil, "\(Self.quoted(value)) is not in the grammar, but gave \(String(describing: parsed))")
                    #expect(!errors.isEmpty, "\(Self.quoted(value)) is not in the grammar, but no error is located at line \(line)")
                    for error in errors {
                        #expect((error.location?.column ?? 0) >= 1, "\(error)")
                    }
                }
            }
            // Nothing is reported anywhere but at a value.
            #expect(diagnostics.allSatisfy { ($0.location?.line ?? 0) >= 2 }, "\(diagnostics.prefix(3).map(\.description))")
        }
    }

    @Test func anEmptyNumberIsALocatedError() {
        let (_, diagnostics) = ThemeParser.parse("navigationBar:\n  barTintColor: rgb(1,,2,3)\n", path: "theme.yaml")
        #expect(
            diagnostics.map(\.description) == [
                "theme.yaml:2:17: error: 'rgb(1,,2,3)': the second number is missing (nothing between its commas) (write 3 numbers separated by single commas, e.g. rgb(10, 132, 255))"
            ])
    }
}
