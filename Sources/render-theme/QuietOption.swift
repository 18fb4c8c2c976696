import ArgumentParser

/// `--quiet` / `-q`: a command prints only what needs attention (errors, warnings, failures and
/// where their report is), none of its progress, paths written, "N theme files from …" or summary
/// lines. Results a command exists to print (explain's explanation, compare's report, generated
/// code on standard output) are not chatter and still print.
struct QuietOption: ParsableArguments {
    @Flag(name: [.customShort("q"), .long], help: "Print only errors, warnings and failures: no paths, progress or summary lines.")
    var quiet = false

    /// Applies the flag to the whole run (`Chatter`); call first in `run()`.
    func apply() { Chatter.isQuiet = quiet }
}

/// The lines a command prints to tell what it is doing or did (not problems, not its results);
/// `--quiet` turns them off for the run.
enum Chatter {
    /// Set once by the command before any work (single-threaded at that point).
    nonisolated(unsafe) static var isQuiet = false

    /// Prints `text` to standard output unless quiet.
    static func print(_ text: String) {
        guard !isQuiet else { return }
        render_theme.print(text)
    }

    /// Prints `text` to standard error unless quiet.
    static func note(_ text: String) {
        guard !isQuiet else { return }
        StandardError.print(text)
    }
}
