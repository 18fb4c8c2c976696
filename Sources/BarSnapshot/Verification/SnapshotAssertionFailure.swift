/// Thrown by `assertBarSnapshot`: the variants that did not pass, or the problem that stopped the check.
///
/// Its description is what a test failure shows: one line per variant with the comparison summary
/// and the next step (for example `run with BARTHEME_RECORD=failed to accept`), and where the review
/// images were written.
public struct SnapshotAssertionFailure: Error, Sendable, CustomStringConvertible {
    /// The variants that failed, are missing, were recorded, or could not be checked.
    public let results: [SnapshotCaseResult]
    /// How many variants were checked in all.
    public let checked: Int
    /// A problem that stopped the check before any variant ran.
    public let problem: SnapshotError?
    /// The report folder the review images were written to, as given (nil: none written).
    public let reportDirectory: String?
    /// Its `index.html`, when written.
    public let reportPage: String?

    /// A failure for `results` out of `checked` variants, with review images in `reportDirectory`.
    public init(results: [SnapshotCaseResult], checked: Int, reportDirectory: String? = nil, reportPage: String? = nil) {
        self.results = results
        self.checked = checked
        problem = nil
        self.reportDirectory = reportDirectory
        self.reportPage = reportPage
    }

    /// A failure before any variant was checked.
    public init(problem: SnapshotError) {
        results = []
        checked = 0
        self.problem = problem
        reportDirectory = nil
        reportPage = nil
    }

    /// What happened and what to do next.
    public var description: String {
        if let problem { return problem.description }
        let recordedOnly = results.allSatisfy { $0.status == .recorded }
        var lines = [
            recordedOnly
                ? "Recorded \(results.count) of \(checked) snapshot reference\(checked == 1 ? "" : "s"); look at them, then run the test again."
                : "\(results.count) of \(checked) snapshot variant\(checked == 1 ? "" : "s") did not pass:"
        ]
        for result in results {
            var line = "- \(result.status.rawValue): \(result.message)"
            if let artifacts = result.artifacts {
                line +=
                    " Review images: \(artifacts.actual)" + (artifacts.diff.map { ", \($0)" } ?? "")
                    + " in \(reportDirectory.map { "the report folder \($0)" } ?? "the report folder")."
            }
            lines.append(line)
        }
        if let reportPage { lines.append("Report: open \(reportPage) to see every failing variant side by side.") }
        return lines.joined(separator: "\n")
    }
}
