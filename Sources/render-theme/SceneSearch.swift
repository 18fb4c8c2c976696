import BarTheme

/// What `--scene NAME` found over a run's themes, for the messages a command prints: a warning for
/// a theme that has nothing to draw, and an error when no theme had the scene (naming those there are).
struct SceneSearch {
    let sceneName: String?
    private var anyJobs = false
    private var sceneNames: [String] = []

    init(sceneName: String?) {
        self.sceneName = sceneName
    }

    /// Notes one theme's jobs; says so when a theme has nothing to draw: a warning for a theme named
    /// on the command line, a note for one found in a folder (a parent such as base/CorporateBase.yaml),
    /// so no theme is ever skipped without a word.
    mutating func note(_ loaded: ThemeLoader.Loaded, input: ThemeInputs.Input, foundJobs: Bool) {
        anyJobs = anyJobs || foundJobs
        if sceneName != nil { sceneNames += loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value) }
        guard !foundJobs && sceneName == nil else { return }
        let why = loaded.document.extends == nil ? "no scenes" : "no scenes of its own or from the theme it extends"
        let line = "\(input.path): \(input.fromFolder ? "note" : "warning"): the theme has \(why); nothing to render"
        // A folder's parent theme is a note (`--quiet` drops it); a named theme that draws nothing is a warning.
        if input.fromFolder { Chatter.note(line) } else { StandardError.print(line) }
    }

    /// Ends the command (exit 2) when `--scene` matched no theme.
    func finish() throws {
        guard let sceneName, !anyJobs else { return }
        StandardError.print(
            "error: no scene named '\(sceneName)'"
                + (sceneNames.isEmpty ? "; the themes have no scenes" : "; scenes: \(sceneNames.joined(separator: ", "))"))
        throw ExitCodes.usageOrIO
    }

    /// "no scene named 'x'; scenes: a, b" (or "the theme has no scenes" when none was asked for), the
    /// words explain and describe use for one theme.
    static func notFound(_ sceneName: String?, scenes names: [String]) -> String {
        (sceneName.map { "no scene named '\($0)'" } ?? "the theme has no scenes")
            + (names.isEmpty ? "" : "; scenes: \(names.joined(separator: ", "))")
    }
}
