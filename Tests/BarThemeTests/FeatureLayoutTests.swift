import Testing

@testable import BarTheme

/// Whether two point values agree to a millionth of a point (layout adds and mirrors doubles).
func close(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) < 1e-6 } ?? false }

/// Layout of prompts, large titles, toolbars, item kinds and right-to-left, in points.
@Suite struct FeatureLayoutTests {
    func appearance(_ proxy: BarAppearanceDeclaration = Build.block(), scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        AppearanceResolver().resolve(document: Build.document(proxy: proxy), scene: scene, variant: variant)
    }

    func layout(
        _ scene: SceneDeclaration, proxy: BarAppearanceDeclaration = Build.block(), variant: Variant = Variant(position: .top, scale: 2),
        images: any ImageMeasuring = FixedImageSize()
    ) -> BarLayout {
        let a = appearance(proxy, scene: scene, variant: variant)
        let bar = scene.bar?.value ?? .navigationBar
        var v = variant
        v.metrics = ContentResolver.effectiveMetrics(items: scene.items, requested: variant.metrics, bar: bar)
        let content = ContentResolver.resolve(scene: scene, metrics: v.metrics, prefersLargeTitles: a.prefersLargeTitles.value)
        return BarLayoutEngine(measurer: FixedWidthMeasurer(), images: images).layout(appearance: a, content: content, variant: v)
    }

    @Test func promptAddsA30PointBandAboveTheButtons() {
        let l = layout(
            Build.scene(items: [Build.item("Title") { $0.prompt = Build.located("Syncing", 1) }]),
            variant: Variant(position: .topAttached, scale: 2))
        #expect(l.background.height == 20 + 30 + 44)
        #expect(l.size.height == 20 + 30 + 44 + 0.5)
        #expect(l.contentFrame.y == 50)
        let prompt = l.texts.first { $0.role == .prompt }
        #expect(prompt?.frame == Rect(x: (375 - 70) / 2, y: 20 + 5, width: 70, height: 20))
        #expect(prompt?.style.font == .prompt)
        #expect(close(l.texts.first { $0.role == .title }?.frame.y, 50 + 12))
    }

    @Test func largeTitleAddsA52PointBandAndHidesTheInlineTitle() {
        let proxy = Build.block { $0.prefersLargeTitles = Build.located(true, 1) }
        let l = layout(Build.scene(items: [Build.item("Inbox")]), proxy: proxy, variant: Variant(position: .top, width: 375, scale: 2))
        #expect(l.size.height == 44 + 52)
        #expect(l.texts.map(\.role) == [.largeTitle])
        // Leading 16 (the glyphs are laid on San Francisco's bearings inside the line, so its ink
        // starts where San Francisco's does, docs/UIKIT.md §2.4 "Widths"), bottom 8 above the band's
        // bottom (docs/UIKIT.md §1.5).
        #expect(l.texts.first?.frame == Rect(x: 16, y: 96 - 8 - 20, width: 50, height: 20))
        #expect(l.texts.first?.style.font == .defaultLargeTitle)
        // A large-title bar at the top of its content with no scrollEdgeAppearance is transparent
        // with no hairline on iOS 13+ (docs/UIKIT.md §3.8.1); scrolled, the title has collapsed into the
        // 44 pt row (§1.5.1) and the hairline is below the bar.
        #expect(l.shadow == nil)
        var scrolled = Build.scene(items: [Build.item("Inbox")])
        scrolled.atScrollEdge = Build.located(false, 1)
        let s = layout(scrolled, proxy: proxy, variant: Variant(position: .top, width: 375, scale: 2))
        #expect(s.texts.map(\.role) == [.title])
        #expect(s.shadow?.frame == Rect(x: 0, y: 44, width: 375, height: 0.5))
    }

    @Test func toolbarItemsRunLeftToRightWithFlexibleSpacesSharingTheRest() {
        func system(_ s: SystemItem) -> BarButtonItemDeclaration {
            var item = BarButtonItemDeclaration(location: Build.at(1))
            item.systemItem = Build.located(s, 1)
            return item
        }
        var scene = Build.scene()
        scene.bar = Build.located(.toolbar, 1)
        scene.toolbarItems = [system(.action), system(.flexibleSpace), system(.add), system(.flexibleSpace), system(.trash)]
        let l = layout(scene, variant: Variant(position: .bottom, width: 375, scale: 2))
        let icons = l.elements.compactMap { e -> Rect? in if case .icon(let i) = e { return i.frame } else { return nil } }
        // 24-pt icons with 8-pt paddings (40 pt each), `add` in its measured 21.67 pt box (37.67 pt;
        // docs/UIKIT.md §1.4.1), between 8-pt insets: spare 375 − 16 − 117.67 = 241.33, half each.
        let xs: [Double] = icons.map(\.x)
        let expectedX: [Double] = [16, 8 + 40 + 120.665 + 8, 335]
        #expect(zip(xs, expectedX).allSatisfy { abs($0 - $1) < 1e-9 }, "\(xs)")
        // A bottom bar's hairline is the pixel row above it (docs/UIKIT.md §1.3): the bar starts half a
        // point (one pixel at @2x) down; the smaller `add` box is centred like the others.
        let ys: [Double] = icons.map(\.y)
        let expectedY: [Double] = [10.5, 10.5 + (24 - 21.67) / 2, 10.5]
        #expect(zip(ys, expectedY).allSatisfy { abs($0 - $1) < 1e-9 }, "\(ys)")
        #expect(l.shadow?.frame == Rect(x: 0, y: 0, width: 375, height: 0.5))
        #expect(l.background.y == 0.5)
    }

