@testable import BarTheme

/// Builds declarations in code, for rule tests that should not depend on YAML spelling.
enum Build {
    static func at(_ line: Int, _ file: String = "t.yaml") -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    static func located<T>(_ value: T, _ line: Int) -> Located<T> { Located(value, at: at(line)) }

    static func image(_ path: String, line: Int = 1) -> ImageDeclaration {
        ImageDeclaration(path: located(path, line), location: at(line))
    }

    static func block(_ line: Int = 1, _ configure: (inout BarAppearanceDeclaration) -> Void = { _ in }) -> BarAppearanceDeclaration {
        var block = BarAppearanceDeclaration(location: at(line))
        configure(&block)
        return block
    }

    static func background(_ path: String, _ position: BarPosition?, _ metrics: BarMetrics?, line: Int) -> BackgroundImageDeclaration {
        var entry = BackgroundImageDeclaration(image: image(path, line: line), location: at(line))
        entry.position = position.map { located($0, line) }
        entry.metrics = metrics.map { located($0, line) }
        return entry
    }

    static func layer(_ name: String, _ block: BarAppearanceDeclaration) -> AppearanceLayer {
        AppearanceLayer(name: name, rule: "test layer \(name)", block: block)
    }

    static func scene(
        _ name: String = "s", items: [NavigationItemDeclaration] = [], containedIn: [String]? = nil,
        instance: BarAppearanceDeclaration? = nil
    ) -> SceneDeclaration {
        var scene = SceneDeclaration(name: located(name, 1), location: at(1))
        scene.items = items
        scene.containedIn = containedIn.map { located($0, 1) }
        scene.instance = instance
        return scene
    }

    static func item(_ title: String?, line: Int = 1, _ configure: (inout NavigationItemDeclaration) -> Void = { _ in })
        -> NavigationItemDeclaration
    {
        var item = NavigationItemDeclaration(location: at(line))
        item.title = title.map { located($0, line) }
        configure(&item)
        return item
    }

    static func scope(
        containedIn: [String]?, style: UserInterfaceStyle? = nil, line: Int,
        _ configure: (inout BarAppearanceDeclaration) -> Void = { _ in }
    ) -> ScopedAppearanceDeclaration {
        var scope = ScopedAppearanceDeclaration(location: at(line))
        scope.containedIn = containedIn.map { located($0, line) }
        if let style {
            var traits = TraitsDeclaration(location: at(line))
            traits.userInterfaceStyle = located(style, line)
            scope.traits = traits
        }
        scope.navigationBar = block(line, configure)
        return scope
    }

    static func object(_ line: Int, _ configure: (inout BarAppearanceObjectDeclaration) -> Void = { _ in })
        -> BarAppearanceObjectDeclaration
    {
        var object = BarAppearanceObjectDeclaration(location: at(line))
        configure(&object)
        return object
    }

    static func document(
        _ name: String = "T", proxy: BarAppearanceDeclaration? = nil, scopes: [ScopedAppearanceDeclaration] = [],
        policy: ContainmentPolicy? = nil, era: Era? = .ios13
    ) -> ThemeDocument {
        // These builders serve the iOS 13-18 rules (docs/UIKIT.md §1-§9), so they say `era: ios13`;
        // the default era (ios26) is tested with `era: nil`.
        var document = ThemeDocument(path: "t.yaml", name: name)
        document.era = era.map { located($0, 1) }
        document.navigationBar = proxy
        document.scopes = scopes
        if let policy {
            var policies = PoliciesDeclaration(location: at(1))
            policies.containment = located(policy, 1)
            document.policies = policies
        }
        return document
    }
}
