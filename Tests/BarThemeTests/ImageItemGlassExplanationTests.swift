import Testing

@testable import BarTheme

/// `explain` names the rule an image item (a file, not an SF Symbol) gets on Liquid Glass, and says
/// it is BarTheme's approximation: no fit capture shows an image item on glass (docs/UIKIT.md §10.4;
/// docs/FIDELITY.md, session 13).
@Suite struct ImageItemGlassExplanationTests {
    static let variant = Variant(position: .topAttached, width: 440, scale: 3, statusBarHeight: 62)

    static func scene(_ left: String, _ right: String = "") -> String {
        """
        era: ios26
        scenes:
          - name: s
            items:
              - leftBarButtonItems: [\(left)]
                rightBarButtonItems: [\(right)]
        """
    }

    func lines(_ yaml: String) throws -> [ExplainedProperty] {
        try WideCorpusFitTests.platterLines(yaml, Self.variant)
    }

    @Test func imagesSharingACapsuleNameTheGlyphSlotAndSayItIsApproximate() throws {
        let yaml = Self.scene("{ image: close.png, accessibilityLabel: Close }, { image: toc.png, accessibilityLabel: Contents }")
        let line = try #require(try lines(yaml).first)
        #expect(line.value == "glass: image Close, image Contents")
        let rule = line.provenance.rule
        let slot = "an image (not an SF Symbol) up to 24 pt wide takes a glyph's 46 pt slot, 8 pt from the next glyph"
        #expect(rule.contains(slot), "\(rule)")
        #expect(rule.contains("a wider one its width plus 20 pt, at least 44 pt"), "\(rule)")
        #expect(rule.contains("❓ approx.: no fit capture shows an image item on glass, docs/UIKIT.md §10.4"), "\(rule)")
    }

    @Test func aLoneImageNamesItsGlassAndTheCircle() throws {
        let line = try #require(try lines(Self.scene("{ image: close.png, accessibilityLabel: Close }")).first)
        #expect(line.value == "glass: image Close")
        let glass = "an image (not an SF Symbol) takes its width plus 20 pt of glass, at least a 44 pt circle"
        #expect(line.provenance.rule.contains(glass), "\(line.provenance.rule)")
        #expect(line.provenance.rule.contains("❓ approx."))
    }

    @Test func symbolsKeepTheirOwnMeasuredRuleAndNoImageRule() throws {
        let yaml = Self.scene(
            "{ image: { systemName: chevron.up }, accessibilityLabel: Up },"
                + " { image: { systemName: chevron.down }, accessibilityLabel: Down }")
        let rule = try #require(try lines(yaml).first).provenance.rule
        #expect(rule.contains("its symbols take their advances from SF Pro's font"))
        #expect(!rule.contains("not an SF Symbol"))
    }

    @Test func theFixedWidthItemNamesItsBoxAndTheImageRuleTogether() throws {
        // FolioReader's trailing items as its theme writes them (check half; the rule is not tuned on it).
        let yaml = Self.scene(
            "",
            "{ image: share.png, accessibilityLabel: Share }, { image: tts.png, accessibilityLabel: Listen },"
                + " { image: font.png, width: 70, accessibilityLabel: Font }")
        let line = try #require(try lines(yaml).last)
        #expect(line.value == "glass: image Font (width 70), image Listen, image Share")
        let rule = line.provenance.rule
        let box = try #require(rule.range(of: "width fixes the box"))
        let image = try #require(rule.range(of: "an image (not an SF Symbol) up to 24 pt wide"))
        #expect(box.lowerBound < image.lowerBound)
    }
}
