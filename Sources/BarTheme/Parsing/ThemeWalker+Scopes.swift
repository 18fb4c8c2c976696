import Yams

/// `when:` entries: `appearance(whenContainedInInstancesOf:)` and `appearance(for:)` scopes.
extension ThemeWalker {
    func scope(_ node: Node) -> ScopedAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a when: entry", reading: ThemeKeys.scopeObject) else {
            return nil
        }
        var scope = ScopedAppearanceDeclaration(location: reader.location)
        if let n = reader[.containedIn] { scope.containedIn = classNames(n, key: .containedIn) }
        if let n = reader[.traits] { scope.traits = traits(n) }
        if let n = reader[.navigationBar] { scope.navigationBar = navigationBar(n, object: "the when: entry's navigationBar") }
        if let n = reader[.toolbar] { scope.toolbar = toolbar(n, object: "the when: entry's toolbar") }
        if let n = reader[.tabBar] { scope.tabBar = tabBar(n, object: "the when: entry's tabBar") }
        if let n = reader[.barButtonItem] { scope.barButtonItem = itemAppearance(n, object: "the when: entry's barButtonItem") }
        if reader[.containedIn] == nil && reader[.traits] == nil && !reader.hasUnknownKeys {
            context.error(
                "a when: entry needs 'containedIn' or 'traits'", at: node,
                hint: "without either it is the plain proxy: move its values to the top-level navigationBar or toolbar",
                rule: ErrorRules.missingValue)
        }
        if reader[.navigationBar] == nil && reader[.toolbar] == nil && reader[.tabBar] == nil && reader[.barButtonItem] == nil
            && !reader.hasUnknownKeys
        {
            context.error(
                "a when: entry needs a 'navigationBar', 'toolbar', 'tabBar' or 'barButtonItem' block", at: node,
                hint: "add the scoped values, e.g. navigationBar: { barTintColor: \"#333333\" }",
                rule: ErrorRules.missingValue)
        }
        return scope
    }

    func traits(_ node: Node) -> TraitsDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "traits", reading: ThemeKeys.traitsObject) else { return nil }
        var traits = TraitsDeclaration(location: reader.location)
        if let n = reader[.userInterfaceStyle] {
            traits.userInterfaceStyle = context.enumeration(n, key: .userInterfaceStyle, as: UserInterfaceStyle.self)
        }
        if let n = reader[.horizontalSizeClass] {
            traits.horizontalSizeClass = context.enumeration(n, key: .horizontalSizeClass, as: SizeClass.self)
        }
        if let n = reader[.verticalSizeClass] {
            traits.verticalSizeClass = context.enumeration(n, key: .verticalSizeClass, as: SizeClass.self)
        }
        if let n = reader[.layoutDirection] {
            traits.layoutDirection = context.enumeration(n, key: .layoutDirection, as: LayoutDirection.self)
        }
        if let n = reader[.userInterfaceIdiom] {
            traits.userInterfaceIdiom = context.enumeration(n, key: .userInterfaceIdiom, as: UserInterfaceIdiom.self)
        }
        if reader.entries.isEmpty && !reader.hasUnknownKeys {
            context.error(
                "'traits' is empty", at: node,
                hint: "give userInterfaceStyle, horizontalSizeClass, verticalSizeClass, layoutDirection or userInterfaceIdiom",
                rule: ErrorRules.missingValue)
        }
        return traits
    }

    /// A list of container class names (`UINavigationController`, `MyApp.SettingsViewController`).
    func classNames(_ node: Node, key: ThemeKey) -> Located<[String]>? {
        let names = context.list(node, key: key, maximumCount: 8) { item -> String? in
            guard let name = context.string(item, key: key) else { return nil }
            guard Self.isClassName(name.value) else {
                context.error(
                    "'\(name.value)' is not a class name", at: item,
                    hint: "write the container's class as UIKit names it, e.g. UINavigationController or MyApp.SettingsViewController")
                return nil
            }
            return name.value
        }
        if let names, names.value.isEmpty {
            context.error("'\(key)' is empty", at: node, hint: "list at least one container class", rule: ErrorRules.missingValue)
            return nil
        }
        return names
    }

    static func isClassName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { part in
            guard let first = part.first, first.isASCII, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        }
    }
}
