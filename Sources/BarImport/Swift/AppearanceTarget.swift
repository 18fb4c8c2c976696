/// Where a property assignment goes: an appearance proxy (maybe scoped) or one bar instance.
struct AppearanceTarget: Hashable {
    enum Kind: Hashable { case navigationBar, toolbar, tabBar, tabBarItem, barButtonItem, navigationItem, other(String) }
    var kind: Kind
    var containedIn: [String]?
    var traits: DraftMapping?
    /// A bar instance (`navigationController?.navigationBar`) rather than a proxy.
    var isInstance = false

    var isScoped: Bool { containedIn != nil || traits != nil }

    /// Whether it writes into a bar block (`navigationBar:`, `toolbar:`, `tabBar:`), which holds notes of its own.
    var isBar: Bool { kind == .navigationBar || kind == .toolbar || kind == .tabBar }
}
