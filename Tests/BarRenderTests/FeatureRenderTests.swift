import BarTestSupport
import BarTheme
import BarWriting
import Foundation
import Testing

@testable import BarRender

/// Renders each feature through the whole pipeline and checks pixels a user would look at.
/// `BARTHEME_DUMP=DIR` also writes the PNGs there, to look at them.
@Suite struct FeatureRenderTests {
    static let images = Repository.url("Themes/images")

    func at(_ line: Int) -> BarTheme.SourceLocation {
        BarTheme.SourceLocation(file: Self.images.deletingLastPathComponent().appendingPathComponent("t.yaml").path, line: line, column: 1)
    }
    func image(_ name: String, mode: ImageRenderingMode? = nil, caps: EdgeInsets? = nil) -> ImageDeclaration {
        var d = ImageDeclaration(path: Located("images/\(name)", at: at(1)), location: at(1))
        d.renderingMode = mode.map { Located($0, at: at(1)) }
        d.capInsets = caps.map { Located($0, at: at(1)) }
        return d
    }
    func item(_ title: String?, _ configure: (inout NavigationItemDeclaration) -> Void = { _ in }) -> NavigationItemDeclaration {
        var i = NavigationItemDeclaration(location: at(1))
        i.title = title.map { Located($0, at: at(1)) }
        configure(&i)
        return i
    }
    func button(_ configure: (inout BarButtonItemDeclaration) -> Void) -> BarButtonItemDeclaration {
        var b = BarButtonItemDeclaration(location: at(1))
        configure(&b)
        return b
    }
    func system(_ s: SystemItem) -> BarButtonItemDeclaration { button { $0.systemItem = Located(s, at: at(1)) } }

    func render(
        _ name: String, proxy: BarAppearanceDeclaration? = nil, scene configure: (inout SceneDeclaration) -> Void,
        variant: Variant = Variant(position: .topAttached, scale: 2)
    ) throws -> BarRenderer.Output {
        var document = ThemeDocument(path: at(1).file, name: "Features")
        // These features are drawn in the iOS 13-18 look (GlassPainterTests covers ios26).
        document.era = Located(.ios13, at: at(1))
        document.navigationBar = proxy
        document.toolbar = proxy
        var scene = SceneDeclaration(name: Located(name, at: at(1)), location: at(1))
        configure(&scene)
        let output = try BarRenderer().render(RenderJob(document: document, scene: scene, variant: variant))
        if let dump = ProcessInfo.processInfo.environment["BARTHEME_DUMP"] {
            try AtomicFile.write(try PNGCodec.encode(output.raster), to: "\(dump)/\(name).png")
        }
        return output
    }

    func pixel(_ r: Raster, _ x: Int, _ y: Int) -> [UInt8] { Array(r.pixels[(y * r.width + x) * 4..<(y * r.width + x) * 4 + 4]) }

    /// Fraction of pixels in a point rectangle that differ from the given colour.
    func inked(_ r: Raster, scale: Int, _ rect: BarTheme.Rect, background: [UInt8]) -> Double {
        var count = 0, total = 0
        for y in Int(rect.minY) * scale..<Int(rect.maxY) * scale {
            for x in Int(rect.minX) * scale..<Int(rect.maxX) * scale {
                total += 1
                let p = pixel(r, x, y)
                if zip(p, background).contains(where: { abs(Int($0) - Int($1)) > 24 }) { count += 1 }
            }
        }
        return total == 0 ? 0 : Double(count) / Double(total)
    }

    @Test func promptBandShowsItsTextAboveTheButtons() throws {
        let out = try render("prompt") { $0.items = [item("Inbox") { $0.prompt = Located("Checking for mail…", at: self.at(1)) }] }
        let expectedHeight = (20 + 30 + 44) * 2 + 1
        #expect(out.raster.height == expectedHeight)
        let bg = pixel(out.raster, 2, 2)
        #expect(inked(out.raster, scale: 2, BarTheme.Rect(x: 120, y: 25, width: 135, height: 20), background: bg) > 0.05)
    }

