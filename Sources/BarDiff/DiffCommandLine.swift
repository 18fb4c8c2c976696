import BarPixels

/// The command lines `render-theme diff` is mostly given, read without ArgumentParser:
/// `REFERENCE ACTUAL`, `--out PATH` (or `--out=PATH`) and the comparison flags, in any order, each
/// at most once. Anything else (`--help`, `--`, an unknown or repeated option, a value that does not
/// read, flags that cannot go together, a word that starts with `-` where a path is expected) is
/// not read here: nil, and the caller hands the whole command line to ArgumentParser's `diff`,
/// which words every usage error.
package struct DiffCommandLine: Equatable {
    package var reference: String
    package var actual: String
    package var out: String?
    package var flags = ComparisonFlagValues()

    /// The options that take a value.
    private static let valueOptions: Set<String> = [
        "--out", "--tolerance-de", "--max-pixels", "--max-ratio", "--yiq-threshold", "--threshold",
    ]

    /// Reads `arguments` (the words after `diff`), or nil when ArgumentParser must read them.
    package init?(_ arguments: [String]) {
        var positionals: [String] = [], seen: Set<String> = [], values: [String: String] = [:]
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            guard word.hasPrefix("-") else {
                positionals.append(word)
                continue
            }
            var name = word, value: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                value = String(word[word.index(after: equals)...])
            }
            guard seen.insert(name).inserted else { return nil }
            if Self.valueOptions.contains(name) {
                if value == nil, index < arguments.count {
                    value = arguments[index]
                    index += 1
                }
                guard let value, !value.isEmpty, !value.hasPrefix("-") else { return nil }
                values[name] = value
            } else {
                guard value == nil, ["--cross-machine", "--antialiasing", "--no-antialiasing"].contains(name) else { return nil }
                values[name] = ""
            }
        }
        guard positionals.count == 2, let flags = Self.flags(values) else { return nil }
        reference = positionals[0]
        actual = positionals[1]
        out = values["--out"]
        self.flags = flags
    }

    /// The comparison flags among `values`, or nil when one does not read as its type, or two cannot
    /// go together.
    private static func flags(_ values: [String: String]) -> ComparisonFlagValues? {
        var flags = ComparisonFlagValues()
        func number(_ name: String) -> Double?? {
            guard let text = values[name] else { return .some(nil) }
            return Double(text).map { .some($0) }
        }
        guard let toleranceDE = number("--tolerance-de"), let maxRatio = number("--max-ratio"),
            let yiqThreshold = number("--yiq-threshold"), let threshold = number("--threshold")
        else { return nil }
        if let text = values["--max-pixels"] {
            guard let count = Int(text) else { return nil }
            flags.maxPixels = count
        }
        flags.toleranceDE = toleranceDE
        flags.maxRatio = maxRatio
        flags.yiqThreshold = yiqThreshold
        flags.threshold = threshold
        flags.crossMachine = values["--cross-machine"] != nil
        switch (values["--antialiasing"] != nil, values["--no-antialiasing"] != nil) {
        case (true, true): return nil
        case (true, false): flags.antialiasing = true
        case (false, true): flags.antialiasing = false
        case (false, false): break
        }
        guard flags.conflict == nil else { return nil }
        do { _ = try flags.options() } catch { return nil }
        return flags
    }
}
