import BarTheme
import Foundation

/// Every line the CLI prints to standard output goes through here: this `print` shadows the
/// standard library's within `render-theme`, so theme and scene names, titles, paths and quoted
/// file content reach the terminal with control characters, ESC, DEL and bidirectional overrides
/// shown escaped (`\u{1B}`, `OutputSanitizer`), however a command builds its text.
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { "\($0)" }.joined(separator: separator)
    Swift.print(OutputSanitizer.terminal(text), terminator: terminator)
}

/// Prints a JSON document: unsafe characters that a JSON encoder leaves raw become `\uXXXX`
/// escapes (the JSON form of the same escaping), so the output stays valid JSON.
func printJSON(_ data: Data) {
    print(OutputSanitizer.json(String(decoding: data, as: UTF8.self)))
}
