/// The scenes a stack scene renders: for each step, the navigation bar as UIKit shows it once the
/// step has finished (unless it is hidden) and, while the controller's toolbar shows, the toolbar
/// with the top item's `toolbarItems` (docs/UIKIT.md §11).
extension SceneDeclaration {
    /// What to render for this scene: the scene itself when it has no `stack:`, else one scene per
    /// step and bar, named `scene.step03` and `scene.step03.toolbar`.
    public var renderedScenes: [SceneDeclaration] {
        guard !stack.isEmpty else { return [self] }
        return NavigationStackSimulator.simulate(self).steps.flatMap { restingScenes(at: $0) }
    }

    /// The scenes of one step (none when both bars are hidden or the stack is empty).
    public func restingScenes(at step: StackStep) -> [SceneDeclaration] {
        var scenes: [SceneDeclaration] = []
        let name = "\(self.name.value).\(step.label)"
        if !step.state.navigationBarHidden && !step.state.items.isEmpty {
            var bar = self
            bar.name = Located(name, at: self.name.location)
            bar.items = step.state.items
            bar.stack = []
            bar.container = nil
            bar.navigationController = nil
            // With the toolbar showing, an iOS 26 iPhone may move the search field into it (docs/UIKIT.md §10.7).
            bar.showsToolbar = !step.state.toolbarHidden
            if step.state.verticallyCompact { bar.makeVerticallyCompact() }
            scenes.append(bar)
        }
        if !step.state.toolbarHidden, let top = step.state.topItem {
            var toolbar = SceneDeclaration(name: Located("\(name).toolbar", at: self.name.location), location: location)
            toolbar.bar = Located(.toolbar, at: location)
            toolbar.containedIn = containedIn
            toolbar.toolbarItems = top.toolbarItems
            toolbar.searchController = top.searchController
            toolbar.backdrop = backdrop
            toolbar.userInterfaceIdiom = userInterfaceIdiom
            toolbar.variants = variants
            toolbar.variants.positions = Located([.bottom], at: location)
            if step.state.verticallyCompact { toolbar.makeVerticallyCompact() }
            scenes.append(toolbar)
        }
        return scenes
    }

    /// A vertically compact screen (landscape iPhone): compact bar metrics and no status bar
    /// (docs/UIKIT.md §1.2).
    private mutating func makeVerticallyCompact() {
        let metrics = variants.metrics?.value ?? [.default]
        variants.metrics = Located(VariantMatrix.unique(metrics.map(\.verticallyCompact)), at: variants.metrics?.location ?? location)
        statusBarHeight = Located(0, at: location)
    }
}

extension BarMetrics {
    /// The metrics a bar uses once the screen is vertically compact.
    var verticallyCompact: BarMetrics {
        switch self {
        case .default, .compact: return .compact
        case .defaultPrompt, .compactPrompt: return .compactPrompt
        }
    }
}
