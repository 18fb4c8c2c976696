import Testing

@testable import BarTheme

/// The tab bar's parts one by one (`TabItemPart`, `TabBadgePart`, `GlassTabBarPart`) with the fixed
/// measurer (10 pt per character, 20 pt lines, no baseline), and the whole bar through
/// `BarLayoutEngine` for what it adds (the hairline above, right to left).
@Suite struct TabBarPartTests {
    /// The parts' input and content for a tab bar scene of `items` in `era`, with `tabBar` as the proxy.
    func input(
        _ items: String, era: String = "ios15", tabBar: String = "{}", variant: Variant = Variant(position: .bottom, width: 390, scale: 3)
    ) throws -> (LayoutInput, BarContent) {
        let yaml = "era: \(era)\ntabBar: \(tabBar)\nscenes:\n  - name: s\n    bar: tabBar\n    items: \(items)\n"
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        return (LayoutInput(appearance: appearance, variant: variant, measurer: FixedWidthMeasurer(), images: FixedImageSize()), content)
    }

    @Test func aStackedTabCentresItsImageAndTitleOnTheMeasuredLines() throws {
        let (input, content) = try input("[{ title: Home, image: { systemName: gearshape } }]")
        let tabBar = try #require(input.appearance.tabBar)
        let tab = try #require(content.tabBar?.tabs.first)
        let slot = Rect(x: 0, y: 0, width: 130, height: 49)
        let elements = TabItemPart.layout(tab, look: tabBar.items[0], in: slot, .init(layout: .stacked, glass: false), input)
        guard case .icon(let icon) = elements.first, case .text(let title) = elements.last else {
            Issue.record("\(elements)")
            return
        }
        // gearshape's measured 24 x 24 pt box, centred 18.67 pt below the top (docs/UIKIT.md §18.2).
        #expect(icon.frame.x == 53 && abs(icon.frame.y - 6.67) < 1e-9 && icon.frame.width == 24 && icon.frame.height == 24)
        // "Home" is 40 pt wide in the fixed measurer, centred; no ascent, so 0.8 of the line.
        #expect(title.frame.x == 45 && abs(title.frame.y - (45.33 - 16)) < 1e-9 && title.frame.width == 40)
        #expect(title.role == .tabTitle)
    }

    /// A custom image on the 49 pt bar: its own frame centred 19 pt below the bar's top, on the pixel
    /// grid, where a symbol's ink is centred 18.67 pt down (docs/UIKIT.md §18.2, "A custom image": the
    /// fit Tracker apps' 28 pt, 18.67 pt and 19 pt assets, #41 session 36).
    @Test func aStackedCustomImageCentresItsOwnFrameNineteenPointsDown() throws {
        let (plain, content) = try input("[{ title: Home, image: images/tab.png }]")
        let tabBar = try #require(plain.appearance.tabBar)
        let tab = try #require(content.tabBar?.tabs.first)
        let slot = Rect(x: 0, y: 0, width: 196.5, height: 49)
        func frame(_ width: Double, _ height: Double) -> Rect? {
            let input = LayoutInput(
                appearance: plain.appearance, variant: plain.variant, measurer: FixedWidthMeasurer(),
                images: FixedImageSize(Size(width: width, height: height)))
            let elements = TabItemPart.layout(tab, look: tabBar.items[0], in: slot, .init(layout: .stacked, glass: false), input)
            guard case .image(let image) = elements.first else { return nil }
            return image.frame
        }
        // The Practicum's 28 pt "ic 28x28" asset: from 5 pt (its ink 9.33-28.0 pt, as dmnoise's snapshot);
        // 84.25 pt across goes to the pixel, 84.33.
        let square = try #require(frame(28, 28))
        #expect(abs(square.y - 5) < 1e-9 && abs(square.x - 253.0 / 3) < 1e-9)
        // rfhfv's 18.67 pt (56 px) PNG: from 9.67 pt, 29 px; davletova's 19 pt one: 9.5 pt is half a
        // pixel, which goes up, to 9.33.
        #expect(abs(try #require(frame(56.0 / 3, 56.0 / 3)).y - 29.0 / 3) < 1e-9)
        #expect(abs(try #require(frame(20, 19)).y - 28.0 / 3) < 1e-9)
    }

    @Test func aSideBySideTabCentresImageGapAndTitleAsOneGroup() throws {
        let (input, content) = try input("[{ title: Home, image: { systemName: gearshape } }]")
        let tabBar = try #require(input.appearance.tabBar)
        let tab = try #require(content.tabBar?.tabs.first)
        let slot = Rect(x: 100, y: 0, width: 200, height: 50)
        let elements = TabItemPart.layout(tab, look: tabBar.items[0], in: slot, .init(layout: .inline, glass: false), input)
        let frames = elements.map(\.frame)
        // 24 + 6 + 40 = 70 pt centred on 200: from 165.
        #expect(frames.first?.x == 165 && frames.last?.x == 195)
        #expect(TabItemPart.contentWidth(tab, look: tabBar.items[0], layout: .inline, input) == 70)
        #expect(TabItemPart.contentWidth(tab, look: tabBar.items[0], layout: .stacked, input) == 40)
    }

