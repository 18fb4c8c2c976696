import BarRender
import BarWriting
import Foundation

/// What a streamed `render` prints, theme by theme as each commits, in the order a run that held
/// every result printed it: per theme the commit failures not already reported, then each bar's
/// path (or error); every transition's line after all bars; last the "N of M files not written"
/// summary, whose cause is the first failure in that same order.
struct RenderReport {
    /// Whether any theme failed to load, render or write (exit status 1).
    var failed = false
    private var unwritten = 0
    private var total = 0
    private var firstBarCause: String?
    private var firstTransitionCause: String?
    /// Transition lines, printed after every theme's bar lines.
    private var transitionLines: [Line] = []

    private enum Line {
        case path(String, alsoShown: [String])
        case error(String)
    }

    /// Commits one theme's staged files and prints what they became.
    mutating func commit(_ staged: RenderRun.StagedTheme) {
        let (writes, results, transitionResults) = (staged.writes, staged.bars, staged.transitions)
        var notWritten: [String: String] = [:]  // target → why
        var commitFailures: [WriteError] = []
        for group in writes.commit() where !group.outcome.succeeded {
            commitFailures += group.outcome.failures
            let cause = group.outcome.failures.first.map(\.reason) ?? "a write failed"
            for target in group.outcome.notWritten { notWritten[target] = cause }
        }
        // A file whose own write failed was already reported with its result; print the others once.
        let reportedPaths = Set(
            results.compactMap { result -> String? in
                if case .failure(let failure) = result { return failure.path.map { WriteError.displayPath($0) } }
                return nil
            })
        for failure in commitFailures where !reportedPaths.contains(failure.path) {
            StandardError.print("error: \(failure)")
        }
        for result in results {
            if let line = account(result, notWritten: notWritten, transition: false) { Self.emit(line) }
        }
        for result in transitionResults {
            if let line = account(result, notWritten: notWritten, transition: true) { transitionLines.append(line) }
        }
    }

    /// Prints the transition lines and the summary of files not written.
    mutating func finish(folder: String) {
        for line in transitionLines { Self.emit(line) }
        transitionLines = []
        if unwritten > 0 {
            StandardError.print(
                "\(unwritten) of \(total) files not written (\(firstBarCause ?? firstTransitionCause ?? "")); each theme's files in \(folder) were left as they were"
            )
        }
    }

    private mutating func account(
        _ result: Result<WrittenFile, RenderFailure>, notWritten: [String: String], transition: Bool
    ) -> Line? {
        total += 1
        switch result {
        case .success(let file):
            guard let cause = notWritten[file.target] else { return .path(file.shown, alsoShown: file.alsoShown) }
            unwritten += 1
            note(cause, transition: transition)
            failed = true
            return nil
        case .failure(let failure):
            if failure.isWrite {
                unwritten += 1
                note(failure.description, transition: transition)
            }
            failed = true
            return .error("error: \(failure)")
        }
    }

    /// Keeps the first cause of a file not written, bars' and transitions' apart.
    private mutating func note(_ cause: String, transition: Bool) {
        if transition { firstTransitionCause = firstTransitionCause ?? cause } else { firstBarCause = firstBarCause ?? cause }
    }

    private static func emit(_ line: Line) {
        switch line {
        case .path(let path, let alsoShown): for shown in [path] + alsoShown { Chatter.print(shown) }
        case .error(let message): StandardError.print(message)
        }
    }
}
