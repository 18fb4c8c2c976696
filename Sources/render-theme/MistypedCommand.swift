import BarTheme
import Foundation

/// `render` is the default subcommand, so `render-theme valdate x.yaml` would take `valdate` as a
/// theme path and render x.yaml. A first word that is not an existing path or an option and is close
/// to a subcommand's name is a typo: the command stops with a suggestion before anything runs.
enum MistypedCommand {
    /// Subcommand names, and words people type for them.
    static let commands = [
        "render", "validate", "explain", "diff", "snapshot", "schema", "describe", "compare", "gallery", "watch",
        "generate", "import", "help",
    ]
    static let aliases = ["verify": "snapshot verify", "record": "snapshot record", "lint": "validate", "check": "validate"]

    /// The message for a mistyped first word, or nil.
    static func problem(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first) else { return nil }
        guard !FileManager.default.fileExists(atPath: first) else { return nil }
        // Theme paths look like paths; a bare word without a dot or slash is a command attempt.
        guard !first.contains("/"), !first.contains(".") else { return nil }
        if let alias = aliases[first] { return "unknown command '\(first)'; did you mean '\(alias)'?" }
        if let close = SpellingSuggestion.closest(to: first, in: commands) {
            return "unknown command '\(first)'; did you mean '\(close)'?"
        }
        return "unknown command '\(first)' (and no file of that name); commands: \(commands.dropLast().joined(separator: ", "))"
    }
}
