import BarTheme

extension BarRenderer.Output {
    /// The back title the layout drew (it may be shortened to "Back" or left out), or nil without a back button.
    var drawnBackTitle: String? {
        content.backButton == nil ? nil : (layout.texts.first { $0.role == .backTitle }?.text ?? "")
    }

    /// Every property `explain` shows for the drawn bar (`ExplainedBar`): the resolver's, then the
    /// content's, which need the layout (what fits) and the decoded images (translucency inferred
    /// from a background image's alpha).
    public func explainedProperties(scene: SceneDeclaration) -> [ExplainedProperty] {
        ExplainedBar.properties(scene: scene, appearance: appearance, content: content, drawnBackTitle: drawnBackTitle, variant: variant)
            + capsuleProperty
    }

    /// The iOS 26 tab bar's capsule: its width and the rule that sized its slots (docs/UIKIT.md
    /// §18.6), which needs the layout (the tabs' measured titles).
    var capsuleProperty: [ExplainedProperty] {
        guard let rule = layout.capsuleRule else { return [] }
        let frame = layout.contentFrame
        let value = "\(GlassTabBarGeometry.points(frame.width)) pt wide at x \(GlassTabBarGeometry.points(frame.minX))"
        return [ExplainedProperty("layout.capsule", value, Provenance(.defaulted("ios26 tab bar"), rule: rule))]
    }

    /// The one-line summary of the bar `explain` prints first.
    public var explanationSummary: String {
        ExplainedBar.summary(appearance: appearance, content: content, drawnBackTitle: drawnBackTitle)
    }
}
