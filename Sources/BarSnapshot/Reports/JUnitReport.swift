import Foundation

/// The JUnit XML report, `junit.xml`, for CI test dashboards (GitHub, GitLab, Jenkins, Buildkite).
///
/// One `<testsuite>` per theme, one `<testcase>` per variant (`classname` the theme and scene,
/// `name` the variant). A failing or missing variant has a `<failure>` whose `message` is the
/// case's summary; a variant that could not be checked has an `<error>`; a recorded one passes
/// with a `<system-out>` line. Theme files that could not be loaded become a testcase with an error.
///
/// Every path in it is relative to the folder the run started in (where the `file` attribute's
/// theme path is too): a failure's `reference:` is the committed reference (`Snapshots/…`), its
/// `actual:` and `diff:` the review images in the report folder (`.snapshot-artifacts/…`).
public enum JUnitReport {
    /// The XML text for `outcome`.
    public static func render(_ outcome: SnapshotRun.Outcome) -> String {
        let summary = outcome.summary
        let byTheme = Dictionary(grouping: outcome.results, by: \.theme)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"BarTheme snapshots\" tests=\"\(summary.total + outcome.themeErrors.count)\" "
            + "failures=\"\(summary.failed + summary.missing)\" errors=\"\(summary.errors + summary.notWritten)\" "
            + "time=\"\(seconds(outcome.results.map(\.duration).reduce(0, +)))\">\n"
        for theme in byTheme.keys.sorted() {
            let cases = byTheme[theme] ?? []
            let failures = cases.filter { $0.status == .failed || $0.status == .missing }.count
            let errors = cases.filter { $0.status == .error || $0.status == .notWritten }.count
            xml +=
                "  <testsuite name=\"\(e(theme))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" "
                + "skipped=\"0\" time=\"\(seconds(cases.map(\.duration).reduce(0, +)))\">\n"
            for result in cases {
                xml +=
                    "    <testcase classname=\"\(e(result.theme)).\(e(result.scene))\" name=\"\(e(result.variant))\" "
                    + "file=\"\(e(result.themePath))\" time=\"\(seconds(result.duration))\""
                switch result.status {
                case .passed:
                    xml += "/>\n"
                case .recorded:
                    xml += ">\n      <system-out>\(e(result.message))</system-out>\n    </testcase>\n"
                case .failed, .missing:
                    xml +=
                        ">\n      <failure message=\"\(e(result.message))\" type=\"\(result.status.rawValue)\">"
                        + "\(e(details(result, report: outcome.configuration.reportPath ?? "")))</failure>\n    </testcase>\n"
                case .error, .notWritten:
                    xml +=
                        ">\n      <error message=\"\(e(result.message))\" type=\"\(result.status.rawValue)\">\(e(result.message))</error>\n    </testcase>\n"
                }
            }
            xml += "  </testsuite>\n"
        }
        if !outcome.themeErrors.isEmpty {
            xml +=
                "  <testsuite name=\"themes\" tests=\"\(outcome.themeErrors.count)\" failures=\"0\" "
                + "errors=\"\(outcome.themeErrors.count)\" skipped=\"0\" time=\"0\">\n"
            for error in outcome.themeErrors {
                let name: String
                if case .theme(let path, _) = error { name = path } else { name = "theme" }
                xml +=
                    "    <testcase classname=\"themes\" name=\"\(e(name))\" time=\"0\">\n"
                    + "      <error message=\"\(e(error.description))\" type=\"theme\">\(e(error.description))</error>\n"
                    + "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The failure body: the message and where to look, every path relative to the run's folder.
    private static func details(_ result: SnapshotCaseResult, report: String) -> String {
        var lines = [result.message, "reference: \(result.referencePath)"]
        if let artifacts = result.artifacts {
            lines.append("actual: \((report as NSString).appendingPathComponent(artifacts.actual))")
            if let diff = artifacts.diff { lines.append("diff: \((report as NSString).appendingPathComponent(diff))") }
        }
        return lines.joined(separator: "\n")
    }

    private static func e(_ text: String) -> String { MarkupEscaping.escape(text) }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
