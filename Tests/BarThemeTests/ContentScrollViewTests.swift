import Testing

@testable import BarTheme

/// A navigation bar scene's `contentScrollView` (docs/UIKIT.md §18.8): without a scroll view at the
/// screen's top an `ios26` dark bar's glass sits on a lower floor, (19,19,19) over black (two fit
/// apps); `explain` says so; a toolbar does not take the key (a tab bar does: TabBarContentScrollViewTests).
@Suite struct ContentScrollViewTests {
    static let dark = Variant(position: .topAttached, width: 402, scale: 3, userInterfaceStyle: .dark, statusBarHeight: 62)

    func scene(_ extra: String, bar: String = "", era: String = "") -> String {
        "\(era)scenes:\n  - name: s\n\(bar)\(extra)    atScrollEdge: true\n    backdrop: \"#000000\"\n"
            + "    items: [{ title: Bindicator }, { title: Set Location }]\n"
    }

    func appearance(_ yaml: String, variant: Variant = dark) throws -> BarAppearance {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        return AppearanceResolver().resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
    }

    @Test func theDarkGlassSitsOnALowerFloorWithoutAScrollView() throws {
        let without = try appearance(scene("    contentScrollView: false\n"))
        #expect(without.contentScrollView?.value == false)
        #expect(GlassBackdrop.material(without).glass(over: .black) == GlassMaterial.darkWithoutScrollView.glass(over: .black))
        let bytes = GlassBackdrop.material(without).glass(over: .black).red * 255
        #expect(bytes.rounded() == 19)
        // Said or not, a screen with one keeps (25,25,25).
        for yaml in [scene("    contentScrollView: true\n"), scene("")] {
            #expect((GlassBackdrop.material(try appearance(yaml)).glass(over: .black).red * 255).rounded() == 25)
        }
        // Light mode: (253,253,253) over white without one, (255,255,255) with one; over black the veil's either way.
        var light = Self.dark
        light.userInterfaceStyle = .light
        let lightWithout = GlassBackdrop.material(try appearance(scene("    contentScrollView: false\n"), variant: light))
        #expect((lightWithout.glass(over: .white).red * 255).rounded() == 253)
        #expect((GlassMaterial.light.glass(over: .white).red * 255).rounded() == 255)
        #expect(lightWithout.glass(over: .black) == GlassMaterial.light.glass(over: .black))
    }

    @Test func explainNamesTheKeyAndTheLowerFloor() throws {
        let without = try appearance(scene("    contentScrollView: false\n"))
        let line = try #require(without.explained.first { $0.name == "contentScrollView" })
        #expect(line.value == "false")
        #expect(line.provenance.rule.contains("no scroll view at the screen's top: the glass is darker, (19,19,19) over black"))
        let glass = try #require(GlassBackdrop.glassRule(without))
        #expect(glass.contains("over black (the floor of a screen with no scroll view at its top)"), "\(glass)")
        // Unset: no line, and nothing said of the glass over black.
        let with = try appearance(scene(""))
        #expect(!with.explained.contains { $0.name == "contentScrollView" })
        #expect(GlassBackdrop.glassRule(with) == nil)
        // Before iOS 26 the key is read but changes nothing.
        let old = try appearance(scene("    contentScrollView: false\n", era: "era: ios15\n"))
        #expect(try #require(old.contentScrollView).provenance.rule.contains("draws no glass"))
    }

    /// Over a coloured screen with no scroll view the dark glass keeps 0.24 of its luma and 0.69 times its
    /// chroma (#39 session 27, §18.8: Voice Orb, Leaderboard Cache, SlangCheck), and `explain` says so.
    @Test func explainSaysTheGlassKeepsLessOfAColouredScreen() throws {
        let coloured = { (extra: String) in self.scene(extra).replacingOccurrences(of: "#000000", with: "#0E0E16") }
        let without = try appearance(coloured("    contentScrollView: false\n"))
        let glass = try #require(GlassBackdrop.glassRule(without))
        let numbers = "19 (the floor of a screen with no scroll view at its top) plus 0.24 of the screen's luma, 0.69 times its chroma"
        #expect(glass.contains(numbers), "\(glass)")
        #expect(glass.contains("keeps less of the screen's colour than over a scroll view"), "\(glass)")
        let levels = GlassBackdrop.material(without).glass(over: RGBAColor(r: 14, g: 14, b: 22))
        #expect([levels.red, levels.green, levels.blue].map { Int(($0 * 255).rounded()) } == [22, 22, 28])
        // With a scroll view the glass deepens the screen, as before.
        let with = try #require(GlassBackdrop.glassRule(try appearance(coloured(""))))
        #expect(with.contains("25 plus 0.43 of the screen's luma, 1.25 times its chroma, so it deepens the screen's colour"), "\(with)")
    }

    @Test func aToolbarSceneDoesNotTakeIt() {
        let (_, diags) = ThemeParser.parse(
            scene("    contentScrollView: false\n", bar: "    bar: toolbar\n").replacingOccurrences(
                of: "[{ title: Bindicator }, { title: Set Location }]", with: "[{ title: Done }]"), path: "t.yaml")
        #expect(
            diags.contains { $0.message.contains("'contentScrollView' belongs to a navigation bar or tab bar scene, not a toolbar scene") })
    }
}
