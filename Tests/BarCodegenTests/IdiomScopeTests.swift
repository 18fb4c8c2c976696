import BarTheme
import Testing

@testable import BarCodegen

/// A `when: traits: { userInterfaceIdiom }` scope (docs/GENERATED-CODE.md, "What each theme key becomes": `when: traits`) is generated as the proxy for that
/// idiom, `UITraitCollection(userInterfaceIdiom:)`, alone or with the scope's other traits and
/// containers, never as the plain proxy that would apply on every device. The round trip
/// (`RoundTripTests`, fixture IdiomScopes.yaml) proves the phone and pad renders come back.
@Suite struct IdiomScopeTests {
    static func generated() throws -> String {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs().filter { $0.file.hasSuffix("/IdiomScopes.yaml") }
        try #require(inputs.count == 1)
        return try SwiftGenerator().generate(inputs)
    }

    /// Runs of spaces and line breaks as one space: the layout is the printer's.
    static func words(_ source: String) -> String { source.split(whereSeparator: \.isWhitespace).joined(separator: " ") }

    @Test func eachIdiomScopeIsTheProxyForThatIdiom() throws {
        let source = Self.words(try Self.generated())
        #expect(source.contains("configurePadNavigationBar(UINavigationBar.appearance(for: UITraitCollection(userInterfaceIdiom: .pad)))"))
        #expect(
            source.contains(
                "configurePadDarkNavigationBar( UINavigationBar.appearance( for: UITraitCollection( traitsFrom: ["
                    + "UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(userInterfaceIdiom: .pad)])))"),
            "\(source)")
        #expect(
            source.contains(
                "UINavigationBar.appearance( for: UITraitCollection(userInterfaceIdiom: .phone), "
                    + "whenContainedInInstancesOf: [ReaderViewController.self])"))
        #expect(source.components(separatedBy: "UINavigationBar.appearance()").count == 2, "one unscoped proxy, the theme's own")
    }
}
