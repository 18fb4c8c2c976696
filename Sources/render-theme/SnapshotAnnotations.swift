import ArgumentParser
import BarSnapshot
import BarTheme

/// `snapshot --format`: `text`, or `github`, which adds a GitHub Actions workflow annotation for
/// every variant that did not pass and every theme that did not load.
enum SnapshotOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text, github
}

/// The workflow annotations of a snapshot run (`::error file=…,line=…,title=…::message`): each on
/// the theme file at the failing scene's `name:` line, so the pull request shows it beside the
/// scene, with where the review images are (the report folder, uploaded as an artifact by the
/// action).
enum SnapshotAnnotations {
    static func lines(for outcome: SnapshotRun.Outcome, report: String) -> [String] {
        var lines: [String] = []
        for result in outcome.results where [.failed, .missing, .error, .notWritten].contains(result.status) {
            var properties = ["file=\(DiagnosticReport.escapeGitHubProperty(result.sceneLocation?.file ?? result.themePath))"]
            if let location = result.sceneLocation { properties.append("line=\(location.line)") }
            let title =
                "snapshot \(result.status == .notWritten ? "not written" : result.status.rawValue): \(result.scene) \(result.variant)"
            properties.append("title=\(DiagnosticReport.escapeGitHubProperty(title))")
            let images =
                result.status == .failed || result.status == .missing
                ? " (reference, actual and diff in the report folder \(report), index.html)" : ""
            lines.append("::error \(properties.joined(separator: ","))::\(DiagnosticReport.escapeGitHub(result.message + images))")
        }
        for error in outcome.themeErrors {
            if case .theme(let path, let diagnostics) = error {
                let properties = "file=\(DiagnosticReport.escapeGitHubProperty(path)),title=theme does not load"
                lines.append("::error \(properties)::\(DiagnosticReport.escapeGitHub(diagnostics))")
            } else {
                lines.append("::error title=snapshot::\(DiagnosticReport.escapeGitHub(error.description))")
            }
        }
        return lines
    }
}
