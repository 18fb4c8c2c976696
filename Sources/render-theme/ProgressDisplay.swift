import BarSnapshot
import BarTheme
import Foundation

/// Shows a snapshot run's progress.
///
/// On a terminal (standard error is a TTY, `TERM` not `dumb`): a bar redrawn in place on standard error, with lines for
/// variants that did not pass printed above it. Elsewhere (CI logs, pipes): no bar, only those
/// lines, so logs stay short. Calls come one at a time from the run's workers.
final class ProgressDisplay: @unchecked Sendable {
    /// Whether standard error is a terminal that can redraw a line: a TTY whose `TERM` is set and not
    /// `dumb` (a dumb terminal, such as Emacs' shell buffer, shows `ESC[2K` as garbage).
    static var standardErrorIsTerminal: Bool {
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        return isatty(STDERR_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }

    private let interactive: Bool
    private var barShown = false
    private let width = 30

    init(interactive: Bool) {
        self.interactive = interactive
    }

    /// Reports one finished variant.
    func update(_ result: SnapshotCaseResult, finished: Int, total: Int) {
        // Recorded references are only real once their theme's files are all written: the run
        // prints them, and those not written, after committing (`line(for:)`).
        if result.status != .passed && result.status != .recorded && result.status != .notWritten {
            clearBar()
            print(Self.line(for: result))
            fflush(nil)
        }
        guard interactive else { return }
        let filled = total == 0 ? width : finished * width / total
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(
            Data("\r\u{1B}[2K\(bar) \(finished)/\(total) \(OutputSanitizer.terminal(result.name, keepingLineBreaks: false))".utf8))
        barShown = true
    }

    /// The line for a variant that did not pass: `failed: …`, `not written: …`.
    /// Without the advice on what to run next, which the run prints once (`advice(for:)`).
    static func line(for result: SnapshotCaseResult) -> String {
        var message = result.message
        for advice in [SnapshotVerifier.acceptFailureAdvice, SnapshotVerifier.recordMissingAdvice] where message.hasSuffix(" " + advice) {
            message.removeLast(advice.count + 1)
        }
        return "\(result.status == .notWritten ? "not written" : result.status.rawValue): \(message)"
    }

    /// What to run next, once per run: to accept the failures, to record the missing references.
    static func advice(for summary: SnapshotSummary) -> [String] {
        var lines: [String] = []
        if summary.failed > 0 {
            let them = summary.failed == 1 ? "it" : "them"
            lines.append(
                "If the change\(summary.failed == 1 ? " is" : "s are") intended, run with \(RecordMode.environmentVariable)=failed "
                    + "(or `render-theme snapshot record --record failed`) to accept \(them).")
        }
        if summary.missing > 0 {
            let them = summary.missing == 1 ? "it" : "them"
            lines.append(
                "Run with \(RecordMode.environmentVariable)=missing (or `render-theme snapshot record --record missing`) to write "
                    + "\(them), look at \(them), and commit \(them).")
        }
        return lines
    }

    /// Removes the bar, before the final output.
    func finish() {
        clearBar()
    }

    private func clearBar() {
        guard barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8))
        barShown = false
    }
}
