import BarTheme
import Foundation

/// JSON as Xcode writes an asset catalog's `Contents.json`: keys sorted, two-space indentation,
/// `"key" : value` with a space on both sides of the colon, slashes unescaped, a newline at the end
/// (compare artem-y/hexcode Tests/hexcodeTests/Resources/Assets.xcassets, written by Xcode 14).
/// That is what the project's one JSON writer, `ReportJSON` (`JSONEncoder` with `.prettyPrinted`,
/// `.sortedKeys`, `.withoutEscapingSlashes`), prints; AssetCatalogTests checks the bytes against
/// Xcode's files. This type only says what the document holds.
indirect enum XcodeJSON: Equatable, Encodable {
    case object([String: XcodeJSON])
    case array([XcodeJSON])
    case string(String)
    case integer(Int)
    case bool(Bool)

    /// The document text, ending with a newline.
    var text: String {
        // JSONEncoder fails only on a number JSON cannot hold (NaN, infinity); this type has none.
        guard let data = try? ReportJSON.encode(self) else { preconditionFailure("JSONEncoder refused strings, integers and booleans") }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .object(let members):
            var container = encoder.container(keyedBy: Key.self)
            for (key, value) in members { try container.encode(value, forKey: Key(stringValue: key)) }
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }

    private struct Key: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    /// `{"author" : "xcode", "version" : 1}`, the `info` every Contents.json has.
    static let info = XcodeJSON.object(["author": .string("xcode"), "version": .integer(1)])
}
