import BarTheme

/// One theme's enum in the generated file: its palette, `apply()` (every proxy the theme sets, one
/// call each), `apply(to:)` for a single bar when the theme sets that bar, one `configure…` function
/// per proxy holding the statements both use, then the helpers those statements name. Blocks of the
/// `extends` parents come first, so the theme's own assignments win as they do in BarTheme; an
/// assignment a later one overwrites on the same receiver is left out (docs/GENERATED-CODE.md).
struct ThemeEnumWriter {
    let theme: SwiftGenerator.Input
    let name: String
    let generator: SwiftGenerator

    /// The statements for one proxy: a function taking the proxy (or one bar), called from `apply()`.
    struct ConfigureFunction {
        var name: String
        var parameter: String
        var type: String
        var proxy: SwiftExpression
        /// The words of the proxy's scope, for the function's name.
        var words: ScopeWords
        /// What the function sets, from the first block that sets this proxy (`The theme's \`navigationBar:\``).
        var doc: String
        /// The statements of each block that sets this proxy, with the file it comes from (nil: the theme itself).
        var sections: [(source: String?, statements: [SwiftStatement])] = []

        var isEmpty: Bool { sections.allSatisfy(\.statements.isEmpty) }

        /// The sections without the assignments a later statement overwrites, and without the
        /// sections left empty.
        var kept: [(source: String?, statements: [SwiftStatement])] {
            var later = Set<String>()
            var kept = sections.map { (source: $0.source, statements: [SwiftStatement]()) }
            for (index, section) in sections.enumerated().reversed() {
                for statement in section.statements.reversed() {
                    if let sets = statement.sets {
                        guard later.insert(sets).inserted else { continue }
                    }
                    kept[index].statements.insert(statement, at: 0)
                }
            }
            return kept.filter { !$0.statements.isEmpty }
        }

        /// The statements, each section after a comment naming its file when more than one file
        /// contributes (a function only a parent contributes to says so in its documentation).
        func body(ownFile: String) -> [SwiftStatement] {
            let kept = self.kept
            return kept.flatMap { section in
                (kept.count > 1 ? [.comment(section.source.map { "From \($0) (extended):" } ?? "From \(ownFile):")] : [])
                    + section.statements
            }
        }

        /// The documentation line: what it sets, and the parent it comes from when only a parent sets it.
        var documentation: String {
            let kept = self.kept
            guard kept.count == 1, let source = kept[0].source else { return doc + "." }
            return doc + " (from \(source))."
        }
    }

    /// The palette: every colour the theme (and its parents) name, by value, or by UIKit name; and
    /// the expressions that name a colour through it (`Palette.ocean`, `UIColor.systemBackground`).
    /// `minimumIOS`: the deployment target the expressions are for (the generator's unless given).
    func palette(helpers: GeneratedHelpers, minimumIOS: Int? = nil) -> (
        entries: [(String, GeneratedHelpers.Body)], expressions: SwiftExpressions
    ) {
        var namedColors: [SourceLocation: String] = [:]
        for document in [theme.document] + theme.parents { namedColors.merge(document.namedColors) { own, _ in own } }
        var names = SwiftExpressions.PaletteNames()
        for document in [theme.document] + theme.parents { names.references.merge(document.paletteReferences) { own, _ in own } }
        var palette: [(String, GeneratedHelpers.Body)] = []
        for (key, color) in theme.document.appPaletteColors(parents: theme.parents).sorted(by: { $0.key < $1.key }) {
            let identifier = SwiftExpressions.identifier(key)
            names.byEntry[key] = (identifier, color.value)
            if let system = theme.document.palette.colorNames[key] {
                if names.bySystemName[system] == nil { names.bySystemName[system] = identifier }
                palette.append((identifier, SwiftExpressions.namedColor(system, value: color.value, minimumIOS: generator.minimumIOS)))
            } else {
                if names.byValue[color.value] == nil { names.byValue[color.value] = identifier }
                palette.append((identifier, .expression(SwiftExpressions.literal(color.value))))
            }
        }
        let expressions = SwiftExpressions(
            palette: names, paletteType: "Palette", namedColors: namedColors, bundle: generator.bundle,
            minimumIOS: minimumIOS ?? generator.minimumIOS,
            helpers: helpers, scalesFonts: generator.scalesFonts)
        return (palette, expressions)
    }

