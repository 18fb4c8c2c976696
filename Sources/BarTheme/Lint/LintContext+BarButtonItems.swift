extension LintContext {
    /// Every bar button item the theme's scenes declare: each scene's toolbar items and, for each
    /// navigation item of its `items:` and `stack:` steps, `declaredBarButtonItems` (grouped items
    /// included).
    var declaredBarButtonItems: [BarButtonItemDeclaration] {
        document.scenes.flatMap { scene in
            scene.toolbarItems + (scene.items + scene.stack.flatMap(\.declaredItems)).flatMap(\.declaredBarButtonItems)
        }
    }
}
