import Foundation

/// The one way BarTheme writes JSON for people and tools to read (explain, describe, compare,
/// snapshot reports, STACK.json): Codable values, keys sorted and pretty-printed so files diff
/// well in review, slashes unescaped, and characters that could mislead a terminal or a reviewer
/// (bidirectional overrides, control characters from themes) escaped by `OutputSanitizer`.
public enum ReportJSON {
    /// `value` as JSON text bytes, ending in no newline.
    public static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = try encoder.encode(value)
        return Data(OutputSanitizer.json(String(decoding: data, as: UTF8.self)).utf8)
    }
}
