import BarTheme

/// The scenes an imported theme gets so it can be rendered and looked at right away: a navigation
/// stack of two screens (a back button, a title and a plain item), the same at the scroll edge when
/// a scroll-edge appearance was imported, one per containment scope, and a toolbar when one was
/// themed. Values set on one bar instance in the source go into the first scene's bar. A file with
/// only SwiftUI stacks gets their scenes (`add(_:to:)`) and no stand-in stack.
enum PreviewScenes {
    static func add(
        to draft: inout ThemeDraft, instanceNavigationBar: DraftMapping, instanceToolbar: DraftMapping,
        instanceTabBar: DraftMapping = DraftMapping(),
        topItem: DraftMapping, hasSwiftUIScenes: Bool = false, tabs: [SwiftUITabItems.Tab] = []
    ) {
        let root = draft.root
        let scopes: [DraftMapping]
        if case .list(let list)? = root[.when] { scopes = list.compactMap(\.mapping) } else { scopes = [] }
        let hasNavigationBar =
            root[.navigationBar] != nil || !instanceNavigationBar.isEmpty || !topItem.entries.isEmpty
            || scopes.contains { $0[.navigationBar] != nil }
        let hasToolbar = root[.toolbar] != nil || !instanceToolbar.isEmpty || scopes.contains { $0[.toolbar] != nil }
        let hasTabBar =
            root[.tabBar] != nil || root[.tabBarItem] != nil || !instanceTabBar.entries.isEmpty || scopes.contains { $0[.tabBar] != nil }
        var scenes: [DraftValue] = []
        func navigationScene(_ name: String, atScrollEdge: Bool, containedIn: DraftValue?) -> DraftValue {
            var scene = DraftMapping()
            scene[.name] = .text(name)
            if let containedIn { scene[.containedIn] = containedIn }
            if atScrollEdge { scene[.atScrollEdge] = .bool(true) }
            if !instanceNavigationBar.entries.isEmpty, containedIn == nil { scene[.navigationBar] = .mapping(instanceNavigationBar) }
            var first = DraftMapping()
            first[.title] = .text("Inbox")
            var second = DraftMapping()
            second[.title] = .text("Message")
            var edit = DraftMapping()
            edit[.title] = .text("Edit")
            var add = DraftMapping()
            add[.systemItem] = .scalar("add")
            second[.rightBarButtonItems] = .list([.mapping(add), .mapping(edit)])
            if containedIn == nil { for entry in topItem.entries { second[entry.key] = entry.value } }
            scene[.items] = .list([.mapping(first), .mapping(second)])
            return .mapping(scene)
        }
        // With nothing else to show, a stand-in stack; SwiftUI's stacks are scenes of their own.
        if hasNavigationBar || !(hasToolbar || hasTabBar || hasSwiftUIScenes) {
            scenes.append(navigationScene("imported", atScrollEdge: false, containedIn: nil))
            let scrollEdge =
                root.value(at: [.navigationBar, .scrollEdgeAppearance]) != nil
                || instanceNavigationBar[.scrollEdgeAppearance] != nil || topItem[.scrollEdgeAppearance] != nil
            if scrollEdge { scenes.append(navigationScene("imported-scroll-edge", atScrollEdge: true, containedIn: nil)) }
            for (index, scope) in scopes.enumerated() where scope[.navigationBar] != nil {
                guard let containedIn = scope[.containedIn] else {
                    // An iPad-only scope: the same stack at an iPad's width (docs/THEME-FORMAT.md "Traits").
                    guard scope.value(at: [.traits, .userInterfaceIdiom]) == .scalar("pad"),
                        case .mapping(var scene) = navigationScene("imported-scope-\(index + 1)", atScrollEdge: false, containedIn: nil)
                    else { continue }
                    var variants = DraftMapping()
                    variants[.widths] = .list([.number(1024)])
                    scene[.variants] = .mapping(variants)
                    scenes.append(.mapping(scene))
                    continue
                }
                guard
                    case .mapping(var scene) = navigationScene("imported-scope-\(index + 1)", atScrollEdge: false, containedIn: containedIn)
                else { continue }
                // A scope for one appearance is drawn in it.
                if case .scalar(let style)? = scope.value(at: [.traits, .userInterfaceStyle]) {
                    var variants = DraftMapping()
                    variants[.userInterfaceStyles] = .list([.scalar(style)])
                    scene[.variants] = .mapping(variants)
                }
                scenes.append(.mapping(scene))
            }
        }
        if hasToolbar {
            var scene = DraftMapping()
            scene[.name] = .text("imported-toolbar")
            scene[.bar] = .scalar("toolbar")
            if !instanceToolbar.entries.isEmpty { scene[.toolbar] = .mapping(instanceToolbar) }
            var action = DraftMapping()
            action[.systemItem] = .scalar("action")
            var space = DraftMapping()
            space[.systemItem] = .scalar("flexibleSpace")
            var done = DraftMapping()
            done[.title] = .text("Reply")
            scene[.items] = .list([.mapping(action), .mapping(space), .mapping(done)])
            scenes.append(.mapping(scene))
        }
        if hasTabBar { scenes += tabBarScenes(root: root, scopes: scopes, instance: instanceTabBar, tabs: tabs) }
        draft.root[.scenes] = .list(scenes)
    }

