import BarTheme

/// `render-theme validate --pseudo …`: lays out every scene of a theme in the variants the
/// overrides ask for (a pseudolanguage, accessibility settings) with the real text engine, and
/// reports what truncates or collides (`LayoutFindings`, docs/UIKIT.md §17).
public final class RenderedLayoutCheck: LayoutChecking {
    let renderer: BarRenderer
    let overrides: VariantOverrides

    /// A check of the variants `overrides` selects, laid out by a renderer of its own.
    public init(overrides: VariantOverrides) throws(RenderError) {
        renderer = try BarRenderer()
        self.overrides = overrides
    }

    /// What truncates or collides in every scene of `document` (with its `parents`) in the variants the
    /// overrides select, each finding once; a scene that fails to render is left to validate's own error.
    public func findings(document: ThemeDocument, parents: [ThemeDocument]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for job in RenderJob.jobs(for: document, parents: parents, overrides: overrides) {
            // A render that fails (a broken file) is validate's own error already.
            guard let (content, layout) = try? renderer.laidOut(job) else { continue }
            for finding in LayoutFindings.check(layout, content: content, scene: job.scene, variant: job.variant)
            where seen.insert(finding).inserted {
                found.append(finding)
            }
        }
        return found
    }
}