    @Test func largeTitleIsDrawnBelowTheBar() throws {
        var proxy = BarAppearanceDeclaration(location: at(1))
        proxy.prefersLargeTitles = Located(true, at: at(1))
        let out = try render("large-title", proxy: proxy) {
            $0.items = [item("Mailboxes") { $0.rightBarButtonItems = [self.system(.edit)] }]
        }
        let expectedHeight = (20 + 44 + 52) * 2
        #expect(out.raster.height == expectedHeight)
        let bg = pixel(out.raster, 2, 2)
        #expect(inked(out.raster, scale: 2, BarTheme.Rect(x: 16, y: 72, width: 150, height: 36), background: bg) > 0.1)
        // No inline title in the 44-pt band's middle.
        #expect(inked(out.raster, scale: 2, BarTheme.Rect(x: 150, y: 30, width: 75, height: 24), background: bg) == 0)
    }

    @Test func toolbarDrawsIconsAcrossTheBar() throws {
        let out = try render(
            "toolbar",
            scene: {
                $0.bar = Located(.toolbar, at: self.at(1))
                $0.toolbarItems = [
                    self.system(.action), self.system(.flexibleSpace), self.system(.add), self.system(.flexibleSpace),
                    self.system(.trash),
                ]
            }, variant: Variant(position: .bottom, scale: 2))
        // The 44 pt bar and the hairline's pixel row above it.
        #expect(out.raster.height == 89)
        let bg = pixel(out.raster, 200, 80)
        for x in [16.0, 175.5, 335] {
            let ink = inked(out.raster, scale: 2, BarTheme.Rect(x: x, y: 10, width: 24, height: 24), background: bg)
            #expect(ink > 0.03, Comment(rawValue: "icon at \(x)"))
        }
        // The hairline is the top row.
        #expect(pixel(out.raster, 200, 0)[0] < bg[0])
    }

    @Test func rightToLeftPutsTheBackButtonOnTheRightAndShapesHebrew() throws {
        let out = try render(
            "rtl-hebrew",
            scene: {
                $0.items = [item("הגדרות"), item("כללי") { $0.rightBarButtonItems = [self.system(.done)] }]
            }, variant: Variant(position: .topAttached, scale: 2, layoutDirection: .rightToLeft))
        let bg = pixel(out.raster, 2, 2)
        #expect(inked(out.raster, scale: 2, BarTheme.Rect(x: 354, y: 31, width: 13, height: 21), background: bg) > 0.1)
        #expect(out.layout.backChevron?.minX == 354)
        #expect(out.layout.isRightToLeft)
        // Every Hebrew glyph comes from a font that has it (no missing-glyph boxes).
        for run in out.layout.texts {
            let line = try TextEngine().shape(run.text, style: run.style, maxWidth: nil)
            #expect(line.glyphs.allSatisfy { $0.id != 0 }, Comment(rawValue: run.text))
        }
    }

    @Test func chineseTitleUsesTheFallbackFont() throws {
        let out = try render("cjk", scene: { $0.items = [item("设置"), item("通用")] })
        let title = try #require(out.layout.texts.first { $0.role == .title })
        let bg = pixel(out.raster, 2, 2)
        #expect(inked(out.raster, scale: 2, title.frame, background: bg) > 0.1)
    }

    /// Emoji are drawn in colour from the Noto Color Emoji subset
    /// (Sources/BarRender/Resources/Fonts/README.md): the title's rocket has saturated pixels, while
    /// the black title text alone has none.
    @Test func emojiAreDrawnInColour() throws {
        func saturatedPixels(_ title: String) throws -> Int {
            let out = try render("emoji", scene: { $0.items = [item(title)] })
            let frame = try #require(out.layout.texts.first { $0.role == .title }).frame
            var count = 0
            for y in Int(frame.minY * 2)..<Int(frame.maxY * 2) {
                for x in Int(frame.minX * 2)..<Int(frame.maxX * 2) {
                    let p = pixel(out.raster, x, y).map(Int.init)
                    if p[0...2].max()! - p[0...2].min()! > 80 { count += 1 }
                }
            }
            return count
        }
        #expect(try saturatedPixels("Launch") == 0)
        #expect(try saturatedPixels("Launch \u{1F680}") > 100)
    }

