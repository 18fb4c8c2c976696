import BarTheme

extension BarRenderer {
    /// A tab bar scene resolved, its fonts and images loaded, and laid out (docs/UIKIT.md §18).
    func layTabBar(_ job: RenderJob) throws(RenderError) -> (
        bar: BarAppearance, tabBar: TabBarAppearance, content: TabBarContent, layout: BarLayout
    ) {
        let (bar, tabBar) = TabBarResolver(era: era, images: images).resolve(
            documents: [job.document] + job.parents, scene: job.scene, variant: job.variant)
        let resolved = TabBarContent.resolve(job.scene)
        let content = job.variant.pseudoLanguage.map { $0.transform(resolved) } ?? resolved
        for look in tabBar.items { try engine.validate(look.titleFont.value) }
        for tab in content.tabs {
            if case .file(let image) = tab.image { _ = try images.image(image, scale: job.variant.scale) }
        }
        if let image = bar.background.value.image?.image { _ = try images.image(image, scale: job.variant.scale) }
        if case .image(let image, _) = bar.shadow.value { _ = try images.image(image, scale: job.variant.scale) }
        if let image = tabBar.selectionIndicator.value { _ = try images.image(image, scale: job.variant.scale) }
        let layout = TabBarLayoutPart(measurer: engine, images: images, shadowBand: includesShadowBand).layout(
            bar: bar, tabBar: tabBar, content: content, variant: job.variant)
        return (bar, tabBar, content, layout)
    }
}
