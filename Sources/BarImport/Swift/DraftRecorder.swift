/// What the Swift importer's reading makes: the theme blocks each proxy, scope and bar instance
/// writes into, the palette, the tracked appearance objects, SwiftUI scenes, notes, and the ledger
/// of what became of each statement (docs/IMPORT.md, "Nothing dropped in silence"). The
/// interpreter evaluates code; everything it finds to keep goes through here.
final class DraftRecorder {
    /// `UINavigationBar.appearance()` and `UIToolbar.appearance()`: the top-level bar blocks.
    var navigationBar = DraftMapping()
    var toolbar = DraftMapping()
    /// `UITabBar.appearance()` and `UITabBarItem.appearance()`: the top-level `tabBar:` and `tabBarItem:` blocks.
    var tabBar = DraftMapping()
    var tabBarItem = DraftMapping()
    /// `appearance(whenContainedInInstancesOf:)` / `appearance(for:)`: one `when:` scope each.
    var scopes: [DraftScope] = []
    /// `UIBarButtonItem.appearance()`: the top-level `barButtonItem:` block.
    var barButtonItem = DraftMapping()
    /// A bar instance (`navigationController?.navigationBar`): the preview scene's own bars.
    var instanceNavigationBar = DraftMapping()
    var instanceToolbar = DraftMapping()
    /// A tab bar instance (`tabBarController?.tabBar`): the preview tab bar scene's own `tabBar:`.
    var instanceTabBar = DraftMapping()
    /// Appearance objects set on a view controller's `navigationItem`: the preview scene's top item.
    var instanceItem = DraftMapping()
    /// One per SwiftUI `NavigationStack` (or modifier-only declaration) found.
    var swiftUIScenes: [SwiftUIScene] = []
    /// The tabs of the first SwiftUI `TabView` whose tabs read whole: the preview's tab bar shows them.
    var swiftUITabs: [SwiftUITabItems.Tab] = []
    var palette = DraftPalette()
    /// Whether a value is `UIImage()` (`images/empty.png`, which the importer writes).
    var usesEmptyImage = false
    /// Notes that belong to no bar block.
    var topNotes: [ImportNote] = []
    /// Tracked class instances: a change to one sets a value, so it marks the statements being read imported.
    var objects = AppearanceObjects() {
        didSet { markImported() }
    }
    /// What became of each statement read.
    var ledger = StatementLedger()
    /// The statements being executed, outermost first: a value set marks them all imported.
    var statementStack: [StatementLedger.Span] = []
    private var seenNotes = Set<String>()

    /// The statements being executed set a value in the theme.
    func markImported() { ledger.imported.formUnion(statementStack) }

    // MARK: Notes

    /// Records a note once (the same code reached twice through two callers is reported once), in
    /// the bar block of `target` or at the top. `covering`: the region the note is about as a whole
    /// (a branch, a loop), else the note is for the statement being executed; `origin`: a statement
    /// the note is also for (the one that set a text attribute).
    func record(
        _ note: ImportNote, in target: AppearanceTarget? = nil, covering: StatementLedger.Span? = nil,
        origin: StatementLedger.Span? = nil
    ) {
        if let covering {
            ledger.covered.insert(covering)
        } else if let statement = statementStack.last {
            ledger.noted.insert(statement)
        }
        if let origin { ledger.noted.insert(origin) }
        guard seenNotes.insert("\(note.location)|\(note.message)").inserted else { return }
        guard let target, target.isBar else {
            topNotes.append(note)
            return
        }
        modifyBlock(of: target) { $0.notes.append(note) }
    }

    // MARK: Bar blocks

    /// Runs `change` on the block a target writes into (a proxy, a scope's bar, or the scene's bar instance).
    func modifyBlock(of target: AppearanceTarget, _ change: (inout DraftMapping) -> Void) {
        markImported()
        switch target.kind {
        case .barButtonItem: modifyItemBlock(of: target, change)
        case .navigationItem: change(&instanceItem)
        // The format has `tabBarItem:` at the top level only; a scoped tab proxy is noted before it gets here.
        case .tabBarItem: change(&tabBarItem)
        case .tabBar:
            if target.isInstance {
                change(&instanceTabBar)
            } else if !target.isScoped {
                change(&tabBar)
            } else {
                change(&scopes[scopeIndex(for: target)].tabBar)
            }
        case .toolbar where target.isInstance: change(&instanceToolbar)
        case .toolbar where !target.isScoped: change(&toolbar)
        case .toolbar: change(&scopes[scopeIndex(for: target)].toolbar)
        case _ where target.isInstance: change(&instanceNavigationBar)
        case _ where !target.isScoped: change(&navigationBar)
        default: change(&scopes[scopeIndex(for: target)].navigationBar)
        }
    }

    /// Runs `change` on the `barButtonItem:` block a `UIBarButtonItem` proxy writes into: a
    /// containment starting with `UINavigationBar` / `UIToolbar` is the bar block's `barButtonItem:`
    /// (in a `when:` scope with the rest of the chain), any other the scope's own `barButtonItem:`,
    /// none the top-level one (docs/UIKIT.md §2.5).
    func modifyItemBlock(of target: AppearanceTarget, _ change: (inout DraftMapping) -> Void) {
        markImported()
        var chain = target.containedIn ?? []
        if let first = chain.first, first == "UINavigationBar" || first == "UIToolbar" {
            chain.removeFirst()
            let barTarget = AppearanceTarget(
                kind: first == "UIToolbar" ? .toolbar : .navigationBar, containedIn: chain.isEmpty ? nil : chain, traits: target.traits)
            modifyBlock(of: barTarget) { block in
                var items = block[.barButtonItem]?.mapping ?? DraftMapping()
                change(&items)
                block[.barButtonItem] = items.isEmpty ? nil : .mapping(items)
            }
            return
        }
        guard target.isScoped else {
            change(&barButtonItem)
            return
        }
        change(&scopes[scopeIndex(for: target)].barButtonItem)
    }

    /// The scope a scoped target writes into, added when it is the first with its containment and traits.
    private func scopeIndex(for target: AppearanceTarget) -> Int {
        if let found = scopes.firstIndex(where: { $0.containedIn == target.containedIn && $0.traits == target.traits }) {
            return found
        }
        scopes.append(DraftScope(containedIn: target.containedIn, traits: target.traits))
        return scopes.count - 1
    }

    // MARK: Output

    /// Writes the palette, top-level notes, the proxies' blocks and the `when:` scopes into the
    /// draft, and the empty image when a value uses it (the preview scenes are added by the caller).
    func write(into draft: inout ThemeDraft) {
        draft.colors = palette.colors
        draft.fonts = palette.fonts
        draft.root.notes = topNotes
        if !navigationBar.isEmpty { draft.root[.navigationBar] = .mapping(navigationBar) }
        if !toolbar.isEmpty { draft.root[.toolbar] = .mapping(toolbar) }
        if !tabBar.isEmpty { draft.root[.tabBar] = .mapping(tabBar) }
        if !tabBarItem.isEmpty { draft.root[.tabBarItem] = .mapping(tabBarItem) }
        if !barButtonItem.isEmpty { draft.root[.barButtonItem] = .mapping(barButtonItem) }
        if !scopes.isEmpty { draft.root[.when] = .list(scopes.map(\.draft)) }
        if usesEmptyImage { draft.files[EmptyImage.path] = EmptyImage.png }
    }
}
