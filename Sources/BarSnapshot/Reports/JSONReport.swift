import BarTheme
import Foundation

/// The machine-readable report, `report.json`: the counts, the stack note, stale references, and
/// one entry per variant with its name, status, message, comparison figures and artifact paths
/// (relative to the report folder). Keys are sorted and the output is pretty-printed.
public enum JSONReport {
    /// The report's top level.
    struct Document: Codable {
        var summary: SnapshotSummary
        var mode: String
        var shard: String
        var stackNote: String?
        var stack: RenderingStackEntry?
        var staleReferences: [String]
        var errors: [String]
        var cases: [Case]
    }

    /// The current stack, when known.
    struct RenderingStackEntry: Codable {
        var cairo: String
        var freetype: String
        var harfbuzz: String
        var fonts: [String: String]
    }

    /// One variant.
    struct Case: Codable {
        var name: String
        var status: String
        var theme: String
        var themePath: String
        var scene: String
        var variant: String
        var message: String
        var referencePath: String
        var comparison: ComparisonFigures?
        var artifacts: SnapshotArtifacts?
        var durationSeconds: Double
    }

    /// The JSON bytes for `outcome`.
    public static func render(_ outcome: SnapshotRun.Outcome) -> Data {
        let document = Document(
            summary: outcome.summary,
            mode: outcome.configuration.mode.rawValue,
            shard: outcome.configuration.shard.description,
            stackNote: outcome.stack.note,
            stack: outcome.currentStack.map {
                RenderingStackEntry(cairo: $0.cairo, freetype: $0.freetype, harfbuzz: $0.harfbuzz, fonts: $0.fonts)
            },
            staleReferences: outcome.staleReferences,
            errors: (outcome.themeErrors + outcome.writeErrors).map(\.description),
            cases: outcome.results.map {
                Case(
                    name: $0.name, status: $0.status.rawValue, theme: $0.theme, themePath: $0.themePath, scene: $0.scene,
                    variant: $0.variant, message: $0.message, referencePath: $0.referencePath, comparison: $0.comparison,
                    artifacts: $0.artifacts, durationSeconds: (($0.duration * 1000).rounded()) / 1000)
            })
        return (try? ReportJSON.encode(document, endsWithNewline: true)) ?? Data("{}\n".utf8)
    }
}
