import BarRender
import Foundation
import Testing

/// `explain` written for a person (CHANGELOG.md, "`explain` is written for a person"): right
/// translucency for an image with alpha, no internal dumps, no doubled "because", exact property names,
/// a summary line, the fallback step that applied, and the content (title, back title chain, left
/// items).
@Suite struct ExplainForAPersonTests {
    /// A theme folder with a 50 %-alpha background image (4×4, every pixel alpha 128).
    func halfAlphaTheme(extra: String = "") throws -> URL {
        let folder = try CommandRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
        let png = try PNGCodec.encode(Raster(width: 4, height: 4, fill: (200, 40, 40, 128)))
        try png.write(to: folder.appendingPathComponent("images/bar.png"))
        try """
        theme: HalfAlpha
        navigationBar:
          backgroundImages:
            - { image: images/bar.png, metrics: default }
        scenes:
          - name: detail
            items:
              - title: Inbox
              - title: Message
                leftBarButtonItems:
                  - { title: Close }
        \(extra)
        """.write(to: folder.appendingPathComponent("HalfAlpha.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    func json(_ arguments: [String], in folder: URL) throws -> [String: Any] {
        let result = try CommandRunner.run(["explain"] + arguments + ["--format", "json"], in: folder)
        #expect(result.status == 0, "\(result.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    }

    func properties(_ object: [String: Any]) -> [String: [String: Any]] {
        Dictionary(
            ((object["properties"] as? [[String: Any]]) ?? []).map { ($0["property"] as? String ?? "", $0) },
            uniquingKeysWith: { a, _ in a })
    }

    @Test func aHalfAlphaBackgroundImageIsExplainedTranslucentAsItIsRendered() throws {
        let folder = try halfAlphaTheme()
        let p = properties(try json(["HalfAlpha.yaml"], in: folder))
        #expect(p["translucent"]?["value"] as? String == "true")
        #expect((p["translucent"]?["rule"] as? String)?.contains("this one has") == true)
    }

    @Test func textHasNoInternalDumpsAndNoDoubledBecause() throws {
        let folder = try halfAlphaTheme()
        let text = try CommandRunner.run(["explain", "HalfAlpha.yaml"], in: folder).stdout
        #expect(!text.contains("image []"), "\(text)")
        #expect(!text.contains(" + "), "\(text)")
        #expect(text.contains("background = image "), "\(text)")
        for line in text.split(separator: "\n") {
            #expect(line.components(separatedBy: "because").count <= 2, "doubled: \(line)")
        }
        // Sunset has a shadow image shown because of its background image: the old rule said "because … because".
        let sunset = try CommandRunner.run(["explain", "Themes/SunsetImages.yaml", "--property", "shadow"]).stdout
        for line in sunset.split(separator: "\n") {
            #expect(line.components(separatedBy: "because").count <= 2, "doubled: \(line)")
        }
        // A tinted translucent bar: a colour and a percentage, not the layer list.
        let ocean = try CommandRunner.run(["explain", "Themes/OceanTranslucent.yaml", "--property", "background"]).stdout
        #expect(!ocean.contains("tintedTranslucent ["), "\(ocean)")
    }

    @Test func jsonKeepsEveryDetail() throws {
        let folder = try halfAlphaTheme()
        let p = properties(try json(["HalfAlpha.yaml"], in: folder))
        #expect((p["background"]?["detail"] as? String)?.hasPrefix("image [") == true)
    }

    @Test func propertyShadowIsTheBarsShadowOnly() throws {
        let object = try json(["Themes/SunsetImages.yaml", "--property", "shadow"], in: CommandRunner.repositoryRoot)
        let names = (object["properties"] as? [[String: Any]])?.compactMap { $0["property"] as? String }
        #expect(names == ["shadow"])
    }

    @Test func aOneLineSummaryComesFirst() throws {
        let result = try CommandRunner.run(["explain", "Themes/SunsetImages.yaml"])
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count > 2)
        #expect(lines[1].hasPrefix("In short: opaque navigationBar, background image "), "\(lines[1])")
        #expect(lines[1].contains("title \"Lisbon\""))
        #expect(lines[1].contains("back button \"Trips\""))
        // An appearance object's opaque colour over its systemBackground base: only what shows.
        let photo = try CommandRunner.run(["explain", "Themes/PhotoJourney.yaml", "--step", "1"]).stdout
        #expect(photo.contains("In short: opaque navigationBar, background opaque #111114; "), "\(photo)")
    }

    @Test func theBackgroundFallbackStepIsNamed() throws {
        let folder = try halfAlphaTheme()
        let p = properties(try json(["HalfAlpha.yaml", "--metrics", "compact"], in: folder))
        let rule = try #require(p["background"]?["rule"] as? String)
        #expect(rule.contains("metrics compact → default"), "\(rule)")
        #expect(rule.contains("position topAttached → any"), "\(rule)")
        // An opaque image (SunsetImages' gradient, stored without metrics) keeps the fallback step in its rule too.
        let sunset = properties(try json(["Themes/SunsetImages.yaml", "--metrics", "compact"], in: CommandRunner.repositoryRoot))
        let sunsetRule = try #require(sunset["background"]?["rule"] as? String)
        #expect(sunsetRule.contains("a custom background image replaces the system background"), "\(sunsetRule)")
        #expect(sunsetRule.contains("metrics compact → default"), "\(sunsetRule)")
    }

    @Test func contentExplainsTheBackTitleChainAndTheLeftItems() throws {
        let sunset = properties(try json(["Themes/SunsetImages.yaml"], in: CommandRunner.repositoryRoot))
        let back = try #require(sunset["content.backTitle"])
        #expect(back["value"] as? String == "\"Trips\"")
        #expect((back["rule"] as? String)?.contains("choices \"Trips\" → \"Back\" → the indicator alone") == true)
        #expect((back["source"] as? [String: Any])?["layer"] as? String == "items[0] title")

        let folder = try halfAlphaTheme()
        let p = properties(try json(["HalfAlpha.yaml"], in: folder))
        #expect(p["content.backTitle"]?["value"] as? String == "(replaced by the left items)")
        #expect((p["content.leftItems"]?["rule"] as? String)?.contains("they replace the back button") == true)
        #expect(p["content.leftItems"]?["value"] as? String == "\"Close\"")
    }
}
