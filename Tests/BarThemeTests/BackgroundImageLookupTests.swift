import Testing

@testable import BarTheme

/// docs/UIKIT.md §3.2, docs/PRECEDENCE.md section 3: images stored per (position, metrics); lookup over
/// metrics first, then position, each pair resolved across the layers (instance > scope > proxy > parent)
/// before the next.
@Suite struct BackgroundImageLookupTests {
    static let layerNames = ["instance", "scope", "proxy", "parent"]

    struct LayerCase: CustomTestStringConvertible, Sendable {
        let position: BarPosition
        let metrics: BarMetrics
        let setIn: [Int]
        var testDescription: String {
            "(\(position.rawValue), \(metrics.rawValue)) stored in \(setIn.map { BackgroundImageLookupTests.layerNames[$0] })"
        }
    }

    /// Every position × metrics, every non-empty set of layers storing an image at exactly that pair.
    static let layerCases: [LayerCase] = BarPosition.allCases.flatMap { p in
        BarMetrics.allCases.flatMap { m in
            (1..<16).map { mask in LayerCase(position: p, metrics: m, setIn: (0..<4).filter { mask & (1 << $0) != 0 }) }
        }
    }

    @Test(arguments: layerCases)
    func theMostImportantLayerWinsAtAnExactPair(_ c: LayerCase) throws {
        let layers = (0..<4).map { i in
            Build.layer(
                Self.layerNames[i],
                Build.block(i + 1) { block in
                    if c.setIn.contains(i) {
                        block.backgroundImages = [Build.background("\(Self.layerNames[i]).png", c.position, c.metrics, line: i + 1)]
                    }
                })
        }
        let found = try #require(BackgroundImageLookup.find(in: layers, position: c.position, metrics: c.metrics))
        let winner = c.setIn[0]
        #expect(found.value.path == "\(Self.layerNames[winner]).png")
        #expect(found.provenance.origin == .declared(Build.at(winner + 1), layer: Self.layerNames[winner]))
        #expect(found.overridden.map(\.layer) == c.setIn.dropFirst().map { Self.layerNames[$0] })
        #expect(found.provenance.rule.contains("matches exactly"))
    }

    struct FallbackCase: CustomTestStringConvertible, Sendable {
        let wanted: (BarPosition, BarMetrics)
        let stored: (BarPosition, BarMetrics)
        var testDescription: String {
            "want (\(wanted.0.rawValue), \(wanted.1.rawValue)), stored at (\(stored.0.rawValue), \(stored.1.rawValue))"
        }
    }

    static let pairs = BarPosition.allCases.flatMap { p in BarMetrics.allCases.map { (p, $0) } }
    static let fallbackCases = pairs.flatMap { w in pairs.map { FallbackCase(wanted: w, stored: $0) } }

    /// The chains of docs/UIKIT.md §3.2 written out, independently of the implementation's.
    static func reachable(_ c: FallbackCase) -> Bool {
        let metricsOK: Bool
        switch c.wanted.1 {
        case .default: metricsOK = c.stored.1 == .default
        case .compact: metricsOK = [.compact, .default].contains(c.stored.1)
        case .defaultPrompt: metricsOK = [.defaultPrompt, .default].contains(c.stored.1)
        case .compactPrompt: metricsOK = [.compactPrompt, .compact, .default].contains(c.stored.1)
        }
        return metricsOK && (c.stored.0 == c.wanted.0 || c.stored.0 == .any)
    }

    @Test(arguments: fallbackCases)
    func aSingleStoredImageIsFoundOnlyThroughTheDocumentedChains(_ c: FallbackCase) {
        let layers = [
            Build.layer("proxy", Build.block { $0.backgroundImages = [Build.background("x.png", c.stored.0, c.stored.1, line: 1)] })
        ]
        let found = BackgroundImageLookup.find(in: layers, position: c.wanted.0, metrics: c.wanted.1)
        #expect((found != nil) == Self.reachable(c))
    }

    @Test func metricsFallBackBeforePosition() throws {
        // Wanted (topAttached, compact): (any, compact) beats (topAttached, default).
        let layers = [
            Build.layer(
                "proxy",
                Build.block {
                    $0.backgroundImages = [
                        Build.background("position.png", .topAttached, .default, line: 1),
                        Build.background("metrics.png", .any, .compact, line: 2),
                    ]
                })
        ]
        let found = try #require(BackgroundImageLookup.find(in: layers, position: .topAttached, metrics: .compact))
        #expect(found.value.path == "metrics.png")
        #expect(found.provenance.rule.contains("falls back to (any, compact)"))
    }

    @Test func eachPairIsResolvedAcrossLayersBeforeFallingBack() throws {
        // The proxy's exact pair beats the instance's fallback pair.
        let layers = [
            Build.layer("instance", Build.block { $0.backgroundImages = [Build.background("instance.png", .any, .default, line: 1)] }),
            Build.layer("proxy", Build.block { $0.backgroundImages = [Build.background("proxy.png", .top, .compact, line: 2)] }),
        ]
        let found = try #require(BackgroundImageLookup.find(in: layers, position: .top, metrics: .compact))
        #expect(found.value.path == "proxy.png")
    }

    @Test func compactPromptFallsBackToCompactThenDefault() {
        #expect(BackgroundImageLookup.metricsChain(.compactPrompt) == [.compactPrompt, .compact, .default])
        #expect(BackgroundImageLookup.metricsChain(.defaultPrompt) == [.defaultPrompt, .default])
        #expect(BackgroundImageLookup.positionChain(.topAttached) == [.topAttached, .any])
    }
}
