import Foundation
import Testing

@testable import BarTheme

/// The committed schema is the generated one, and it covers every object of the parser's key tables.
@Suite struct ThemeSchemaTests {
    static let committed = FormatDocumentationTests.root.appendingPathComponent("docs/theme.schema.json")

    @Test func committedSchemaEqualsTheGeneratedOne() throws {
        let text = try String(contentsOf: Self.committed, encoding: .utf8)
        #expect(text == ThemeSchema.text, "docs/theme.schema.json is out of date: run render-theme schema > docs/theme.schema.json")
    }

    @Test func everyObjectIsADefinitionWithItsKeysAndNoOthers() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.text.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let defs = try #require(json["$defs"] as? [String: Any])
        for object in ThemeKeys.objects {
            let def = try #require(defs[object.name] as? [String: Any], "no $defs/\(object.name)")
            let properties = try #require(def["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(object.names), "\(object.name)")
            #expect(def["additionalProperties"] as? Bool == false)
        }
    }

    @Test func objectReferencesPointAtDefinitions() {
        let names = Set(ThemeKeys.objects.map(\.name))
        func references(_ shape: ValueShape) -> [String] {
            switch shape {
            case .object(let name): return [name]
            case .list(let element, _, _), .map(let element): return references(element)
            case .anyOf(let shapes): return shapes.flatMap(references)
            default: return []
            }
        }
        let dangling = ThemeKeys.objects.flatMap(\.keys).flatMap { references($0.shape) }.filter { !names.contains($0) }
        #expect(dangling.isEmpty)
    }

    @Test func jsonTextEscapesAndIndentsDeterministically() {
        let value = JSONValue.object(["a": .array([.string("x\"\n"), .number(1.5), .number(2), .bool(true), .null]), "b": .object([])])
        #expect(value.text == "{\n  \"a\": [\n    \"x\\\"\\n\",\n    1.5,\n    2,\n    true,\n    null\n  ],\n  \"b\": {}\n}\n")
    }
}
