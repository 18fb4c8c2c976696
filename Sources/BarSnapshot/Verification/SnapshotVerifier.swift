import BarRender
import BarTheme
import Foundation

/// Checks rendered variants against their references: renders each job, compares it with the
/// reference in `store` using `options`, records references as `mode` allows, and writes review
/// images for failures into `report`.
///
/// Per case:
/// - no reference: written when `mode` is not `never` (`recorded`), otherwise `missing`, with the
///   render kept in the report folder for review;
/// - a reference: compared. In mode `all` every non-identical reference is rewritten; otherwise a
///   passing comparison is `passed`, and a failing one is rewritten in mode `failed` (`recorded`)
///   or reported as `failed` with reference, actual and diff images in the report folder.
///
/// `verify` runs on every core with one `BarRenderer` per worker.
public struct SnapshotVerifier: Sendable {
    /// Where references are read and recorded.
    public var store: ReferenceStore
    /// When references are written.
    public var mode: RecordMode
    /// The comparison's tolerances for every theme; nil takes each theme's `snapshot:` settings,
    /// else an exact comparison.
    public var options: ComparisonOptions?
    /// Where review images go; `nil` writes none.
    public var report: ReportDirectory?
    /// The UIKit era rendered; `nil` (the default) renders each theme in its own `era:`.
    public var era: Era?
    /// How the snapshots folder is named in messages (the path as the user gave it).
    public var snapshotsDisplayPath: String
    /// Where references to record are staged until the run commits them theme by theme; `nil`
    /// writes each reference at once (atomically, on its own).
    public var staging: ReferenceStaging?

    /// Creates a verifier. `snapshotsDisplayPath` defaults to the store's full path.
    public init(
        store: ReferenceStore, mode: RecordMode, options: ComparisonOptions? = nil,
        report: ReportDirectory? = nil, era: Era? = nil, snapshotsDisplayPath: String? = nil
    ) {
        self.store = store
        self.mode = mode
        self.options = options
        self.report = report
        self.era = era
        self.snapshotsDisplayPath = snapshotsDisplayPath ?? store.directory.path
    }

    /// Checks every job on all cores; results come back in job order. `progress` is called once per
    /// finished case, never concurrently.
    public func verify(
        _ jobs: [any SnapshotSubject],
        progress: @Sendable (SnapshotCaseResult, _ finished: Int, _ total: Int) -> Void = { _, _, _ in }
    )
        -> [SnapshotCaseResult]
    {
        let era = era
        return ParallelWork.map(
            jobs,
            makeWorker: { Result { () throws(RenderError) in try BarRenderer(era: era) } },
            body: { renderer, job in check(job, renderer: renderer) },
            completed: progress)
    }

    /// Checks one job with `renderer` (which must not be used by another thread meanwhile).
    public func check(_ job: any SnapshotSubject, renderer: Result<BarRenderer, RenderError>) -> SnapshotCaseResult {
        let started = Date()
        let referencePath = (snapshotsDisplayPath as NSString).appendingPathComponent(job.relativeOutputPath)
        func result(
            _ status: SnapshotStatus, _ message: String, comparison: BarPixels.ComparisonResult? = nil,
            artifacts: SnapshotArtifacts? = nil, writeFailureCause: String? = nil
        ) -> SnapshotCaseResult {
            SnapshotCaseResult(
                name: job.relativeOutputPath, theme: job.document.name, themePath: job.document.path,
                scene: job.subjectName, variant: job.variant.description, status: status, message: message,
                referencePath: referencePath, comparison: comparison.map { ComparisonFigures($0, scale: job.variant.scale) },
                artifacts: artifacts, duration: Date().timeIntervalSince(started), writeFailureCause: writeFailureCause
            ).located(at: job.subjectLocation)
        }

        let raster: Raster
        let png: Data
        do {
            raster = try job.raster(with: renderer.get())
            png = try PNGCodec.encode(raster)
        } catch {
            return result(
                .error, SnapshotError.render("\(job.document.path) scene '\(job.subjectName)' \(job.variant): \(error)").description)
        }

        let reference: (raster: Raster, data: Data)?
        do { reference = try store.reference(atRelativePath: job.relativeOutputPath) } catch { return result(.error, error.description) }

        guard let reference else {
            if mode.recordsMissing {
                do { try record(png, atRelativePath: job.relativeOutputPath) } catch {
                    return result(.notWritten, error.description, writeFailureCause: error.writeFailureCause)
                }
                return result(
                    .recorded, "New reference \(referencePath) (\(raster.width)×\(raster.height) px); look at it before committing it.")
            }
            let artifacts = try? report?.writeArtifacts(name: job.relativeOutputPath, reference: nil, actual: png, diff: nil)
            return result(.missing, "No reference at \(referencePath). " + Self.recordMissingAdvice, artifacts: artifacts)
        }

        let comparison = ImageComparison.compare(reference.raster, raster, options: Self.options(for: job, given: options))
        if mode == .all && comparison.outcome != .identical {
            do { try record(png, atRelativePath: job.relativeOutputPath) } catch {
                return result(.notWritten, error.description, comparison: comparison, writeFailureCause: error.writeFailureCause)
            }
            return result(
                .recorded, "Re-recorded \(referencePath): \(comparison.summary(scale: job.variant.scale))", comparison: comparison)
        }
        if comparison.passed {
            return result(.passed, comparison.summary(scale: job.variant.scale), comparison: comparison)
        }
        if mode.recordsFailures {
            do { try record(png, atRelativePath: job.relativeOutputPath) } catch {
                return result(.notWritten, error.description, comparison: comparison, writeFailureCause: error.writeFailureCause)
            }
            return result(
                .recorded, "Replaced failing reference \(referencePath): \(comparison.summary(scale: job.variant.scale))",
                comparison: comparison)
        }
        let diff = comparison.diff.width > 0 ? try? PNGCodec.encode(comparison.diff) : nil
        let artifacts = try? report?.writeArtifacts(name: job.relativeOutputPath, reference: reference.data, actual: png, diff: diff)
        return result(
            .failed,
            "\(referencePath): \(comparison.summary(scale: job.variant.scale)) " + Self.acceptFailureAdvice,
            comparison: comparison, artifacts: artifacts)
    }

    /// The next step a missing reference's message ends with; the command line says it once per run.
    public static let recordMissingAdvice =
        "Run with \(RecordMode.environmentVariable)=missing (or `render-theme snapshot record --record missing`) to write it, look at it, and commit it."
    /// The next step a failure's message ends with; the command line says it once per run.
    public static let acceptFailureAdvice =
        "If the change is intended, run with \(RecordMode.environmentVariable)=failed (or `render-theme snapshot record --record failed`) to accept it."

    private func record(_ png: Data, atRelativePath relativePath: String) throws(SnapshotError) {
        if let staging { try staging.stage(png, atRelativePath: relativePath) } else { try store.record(png, atRelativePath: relativePath) }
    }

    /// The options for one job: those given, else the theme's `snapshot:` settings, else exact.
    public static func options(for job: any SnapshotSubject, given: ComparisonOptions?) -> ComparisonOptions {
        if let given { return given }
        return job.document.snapshot?.comparisonOptions ?? .exact
    }
}