    @Test func backgroundImageShadowImageIndicatorAndItemImages() throws {
        var proxy = BarAppearanceDeclaration(location: at(1))
        var bg = BackgroundImageDeclaration(
            image: image("sunset-bar.png", caps: EdgeInsets(top: 0, left: 4, bottom: 0, right: 4)), location: at(1))
        bg.position = nil
        proxy.backgroundImages = [bg]
        proxy.shadowImages = [ShadowImageDeclaration(image: image("sunset-shadow.png"), location: at(1))]
        proxy.backIndicatorImage = image("arrow-back.png")
        proxy.backIndicatorTransitionMaskImage = image("arrow-back-mask.png")
        proxy.tintColor = Located(ColorValue.fixed(RGBAColor.white), at: at(1))
        proxy.titleTextAttributes = TextAttributesDeclaration(foregroundColor: Located(ColorValue.fixed(RGBAColor.white), at: at(1)))
        let out = try render("images", proxy: proxy) {
            $0.items = [
                item("Trips"),
                item("Lisbon") {
                    $0.rightBarButtonItems = [
                        self.button { $0.image = self.image("star.png") },
                        self.button { $0.image = self.image("logo.png", mode: .original) },
                    ]
                },
            ]
        }
        let r = out.raster
        // The gradient is stretched over the status bar: orange at the top, pink at the bottom.
        let top = pixel(r, 100, 1), bottom = pixel(r, 100, 120)
        #expect(top[0] > 240 && top[1] > 130)
        #expect(bottom[2] > top[2] + 60)
        // The 2-pt shadow image hangs below the 64 pt bar (rows 128-131 at @2x), opaque dark orange;
        // the bar's own last row keeps the gradient.
        #expect(r.height == 132)
        #expect(pixel(r, 100, 128) == [150, 60, 20, 255])
        #expect(pixel(r, 100, 131) == [150, 60, 20, 255])
        #expect(pixel(r, 100, 127) != [150, 60, 20, 255])
        // The template star is white; the original logo keeps its yellow.
        let star = try #require(
            out.layout.elements.compactMap { e -> ImagePlacement? in
                if case .image(let p) = e, p.image.path.hasSuffix("star.png") { return p } else { return nil }
            }.first)
        let centre = pixel(r, Int(star.frame.midX * 2), Int(star.frame.midY * 2))
        #expect(centre == [255, 255, 255, 255])
        let logo = try #require(
            out.layout.elements.compactMap { e -> ImagePlacement? in
                if case .image(let p) = e, p.image.path.hasSuffix("logo.png") { return p } else { return nil }
            }.first)
        #expect(pixel(r, Int(logo.frame.minX * 2) + 4, Int(logo.frame.minY * 2) + 8) == [255, 204, 0, 255])
    }

    @Test func everySystemIconDraws() throws {
        let icons: [SystemItem] = [
            .add, .compose, .reply, .action, .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash,
            .play, .pause, .rewind, .fastForward, .close,
        ]
        let out = try render(
            "icons",
            scene: {
                $0.bar = Located(.toolbar, at: self.at(1))
                $0.toolbarItems = icons.map(self.system)
            }, variant: Variant(position: .bottom, width: 1024, scale: 2))
        let placements = out.layout.elements.compactMap { e -> IconPlacement? in if case .icon(let i) = e { return i } else { return nil } }
        #expect(placements.count == icons.count)
        let bg = pixel(out.raster, 2, 60)
        for p in placements {
            let ink = inked(out.raster, scale: 2, p.frame, background: bg)
            #expect(ink > 0.03, Comment(rawValue: String(describing: p.icon)))
        }
    }
}

/// The `@Nx` file choice for every render scale (a scale of 3 once trapped on an empty range).
@Suite struct ImageScaleChoiceTests {
    @Test(arguments: [1, 2, 3])
    func everyScalePicksAnExistingFile(scale: Int) {
        let folder = FeatureRenderTests.images
        let image = ResolvedImage(
            path: folder.appendingPathComponent("star.png").path, capInsets: nil, resizingMode: .stretch,
            renderingMode: .automatic, flipsForRightToLeft: false,
            location: BarTheme.SourceLocation(file: "t.yaml", line: 1, column: 1))
        let (path, fileScale) = ImageStore().file(for: image, scale: scale)
        #expect(fileScale == scale)
        #expect(path.hasSuffix(scale == 1 ? "star.png" : "star@\(scale)x.png"))
    }
}
