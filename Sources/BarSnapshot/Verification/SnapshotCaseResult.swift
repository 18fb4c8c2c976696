import BarTheme

/// The outcome of checking one variant against its reference: what was compared, the verdict,
/// a one-line message with the next step, and the artifacts written for review.
public struct SnapshotCaseResult: Sendable, Equatable {
    /// The variant's reference path relative to the snapshots folder, e.g.
    /// `Ocean/settings-general.default.topAttached.light.375w@3x.png`; unique within a run.
    public let name: String
    /// The theme's display name (`theme:`), also the reference's folder.
    public let theme: String
    /// The theme file the variant came from.
    public let themePath: String
    /// The scene's name.
    public let scene: String
    /// The variant, e.g. `default.topAttached.light.375w@3x`.
    public let variant: String
    /// The verdict.
    public let status: SnapshotStatus
    /// One line for a reviewer: the comparison summary or the problem, and the next step.
    public let message: String
    /// The reference file's path as the user gave the snapshots folder, e.g. `Snapshots/Ocean/….png`.
    public let referencePath: String
    /// The pixel comparison, when a reference existed and the variant rendered.
    public let comparison: ComparisonFigures?
    /// Images written for review (failures only), relative to the report folder.
    public let artifacts: SnapshotArtifacts?
    /// Seconds spent rendering, comparing and writing this case.
    public let duration: Double
    /// Why the reference was not written (`notWritten` only), in the system's words, e.g.
    /// "no space left on device"; the CLI's summary line quotes it.
    public let writeFailureCause: String?
    /// Where the variant's scene is declared (its `name:` line), when known: CI annotations point there.
    public var sceneLocation: SourceLocation?

    /// Creates a result (the verifier does this; public for report tests).
    public init(
        name: String, theme: String, themePath: String, scene: String, variant: String, status: SnapshotStatus,
        message: String, referencePath: String, comparison: ComparisonFigures?, artifacts: SnapshotArtifacts?,
        duration: Double, writeFailureCause: String? = nil
    ) {
        self.name = name
        self.theme = theme
        self.themePath = themePath
        self.scene = scene
        self.variant = variant
        self.status = status
        self.message = message
        self.referencePath = referencePath
        self.comparison = comparison
        self.artifacts = artifacts
        self.duration = duration
        self.writeFailureCause = writeFailureCause
    }

    /// The same result with another status and message (a recorded reference that was then not
    /// written, and why: `writeFailureCause`).
    public func with(status: SnapshotStatus, message: String, writeFailureCause: String? = nil) -> SnapshotCaseResult {
        SnapshotCaseResult(
            name: name, theme: theme, themePath: themePath, scene: scene, variant: variant, status: status,
            message: message, referencePath: referencePath, comparison: comparison, artifacts: artifacts,
            duration: duration, writeFailureCause: writeFailureCause
        ).located(at: sceneLocation)
    }

    /// The same result, declared at `location`.
    public func located(at location: SourceLocation?) -> SnapshotCaseResult {
        var copy = self
        copy.sceneLocation = location
        return copy
    }
}
