import Yams

/// Scenes: the bar, its context, its items (a navigation item stack, or a toolbar's items) and
/// the variants to render.
extension ThemeWalker {
    func scene(_ node: Node) -> SceneDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a scene", reading: ThemeKeys.sceneObject) else { return nil }
        guard let nameNode = reader[.name] else {
            if reader.hasUnknownKeys { return nil }
            context.error(
                "a scene needs a 'name'", at: node, hint: "the name is used in output file names, e.g. name: settings",
                rule: ErrorRules.missingValue)
            return nil
        }
        guard let name = context.string(nameNode, key: .name) else { return nil }
        guard !name.value.isEmpty else {
            context.error(
                "the scene name is empty", at: nameNode, hint: "the name is used in output file names, e.g. name: settings",
                rule: ErrorRules.missingValue)
            return nil
        }
        guard name.value.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) else {
            context.error(
                "scene name '\(name.value)' may only use letters, digits, - and _", at: nameNode,
                hint: "it becomes part of file names")
            return nil
        }
        var scene = SceneDeclaration(name: name, location: reader.location)
        if let n = reader[.bar] { scene.bar = context.enumeration(n, key: .bar, as: BarKind.self) }
        let bar = scene.bar?.value ?? .navigationBar
        if let n = reader[.containedIn] { scene.containedIn = classNames(n, key: .containedIn) }
        if let n = reader[.atScrollEdge] { scene.atScrollEdge = context.bool(n, key: .atScrollEdge) }
        if let n = reader[.scrollEdgeEffect] {
            scene.scrollEdgeEffect = context.enumeration(n, key: .scrollEdgeEffect, as: ScrollEdgeEffectStyle.self)
        }
        scene.contentScrollView = contentScrollView(reader, bar: bar)
        if let n = reader[.navigationBar] {
            if bar != .navigationBar {
                wrongBar(reader, key: .navigationBar, bar: bar)
            } else {
                scene.instance = navigationBar(n, object: "the scene's navigationBar")
            }
        }
        if let n = reader[.toolbar] {
            if bar != .toolbar {
                wrongBar(reader, key: .toolbar, bar: bar)
            } else {
                scene.instance = toolbar(n, object: "the scene's toolbar")
            }
        }
        if let n = reader[.items] {
            switch bar {
            case .navigationBar:
                scene.items = context.list(n, key: .items, maximumCount: 32) { navigationItem($0) }?.value ?? []
            case .toolbar:
                scene.toolbarItems = context.list(n, key: .items, maximumCount: 32) { barButtonItem($0) }?.value ?? []
            case .tabBar:
                break  // read with the other tab bar keys below
            }
        }
        if bar == .tabBar {
            tabBarScene(reader, into: &scene)
        } else {
            for key in [ThemeKey.tabBar, .selectedItem, .tabBarMinimizeBehavior, .minimized, .bottomAccessory] {
                guard let keyNode = reader.entries[key]?.key else { continue }
                context.error(
                    "'\(key)' belongs to a tab bar scene, not a \(bar.rawValue) scene", at: keyNode,
                    hint: "write bar: tabBar to draw a tab bar, or remove '\(key)'")
            }
        }
        if let n = reader[.searchController] {
            if bar == .navigationBar {
                context.error(
                    "a navigation bar scene's search controller belongs to its top item", at: reader.entries[.searchController]?.key ?? n,
                    hint: "move 'searchController:' into the last of 'items:' (a toolbar scene's searchController is the one it shows)")
            } else {
                scene.searchController = searchController(n)
            }
        }
        if let n = reader[.backdrop] { scene.backdrop = colorParser.parse(n, key: .backdrop) }
        if let n = reader[.statusBarHeight] { scene.statusBarHeight = context.number(n, key: .statusBarHeight, range: 0...100) }
        if let n = reader[.userInterfaceIdiom] {
            scene.userInterfaceIdiom = context.enumeration(n, key: .userInterfaceIdiom, as: UserInterfaceIdiom.self)
        }
        if let n = reader[.variants] {
            scene.variants = variants(n, bar: bar)
            let count = VariantMatrix.count(for: scene.variants)
            if count > VariantMatrix.maximumPerScene {
                context.error(
                    "the variants make \(count) combinations; a scene may have at most \(VariantMatrix.maximumPerScene)", at: n,
                    hint: "render fewer axes at once (the command line can pick one value per axis, e.g. --scale 3)",
                    rule: ErrorRules.limitExceeded)
                scene.variants = VariantAxesDeclaration()
            }
        }
        stack(of: &scene, reader: reader)
        return scene
    }

    /// `contentScrollView:`, a navigation bar or tab bar scene's (docs/UIKIT.md §18.8).
    private func contentScrollView(_ reader: MappingReader, bar: BarKind) -> Located<Bool>? {
        guard let n = reader[.contentScrollView] else { return nil }
        guard bar == .navigationBar || bar == .tabBar else {
            context.error(
                "'contentScrollView' belongs to a navigation bar or tab bar scene, not a \(bar.rawValue) scene",
                at: reader.entries[.contentScrollView]?.key ?? n, hint: "remove 'contentScrollView', or write bar: navigationBar")
            return nil
        }
        return context.bool(n, key: .contentScrollView)
    }

    private func wrongBar(_ reader: MappingReader, key: ThemeKey, bar: BarKind) {
        guard let keyNode = reader.entries[key]?.key else { return }
        context.error(
            "a \(bar.rawValue) scene has no '\(key)' block", at: keyNode,
            hint: "set the bar instance's values under '\(bar.rawValue)', or write bar: \(key)")
    }

    func navigationItem(_ node: Node) -> NavigationItemDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a navigation item", reading: ThemeKeys.navigationItemObject)
        else { return nil }
        var item = NavigationItemDeclaration(location: reader.location)
        if let n = reader[.name], let name = context.string(n, key: .name) {
            if Self.isItemName(name.value) {
                item.name = name
            } else {
                context.error(
                    "item name '\(name.value)' may only use letters, digits, - and _", at: n,
                    hint: "stack steps refer to the item by this name")
            }
        }
        if let n = reader[.title] { item.title = context.string(n, key: .title) }
        if let n = reader[.titleView] { item.titleView = placeholderView(n, key: .titleView) }
        if let n = reader[.prompt] { item.prompt = context.string(n, key: .prompt) }
        if let n = reader[.subtitle] { item.subtitle = context.string(n, key: .subtitle) }
        if let n = reader[.largeSubtitle] { item.largeSubtitle = context.string(n, key: .largeSubtitle) }
        if let n = reader[.backBarButtonItem] { item.backBarButtonItem = barButtonItem(n) }
        if let n = reader[.backButtonTitle] { item.backButtonTitle = context.string(n, key: .backButtonTitle) }
        if let n = reader[.backButtonDisplayMode] {
            item.backButtonDisplayMode = context.enumeration(n, key: .backButtonDisplayMode, as: BackButtonDisplayMode.self)
        }
        if let n = reader[.leftBarButtonItems] {
            item.leftBarButtonItems = context.list(n, key: .leftBarButtonItems, maximumCount: 8) { barButtonItem($0) }?.value ?? []
        }
        if let n = reader[.rightBarButtonItems] {
            item.rightBarButtonItems = context.list(n, key: .rightBarButtonItems, maximumCount: 8) { barButtonItem($0) }?.value ?? []
        }
        itemGroups(of: &item, reader: reader)
        if let n = reader[.leftItemsSupplementBackButton] {
            item.leftItemsSupplementBackButton = context.bool(n, key: .leftItemsSupplementBackButton)
        }
        if let n = reader[.hidesBackButton] { item.hidesBackButton = context.bool(n, key: .hidesBackButton) }
        if let n = reader[.largeTitleDisplayMode] {
            item.largeTitleDisplayMode = context.enumeration(n, key: .largeTitleDisplayMode, as: LargeTitleDisplayMode.self)
        }
        for slot in AppearanceSlot.allCases {
            if let n = reader[slot.key] { item[keyPath: slot.onItem] = appearanceObject(n, key: slot.key, toolbar: false) }
        }
        if let n = reader[.toolbarItems] {
            item.toolbarItems = context.list(n, key: .toolbarItems, maximumCount: 16) { barButtonItem($0) }?.value ?? []
        }
        if let n = reader[.searchController] { item.searchController = searchController(n) }
        return item
    }

    /// A navigation item's `searchController:` block (docs/UIKIT.md §13).
    func searchController(_ node: Node) -> SearchControllerDeclaration? {
        guard
            let reader = MappingReader(
                node, context: context, object: "searchController", reading: ThemeKeys.searchControllerObject)
        else { return nil }
        var search = SearchControllerDeclaration(location: reader.location)
        if let n = reader[.placeholder] { search.placeholder = context.string(n, key: .placeholder) }
        if let n = reader[.text] { search.text = context.string(n, key: .text) }
        if let n = reader[.placement] { search.placement = context.enumeration(n, key: .placement, as: SearchBarPlacement.self) }
        if let n = reader[.hidesWhenScrolling] { search.hidesWhenScrolling = context.bool(n, key: .hidesWhenScrolling) }
        if let n = reader[.allowsToolbarIntegration] {
            search.allowsToolbarIntegration = context.bool(n, key: .allowsToolbarIntegration)
        }
        if let n = reader[.searchBarStyle] {
            search.searchBarStyle = context.enumeration(n, key: .searchBarStyle, as: SearchBarStyle.self)
        }
        if let n = reader[.barTintColor] { search.barTintColor = colorParser.parse(n, key: .barTintColor) }
        if let n = reader[.tintColor] { search.tintColor = colorParser.parse(n, key: .tintColor) }
        if let n = reader[.textFieldBackgroundColor] {
            search.textFieldBackgroundColor = colorParser.parse(n, key: .textFieldBackgroundColor)
        }
        return search
    }

    /// A bar button item: exactly one of `title`, `image`, `systemItem`, `customView`.
    func barButtonItem(_ node: Node) -> BarButtonItemDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a bar button item", reading: ThemeKeys.barButtonItemObject)
        else { return nil }
        var item = BarButtonItemDeclaration(location: reader.location)
        if let n = reader[.title] { item.title = context.string(n, key: .title) }
        if let n = reader[.image] {
            if isSymbolImage(n) { item.symbol = symbolImage(n) } else { item.image = image(n, key: .image) }
        }
        if let n = reader[.systemItem] { item.systemItem = context.enumeration(n, key: .systemItem, as: SystemItem.self) }
        if let n = reader[.customView] { item.customView = placeholderView(n, key: .customView) }
        if let n = reader[.style] { item.style = context.enumeration(n, key: .style, as: BarButtonItemStyle.self) }
        if let n = reader[.enabled] { item.isEnabled = context.bool(n, key: .enabled) }
        if let n = reader[.state] { item.state = context.enumeration(n, key: .state, as: ControlState.self) }
        if item.state?.value == .disabled, item.isEnabled?.value == true, let n = reader[.state] {
            context.error("'state: disabled' contradicts 'enabled: true'", at: n, hint: "remove one of them")
        }
        if let n = reader[.tintColor] { item.tintColor = colorParser.parse(n, key: .tintColor) }
        if let n = reader[.width] { item.width = context.number(n, key: .width, range: 0...1000) }
        if let n = reader[.accessibilityLabel] { item.accessibilityLabel = context.string(n, key: .accessibilityLabel) }
        item.appearance = itemOwnAppearance(reader)
        if let n = reader[.imageInsets] { item.imageInsets = edgeInsets(n, key: .imageInsets, range: -1000...1000) }
        if let n = reader[.landscapeImagePhoneInsets] {
            item.landscapeImagePhoneInsets = edgeInsets(n, key: .landscapeImagePhoneInsets, range: -1000...1000)
        }
        if let n = reader[.sharesBackground] { item.sharesBackground = context.bool(n, key: .sharesBackground) }
        if let n = reader[.hidesSharedBackground] { item.hidesSharedBackground = context.bool(n, key: .hidesSharedBackground) }
        if let n = reader[.swiftUILabel] { item.swiftUILabel = context.enumeration(n, key: .swiftUILabel, as: SwiftUILabelForm.self) }
        let contents = [ThemeKey.title, .image, .systemItem, .customView].filter { reader[$0] != nil }
        if let n = reader[.searchBarPlacement] { item.searchBarPlacement = context.bool(n, key: .searchBarPlacement) }
        if item.searchBarPlacement?.value == true {
            if let first = contents.first, let n = reader[first] {
                context.error(
                    "the search bar placement item shows the search field; it takes no '\(first)'", at: n,
                    hint: "write it alone: { searchBarPlacement: true }")
            }
            return item
        }
        if let form = item.swiftUILabel, let n = reader[.swiftUILabel], let mismatch = form.value.mismatch(with: item) {
            context.error(mismatch.message, at: n, hint: mismatch.hint)
        }
        if contents.count > 1 {
            context.error(
                "a bar button item takes one of 'title', 'image', 'systemItem' or 'customView', not both '\(contents[0])' and '\(contents[1])'",
                at: node, rule: ErrorRules.missingValue)
        } else if contents.isEmpty && !reader.hasUnknownKeys {
            context.error(
                "a bar button item needs a 'title', 'image', 'systemItem' or 'customView'", at: node,
                hint: "e.g. { title: Edit } or { systemItem: done }", rule: ErrorRules.missingValue)
        }
        return item
    }

    /// A placeholder for a custom view: a box of `width` × `height` points; a bar button item's
    /// `customView` may show an SF Symbol instead (`image: { systemName: }`), sized by it.
    func placeholderView(_ node: Node, key: ThemeKey) -> PlaceholderViewDeclaration? {
        let object = key == .customView ? ThemeKeys.customViewObject : ThemeKeys.placeholderViewObject
        guard let reader = MappingReader(node, context: context, object: key.spelling, reading: object) else {
            return nil
        }
        var view = PlaceholderViewDeclaration(location: reader.location)
        if let n = reader[.width] { view.width = context.number(n, key: .width, range: 1...1000) }
        if let n = reader[.height] { view.height = context.number(n, key: .height, range: 1...200) }
        if let n = reader[.color] { view.color = colorParser.parse(n, key: .color) }
        if let n = reader[.label] { view.label = context.string(n, key: .label) }
        let image = key == .customView ? reader[.image] : nil
        if let n = image {
            if isSymbolImage(n) {
                view.symbol = symbolImage(n)
            } else {
                context.error(
                    "a custom view's 'image' is an SF Symbol ({ systemName: NAME }), shown at its own size", at: n,
                    hint: "for an image file use the item's own 'image:', or give the custom view a 'width' and a 'height'",
                    rule: ErrorRules.invalidImage)
            }
        }
        if key == .customView, let n = reader[.contentHorizontalAlignment] {
            view.contentAlignment = context.enumeration(n, key: .contentHorizontalAlignment, as: ContentHorizontalAlignment.self)
            if image == nil {
                context.error(
                    "'contentHorizontalAlignment' places a UIKit button's image across its width, and this custom view shows none",
                    at: n, hint: "give it an 'image: { systemName: NAME }' and the button's 'width', or remove the key",
                    rule: ErrorRules.invalidValue)
            }
        }
        let title = key == .customView ? reader[.title] : nil
        if let n = title {
            view.title = context.string(n, key: .title)
            if image != nil {
                context.error(
                    "a custom view shows an 'image' or a 'title', not both", at: n,
                    hint: "a SwiftUI Label in a NavigationLink shows its symbol in a toolbar: keep the 'image' and give the item an "
                        + "'accessibilityLabel'", rule: ErrorRules.invalidValue)
            }
        }
        if image == nil && title == nil && (reader[.width] == nil || reader[.height] == nil) && !reader.hasUnknownKeys {
            let withImage = key == .customView ? ", or an 'image: { systemName: NAME }' or a 'title'" : ""
            context.error(
                "'\(key)' needs a 'width' and a 'height' in points\(withImage)", at: node,
                hint: "e.g. \(key): { width: 120, height: 28 }", rule: ErrorRules.missingValue)
        }
        return view
    }

    func variants(_ node: Node, bar: BarKind) -> VariantAxesDeclaration {
        var axes = VariantAxesDeclaration()
        guard let reader = MappingReader(node, context: context, object: "variants", reading: ThemeKeys.variantsObject) else { return axes }
        if let n = reader[.metrics] {
            axes.metrics = context.list(n, key: .metrics) { context.enumeration($0, key: .metrics, as: BarMetrics.self)?.value }
        }
        if let n = reader[.positions] {
            axes.positions = context.list(n, key: .positions) { barPosition($0, toolbar: bar == .toolbar)?.value }
        }
        if let n = reader[.widths] {
            axes.widths = context.list(n, key: .widths) { context.number($0, key: .width, range: 1...TraitEnvironment.widestScreen)?.value }
        }
        if let n = reader[.scales] {
            axes.scales = context.list(n, key: .scales) { context.integer($0, key: .scale, allowed: [1, 2, 3])?.value }
        }
        if let n = reader[.userInterfaceStyles] {
            axes.userInterfaceStyles = context.list(n, key: .userInterfaceStyles) {
                context.enumeration($0, key: .userInterfaceStyle, as: UserInterfaceStyle.self)?.value
            }
        }
        if let n = reader[.layoutDirections] {
            axes.layoutDirections = context.list(n, key: .layoutDirections) {
                context.enumeration($0, key: .layoutDirection, as: LayoutDirection.self)?.value
            }
        }
        if let n = reader[.accessibility] {
            axes.accessibility = context.list(n, key: .accessibility) { accessibilitySettings($0) }
        }
        if let n = reader[.pseudoLanguages] {
            axes.pseudoLanguages = context.list(n, key: .pseudoLanguages) {
                context.enumeration($0, key: .pseudoLanguages, as: PseudoLanguage.self)?.value
            }
        }
        return axes
    }

    /// One entry of `accessibility:`: settings joined by `+` (docs/THEME-FORMAT.md "Accessibility settings").
    func accessibilitySettings(_ node: Node) -> AccessibilitySettings? {
        guard let text = context.string(node, key: .accessibility)?.value else { return nil }
        switch AccessibilitySettings.parse(text) {
        case .success(let settings): return settings
        case .failure(let problem):
            context.error(problem.message, at: node, hint: problem.hint)
            return nil
        }
    }
}