    @Test func fixedSpaceTakesItsWidth() {
        var fixed = BarButtonItemDeclaration(location: Build.at(1))
        fixed.systemItem = Build.located(.fixedSpace, 1)
        fixed.width = Build.located(30, 1)
        var edit = BarButtonItemDeclaration(location: Build.at(1))
        edit.title = Build.located("Edit", 1)
        var scene = Build.scene()
        scene.bar = Build.located(.toolbar, 1)
        scene.toolbarItems = [fixed, edit]
        let l = layout(scene, variant: Variant(position: .bottom, scale: 2))
        #expect(close(l.texts.first?.frame.x, 8 + 30 + 8))
    }

    @Test func imageItemsAreTemplatesInTheTintUnlessOriginal() {
        var template = BarButtonItemDeclaration(location: Build.at(1))
        template.image = Build.image("star.png")
        var original = BarButtonItemDeclaration(location: Build.at(2))
        var image = Build.image("logo.png", line: 2)
        image.renderingMode = Build.located(.original, 2)
        original.image = image
        let l = layout(
            Build.scene(items: [Build.item("T") { $0.rightBarButtonItems = [template, original] }]),
            images: FixedImageSize(Size(width: 20, height: 18)))
        let placements = l.elements.compactMap { e -> ImagePlacement? in if case .image(let p) = e { return p } else { return nil } }
        let frames: [Rect] = placements.map(\.frame)
        let expectedFrames = [Rect(x: 339, y: 13, width: 20, height: 18), Rect(x: 303, y: 13, width: 20, height: 18)]
        #expect(frames == expectedFrames)
        let tints: [RGBAColor?] = placements.map(\.tint)
        #expect(tints == [RGBAColor(r: 0, g: 122, b: 255), nil])
    }

    @Test func customBackIndicatorImageIsPlacedAtX8AndTinted() {
        let proxy = Build.block {
            $0.backIndicatorImage = Build.image("back.png", line: 2)
            $0.backIndicatorTransitionMaskImage = Build.image("mask.png", line: 3)
        }
        let l = layout(
            Build.scene(items: [Build.item("A"), Build.item("B")]), proxy: proxy, images: FixedImageSize(Size(width: 10, height: 16)))
        let indicator = l.elements.compactMap { e -> ImagePlacement? in if case .image(let p) = e { return p } else { return nil } }.first
        #expect(indicator?.frame == Rect(x: 8, y: 14, width: 10, height: 16))
        #expect(indicator?.tint == RGBAColor(r: 0, g: 122, b: 255))
        #expect(close(l.texts.first { $0.role == .backTitle }?.frame.x, 8 + 10 + 6))
    }

    @Test func rightToLeftMirrorsPositionsAndFlipsTheChevron() {
        let scene = Build.scene(items: [
            Build.item("Settings"),
            Build.item("General") {
                var edit = BarButtonItemDeclaration(location: Build.at(1))
                edit.title = Build.located("Edit", 1)
                $0.rightBarButtonItems = [edit]
            },
        ])
        let ltr = layout(scene, variant: Variant(position: .top, scale: 2))
        let rtl = layout(scene, variant: Variant(position: .top, scale: 2, layoutDirection: .rightToLeft))
        #expect(rtl.isRightToLeft)
        #expect(rtl.backChevron == Rect(x: 375 - 8 - 13, y: 11.5, width: 13, height: 21))
        let chevron = rtl.elements.compactMap { e -> IconPlacement? in if case .icon(let i) = e { return i } else { return nil } }.first
        #expect(chevron?.isMirrored == true)
        for (a, b) in zip(ltr.texts, rtl.texts) {
            #expect(close(b.frame.x, 375 - a.frame.maxX), "\(a.role)")
        }
        #expect(close(rtl.texts.first { $0.role == .backTitle }?.frame.maxX, 375 - 27))
    }

    @Test func wideBarsUse20PointMargins() {
        let scene = Build.scene(items: [
            Build.item("T") {
                var edit = BarButtonItemDeclaration(location: Build.at(1))
                edit.title = Build.located("Edit", 1)
                $0.rightBarButtonItems = [edit]
            }
        ])
        let l = layout(scene, variant: Variant(position: .top, width: 414, scale: 3))
        #expect(close(l.texts.first { $0.role == .rightItem }?.frame.maxX, 414 - 20))
    }

    @Test func titleViewPlaceholderIsCentredLikeATitle() {
        let l = layout(
            Build.scene(items: [
                Build.item("Inbox") {
                    var view = PlaceholderViewDeclaration(location: Build.at(1))
                    view.width = Build.located(100, 1)
                    view.height = Build.located(30, 1)
                    $0.titleView = view
                }
            ]))
        guard case .placeholder(let p) = l.elements.first else { Issue.record("expected the title view first"); return }
        #expect(p.frame == Rect(x: 137.5, y: 7, width: 100, height: 30))
        #expect(l.texts.allSatisfy { $0.role != .title })
    }
}
