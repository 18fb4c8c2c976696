import Foundation

/// The appearances the lint rules resolve, one resolution per scene and variant for a whole lint
/// run: the glyph rule and the item-contrast rule both resolve each scene's first variant (light,
/// normal contrast), which was two `AppearanceResolver.resolve` calls per scene (docs/PERFORMANCE.md,
/// "validate, third pass"). Resolution depends only on the documents, the scene and the variant, and
/// a run lints one theme with one `extends` chain, so a stored appearance is the one a new call gives.
final class LintResolutions: @unchecked Sendable {
    private struct Key: Hashable {
        /// Where the scene is declared and its name (a stored scene is compared whole on a hit, so
        /// two scenes made with the same location, as tests may, never share an appearance).
        let location: SourceLocation
        let name: String
        let variant: Variant
    }

    private let documents: [ThemeDocument]
    private let lock = NSLock()
    private var resolved: [Key: (scene: SceneDeclaration, appearance: BarAppearance)] = [:]

    init(documents: [ThemeDocument]) { self.documents = documents }

    /// `AppearanceResolver().resolve(documents:scene:variant:)` for this run's documents.
    func appearance(scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        let key = Key(location: scene.location, name: scene.name.value, variant: variant)
        if let known = lock.withLock({ resolved[key] }), known.scene == scene { return known.appearance }
        let appearance = AppearanceResolver().resolve(documents: documents, scene: scene, variant: variant)
        lock.withLock { resolved[key] = (scene, appearance) }
        return appearance
    }
}