    func write(into writer: inout SwiftSourceWriter) {
        let modifier = generator.modifier
        let helpers = GeneratedHelpers(reserved: ["apply", "Palette"])
        let (palette, expressions) = self.palette(helpers: helpers)
        let functions = configureFunctions(expressions: expressions, helpers: helpers)
        let bodies = functions.map { $0.body(ownFile: theme.file) }
        let (usedHelpers, helperNames) = helpers.named(usedBy: bodies.flatMap { $0 })

        writer.docComment(["`\(theme.document.name)` (\(theme.file))."])
        writer.line("@MainActor")
        writer.block("\(modifier)enum \(name)") { writer in
            if !palette.isEmpty {
                writer.docComment(["The theme's palette (`colors:`), by the names the theme gives them."])
                writer.block("\(modifier)enum Palette") { writer in
                    for (identifier, value) in palette {
                        switch value {
                        case .expression(let expression):
                            writer.singleExpressionBody("\(modifier)static var \(identifier): UIColor", expression)
                        case .statements(let statements):
                            writer.block("\(modifier)static var \(identifier): UIColor") { $0.statements(statements) }
                        }
                    }
                }
                writer.blankLine()
            }
            writer.docComment([
                "Sets the theme on UIKit's appearance proxies. Call it once, before any bar is created",
                "(in `application(_:didFinishLaunchingWithOptions:)` or a SwiftUI app's `init`).",
            ])
            writer.block("\(modifier)static func apply()") { writer in
                if functions.isEmpty { writer.comment("The theme sets nothing on UIKit's appearance proxies.") }
                for function in functions {
                    writer.expression(.call(function.name, [SwiftArgument(nil, function.proxy)]))
                }
            }
            for (type, parameter, what) in [
                ("UINavigationBar", "navigationBar", "navigation bar values on one bar (for a bar that must not use the proxies)"),
                ("UIToolbar", "toolbar", "toolbar values on one toolbar (for a toolbar that must not use the proxies)"),
                ("UITabBar", "tabBar", "tab bar values on one tab bar (for a tab bar that must not use the proxies)"),
            ] {
                guard let function = functions.first(where: { $0.type == type && $0.proxy == Self.proxy(type: type) }) else { continue }
                writer.blankLine()
                writer.docComment(["Sets the theme's \(what)."])
                writer.block("\(modifier)static func apply(to \(parameter): \(type))") { writer in
                    writer.line("\(function.name)(\(parameter))")
                }
            }
            for (function, body) in zip(functions, bodies) {
                writer.blankLine()
                writer.docComment([function.documentation])
                writer.block("private static func \(function.name)(_ \(function.parameter): \(function.type))") { writer in
                    writer.statements(body.map { $0.resolvingHelpers(helperNames) })
                }
            }
            for (name, helper) in usedHelpers {
                writer.blankLine()
                switch helper.body.resolvingHelpers(helperNames) {
                case .expression(let expression): writer.singleExpressionBody(helper.head(name: name), expression)
                case .statements(let statements): writer.block(helper.head(name: name)) { $0.statements(statements) }
                }
            }
        }
    }

