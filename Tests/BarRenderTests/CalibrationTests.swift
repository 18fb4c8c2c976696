import BarTestSupport
import BarTheme
import Foundation
import Testing

@testable import BarRender

/// BarTheme against real UIKit renders: the calibration set (`Tests/Fixtures/Calibration`, sources in
/// its SOURCES.md) and the figures measured on them (docs/UIKIT.md: the measured list before §0, §1.3,
/// §3.8.1). `Scripts/fidelity` prints the full comparison table (docs/FIDELITY.md).
@Suite struct CalibrationTests {
    static let folder = Repository.url("Tests/Fixtures/Calibration")

    static let cases = ["magnesium-settings-grouped", "magnesium-edit-server-grouped", "magnesium-no-servers-white"]

    private func rgb(_ raster: Raster, _ x: Int, _ y: Int) -> [Int] {
        let i = (y * raster.width + x) * 4
        return raster.pixels[i..<i + 3].map(Int.init)
    }

    private func close(_ a: [Int], _ b: [Int], within tolerance: Int) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    private func render(case name: String) throws -> (render: Raster, uikit: Raster) {
        let loaded = try ThemeLoader.load(path: Self.folder.appendingPathComponent("\(name).yaml").path)
        let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: nil)
        #expect(jobs.count == 1)
        let job = try #require(jobs.first)
        let uikit = try PNGCodec.decode(Data(contentsOf: Self.folder.appendingPathComponent("\(name).png")))
        return (try BarRenderer().render(job).raster, uikit)
    }

    /// Each case: same size (the 44 pt status-bar area, the 44 pt bar and the row under it at @3x),
    /// the bar's background equal to UIKit's (the iOS 13 material leaves a flat backdrop as it is),
    /// the bar's last row free of the hairline, and the hairline in the row under the bar within 2 of
    /// UIKit's value (UIKit's hairline values fit 0.7045 × content − 1.65, a colour-managed blend;
    /// black at 0.3 composited in sRGB is within 2 of it, docs/UIKIT.md §1.3).
    @Test(arguments: cases)
    func backgroundAndHairlineMatchUIKit(_ name: String) throws {
        let (render, uikit) = try render(case: name)
        #expect(render.width == uikit.width)
        try #require(render.height == uikit.height)
        for x in [2, 562, 1120] {
            for y in [10, 140, 262, 263] {
                #expect(rgb(render, x, y) == rgb(uikit, x, y), "\(name) pixel (\(x), \(y))")
            }
            #expect(close(rgb(render, x, 264), rgb(uikit, x, 264), within: 2), "\(name) hairline at x \(x)")
        }
    }

    /// The hairline is black at 30 % drawn under the bar over the content (measured, docs/UIKIT.md §1.3):
    /// under an opaque #EA5630 bar over white content UIKit shows (178,178,178), where BarTheme drew
    /// (164,60,34) inside the bar; over #D3D4D5 content (147,148,149); the bar's own last row keeps
    /// its colour.
    @Test(arguments: [("#FFFFFF", [178, 178, 178]), ("#D3D4D5", [147, 148, 149]), ("#F2F2F7", [168, 168, 172])])
    func hairlineUnderAColouredBarIsOverTheContent(_ content: String, _ uikit: [Int]) throws {
        let yaml = """
            navigationBar: { barTintColor: "#EA5630", translucent: false }
            scenes:
              - name: s
                backdrop: "\(content)"
                items: [ { title: Orders } ]
            """
        let raster = try BarRenderer().render(try job(yaml, variant: Variant(position: .top, scale: 3))).raster
        try #require(raster.height == 133)
        #expect(rgb(raster, 2, 131) == [0xEA, 0x56, 0x30])
        #expect(close(rgb(raster, 2, 132), uikit, within: 2), "\(rgb(raster, 2, 132)) vs UIKit \(uikit)")
    }

    /// iOS 13.7, a large-title bar at the top of its content over (242,242,247), nothing set: UIKit
    /// draws the content colour and no hairline (docs/UIKIT.md §3.8.1); a render there has no shadow band.
    @Test func largeTitleBarAtTheScrollEdgeIsTransparentOnIOS13() throws {
        let yaml = """
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: s
                backdrop: "#F2F2F7"
                items: [ { title: Settings } ]
            """
        let raster = try BarRenderer(era: .ios13).render(try job(yaml, variant: Variant(position: .top, scale: 3))).raster
        #expect(raster.height == 96 * 3)
        for y in [1, 131, 132, 287] { #expect(rgb(raster, 1120, y) == [242, 242, 247], "row \(y)") }
    }

    /// iOS 13.2 over white and iOS 13.7 over (242,242,247): a default bar (nothing set, scrolled) is
    /// the content colour, not the (250,250,250) / (249,249,250) drawn before (CHANGELOG.md, "in the
    /// iOS 13+ era the default bar material").
    @Test(arguments: [("#FFFFFF", [255, 255, 255]), ("#F2F2F7", [242, 242, 247])])
    func defaultMaterialLeavesAFlatBackdropAsItIs(_ content: String, _ uikit: [Int]) throws {
        let yaml = """
            navigationBar: {}
            scenes:
              - name: s
                atScrollEdge: false
                backdrop: "\(content)"
                items: [ { title: Settings } ]
            """
        let raster = try BarRenderer(era: .ios13).render(try job(yaml, variant: Variant(position: .top, scale: 2))).raster
        #expect(rgb(raster, 1, 1) == uikit)
        #expect(rgb(raster, 1, 87) == uikit)
    }

    /// iOS 14 (Magnesium's NoServers screen as recorded in November 2020: Xcode 12, iPhone 12 size,
    /// 47 pt status bar): a small-title bar at the top of its content keeps its hairline, (178,178,178)
    /// in the pixel row at 91 pt. The case's scene does not say `atScrollEdge`; BarTheme's `ios13`
    /// render draws the same bar and the same hairline row (the iOS 15 default below stays out of it).
    @Test func aSmallTitleBarAtTheTopOfItsContentKeepsItsHairlineOnIOS14() throws {
        let (render, uikit) = try render(case: "magnesium-no-servers-ios14")
        #expect(render.width == uikit.width)
        try #require(render.height == uikit.height)
        for x in [2, 585, 1167] {
            #expect(rgb(uikit, x, 273) == [178, 178, 178])
            #expect(rgb(render, x, 272) == rgb(uikit, x, 272), "bar row at x \(x)")
            #expect(close(rgb(render, x, 273), rgb(uikit, x, 273), within: 2), "hairline at x \(x): \(rgb(render, x, 273))")
        }
    }

    /// iOS 15-18 (docs/UIKIT.md §3.8.1): a screen just shown is at the top of its content (or has no
    /// scroll view), so its navigation bar, small title or large, is at its scroll edge: with nothing
    /// set it is the standard appearance with a transparent background and no shadow, and a
    /// `scrollEdgeAppearance` with a clear `shadowColor` draws none either. BarTheme drew the scrolled
    /// look there, a hairline UIKit does not draw (issue #29: a pushed iOS 16 screen with an image-only
    /// back button, a shadowless scroll-edge appearance), unless the scene said `atScrollEdge: true`.
    @Test(arguments: [
        """
        navigationBar: {}
        scenes:
          - name: s
            backdrop: "#FFFFFF"
            items: [ { title: Inbox, backButtonDisplayMode: minimal }, { title: Message } ]
        """,
        """
        navigationBar:
          standardAppearance: { configureWith: default }
          scrollEdgeAppearance: { configureWith: opaque, backgroundColor: "#FFFFFF", shadowColor: clear }
        scenes:
          - name: s
            backdrop: "#FFFFFF"
            items: [ { title: Settings } ]
        """,
    ])
    func aNewScreensNavigationBarIsAtItsScrollEdgeFromIOS15(_ yaml: String) throws {
        let raster = try BarRenderer().render(try job(yaml, variant: Variant(position: .top, scale: 3), era: .ios15)).raster
        #expect(raster.height == 44 * 3, "no shadow band under the bar")
        for y in [0, 131] { #expect(rgb(raster, 2, y) == [255, 255, 255], "row \(y)") }
        let scrolled = yaml.replacingOccurrences(of: "- name: s", with: "- name: s\n    atScrollEdge: false")
        let raster2 = try BarRenderer().render(try job(scrolled, variant: Variant(position: .top, scale: 3), era: .ios15)).raster
        #expect(raster2.height == 44 * 3 + 1, "scrolled, the standard appearance's hairline is back")
    }

    /// The first render job of a theme given as text, its variants from the scene.
    private func sceneJob(_ yaml: String) throws -> RenderJob {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        return try #require(RenderJob.jobs(for: doc, parents: [], sceneName: nil).first)
    }

    /// iPadOS 17.4 (PrayerTimes' App Store screenshots, iPad Pro 12.9-inch at @2x, measured only:
    /// docs/UIKIT.md §1.1): in a split view's 320 pt sidebar column the bar is 50 pt, as full-width
    /// iPad bars are: the sidebar button's glyph is centred at 49.25 pt under the 24 pt status bar,
    /// and the large title's baseline is at 110.0 pt (24 + 50 + 52 − 16). BarTheme read a 320 pt bar
    /// as a phone's (44 pt); a scene now says `userInterfaceIdiom: pad`. The other way round, an
    /// iPad-wide bar on a phone (an iPad-sized snapshot run on an iPhone simulator: issue #29's
    /// 1194 pt bar that UIKit drew 44 pt) is 44 pt with `userInterfaceIdiom: phone`.
    @Test func anIPadBarIs50PointsAtAnyWidthAndAPhoneBarIs44() throws {
        let sidebar = try sceneJob(
            """
            era: ios15
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: sidebar
                userInterfaceIdiom: pad
                statusBarHeight: 24
                items: [ { title: Preferences } ]
                variants: { widths: [320], scales: [2] }
            """)
        let output = try BarRenderer().render(sidebar)
        #expect(output.raster.height == (24 + 50 + 52) * 2)
        // The large title keeps its place 16 pt above the bar's bottom (§1.5): 6 pt lower than on a
        // phone's 44 pt bar, the measured 110.0 pt baseline against a phone's 104.
        let asPhone = try BarRenderer().render(
            sceneJob(
                """
                era: ios15
                navigationBar: { prefersLargeTitles: true }
                scenes:
                  - name: sidebar
                    userInterfaceIdiom: phone
                    statusBarHeight: 24
                    items: [ { title: Preferences } ]
                    variants: { widths: [320], scales: [2] }
                """))
        let padTitle = try #require(output.layout.texts.first { $0.role == .largeTitle }?.frame)
        let phoneTitle = try #require(asPhone.layout.texts.first { $0.role == .largeTitle }?.frame)
        #expect(padTitle.y == phoneTitle.y + 6)
        #expect(output.appearance.barHeight?.value == 50)
        #expect(output.appearance.barHeight?.provenance.rule.contains("an iPad's bar is 50 pt at any width") == true)

        let phone = try sceneJob(
            """
            era: ios15
            navigationBar: {}
            scenes:
              - name: wide-phone
                userInterfaceIdiom: phone
                containedIn: [UITabBarController, UINavigationController]
                items: [ { title: Orders } ]
                variants: { widths: [1194], scales: [2] }
            """)
        let wide = try BarRenderer().render(phone)
        #expect(wide.raster.height == (20 + 44) * 2)
        #expect(wide.appearance.barHeight?.provenance.rule.contains("a phone's bar is 44 pt at any width") == true)
    }
}
