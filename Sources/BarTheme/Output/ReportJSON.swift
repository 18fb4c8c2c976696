import Foundation

/// The one way BarTheme writes JSON (every `--format json` output, snapshot reports, STACK.json,
/// the gallery's and the live preview's page data, Xcode's `Contents.json`, the write path's
/// rollback journal): Codable values, keys sorted so files diff well in review, slashes unescaped,
/// and characters that could mislead a terminal or a reviewer (bidirectional overrides, control
/// characters from themes) escaped by `OutputSanitizer`.
public enum ReportJSON {
    /// How the text is laid out.
    public enum Layout: Sendable {
        /// Indented, one member per line: files people read and review.
        case pretty
        /// One line: data inlined in a page or a file only a program reads.
        case compact
    }

    /// `value` as JSON text bytes; a newline at the end when `endsWithNewline` (a file on its own).
    public static func encode<Value: Encodable>(_ value: Value, layout: Layout = .pretty, endsWithNewline: Bool = false) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            layout == .pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        let text = OutputSanitizer.json(String(decoding: data, as: UTF8.self))
        return Data((endsWithNewline ? text + "\n" : text).utf8)
    }
}