    /// The `configure…` functions in the order `apply()` calls them: one per proxy, each with the
    /// blocks of the `extends` chain that set that proxy, parents first; none for a proxy whose blocks
    /// set nothing.
    func configureFunctions(expressions: SwiftExpressions, helpers: GeneratedHelpers) -> [ConfigureFunction] {
        var functions: [ConfigureFunction] = []
        let chain = [theme.document] + theme.parents
        func add(
            type: String, scope: ScopedAppearanceDeclaration?, innermost: [String] = [], doc: String,
            source: String?, statements: (AppearanceStatements, String) -> [SwiftStatement]
        ) {
            let words = Self.words(type: type, scope: scope, innermost: innermost)
            let proxy = Self.proxy(type: type, scope: scope, innermost: innermost)
            let parameter = ["UINavigationBar": "bar", "UIToolbar": "toolbar", "UITabBar": "tabBar"][type] ?? "item"
            let writer = AppearanceStatements(expressions: expressions, minimumIOS: generator.minimumIOS, words: words)
            let section = (source: source, statements: statements(writer, parameter))
            if let index = functions.firstIndex(where: { $0.type == type && $0.proxy == proxy }) {
                functions[index].sections.append(section)
            } else {
                var function = ConfigureFunction(
                    name: "", parameter: parameter, type: type, proxy: proxy, words: words, doc: doc)
                function.sections.append(section)
                functions.append(function)
            }
        }
        for (depth, document) in chain.enumerated().reversed() {
            let source = depth == 0 ? nil : theme.shownPath(of: document)
            if let block = document.navigationBar {
                add(type: "UINavigationBar", scope: nil, doc: "The theme's \(ThemeKeyText.block([.navigationBar]))", source: source) {
                    $0.legacy(block, receiver: $1, bar: .navigationBar) + $0.appearanceObjects(block, receiver: $1, bar: .navigationBar)
                }
            }
            if let block = document.toolbar {
                add(type: "UIToolbar", scope: nil, doc: "The theme's \(ThemeKeyText.block([.toolbar]))", source: source) {
                    $0.legacy(block, receiver: $1, bar: .toolbar) + $0.appearanceObjects(block, receiver: $1, bar: .toolbar)
                }
            }
            // The tab bar and its items (docs/UIKIT.md §18.4): UITabBar.appearance(), UITabBarItem.appearance().
            if let block = document.tabBar {
                add(type: "UITabBar", scope: nil, doc: "The theme's \(ThemeKeyText.block([.tabBar]))", source: source) {
                    $0.tabBar(block, receiver: $1)
                }
            }
            if let block = document.tabBarItem {
                add(type: "UITabBarItem", scope: nil, doc: "The theme's \(ThemeKeyText.block([.tabBarItem])), every tab", source: source) {
                    $0.tabBarItem(block, receiver: $1)
                }
            }
            // UIBarButtonItem proxies (docs/UIKIT.md §2.5): the unscoped one, then the ones contained in each bar.
            if let block = document.barButtonItem {
                add(
                    type: "UIBarButtonItem", scope: nil, doc: "The theme's \(ThemeKeyText.block([.barButtonItem])), every bar button item",
                    source: source
                ) {
                    $0.item(block, receiver: $1)
                }
            }
            for bar in BarKind.allCases {
                guard let block = document.appearance(for: bar)?.barButtonItem else { continue }
                let container = bar == .navigationBar ? "UINavigationBar" : "UIToolbar"
                add(
                    type: "UIBarButtonItem", scope: nil, innermost: [container],
                    doc:
                        "The theme's \(ThemeKeyText.block([bar.key, .barButtonItem])), the items in \(bar == .navigationBar ? "navigation bars" : "toolbars")",
                    source: source
                ) { $0.item(block, receiver: $1) }
            }
            for (index, scope) in document.scopes.enumerated() {
                if let block = scope.barButtonItem {
                    add(
                        type: "UIBarButtonItem", scope: scope, doc: "The theme's \(ThemeKeyText.block([.barButtonItem], scope: index))",
                        source: source
                    ) {
                        $0.item(block, receiver: $1)
                    }
                }
                for bar in BarKind.allCases {
                    guard let block = scope.appearance(for: bar)?.barButtonItem else { continue }
                    add(
                        type: "UIBarButtonItem", scope: scope,
                        innermost: [bar == .navigationBar ? "UINavigationBar" : "UIToolbar"],
                        doc: "The theme's \(ThemeKeyText.block([bar.key, .barButtonItem], scope: index))", source: source
                    ) { $0.item(block, receiver: $1) }
                }
                if let declared = scope.tabBar {
                    let block = InheritedScopeOverrides.apply(chain[..<depth].compactMap(\.tabBar), to: declared)
                    add(type: "UITabBar", scope: scope, doc: Self.scopeDoc(.tabBar, index, overridden: block != declared), source: source) {
                        $0.tabBar(block, receiver: $1)
                    }
                }
                for (bar, declared) in [(BarKind.navigationBar, scope.navigationBar), (.toolbar, scope.toolbar)] {
                    guard let declared else { continue }
                    let block = InheritedScopeOverrides.apply(chain[..<depth].compactMap { $0.appearance(for: bar) }, to: declared)
                    add(
                        type: bar == .navigationBar ? "UINavigationBar" : "UIToolbar", scope: scope,
                        doc: Self.scopeDoc(bar.key, index, overridden: block != declared), source: source
                    ) { $0.legacy(block, receiver: $1, bar: bar) + $0.appearanceObjects(block, receiver: $1, bar: bar) }
                }
            }
        }
        return Self.named(functions.filter { !$0.isEmpty }, helpers: helpers)
    }

