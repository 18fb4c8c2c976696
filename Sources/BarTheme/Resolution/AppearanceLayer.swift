/// One layer of declarations the legacy per-property chain looks through, most important first.
struct AppearanceLayer {
    /// Shown in provenance: "scene instance", "navigationBar proxy".
    let name: String
    /// Why this layer wins over the ones after it.
    let rule: String
    let block: BarAppearanceDeclaration

    /// The first layer that sets a property, and its value.
    static func first<T>(in layers: [AppearanceLayer], _ property: (BarAppearanceDeclaration) -> Located<T>?)
        -> (value: T, provenance: Provenance)?
    {
        for layer in layers {
            if let found = property(layer.block) {
                return (found.value, Provenance(.declared(found.location, layer: layer.name), rule: layer.rule))
            }
        }
        return nil
    }
}
