import BarTheme
import Testing

@testable import BarRender

/// The dark glass over a coloured screen with no scroll view at its top (docs/UIKIT.md §18.8, #39 session 27):
/// it keeps 0.24 of the screen's luma above its floor of 19 and 0.69 times its chroma, where over a scroll
/// view it keeps 0.43 and 1.25 above 25. Fit evidence: Voice Orb's back capsule (22,22,27) over its opaque
/// React Native bar #0E0E16, Leaderboard Cache's dark back circle (19,23,33) over #0B1220, SlangCheck's Learn
/// tab bar capsule (19,25,38) over #0F172A.
@Suite struct DarkGlassOverColourWithoutScrollViewTests {
    /// Voice Orb's transitions screen: an opaque bar in its colour, a back capsule titled "(tabs)".
    func render(bar: String, contentScrollView: Bool) throws -> Raster {
        let yaml = """
            navigationBar:
              standardAppearance: &bar { configureWith: opaque, backgroundColor: "\(bar)" }
              scrollEdgeAppearance: *bar
            scenes:
              - name: s
                contentScrollView: \(contentScrollView)
                atScrollEdge: true
                backdrop: "\(bar)"
                items:
                  - { title: (tabs), backButtonTitle: (tabs) }
                  - { title: Transitions }
            """
        return try renderPhone402(yaml, style: .dark)
    }

    /// The mean of the 3 × 3 pixels of the point at (`x`, `y`) pt.
    func colour(_ raster: Raster, x: Double, y: Double) -> [Int] {
        let px = Int(x * 3), py = Int(y * 3)
        return (0..<3).map { channel in
            let sum = (0..<9).reduce(0) { $0 + Int(raster.pixels[((py + $1 / 3) * raster.width + px + $1 % 3) * 4 + channel]) }
            return Int((Double(sum) / 9).rounded())
        }
    }

    /// Whether two colours are within one level on every channel.
    func near(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    /// Inside the back capsule, left of its chevron (the table's probe, 22 × 84 pt).
    static let glass = (x: 22.0, y: 84.0)

    @Test func voiceOrbsCapsuleKeepsLessOfItsBar() throws {
        let without = colour(try render(bar: "#0E0E16", contentScrollView: false), x: Self.glass.x, y: Self.glass.y)
        // UIKit: (22,22,27). The floor of 19 under the scroll view's numbers gave (25,25,34).
        #expect(near(without, [22, 22, 28]), "\(without)")
        // With a scroll view at the screen's top the glass still deepens the screen: (31,31,41).
        let with = colour(try render(bar: "#0E0E16", contentScrollView: true), x: Self.glass.x, y: Self.glass.y)
        #expect(near(with, [31, 31, 41]), "\(with)")
    }

    @Test func leaderboardCachesBlueBarKeepsLessChroma() throws {
        let without = colour(try render(bar: "#0B1220", contentScrollView: false), x: Self.glass.x, y: Self.glass.y)
        // UIKit's dark glass: (19,23,33); the scroll view's numbers on the lower floor: (18,27,45).
        #expect(near(without, [19, 23, 33]), "\(without)")
    }

    @Test func overBlackTheFloorIsUnchanged() {
        // The fit screens over black (Bindicator, HealStack, Moers Festival, CitiZen, TrailMark) keep (19,19,19).
        let overBlack = GlassMaterial.darkWithoutScrollView.glass(over: .black)
        #expect([overBlack.red, overBlack.green, overBlack.blue].allSatisfy { ($0 * 255).rounded() == 19 })
    }
}
