/// What one tab bar resolution knows: its layers (instance, `when:` scopes, proxies, parents), the
/// `tabBarItem:` proxies, the appearance object the common resolution chose, the item layout and
/// the colours of the bar's style (docs/UIKIT.md §18.4).
struct TabBarContext {
    /// One tab bar block with its layer's name and rule (as ``AppearanceLayer``).
    struct Layer {
        let name: String
        let rule: String
        let block: TabBarAppearanceDeclaration
        /// Which declaration the layer is (the common stack's ``AppearanceLayer/Source``).
        let source: AppearanceLayer.Source?

        /// Whether the layer is the selected tab's own appearance (`UITabBarItem.standardAppearance`).
        var isTabItem: Bool {
            if case .tabItem? = source { return true }
            return false
        }

        /// How provenance names `slot` of this layer ("items[1].standardAppearance", "tabBar proxy standardAppearance").
        func slotName(_ slot: ThemeKey) -> String {
            isTabItem ? "\(name).\(slot)" : "\(name) \(slot)"
        }
    }

    let scene: SceneDeclaration
    let variant: Variant
    let bar: BarAppearance
    let layers: [Layer]
    /// `tabBarItem:` of the theme, then of each parent.
    let proxies: [(name: String, block: TabBarItemProxyDeclaration)]
    /// The appearance object in use, with its layer, when the common resolution chose one.
    let object: (slot: ThemeKey, layer: Layer, value: TabBarAppearanceObjectDeclaration)?
    let layout: TabBarItemLayout
    /// At the bottom, or at the top (an iPad at regular width on iOS 26).
    let placement: Resolved<TabBarPlacement>
    let style: UserInterfaceStyle
    let contrast: ColorContrast

    init(documents: [ThemeDocument], scene: SceneDeclaration, variant: Variant, bar: BarAppearance) {
        self.scene = scene
        self.variant = variant
        self.bar = bar
        style = bar.effectiveStyle
        contrast = variant.accessibility.contrast
        var barScene = scene
        barScene.instance = scene.tabBarInstance?.barEquivalent
        let stack = AppearanceLayer.stack(
            bar: .tabBar, scene: barScene, documents: documents, variant: variant,
            policy: documents.lazy.compactMap { $0.policies?.containment?.value }.first ?? .apple)
        layers = Self.tabBarLayers(stack, scene: scene, documents: documents)
        proxies = documents.enumerated().compactMap { depth, document in
            document.tabBarItem.map { (depth == 0 ? "tabBarItem proxy" : "tabBarItem proxy of \(document.name) (extends)", $0) }
        }
        let idiom = scene.userInterfaceIdiom?.value ?? TraitEnvironment(variant).userInterfaceIdiom
        layout = TabBarGeometry.itemLayout(idiom: idiom, width: variant.width, compactHeight: variant.metrics.isCompact)
        placement = TabBarPlacement.resolve(era: bar.era, idiom: idiom, width: variant.width)
        object = Self.chosenObject(bar.appearanceObject.value, layers: layers)
    }

    /// The tab bar blocks behind the common layer stack's layers, in its order: each layer's source
    /// names its block (the scene's tab bar instance, a scope's or a document's `tabBar:`).
    static func tabBarLayers(_ stack: [AppearanceLayer], scene: SceneDeclaration, documents: [ThemeDocument]) -> [Layer] {
        stack.compactMap { layer in
            let block: TabBarAppearanceDeclaration?
            switch layer.source {
            case .instance?: block = scene.tabBarInstance
            case .scope(let document, let index)?: block = documents[document].scopes[index].tabBar
            case .proxy(let document)?: block = documents[document].tabBar
            case .tabItem(let index)?: block = scene.tabBarContent.map { Self.ownAppearance($0.items[index]) }
            case nil: block = nil
            }
            return block.map { Layer(name: layer.name, rule: layer.rule, block: $0, source: layer.source) }
        }
    }

    /// A tab's own appearance objects as a tab bar block holding nothing else.
    static func ownAppearance(_ item: TabBarItemDeclaration) -> TabBarAppearanceDeclaration {
        var block = TabBarAppearanceDeclaration(location: item.location)
        block.standardAppearance = item.standardAppearance
        block.scrollEdgeAppearance = item.scrollEdgeAppearance
        return block
    }

    /// The appearance object the common resolution named ("tabBar proxy standardAppearance").
    static func chosenObject(_ description: String, layers: [Layer]) -> (
        slot: ThemeKey, layer: Layer, value: TabBarAppearanceObjectDeclaration
    )? {
        for layer in layers where description.hasPrefix(layer.name) {
            if description.contains(ThemeKey.scrollEdgeAppearance.spelling), let object = layer.block.scrollEdgeAppearance {
                return (.scrollEdgeAppearance, layer, object)
            }
            if description.contains(ThemeKey.standardAppearance.spelling), let object = layer.block.standardAppearance {
                return (.standardAppearance, layer, object)
            }
        }
        return nil
    }

    /// The first layer's value of `property`, with the layers it beat.
    func declared<T>(_ property: (TabBarAppearanceDeclaration) -> Located<T>?, describe: (T) -> String = { "\($0)" }) -> Resolved<T>? {
        var winner: Resolved<T>?
        var losers: [OverriddenDeclaration] = []
        for layer in layers {
            guard let found = property(layer.block) else { continue }
            if winner == nil {
                winner = Resolved(found.value, Provenance(.declared(found.location, layer: layer.name), rule: layer.rule))
            } else {
                losers.append(OverriddenDeclaration(location: found.location, layer: layer.name, value: describe(found.value)))
            }
        }
        return winner.map { Resolved($0.value, $0.provenance, overridden: losers) }
    }

    /// A colour as drawn in this bar's style and contrast, a system colour in the era's palette.
    func color(_ value: ColorValue) -> RGBAColor {
        value.resolved(for: style, contrast: contrast, palette: bar.era.defaults.palette)
    }

    /// A value of the chosen appearance object's item appearance for this layout, in `state`.
    func objectState<T>(_ state: TabBarItemState, _ property: (TabBarItemStateAppearanceDeclaration) -> Located<T>?) -> (
        Located<T>, String
    )? {
        guard let object, let appearance = object.value.itemAppearance(for: layout), let values = appearance.state(state),
            let found = property(values)
        else { return nil }
        return (found, "\(object.layer.slotName(object.slot)).\(layout.appearanceKey).\(state.key)")
    }
}