    /// A tab bar of four tabs (one with a badge, the first selected) scrolled under content, the
    /// same at the scroll edge when a scroll-edge appearance was imported, and one per containment
    /// scope with a tab bar. Values set on a tab bar instance go into the first scene's bar.
    private static func tabBarScenes(root: DraftMapping, scopes: [DraftMapping], instance: DraftMapping, tabs: [SwiftUITabItems.Tab])
        -> [DraftValue]
    {
        func scene(_ name: String, atScrollEdge: Bool, containedIn: DraftValue?) -> DraftValue {
            var scene = DraftMapping()
            scene[.name] = .text(name)
            scene[.bar] = .scalar("tabBar")
            if let containedIn { scene[.containedIn] = containedIn }
            scene[.atScrollEdge] = .bool(atScrollEdge)
            if !instance.entries.isEmpty, containedIn == nil { scene[.tabBar] = .mapping(instance) }
            addTabs(tabs, to: &scene)
            return .mapping(scene)
        }
        var scenes = [scene("imported-tabs", atScrollEdge: false, containedIn: nil)]
        if root.value(at: [.tabBar, .scrollEdgeAppearance]) != nil || instance[.scrollEdgeAppearance] != nil {
            scenes.append(scene("imported-tabs-scroll-edge", atScrollEdge: true, containedIn: nil))
        }
        for (index, scope) in scopes.enumerated() where scope[.tabBar] != nil {
            guard let containedIn = scope[.containedIn] else { continue }
            scenes.append(scene("imported-tabs-scope-\(index + 1)", atScrollEdge: false, containedIn: containedIn))
        }
        return scenes
    }

    /// The app's own tabs when a SwiftUI `TabView`'s were read (`SwiftUITabItems`), else four
    /// stand-ins (Home, Search, Inbox with a badge, Settings); the first selected.
    private static func addTabs(_ appTabs: [SwiftUITabItems.Tab], to scene: inout DraftMapping) {
        let standIns = [
            SwiftUITabItems.Tab(title: "Home", systemImage: "house"), SwiftUITabItems.Tab(title: "Search", systemImage: "magnifyingglass"),
            SwiftUITabItems.Tab(title: "Inbox", systemImage: "tray.full", badge: "3"),
            SwiftUITabItems.Tab(title: "Settings", systemImage: "gearshape"),
        ]
        scene[.items] = .list(
            (appTabs.isEmpty ? standIns : appTabs).map { found in
                var tab = DraftMapping()
                tab[.title] = .text(found.title)
                if let symbol = found.systemImage {
                    var image = DraftMapping()
                    image[.systemName] = .text(symbol)
                    tab[.image] = .mapping(image)
                }
                if let badge = found.badge { tab[.badgeValue] = .text(badge) }
                if found.isSearch { tab[.role] = .scalar("search") }
                return .mapping(tab)
            })
        scene[.selectedItem] = .number(0)
    }

    /// One scene per SwiftUI navigation bar read: its bar values on the scene's own bar, its
    /// title, subtitle and display mode on the top item (a stand-in title when it had none).
    static func add(_ swiftUIScenes: [SwiftUIScene], to draft: inout ThemeDraft, tabs appTabs: [SwiftUITabItems.Tab] = []) {
        guard !swiftUIScenes.isEmpty else { return }
        var scenes: [DraftValue] = []
        if case .list(let existing)? = draft.root[.scenes] { scenes = existing }
        var names = Set<String>()
        for swiftUI in swiftUIScenes where !swiftUI.sharedWithOtherScenes {
            var name = swiftUI.name, counter = 1
            while !names.insert(name).inserted {
                counter += 1
                name = swiftUI.name + "-\(counter)"
            }
            // `for: .tabBar` modifiers and a TabView's tint: a tab bar scene of their own, beside the stack's.
            if !swiftUI.tabBar.entries.isEmpty {
                var tabs = DraftMapping()
                tabs[.name] = .text(name + "-tabs")
                tabs[.bar] = .scalar("tabBar")
                tabs[.atScrollEdge] = .bool(false)
                tabs[.tabBar] = .mapping(swiftUI.tabBar)
                addTabs(appTabs, to: &tabs)
                scenes.append(.mapping(tabs))
                guard !swiftUI.navigationBar.entries.isEmpty || !swiftUI.item.entries.isEmpty else { continue }
            }
            var scene = DraftMapping()
            scene[.name] = .text(name)
            if !swiftUI.navigationBar.entries.isEmpty { scene[.navigationBar] = .mapping(swiftUI.navigationBar) }
            var item = swiftUI.item
            if item[.title] == nil { item[.title] = .text("Title") }
            scene[.items] = .list([.mapping(item)])
            scenes.append(.mapping(scene))
        }
        draft.root[.scenes] = .list(scenes)
    }
}
