/// One image to make: a theme's scene in one variant, with the file name it is written to.
public struct RenderJob: Sendable {
    /// The theme.
    public let document: ThemeDocument
    /// The theme's `extends` parents, nearest first.
    public let parents: [ThemeDocument]
    /// The scene to draw.
    public let scene: SceneDeclaration
    /// The variant to draw it in.
    public let variant: Variant

    /// A job for `scene` of `document` (with its `parents`) in `variant`.
    public init(document: ThemeDocument, parents: [ThemeDocument] = [], scene: SceneDeclaration, variant: Variant) {
        self.document = document
        self.parents = parents
        self.scene = scene
        self.variant = variant
    }

    /// `Ocean/settings-general.default.topAttached.light.375w@3x.png` (THEME-FORMAT.md naming).
    public var relativeOutputPath: String {
        "\(document.outputKey)/\(scene.name.value).\(variant).png"
    }

    /// Every job of a theme: each scene (or only `sceneName`) times its variants. A scene with a
    /// `stack:` contributes one scene per step and bar (`scene.step03`, `scene.step03.toolbar`);
    /// `sceneName` selects a whole stack scene or one of its steps. Each variant comes in every era of
    /// the theme's `supports:` range or of `overrides.eras` (`EraVariant.axis`).
    public static func jobs(
        for document: ThemeDocument, parents: [ThemeDocument] = [], sceneName: String? = nil,
        overrides: VariantOverrides = VariantOverrides()
    ) -> [RenderJob] {
        let eras = EraVariant.axis(documents: [document] + parents, overrides: overrides)
        return document.scenes
            .flatMap(\.renderedScenes)
            .filter { scene in
                guard let sceneName else { return true }
                return scene.name.value == sceneName || scene.name.value.hasPrefix(sceneName + ".")
            }
            .flatMap { scene in
                VariantMatrix.variants(for: scene, overrides: overrides, eras: eras).map {
                    RenderJob(document: document, parents: parents, scene: scene, variant: $0)
                }
            }
    }
}
