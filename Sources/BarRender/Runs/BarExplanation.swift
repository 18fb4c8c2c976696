import BarTheme

extension BarRenderer.Output {
    /// The back title the layout drew (it may be shortened to "Back" or left out), or nil without a back button.
    var drawnBackTitle: String? {
        content.backButton == nil ? nil : (layout.texts.first { $0.role == .backTitle }?.text ?? "")
    }

    /// Every property `explain` shows for the drawn bar: the resolver's, then the content's (titles,
    /// items, back button), which need the layout (what fits) and the decoded images (translucency
    /// inferred from a background image's alpha).
    public func explainedProperties(scene: SceneDeclaration) -> [ExplainedProperty] {
        appearance.explained
            + ContentExplanation.properties(
                scene: scene, content: content, drawnBackTitle: drawnBackTitle, era: appearance.era,
                searchRule: BarLayoutEngine.searchRule(content, appearance: appearance, variant: variant),
                largeTitles: (appearance.prefersLargeTitles.value, variant.metrics))
            + BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
    }

    /// The one-line summary of the bar `explain` prints first.
    public var explanationSummary: String {
        ExplanationSummary.line(appearance: appearance, content: content, drawnBackTitle: drawnBackTitle)
    }
}
