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

    /// Each key of a multi-key row ("`capInsets`, `resizingMode`, … as for an image") gets its own
    /// image entry, not the row's first key's: the generator once gave all four the cap-insets text.
    @Test func keysOfASharedRowCarryTheirOwnDescriptions() throws {
        let defs = try #require(
            (try JSONSerialization.jsonObject(with: Data(ThemeSchema.text.utf8)) as? [String: Any])?["$defs"] as? [String: Any])
        var checked = 0
        for (object, definition) in defs {
            guard let properties = (definition as? [String: Any])?["properties"] as? [String: Any],
                properties["capInsets"] != nil, properties["resizingMode"] != nil
            else { continue }
            func description(_ key: String) -> String {
                ((properties[key] as? [String: Any])?["description"] as? String) ?? ""
            }
            #expect(description("capInsets").contains("resizableImage"), "\(object).capInsets: \(description("capInsets"))")
            #expect(description("resizingMode").contains("ResizingMode"), "\(object).resizingMode: \(description("resizingMode"))")
            #expect(description("renderingMode").contains("RenderingMode"), "\(object).renderingMode: \(description("renderingMode"))")
            #expect(
                description("flipsForRightToLeft").contains("FlipsForRightToLeft"),
                "\(object).flipsForRightToLeft: \(description("flipsForRightToLeft"))")
            checked += 1
        }
        #expect(checked >= 3, "the image, background image and item background image objects")
    }

    @Test func everyObjectIsADefinitionWithItsKeysAndNoOthers() throws {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(ThemeSchema.text.utf8)) as? [String: Any])
        #expect(json["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let defs = try #require(json["$defs"] as? [String: Any])
        for object in ThemeKeys.objects {
            let def = try #require(defs[object.name.spelling] as? [String: Any], "no $defs/\(object.name)")
            let properties = try #require(def["properties"] as? [String: Any])
            #expect(Set(properties.keys) == Set(object.names), "\(object.name)")
            #expect(def["additionalProperties"] as? Bool == false)
        }
    }

    @Test func objectReferencesPointAtDefinitions() {
        let names = Set(ThemeKeys.objects.map(\.name))
        func references(_ shape: ValueShape) -> [ThemeObjectName] {
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
