import BarTheme
import Testing

@testable import BarRender

/// The iOS 26 tab bar draws a bar appearance's `normal` title colour and not a tab's own (docs/UIKIT.md
/// §18.8, #41 session 32): L8ter's proxy appearance (Harsha03/l8ter @ fe9c4e3, ContentView.swift:32-54,
/// normal 0x5A5A5E) reads (101,101,106) over its (22,22,23) dark glass; Suro's and DNSChat June's tab-own
/// appearances draw the label. Rendered, the unselected "Saved" title's lightest pixel tells them apart.
@Suite struct GlassTabNormalTitleRenderTests {
    static let proxy = """
        era: ios26
        tabBar:
          standardAppearance:
            configureWith: opaque
            stackedLayoutAppearance:
              normal: { iconColor: "#5A5A5E", titleTextAttributes: { foregroundColor: "#5A5A5E" } }
              selected: { iconColor: "#A78BFA", titleTextAttributes: { foregroundColor: "#A78BFA" } }
        scenes:
          - name: s
            bar: tabBar
            backdrop: "#000000"
            items:
              - { title: Saved, image: { systemName: tray } }
              - { title: Add, image: { systemName: plus } }
              - { title: Settings, image: { systemName: gearshape } }
            selectedItem: 1
            variants: { widths: [402], scales: [3], userInterfaceStyles: [dark] }
        """

    /// The same appearance on the selected tab (Add) instead of the proxy.
    static let tabOwn = """
        era: ios26
        scenes:
          - name: s
            bar: tabBar
            backdrop: "#000000"
            items:
              - { title: Saved, image: { systemName: tray } }
              - title: Add
                image: { systemName: plus }
                standardAppearance:
                  configureWith: opaque
                  stackedLayoutAppearance:
                    normal: { iconColor: "#5A5A5E", titleTextAttributes: { foregroundColor: "#5A5A5E" } }
                    selected: { iconColor: "#A78BFA", titleTextAttributes: { foregroundColor: "#A78BFA" } }
              - { title: Settings, image: { systemName: gearshape } }
            selectedItem: 1
            variants: { widths: [402], scales: [3], userInterfaceStyles: [dark] }
        """

    func render(_ yaml: String) throws -> Raster {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let parsed = try #require(document)
        let job = try #require(RenderJob.jobs(for: parsed, parents: [], sceneName: nil).first)
        return try BarRenderer().render(job).raster
    }

    /// The lightest channel value of the first tab's title (centred at 115 pt, 39-56 pt below the capsule's top).
    func lightestTitlePixel(_ r: Raster) -> Int {
        let capsuleTop = r.height - (21 + 62) * 3
        var lightest = 0
        for y in (capsuleTop + 39 * 3)..<(capsuleTop + 56 * 3) {
            for x in 300..<390 {
                let i = (y * r.width + x) * 4
                lightest = max(lightest, Int(r.pixels[i]), Int(r.pixels[i + 1]), Int(r.pixels[i + 2]))
            }
        }
        return lightest
    }

    @Test func aProxyAppearancesNormalTitleIsDrawnGreyOverTheDarkGlass() throws {
        let lightest = lightestTitlePixel(try render(Self.proxy))
        // (90,90,94) lifted by half the glass: near L8ter's (101,101,106), far from the white label.
        #expect(lightest > 90 && lightest < 130, "the title's lightest channel is \(lightest)")
    }

    @Test func aTabsOwnAppearancesNormalTitleIsTheLabel() throws {
        let lightest = lightestTitlePixel(try render(Self.tabOwn))
        #expect(lightest > 200, "the title's lightest channel is \(lightest)")
    }
}
