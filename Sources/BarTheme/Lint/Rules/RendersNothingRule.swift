/// A theme with no scenes, of its own or from the theme it extends: `render` draws nothing for it,
/// `snapshot` checks nothing, and a folder run used to skip it without a word. A theme that only
/// serves as a parent says so with `lint: { disable: [renders-nothing] }`.
struct RendersNothingRule: LintRule {
    let id = "renders-nothing"
    let summary = "The theme has no scenes (of its own or inherited), so it renders nothing."
    let source = "docs/THEME-FORMAT.md, scenes"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.document.scenes.isEmpty else { return [] }
        let parent = theme.document.extends.map { " and \($0.value) has none either" } ?? ""
        return [
            warning(
                "this theme renders nothing: it has no scenes\(parent), so render, snapshot and gallery draw no bar for it",
                at: SourceLocation(file: theme.document.path, line: 1, column: 1),
                hint:
                    "add scenes: (what to draw, e.g. scenes: [{ name: home, items: [{ title: Home }] }]); a theme that only serves as a parent for others can say lint: { disable: [renders-nothing] }"
            )
        ]
    }
}