    /// The doc comment of a scope's configure function (`The theme's when[0].tabBar:`), saying when
    /// it carries values the theme's own unscoped block overrides (`InheritedScopeOverrides`).
    static func scopeDoc(_ key: ThemeKey, _ index: Int, overridden: Bool) -> String {
        let note = overridden ? ", with the values the theme's own \(ThemeKeyText.block([key])) overrides" : ""
        return "The theme's \(ThemeKeyText.block([key], scope: index))\(note)"
    }

    /// The words of a proxy's functions and helpers: its scope's, and the bar a helper's plain name
    /// does not say (`toolbar`, `tabBar`).
    static func words(type: String, scope: ScopedAppearanceDeclaration?, innermost: [String]) -> ScopeWords {
        var words = ScopeWords(scope: scope, innermost: innermost)
        words.subject = ["UIToolbar": "toolbar", "UITabBar": "tabBar"][type]
        return words
    }

    /// The functions with their names (`configureDarkNavigationBar`), handed out once the empty
    /// functions are gone, in the order apply() calls them.
    static func named(_ functions: [ConfigureFunction], helpers: GeneratedHelpers) -> [ConfigureFunction] {
        functions.map { function in
            var named = function
            let subject = SwiftExpressions.identifier(ScopeWords.className(function.type), uppercased: true)
            named.name = helpers.freeName([function.words.name("configure \(subject)")])
            return named
        }
    }

    /// The appearance proxy of `type` for `scope` (nil: the unscoped one), its containers after
    /// `innermost` (`[UINavigationBar.self, X.self]`), innermost first as UIKit takes them.
    static func proxy(type: String, scope: ScopedAppearanceDeclaration? = nil, innermost: [String] = []) -> SwiftExpression {
        var traits: [SwiftExpression] = []
        if let declared = scope?.traits {
            func trait(_ label: String, _ value: String) -> SwiftExpression {
                .call("UITraitCollection", [SwiftArgument(label, .atom(".\(value)"))])
            }
            if let style = declared.userInterfaceStyle?.value { traits.append(trait("userInterfaceStyle", style.rawValue)) }
            if let size = declared.horizontalSizeClass?.value { traits.append(trait("horizontalSizeClass", size.rawValue)) }
            if let size = declared.verticalSizeClass?.value { traits.append(trait("verticalSizeClass", size.rawValue)) }
            if let direction = declared.layoutDirection?.value { traits.append(trait("layoutDirection", direction.rawValue)) }
            // UITraitCollection(userInterfaceIdiom:) (UITraitCollection.h, iOS 8): a pad-only or phone-only proxy.
            if let idiom = declared.userInterfaceIdiom?.value { traits.append(trait("userInterfaceIdiom", idiom.rawValue)) }
        }
        var arguments: [SwiftArgument] = []
        if traits.count == 1 { arguments.append(SwiftArgument("for", traits[0])) }
        if traits.count > 1 {
            arguments.append(SwiftArgument("for", .call("UITraitCollection", [SwiftArgument("traitsFrom", .array(traits))])))
        }
        let containers = innermost + (scope?.containedIn?.value ?? [])
        if !containers.isEmpty {
            arguments.append(SwiftArgument("whenContainedInInstancesOf", .array(containers.map { .atom("\($0).self") })))
        }
        return .call("\(type).appearance", arguments)
    }
}
