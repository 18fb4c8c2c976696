/// Where a property assignment goes: an appearance proxy (maybe scoped) or one bar instance.
struct AppearanceTarget: Hashable {
    enum Kind: Hashable { case navigationBar, toolbar, barButtonItem, navigationItem, other(String) }
    var kind: Kind
    var containedIn: [String]?
    var traits: DraftMapping?
    /// A bar instance (`navigationController?.navigationBar`) rather than a proxy.
    var isInstance = false

    var isScoped: Bool { containedIn != nil || traits != nil }
}
