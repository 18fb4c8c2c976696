/// One layer of `UIBarButtonItem` appearance the per-property chain looks through, most important
/// first (docs/UIKIT.md §2.5): the bar instance's `barButtonItem:`, then for the theme and each
/// `extends` parent: matching `when:` scopes' bar blocks, the bar proxy's `barButtonItem:` (contained in
/// the bar), matching `when:` scopes' own `barButtonItem:`, and the top-level `barButtonItem:`
/// (`UIBarButtonItem.appearance()`).
public struct ItemAppearanceLayer: Sendable {
    /// Shown in provenance, e.g. "barButtonItem in navigationBar proxy".
    public let name: String
    /// Why this layer beats the ones after it.
    public let rule: String
    /// The layer's declarations.
    public let block: ItemAppearanceDeclaration

    /// The layers for items in `bar` of `scene`, given the theme and its parents (nearest first).
    public static func stack(
        bar: BarKind, scene: SceneDeclaration, documents: [ThemeDocument], variant: Variant, policy: ContainmentPolicy
    ) -> [ItemAppearanceLayer] {
        var layers: [ItemAppearanceLayer] = []
        if let block = scene.instance?.barButtonItem {
            layers.append(
                ItemAppearanceLayer(
                    name: "scene '\(scene.name.value)' instance barButtonItem",
                    rule: "set for the items of this bar: beats every proxy (docs/UIKIT.md §2.5)", block: block))
        }
        let chain = scene.containedIn?.value ?? []
        let traits = TraitEnvironment(variant)
        for (depth, document) in documents.enumerated() {
            let origin = depth == 0 ? "" : " of \(document.name) (extends)"
            let matches = document.scopes.enumerated().compactMap { index, scope in
                ScopeMatcher.match(scope, index: index, chain: chain, traits: traits)
            }
            let ranked = ScopeMatcher.ranked(matches, policy: policy)
            for match in ranked {
                let scope = document.scopes[match.index]
                guard let block = scope.appearance(for: bar)?.barButtonItem else { continue }
                layers.append(
                    ItemAppearanceLayer(
                        name: "when[\(match.index)] \(AppearanceLayer.describe(scope)) \(bar.rawValue).barButtonItem\(origin)",
                        rule:
                            "UIBarButtonItem.appearance(whenContainedInInstancesOf: [\(bar.className), …]) with the scope's containers: the most specific proxy (docs/UIKIT.md §2.5, §3.7)",
                        block: block))
            }
            if let block = document.appearance(for: bar)?.barButtonItem {
                layers.append(
                    ItemAppearanceLayer(
                        name: "\(bar.rawValue).barButtonItem proxy\(origin)",
                        rule:
                            "UIBarButtonItem.appearance(whenContainedInInstancesOf: [\(bar.className).self]) beats the unscoped item proxy (docs/UIKIT.md §2.5)",
                        block: block))
            }
            for match in ranked {
                guard let block = document.scopes[match.index].barButtonItem else { continue }
                layers.append(
                    ItemAppearanceLayer(
                        name: "when[\(match.index)] \(AppearanceLayer.describe(document.scopes[match.index])) barButtonItem\(origin)",
                        rule: "a scoped item proxy beats the unscoped UIBarButtonItem.appearance() (docs/UIKIT.md §2.5, §3.7)",
                        block: block))
            }
            if let block = document.barButtonItem {
                layers.append(
                    ItemAppearanceLayer(
                        name: "barButtonItem proxy\(origin)",
                        rule: depth == 0
                            ? "UIBarButtonItem.appearance() applies to every bar button item (docs/UIKIT.md §2.5)"
                            : "inherited from the parent theme; the child's own values come first",
                        block: block))
            }
        }
        return layers
    }

    /// The first layer that sets a property, its value, and every later layer that also set it.
    public static func first<T>(
        in layers: [ItemAppearanceLayer], describe: (T) -> String = { "\($0)" }, _ property: (ItemAppearanceDeclaration) -> Located<T>?
    ) -> Resolved<T>? {
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
        return winner.map { Resolved($0.0, $0.1, overridden: losers) }
    }
}

extension BarKind {
    /// The UIKit class name of the bar.
    var className: String { self == .navigationBar ? "UINavigationBar" : "UIToolbar" }
}
