import BarTheme
import Testing

@testable import BarRender

/// The iOS 26 tab bar's titles rendered against UIKit's on YOM's G1 (daosun35-code/YOM @ 69a4dcd,
/// `YOMUITests/SnapshotBaselines/map.png`, an iOS 26.2 simulator screenshot, 402 × 874 pt @3x; no
/// licence, so measured only: Tests/Fixtures/Calibration/SOURCES.md "Tab bars", docs/UIKIT.md §18.6).
@Suite struct GlassTabTitleRenderTests {
    static let yaml = """
        era: ios26
        scenes:
          - name: map
            bar: tabBar
            backdrop: systemGroupedBackground
            items:
              - { title: Archive, image: { systemName: tray.full } }
              - { title: Map, image: { systemName: map } }
              - { title: Settings, image: { systemName: gearshape } }
            selectedItem: 1
            variants: { widths: [402], scales: [3] }
        """

    func render() throws -> Raster {
        let (document, diags) = ThemeParser.parse(Self.yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let parsed = try #require(document)
        let job = try #require(RenderJob.jobs(for: parsed, parents: [], sceneName: nil).first)
        return try BarRenderer().render(job).raster
    }

    /// The first and last pixel rows (points from the capsule's top, at @3x) with ink in a column
    /// range: pixels whose mean channel is under 221, about ΔE2000 10 below the light glass, the
    /// fidelity table's ink threshold.
    func inkRows(_ r: Raster, columns: Range<Int>, rows: Range<Int>, capsuleTop: Int) -> (top: Double, bottom: Double)? {
        let inked = rows.filter { y in
            columns.contains { x in
                let i = (y * r.width + x) * 4
                return Int(r.pixels[i]) + Int(r.pixels[i + 1]) + Int(r.pixels[i + 2]) < 3 * 221
            }
        }
        guard let first = inked.first, let last = inked.last else { return nil }
        return (Double(first - capsuleTop) / 3, Double(last + 1 - capsuleTop) / 3)
    }

    /// On G1 the unselected titles' ink is 41.0-49.0 pt ("Archive", no descenders: its ink ends at
    /// the baseline's pixel) and 41.0 pt at its top ("Settings") below the capsule's top; every
    /// title of the four fit apps sat there, one pixel above where BarTheme drew them at a 49 pt
    /// baseline (docs/FIDELITY.md, session 10).
    @Test func unselectedTitlesSitOnUIKitsPixelRows() throws {
        let r = try render()
        // The capsule's top: 21 pt + 62 pt above the screen's bottom, which is the render's.
        let capsuleTop = r.height - (21 + 62) * 3
        let titleRows = (capsuleTop + 39 * 3)..<(capsuleTop + 56 * 3)
        // "Archive" is centred on the first slot (64 + 8 + 43 = 115 pt), "Settings" on the third (287 pt).
        let archive = try #require(inkRows(r, columns: 300..<390, rows: titleRows, capsuleTop: capsuleTop))
        let settings = try #require(inkRows(r, columns: 800..<925, rows: titleRows, capsuleTop: capsuleTop))
        #expect(abs(archive.bottom - 49.0) < 0.01, "Archive's ink ends \(archive.bottom) pt below the capsule's top")
        #expect(abs(archive.top - 41.0) <= 1.0 / 3 + 0.01, "Archive's ink starts \(archive.top) pt below the capsule's top")
        #expect(abs(settings.top - 41.0) < 0.01, "Settings' ink starts \(settings.top) pt below the capsule's top")
    }
}