    @Test func aBadgeIsACapsuleRightOfTheImageCentreWithItsTextInside() throws {
        let (input, content) = try input("[{ title: Inbox, badgeValue: \"12\" }]")
        let look = try #require(input.appearance.tabBar?.items.first)
        #expect(content.tabBar?.tabs.first?.badge == "12")
        let image = Rect(x: 50, y: 6, width: 24, height: 24)
        guard case .placeholder(let badge) = TabBadgePart.layout("12", look: look, imageBox: image, itemTop: 0, input) else {
            Issue.record("no badge")
            return
        }
        // 20 pt of text plus 5 pt each side; its leading edge 6 pt right of the image's centre.
        #expect(badge.frame == Rect(x: 68, y: 2, width: 30, height: 18))
        #expect(badge.cornerRadius == 9)
        #expect(badge.label?.frame.midX == badge.frame.midX)
        #expect(badge.color == look.badgeColor.value)
        // No text: a round dot as wide as tall.
        guard case .placeholder(let dot) = TabBadgePart.layout("", look: look, imageBox: image, itemTop: 0, input) else { return }
        #expect(dot.frame.width == 18 && dot.label == nil)
    }

    @Test func theGlassCapsuleIsGlassUnlessTheThemeGivesItABackground() throws {
        let frame = Rect(x: 64, y: 12, width: 274, height: 62)
        let (plain, _) = try input("[{ title: A }]", era: "ios26")
        let glass = GlassTabBarPart.capsule(
            frame, background: try #require(plain.appearance.tabBar).background.value, backdrop: .white, plain)
        guard case .platter(let platter) = glass.first else {
            Issue.record("\(glass)")
            return
        }
        #expect(platter.frame == frame)
        let (opaque, _) = try input("[{ title: A }]", era: "ios26", tabBar: "{ translucent: false, barTintColor: \"#FF0000\" }")
        let flat = GlassTabBarPart.capsule(
            frame, background: try #require(opaque.appearance.tabBar).background.value, backdrop: .white, opaque)
        guard case .placeholder(let fill) = flat.first else {
            Issue.record("\(flat)")
            return
        }
        #expect(fill.color == RGBAColor(r: 255, g: 0, b: 0) && fill.cornerRadius == 31)
        let (clear, _) = try input("[{ title: A }]", era: "ios26", tabBar: "{ standardAppearance: { configureWith: transparent } }")
        #expect(
            GlassTabBarPart.capsule(frame, background: try #require(clear.appearance.tabBar).background.value, backdrop: .white, clear)
                .isEmpty)
    }

    @Test func theWholeBarGetsTheHairlineAboveAndMirrorsForRightToLeft() throws {
        let variant = Variant(position: .bottom, width: 390, scale: 3, layoutDirection: .rightToLeft)
        let (input, content) = try input(
            "[{ title: Inbox, image: { systemName: tray.full }, badgeValue: \"3\" }, { title: Me }]", era: "ios13", variant: variant)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(
            appearance: input.appearance, content: content, variant: variant)
        // The hairline's pixel row is above the bar, the bar under it (`ios13`: no transparent
        // scroll-edge bar at the bottom edge).
        #expect(layout.shadow?.frame == Rect(x: 0, y: 0, width: 390, height: 1.0 / 3))
        #expect(abs(layout.background.y - 1.0 / 3) < 1e-9)
        #expect(layout.isRightToLeft)
        // The first tab is on the right; its badge left of its image's centre.
        let icon = try #require(layout.elements.compactMap { if case .icon(let icon) = $0 { return icon.frame } else { return nil } }.first)
        #expect(abs(icon.midX - 292.5) < 1e-9)
        let badge = try #require(
            layout.elements.compactMap { if case .placeholder(let p) = $0 { return p.frame } else { return nil } }.first)
        #expect(badge.maxX < icon.midX)
    }

    @Test func rightToLeftKeepsTheTitlePositionAdjustmentUnmirroredAsUIKitDoes() throws {
        // UIKit applies a tab's titlePositionAdjustment as given in right to left too (+x moves the
        // title right): material-components-ios #6721 matched UITabBar and notes that "RTL does not
        // flip the UIOffset values" (docs/UIKIT.md §18.7). Before, BarTheme mirrored it with the bar.
        func titleX(_ direction: LayoutDirection, adjustment: String) throws -> Double {
            let variant = Variant(position: .bottom, width: 390, scale: 3, layoutDirection: direction)
            let (input, content) = try input(
                "[{ title: Home, image: { systemName: gearshape }, titlePositionAdjustment: \(adjustment) }, { title: Me }]", era: "ios15",
                variant: variant)
            let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(
                appearance: input.appearance, content: content, variant: variant)
            let home = layout.elements.compactMap {
                if case .text(let run) = $0, run.text == "Home" { return run.frame.x } else { return nil }
            }
            return try #require(home.first)
        }
        let moved = try titleX(.rightToLeft, adjustment: "[10, 0]")
        let still = try titleX(.rightToLeft, adjustment: "[0, 0]")
        #expect(abs(moved - still - 10) < 1e-9)
        let movedLTR = try titleX(.leftToRight, adjustment: "[10, 0]")
        let stillLTR = try titleX(.leftToRight, adjustment: "[0, 0]")
        #expect(abs(movedLTR - stillLTR - 10) < 1e-9)
    }
}
