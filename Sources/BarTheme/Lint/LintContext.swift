/// What a lint rule looks at: the theme, its `extends` chain, and every bar block it declares
/// (proxies, `when:` scopes, scene instances), each with the proxies it inherits values from.
public struct LintContext: Sendable {
    /// One bar block and where it sits.
    public struct BarBlock: Sendable {
        /// A navigation bar or toolbar block.
        public let kind: BarKind
        /// The block's own declarations.
        public let block: BarAppearanceDeclaration
        /// Blocks whose values apply where this one is silent, nearest first: for a scope or a
        /// scene instance the theme's proxy, then the parents' proxies; for a proxy its parents'.
        public let inherited: [BarAppearanceDeclaration]
        /// What shows through a translucent bar (a scene's `backdrop`), if known.
        public let backdrop: ColorValue?

        /// The first value set in this block or the blocks it inherits from.
        public func value<T>(_ get: (BarAppearanceDeclaration) -> T?) -> T? {
            if let own = get(block) { return own }
            for block in inherited { if let value = get(block) { return value } }
            return nil
        }

        /// Every background image that can apply to this bar.
        public var allBackgroundImages: [BackgroundImageDeclaration] {
            ([block] + inherited).flatMap(\.backgroundImages)
        }
    }

    /// The theme being linted.
    public let document: ThemeDocument
    /// Its `extends` chain, nearest first.
    public let parents: [ThemeDocument]
    /// Every bar block the theme declares.
    public let blocks: [BarBlock]
    /// The renderer's fonts and image decoding, when the caller has them (`render-theme validate`).
    public let resources: (any LintResources)?
    /// The contrast colours are checked at: `.high` in the pass for Increase Contrast (docs/UIKIT.md §16.1).
    public var contrast: ColorContrast = .normal
    /// Scene appearances resolved once for all the rules of this lint run.
    let resolutions: LintResolutions

    /// The contrasts the theme is rendered with: normal, and high when a scene's `accessibility:`
    /// axis turns Increase Contrast on, so lint checks the colours people with that setting see.
    public var renderedContrasts: [ColorContrast] {
        let high = document.scenes.contains { scene in scene.variants.accessibility?.value.contains { $0.increaseContrast } == true }
        return high ? [.normal, .high] : [.normal]
    }

    /// The context for `document` and its `parents`: collects every bar block with what it inherits.
    public init(document: ThemeDocument, parents: [ThemeDocument], resources: (any LintResources)? = nil) {
        self.document = document
        self.parents = parents
        self.resources = resources
        self.resolutions = LintResolutions(documents: [document] + parents)
        var blocks: [BarBlock] = []
        for kind in BarKind.allCases {
            let parentProxies = parents.compactMap { $0.appearance(for: kind) }
            let proxies = [document.appearance(for: kind)].compactMap { $0 } + parentProxies
            if let proxy = document.appearance(for: kind) {
                blocks.append(BarBlock(kind: kind, block: proxy, inherited: parentProxies, backdrop: nil))
            }
            for scope in document.scopes {
                if let block = scope.appearance(for: kind) {
                    blocks.append(BarBlock(kind: kind, block: block, inherited: proxies, backdrop: nil))
                }
            }
            for scene in document.scenes where (scene.bar?.value ?? .navigationBar) == kind {
                if let instance = kind == .tabBar ? scene.tabBarInstance?.barEquivalent : scene.instance {
                    blocks.append(BarBlock(kind: kind, block: instance, inherited: proxies, backdrop: scene.backdrop?.value))
                }
            }
        }
        self.blocks = blocks
    }

    /// The era this pass lints in (`Linter` sets it for each era of a `supports:` range or of
    /// `validate --era`); `nil`: the theme's own `era:`.
    public var eraOverride: Era? = nil

    /// The era linted: ``eraOverride``, else `era:` of the theme or its nearest parent that sets it,
    /// with `compatibilityMode` applied (`Era.effective`); default `Era.themeDefault`.
    public var era: Era {
        if let eraOverride { return eraOverride }
        return Era.effective(
            declared: ([document] + parents).lazy.compactMap(\.era?.value).first,
            compatibilityMode: ([document] + parents).lazy.compactMap(\.compatibilityMode?.value).first,
            xcode: ([document] + parents).lazy.compactMap(\.xcode?.value).first)
    }

    /// The eras a theme is linted in: `eras` (the command line's) as given; else each era of the
    /// theme's `supports:` range as an app on that iOS draws it (`compatibilityMode` applied);
    /// else `[nil]`, the theme's one era.
    public static func erasToLint(document: ThemeDocument, parents: [ThemeDocument], eras: [Era]?) -> [Era?] {
        if let eras, !eras.isEmpty { return VariantMatrix.unique(eras) }
        let documents = [document] + parents
        guard let range = EraVariant.deploymentRange(of: documents) else { return [nil] }
        let mode = documents.lazy.compactMap(\.compatibilityMode?.value).first
        let xcode = documents.lazy.compactMap(\.xcode?.value).first
        return VariantMatrix.unique(range.eras.map { Era.effective(declared: $0, compatibilityMode: mode, xcode: xcode) })
    }

    /// `policies.shadowImageRequiresBackgroundImage` from the chain; default true for `ios7`,
    /// false for `ios13` (docs/UIKIT.md §3.4, §8 #8).
    public var shadowImageRequiresBackgroundImage: Bool {
        ([document] + parents).lazy.compactMap(\.policies?.shadowImageRequiresBackgroundImage?.value).first ?? (era == .ios7)
    }

    /// Every appearance object declared in the theme (bars and navigation items), with its bar kind.
    public var appearanceObjects: [(kind: BarKind, object: BarAppearanceObjectDeclaration, backdrop: ColorValue?)] {
        var found: [(BarKind, BarAppearanceObjectDeclaration, ColorValue?)] = []
        func add(_ kind: BarKind, _ block: BarAppearanceDeclaration, _ backdrop: ColorValue?) {
            for object in [
                block.standardAppearance, block.compactAppearance, block.scrollEdgeAppearance, block.compactScrollEdgeAppearance,
            ] {
                if let object { found.append((kind, object, backdrop)) }
            }
        }
        for block in blocks { add(block.kind, block.block, block.backdrop) }
        for scene in document.scenes {
            for item in scene.items {
                for object in [
                    item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance, item.compactScrollEdgeAppearance,
                ] {
                    if let object { found.append((.navigationBar, object, scene.backdrop?.value)) }
                }
            }
        }
        return found
    }
}

extension LintContext {
    /// The bar a scene draws, as a block: its instance values over the theme's proxy, or the proxy.
    public func sceneBar(_ scene: SceneDeclaration) -> BarBlock {
        let kind = scene.bar?.value ?? .navigationBar
        let parentProxies = parents.compactMap { $0.appearance(for: kind) }
        let proxies = [document.appearance(for: kind)].compactMap { $0 } + parentProxies
        if let instance = scene.instance {
            return BarBlock(kind: kind, block: instance, inherited: proxies, backdrop: scene.backdrop?.value)
        }
        return BarBlock(
            kind: kind, block: proxies.first ?? BarAppearanceDeclaration(location: scene.location),
            inherited: Array(proxies.dropFirst()), backdrop: scene.backdrop?.value)
    }
}
