import Foundation
import Testing

@testable import BarTheme

/// The JSON Schema carries the format reference's words (CHANGELOG.md, "The JSON Schema has an `$id`"):
/// an `$id`, a description on every key and the defaults, from the vocabulary (`ThemeKeys`) that also
/// writes docs/THEME-FORMAT.md's key tables.
@Suite struct SchemaDocumentationTests {
    /// The schema's `$defs`, generated and parsed once per test (generating it for each key took most
    /// of a minute in a debug build).
    let defs: [String: Any]

    init() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.text.utf8)) as? [String: Any])
        defs = try #require(json["$defs"] as? [String: Any])
    }

    func property(_ object: String, _ key: String) throws -> [String: Any] {
        let properties = try #require((defs[object] as? [String: Any])?["properties"] as? [String: Any])
        return try #require(properties[key] as? [String: Any], "\(object).\(key)")
    }

    @Test func theSchemaHasAnID() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.text.utf8)) as? [String: Any])
        #expect(json["$id"] as? String == "https://raw.githubusercontent.com/bartheme/BarTheme/main/docs/theme.schema.json")
    }

    @Test func everyKeyHasADescription() throws {
        var missing: [String] = []
        for object in ThemeKeys.objects {
            for key in object.keys {
                let description = try property(object.name.spelling, key.name)["description"] as? String
                if description?.isEmpty ?? true { missing.append("\(object.name).\(key.name)") }
            }
        }
        #expect(
            missing.isEmpty,
            "keys without a description (document them where ThemeKeys declares them): \(missing)")
    }

    @Test func literalDefaultsAreJSONValuesAndProseDefaultsAreWords() throws {
        #expect(try property("navigationItem", "backButtonDisplayMode")["default"] as? String == "default")
        #expect(try property("navigationItem", "hidesBackButton")["default"] as? Bool == false)
        #expect(try property("variants", "scales")["default"] as? Double == 3)
        #expect(try property("theme", "era")["default"] as? String == "ios26")
        let theme = try property("theme", "theme")
        #expect(theme["default"] == nil)
        #expect((theme["description"] as? String)?.hasSuffix("Default: the file name without .yaml") == true)
        #expect((try property("navigationItem", "title")["description"] as? String) == "title; text. Default: none")
    }
}
