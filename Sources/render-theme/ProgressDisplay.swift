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
    static func line(for result: SnapshotCaseResult) -> String {
        "\(result.status == .notWritten ? "not written" : result.status.rawValue): \(result.message)"
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
