import Foundation

/// When a snapshot check writes the rendered image as the new reference instead of only comparing.
///
/// Set with the environment variable `BARTHEME_RECORD` (or the CLI's `--record`). Without either,
/// the mode is `never` under CI (`CI=true`), so a missing reference fails the build instead of
/// being written on a machine nobody looks at, and `missing` everywhere else.
public enum RecordMode: String, Sendable, Equatable, CaseIterable {
    /// Write every reference whose pixels differ from the render (new, failing, or within tolerance);
    /// pixel-identical references are left untouched.
    case all
    /// Write references that do not exist yet; compare the others.
    case missing
    /// Write references that do not exist or whose comparison fails.
    case failed
    /// Write nothing: a missing reference is a failure.
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = "BARTHEME_RECORD"

    /// The mode `environment` asks for: `BARTHEME_RECORD` when set (case-insensitive, surrounding
    /// spaces ignored), otherwise `never` under CI and `missing` elsewhere.
    ///
    /// - Throws: `SnapshotError.invalidRecordMode` when `BARTHEME_RECORD` is set to anything else.
    public static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> RecordMode {
        if let raw = environment[environmentVariable], !raw.trimmingCharacters(in: .whitespaces).isEmpty {
            let value = raw.trimmingCharacters(in: .whitespaces).lowercased()
            guard let mode = RecordMode(rawValue: value) else {
                throw SnapshotError.invalidRecordMode(raw, source: environmentVariable)
            }
            return mode
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// Whether `environment` is a CI run: `CI` set to `true`, `1` or `yes` (any case), as GitHub
    /// Actions, GitLab CI, Buildkite and most other services do.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return ["true", "1", "yes"].contains(value)
    }

    /// Whether a case whose reference is missing is written in this mode.
    var recordsMissing: Bool { self != .never }

    /// Whether a case whose comparison failed is written in this mode.
    var recordsFailures: Bool { self == .all || self == .failed }
}
