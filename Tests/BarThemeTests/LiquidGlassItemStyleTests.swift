import Testing

@testable import BarTheme

/// The pre-26 item keys in the `ios26` era (docs/UIKIT.md §10.11): a title position adjustment and
/// image insets move the content inside its platter, a background image is drawn on the platter,
/// a back-button title offset moves nothing (lint says so), and `explain` names each rule.
@Suite struct LiquidGlassItemStyleTests {
    func layout(_ yaml: String, metrics: BarMetrics = .default) throws -> (BarLayout, BarAppearance) {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let variant = Variant(metrics: metrics, position: .top, width: 402, scale: 3)
        let appearance = AppearanceResolver().resolve(document: doc, scene: doc.scenes[0], variant: variant)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer())
            .layout(appearance: appearance, content: ContentResolver.resolve(items: doc.scenes[0].items), variant: variant)
        return (layout, appearance)
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
    }

    func images(_ layout: BarLayout) -> [ImagePlacement] {
        layout.elements.compactMap { if case .image(let i) = $0 { return i } else { return nil } }
    }

    @Test func aTitlePositionAdjustmentMovesTheTitleInsideItsPlatter() throws {
        let scene = "scenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ { title: Save } ] } ]\n"
        let (plain, _) = try layout(scene)
        let (moved, _) = try layout("barButtonItem: { titlePositionAdjustment: [3, -2] }\n" + scene)
        let before = try #require(plain.run(.rightItem)?.frame)
        let after = try #require(moved.run(.rightItem)?.frame)
        #expect(after.x - before.x == 3)
        #expect(after.y - before.y == -2)
        // The capsule keeps its size and place.
        #expect(platters(moved) == platters(plain))
    }

    @Test func imageInsetsMoveTheGlyphInItsCircleAndCompactMetricsUseTheLandscapeOnes() throws {
        func scene(_ item: String) -> String { "scenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ \(item) ] } ]\n" }
        let (plain, _) = try layout(scene("{ image: star.png }"))
        let (moved, _) = try layout(scene("{ image: star.png, imageInsets: [5, 0, -5, 0], landscapeImagePhoneInsets: [0, -4, 0, 4] }"))
        let before = try #require(images(plain).first).frame
        let after = try #require(images(moved).first).frame
        #expect(after.y - before.y == 5)
        #expect(after.x == before.x)
        #expect(platters(moved) == platters(plain))
        let (compactPlain, _) = try layout(scene("{ image: star.png }"), metrics: .compact)
        let (compact, _) = try layout(
            scene("{ image: star.png, imageInsets: [5, 0, -5, 0], landscapeImagePhoneInsets: [0, -4, 0, 4] }"), metrics: .compact)
        #expect(try #require(images(compact).first).frame.x - (try #require(images(compactPlain).first).frame.x) == -4)
    }

    @Test func aBackgroundImageIsDrawnOnThePlatterAcrossTheItemsRoom() throws {
        let (l, _) = try layout(
            """
            barButtonItem: { backgroundImages: [ { image: button.png } ] }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: Save } ] } ]
            """)
        let platter = try #require(platters(l).first)
        let background = try #require(images(l).first { $0.image.path.hasSuffix("button.png") })
        #expect(background.tint == nil)
        #expect(background.frame.x == platter.x && background.frame.width == platter.width)
        #expect(background.frame.midY == platter.midY)
        // Drawn after (over) the platter and before (under) the title.
        let order = l.elements.enumerated().compactMap { index, element -> (Int, String)? in
            switch element {
            case .platter: return (index, "platter")
            case .image(let i) where i.image.path.hasSuffix("button.png"): return (index, "background")
            case .text(let run) where run.role == .rightItem: return (index, "title")
            default: return nil
            }
        }.map(\.1)
        #expect(order == ["platter", "background", "title"])
    }

    /// An app's back button background (issue #39 item 4: UIKit showed it where BarTheme drew the
    /// plain platter) lies on the back circle, over the glass and under the chevron, untinted.
    @Test func aBackButtonBackgroundImageIsDrawnOnTheBackCircle() throws {
        let (l, _) = try layout(
            """
            barButtonItem: { backButtonBackgroundImages: [ { image: back.png } ] }
            scenes:
              - name: s
                items: [ { title: A }, { title: B } ]
            """)
        let circle = try #require(platters(l).first)
        let background = try #require(images(l).first { $0.image.path.hasSuffix("back.png") })
        #expect(background.tint == nil)
        // At its own size (the test's images are 24 × 24 pt), centred on the circle, not stretched.
        #expect(background.frame == Rect(x: circle.midX - 12, y: circle.midY - 12, width: 24, height: 24))
        let order = l.elements.compactMap { element -> String? in
            switch element {
            case .platter(let p) where p.frame == circle: return "platter"
            case .image(let i) where i.image.path.hasSuffix("back.png"): return "background"
            case .icon(let icon) where icon.icon == .chevron: return "chevron"
            default: return nil
            }
        }
        #expect(order == ["platter", "background", "chevron"])
    }

    @Test func explainNamesTheLiquidGlassRuleForEachKey() throws {
        let yaml = """
            barButtonItem:
              titlePositionAdjustment: [0, 2]
              backButtonTitlePositionAdjustment: [-1000, 0]
              backgroundImages: [ { image: a.png } ]
              backButtonBackgroundImages: [ { image: b.png } ]
            scenes:
              - name: s
                items: [ { title: T } ]
            """
        func rules(_ yaml: String) throws -> [String: String] {
            let (_, appearance) = try layout(yaml)
            return Dictionary(uniqueKeysWithValues: appearance.explained.map { ($0.name, $0.provenance.rule) })
        }
        let glass = try rules(yaml)
        #expect(glass["barButtonItem.titlePositionAdjustment"]?.contains("moves the title inside its platter") == true)
        #expect(glass["barButtonItem.backButtonTitlePositionAdjustment"]?.hasPrefix("ignored on Liquid Glass") == true)
        #expect(glass["barButtonItem.backgroundImage[.normal]"]?.contains("drawn on the item's platter") == true)
        #expect(glass["barButtonItem.backButtonBackgroundImage[.normal]"]?.contains("drawn on the back button's platter") == true)
        // Older eras keep the pre-26 rules.
        let old = try rules("era: ios15\n" + yaml)
        #expect(old["barButtonItem.titlePositionAdjustment"]?.contains("Liquid Glass") == false)
    }

    @Test func aBackButtonTitleOffsetIsFlaggedOnLiquidGlassOnly() throws {
        func lint(_ yaml: String) throws -> [Diagnostic] {
            let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
            return Linter.lint(try #require(document, "\(diagnostics.map(\.description))")).filter {
                $0.ruleID == "liquid-glass-ignored-back-title-offset"
            }
        }
        let yaml = """
            barButtonItem:
              backButtonTitlePositionAdjustment: { default: [-1000, 0] }
            scenes:
              - name: s
                items:
                  - { title: A, backBarButtonItem: { title: Back, backButtonTitlePositionAdjustment: [0, -60] } }
            """
        let found = try lint(yaml)
        #expect(found.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["2:49", "6:90"])
        #expect(found.first?.hint?.contains("remove it") == true)
        #expect(try lint("era: ios15\n" + yaml).isEmpty)
    }
}
