/// The review images written for one failing case, as paths relative to the report folder.
///
/// Named after the reference: `Ocean/settings-general.default.topAttached.light.375w@3x.actual.png`,
/// `….diff.png` and `….reference.png` (a copy, so the report folder is complete on its own,
/// e.g. as a CI artifact).
public struct SnapshotArtifacts: Sendable, Equatable, Codable {
    /// The reference as it was before this run, when there was one.
    public let reference: String?
    /// The render.
    public let actual: String
    /// The diff image (see `DiffImage`), when both images existed.
    public let diff: String?

    /// Creates a set of artifact paths.
    public init(reference: String?, actual: String, diff: String?) {
        self.reference = reference
        self.actual = actual
        self.diff = diff
    }
}
