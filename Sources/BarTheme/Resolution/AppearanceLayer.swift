/// One layer of declarations the per-property chain looks through, most important first:
/// the scene's instance values, matching `when:` scopes (ranked), the theme's proxy block, then
/// the same for each `extends` parent (docs/UIKIT.md §3.7; the order of docs/PRECEDENCE.md section 1).
public struct AppearanceLayer: Sendable {
    /// Shown in provenance: "scene 's' instance", "when[0] containedIn [A]", "navigationBar proxy".
    public let name: String
    /// Why this layer beats the ones after it.
    public let rule: String
    /// The layer's declarations.
    public let block: BarAppearanceDeclaration
    /// Which declaration of the theme the layer is: a bar's own blocks (the tab bar's) are found
    /// by it, never by where the block was written (blocks built in code, as import and the
    /// code generator's round trip build them, may share a place).
    public let source: Source?

    /// The scene's instance values, a `when:` scope of a document, or a document's proxy block;
    /// `document` counts from the theme (0) through its `extends` parents.
    public enum Source: Hashable, Sendable {
        /// The scene's instance values.
        case instance
        /// The `when:` scope at `index` of `document`.
        case scope(document: Int, index: Int)
        /// The proxy block of `document`.
        case proxy(document: Int)
        /// The appearance objects of the selected tab at `index` of a tab bar scene (`UITabBarItem`'s own).
        case tabItem(index: Int)
    }

    /// How provenance names `slot` of this layer: "items[1].standardAppearance" for a tab's own,
    /// "tabBar proxy standardAppearance" for the others.
    func slotName(_ slot: String) -> String {
        if case .tabItem? = source { return "\(name).\(slot)" }
        return "\(name) \(slot)"
    }

    /// A layer named `name`, beating the later ones for `rule`, with `block`'s declarations.
    public init(name: String, rule: String, block: BarAppearanceDeclaration, source: Source? = nil) {
        self.name = name
        self.rule = rule
        self.block = block
        self.source = source
    }

    /// The layers for `bar` in `scene`, given the theme and its parents (nearest first).
    public static func stack(
        bar: BarKind, scene: SceneDeclaration, documents: [ThemeDocument], variant: Variant,
        policy: ContainmentPolicy
    ) -> [AppearanceLayer] {
        var layers: [AppearanceLayer] = []
        if bar == .tabBar, let tab = selectedTabLayer(scene) { layers.append(tab) }
        if let instance = scene.instance {
            layers.append(
                AppearanceLayer(
                    name: "scene '\(scene.name.value)' instance",
                    rule: "a value set on the bar instance beats every appearance proxy (docs/UIKIT.md §3.7)",
                    block: instance, source: .instance))
        }
        let chain = scene.containedIn?.value ?? []
        let traits = TraitEnvironment(variant)
        for (depth, document) in documents.enumerated() {
            let origin = depth == 0 ? "" : " of \(document.name) (extends)"
            let matches = document.scopes.enumerated().compactMap { index, scope in
                scope.appearance(for: bar) == nil ? nil : ScopeMatcher.match(scope, index: index, chain: chain, traits: traits)
            }
            for match in ScopeMatcher.ranked(matches, policy: policy) {
                let scope = document.scopes[match.index]
                guard let block = scope.appearance(for: bar) else { continue }
                layers.append(
                    AppearanceLayer(
                        name: "when[\(match.index)] \(describe(scope))\(origin)",
                        rule: rule(for: match, policy: policy),
                        block: block, source: .scope(document: depth, index: match.index)))
            }
            if let proxy = document.appearance(for: bar) {
                layers.append(
                    AppearanceLayer(
                        name: "\(bar.rawValue) proxy\(origin)",
                        rule: depth == 0
                            ? "the \(bar.rawValue).appearance() value applies to every bar (docs/UIKIT.md §3.7)"
                            : "inherited from the parent theme; the child's own values come first",
                        block: proxy, source: .proxy(document: depth)))
            }
        }
        return layers
    }

    static func describe(_ scope: ScopedAppearanceDeclaration) -> String {
        var parts: [String] = []
        if let chain = scope.containedIn?.value { parts.append("containedIn [\(chain.joined(separator: ", "))]") }
        if let t = scope.traits {
            var traits: [String] = []
            if let v = t.userInterfaceStyle?.value { traits.append("userInterfaceStyle: \(v.rawValue)") }
            if let v = t.horizontalSizeClass?.value { traits.append("horizontalSizeClass: \(v.rawValue)") }
            if let v = t.verticalSizeClass?.value { traits.append("verticalSizeClass: \(v.rawValue)") }
            if let v = t.layoutDirection?.value { traits.append("layoutDirection: \(v.rawValue)") }
            if let v = t.userInterfaceIdiom?.value { traits.append("userInterfaceIdiom: \(v.rawValue)") }
            parts.append("traits {\(traits.joined(separator: ", "))}")
        }
        return parts.joined(separator: " ")
    }

    static func rule(for match: ScopeMatcher.Match, policy: ContainmentPolicy) -> String {
        guard match.anchor != nil else {
            return "a trait-scoped proxy matching this render beats the unscoped proxy (docs/UIKIT.md §3.7)"
        }
        switch policy {
        case .apple:
            return
                "a matching containedIn proxy beats the unscoped proxy; among them the outermost container wins, then the longer chain (docs/UIKIT.md §3.7, policy apple)"
        case .mostSpecific:
            return
                "a matching containedIn proxy beats the unscoped proxy; among them the longest chain wins (docs/UIKIT.md §3.7, policy mostSpecific)"
        }
    }

    /// The first layer that sets a property, its value, and every later layer that also set it.
    public static func first<T>(
        in layers: [AppearanceLayer], describe: (T) -> String = { "\($0)" },
        _ property: (BarAppearanceDeclaration) -> Located<T>?
    )
        -> (value: T, provenance: Provenance, overridden: [OverriddenDeclaration])?
    {
        var winner: (T, Provenance)?
        var losers: [OverriddenDeclaration] = []
        for layer in layers {
            guard let found = property(layer.block) else { continue }
            if winner == nil {
                winner = (found.value, Provenance(.declared(found.location, layer: layer.name), rule: layer.rule))
            } else {
                losers.append(OverriddenDeclaration(location: found.location, layer: layer.name, value: describe(found.value)))
            }
        }
        return winner.map { ($0.0, $0.1, losers) }
    }
}
