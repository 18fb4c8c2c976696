import BarRender
import BarSnapshot
import BarSnapshotTesting
import BarTheme
import Foundation
import SnapshotTesting
import Testing

@Suite struct RenderJobSnapshottingTests {
    static func job(tint: String) throws -> RenderJob {
        let yaml = """
            navigationBar: { barTintColor: "\(tint)", tintColor: white }
            scenes: [ { name: s, items: [ { title: Strategy } ], variants: { scales: [1] } } ]
            """
        let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
        let doc = try #require(document)
        return RenderJob(document: doc, scene: try #require(doc.scenes.first), variant: Variant(scale: 1))
    }

    @Test func recordsThenMatchesThenReportsADifference() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-sst-\(UUID().uuidString)").path
        let recorded = verifySnapshot(of: try Self.job(tint: "#0077B6"), as: .barTheme, named: "bar", record: .missing,
                                      snapshotDirectory: folder)
        #expect(recorded?.contains("No reference was found on disk") == true, "\(recorded ?? "nil")")
        #expect(verifySnapshot(of: try Self.job(tint: "#0077B6"), as: .barTheme, named: "bar", record: .never,
                               snapshotDirectory: folder) == nil)
        let failure = verifySnapshot(of: try Self.job(tint: "#B60077"), as: .barTheme, named: "bar", record: .never,
                                     snapshotDirectory: folder)
        #expect(failure?.contains("pixels differ") == true, "\(failure ?? "nil")")
    }
}
