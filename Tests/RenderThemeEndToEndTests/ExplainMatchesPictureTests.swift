import Foundation
import Testing

/// `explain` says what the picture shows (issue #42 item 8) and generated code names the palette
/// entry a colour was written as (item 7), through the built CLI.
@Suite struct ExplainMatchesPictureTests {
    static let theme = """
        era: ios26
        colors: { brand: "#0B5FFF", ink: "#FFFFFF", link: "#0B5FFF" }
        navigationBar:
          tintColor: $ink
          standardAppearance: { backgroundColor: $brand, titleTextAttributes: { foregroundColor: $ink } }
          barButtonItem: { tintColor: $link }
        scenes:
          - name: home
            items: [{ title: Inbox }, { title: Message, largeTitleDisplayMode: always }]
        """

    static func explain(_ arguments: [String], theme: String = Self.theme) throws -> String {
        let work = try NewcomerWallsCommandTests.themes(["Picture": theme])
        let result = try CommandRunner.run(["explain", "Themes/Picture.yaml"] + arguments, in: work)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    /// The ios26 bar is drawn 54 pt tall (44 pt row and 10 pt below it); explain said 44.
    @Test func theLiquidGlassBarHeightIsTheDrawnOne() throws {
        let text = try Self.explain(["--property", "barHeight"])
        #expect(text.contains("barHeight = 54 pt\n"), "\(text)")
        #expect(text.contains("44 pt item row and 10 pt below it"), "\(text)")
        let json = try Self.explain(["--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let properties = object?["properties"] as? [[String: Any]] ?? []
        #expect(properties.first { $0["property"] as? String == "barHeight" }?["value"] as? String == "54 pt")
        let classic = try Self.explain(
            ["--property", "barHeight"], theme: Self.theme.replacingOccurrences(of: "era: ios26", with: "era: ios15"))
        #expect(classic.contains("barHeight = 44 pt\n"), "\(classic)")
    }

    /// An item asks for a large title the bar cannot show: explain says why.
    @Test func alwaysWithoutPrefersLargeTitlesSaysWhyThereIsNoLargeTitle() throws {
        let text = try Self.explain([])
        #expect(text.contains("content.largeTitle = (not shown)\n    from Themes/Picture.yaml:9:"), "\(text)")
        #expect(text.contains("this bar's is false: set `prefersLargeTitles: true` on the navigationBar"), "\(text)")
        let shown = try Self.explain(
            [], theme: Self.theme.replacingOccurrences(of: "  tintColor: $ink", with: "  tintColor: $ink\n  prefersLargeTitles: true"))
        #expect(shown.contains("content.title = \"Message\" (large)"), "\(shown)")
        #expect(!shown.contains("content.largeTitle"), "\(shown)")
    }

    /// A colour written `$ink` names its palette entry, in text and JSON.
    @Test func aColourNamesItsPaletteEntry() throws {
        let text = try Self.explain(["--property", "tintColor"])
        #expect(
            text.contains("tintColor = #FFFFFF\n    from Themes/Picture.yaml:4:14 (navigationBar proxy)\n    palette $ink\n"), "\(text)")
        let json = try Self.explain(["--property", "tintColor", "--format", "json"])
        #expect(json.contains("\"palette\" : \"ink\"") || json.contains("\"palette\":\"ink\""), "\(json)")
    }

    /// An appearance object's `backgroundColor: $brand` names its palette entry under the
    /// background it is part of (the background's origin is the object, its colour the key).
    @Test func anAppearanceObjectsBackgroundNamesItsPaletteEntry() throws {
        let theme = Self.theme.replacingOccurrences(of: "era: ios26", with: "era: ios15")
            .replacingOccurrences(of: "  - name: home\n", with: "  - name: home\n    atScrollEdge: false\n")
        let text = try Self.explain(["--property", "background"], theme: theme)
        #expect(text.contains("background = opaque #0B5FFF\n    from Themes/Picture.yaml:5:"), "\(text)")
        #expect(text.contains("\n    palette $brand\n"), "\(text)")
    }

    /// `$link` and `$brand` have one value; each is generated as the entry it was written as.
    @Test func generatedCodeNamesThePaletteEntryNotTheFirstWithThatValue() throws {
        let work = try NewcomerWallsCommandTests.themes(["Picture": Self.theme])
        let result = try CommandRunner.run(["generate", "swift", "Themes/Picture.yaml"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("appearance.backgroundColor = Palette.brand"), "\(result.stdout)")
        #expect(result.stdout.contains("tintColor = Palette.link"), "\(result.stdout)")
        #expect(!result.stdout.contains("tintColor = Palette.brand"), "\(result.stdout)")
    }
}
