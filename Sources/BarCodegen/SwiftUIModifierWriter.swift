import BarTheme

/// The SwiftUI side of one theme (`generate swift --swiftui`, docs/GENERATED-CODE.md "SwiftUI (`--swiftui`)"): a `ViewModifier` that a
/// screen inside a `NavigationStack` applies with `.barTheme(.ocean)`, setting what SwiftUI's bar
/// modifiers can say of the theme's unscoped `navigationBar:` (docs/UIKIT.md §15.1), each behind the
/// `#available` of the iOS that has it. A screen's modifiers win over the appearance proxies while it
/// shows (§15.2), so the modifier and `apply()` agree; its documentation names what stays with
/// `apply()` because SwiftUI has no modifier for it (docs/GENERATED-CODE.md).
struct SwiftUIModifierWriter {
    let theme: SwiftGenerator.Input
    /// The theme's enum (`Ocean`).
    let name: String
    let generator: SwiftGenerator

    /// The name of the modifier type inside the theme's enum.
    static let typeName = "BarModifier"

    /// One bar modifier: from which iOS it exists and, for one a later iOS renamed, up to which.
    struct Modifier: Equatable {
        var since: Int
        var until: Int? = nil
        var text: String
    }

    /// A colour the body uses, as a private static property of the modifier (`barBackground`); the
    /// bar's tint is not private, for the toolbar items a screen declares (`isForApp`).
    struct ColorProperty {
        var name: String
        var value: SwiftExpression
        var isForApp = false
    }

    /// The member `.barTheme(_:)` takes for this theme: `ocean` for `Ocean`.
    var memberName: String { SwiftExpressions.identifier(name) }

    /// The first value the theme's unscoped navigation bar (or `bar`) gives, its own before its parents'.
    func declared<T>(
        in bar: KeyPath<ThemeDocument, BarAppearanceDeclaration?> = \.navigationBar, _ value: (BarAppearanceDeclaration) -> T?
    ) -> T? {
        for document in [theme.document] + theme.parents {
            if let declaration = document[keyPath: bar], let found = value(declaration) { return found }
        }
        return nil
    }

    /// The modifiers the theme's values give, in the order they are applied, and the colours they use:
    /// the navigation bar's (`for: .navigationBar`), then the `toolbar:` block's (`for: .bottomBar`).
    /// Neither `.tint(_:)` (it would recolour the screen's content too) nor a title display mode (it
    /// would be forced on every screen) is applied (issue #42 item 6): see `documentation`.
    func modifiers(_ expressions: SwiftExpressions) -> (modifiers: [Modifier], colors: [ColorProperty]) {
        var (modifiers, colors) = barModifiers(\.navigationBar, bar: "navigationBar", colorName: "barBackground", expressions)
        let toolbar = barModifiers(\.toolbar, bar: "bottomBar", colorName: "toolbarBackground", expressions)
        modifiers += toolbar.modifiers
        colors += toolbar.colors
        if let color = declared({ $0.tintColor }) {
            colors.append(
                ColorProperty(name: "tint", value: .call("Color", [SwiftArgument(nil, expressions.color(color))]), isForApp: true))
        }
        let tabBar = tabBarModifiers(expressions)
        return (modifiers + tabBar.modifiers, colors + tabBar.colors)
    }

    /// One bar's modifiers (`for: .<bar>`): its background colour, visibility and colour scheme.
    func barModifiers(
        _ key: KeyPath<ThemeDocument, BarAppearanceDeclaration?>, bar: String, colorName: String, _ expressions: SwiftExpressions
    ) -> (modifiers: [Modifier], colors: [ColorProperty]) {
        var modifiers: [Modifier] = []
        var colors: [ColorProperty] = []
        // `.toolbarBackground(_:for:)` (iOS 16): the standard appearance's colour, else the legacy bar
        // tint. SwiftUI draws the colour flat, so a colour the theme lays over a material stays with
        // `apply()` unless it is opaque (docs/UIKIT.md §15.2).
        let standardColor = declared(in: key, { $0.standardAppearance?.backgroundColor })
        if standardColor == nil || !colorLiesOverMaterial(key),
            let color = standardColor ?? declared(in: key, { $0.barTintColor })
        {
            colors.append(ColorProperty(name: colorName, value: .call("Color", [SwiftArgument(nil, expressions.color(color))])))
            modifiers.append(Modifier(since: 16, text: ".toolbarBackground(Self.\(colorName), for: .\(bar))"))
        }
        // Visibility (iOS 16, renamed toolbarBackgroundVisibility in iOS 18): `.visible` when the
        // theme's bar keeps a background at the scroll edge, `.hidden` when its standard look is
        // transparent and it says nothing of the scroll edge (docs/UIKIT.md §15.1).
        if let visibility = backgroundVisibility(key) {
            modifiers.append(Modifier(since: 18, text: ".toolbarBackgroundVisibility(.\(visibility), for: .\(bar))"))
            modifiers.append(Modifier(since: 16, until: 18, text: ".toolbarBackground(.\(visibility), for: .\(bar))"))
        }
        // `.toolbarColorScheme(_:for:)` (iOS 16): a black bar style's light content (approximate, §15.1).
        if let style = declared(in: key, { $0.barStyle?.value }) {
            modifiers.append(Modifier(since: 16, text: ".toolbarColorScheme(.\(style.isDark ? "dark" : "light"), for: .\(bar))"))
        }
        return (modifiers, colors)
    }

    /// Whether the standard appearance of the theme's `bar` lays a colour that is not opaque over a
    /// blur (its `backgroundEffect`, or the default configuration's material): a look
    /// `.toolbarBackground(colour)`, which SwiftUI draws flat, cannot give (docs/UIKIT.md §15.2).
    func colorLiesOverMaterial(_ key: KeyPath<ThemeDocument, BarAppearanceDeclaration?>) -> Bool {
        Self.colorLiesOverMaterial(
            color: declared(in: key, { $0.standardAppearance?.backgroundColor })?.value,
            effect: declared(in: key, { $0.standardAppearance?.backgroundEffect })?.value,
            configuration: declared(in: key, { $0.standardAppearance?.configureWith })?.value)
    }

    /// Whether a standard appearance with these values lays a colour that is not opaque over a blur.
    static func colorLiesOverMaterial(color: ColorValue?, effect: BlurEffectStyle?, configuration: AppearanceConfiguration?) -> Bool {
        guard let color, !isOpaque(color) else { return false }
        if let effect { return effect != .none }
        return (configuration ?? .default) == .default
    }

    /// Whether `color` is opaque in light and dark mode (a system colour as iOS 13-18 draws it).
    static func isOpaque(_ color: ColorValue) -> Bool {
        [UserInterfaceStyle.light, .dark].allSatisfy { color.resolved(for: $0, palette: .ios13).alpha >= 1 }
    }

    /// `visible`, `hidden` or nil (automatic) for the background of the theme's `bar`.
    func backgroundVisibility(_ key: KeyPath<ThemeDocument, BarAppearanceDeclaration?>) -> String? {
        let declared = { (value: (BarAppearanceDeclaration) -> BarAppearanceObjectDeclaration?) in self.declared(in: key, value) }
        if let edge = declared({ $0.scrollEdgeAppearance }) {
            // A transparent scroll edge is SwiftUI's automatic visibility: no modifier.
            let transparent =
                (edge.configureWith?.value == .transparent && edge.backgroundColor == nil)
                || (edge.backgroundColor?.value).map(Self.isClear) == true
            return transparent ? nil : "visible"
        }
        if let standard = declared({ $0.standardAppearance }), standard.configureWith?.value == .transparent,
            (standard.backgroundColor?.value).map(Self.isClear) ?? true
        {
            return "hidden"
        }
        return nil
    }

    static func isClear(_ color: ColorValue) -> Bool {
        switch color {
        case .fixed(let rgba): return rgba.alpha == 0
        case .dynamic(let light, let dark): return light.alpha == 0 && dark.alpha == 0
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            return [light, dark, lightHigh, darkHigh].allSatisfy { $0.alpha == 0 }
        case .system: return false  // no system colour is clear (`clear` is a class colour)
        }
    }

    /// What the modifier leaves out on purpose, for its documentation (issue #42 item 6): `.tint(_:)`
    /// on a screen recolours its content as well as the bar (white buttons on a white list), so the
    /// bar's tint is a property for the toolbar items; a title display mode would be forced on every
    /// screen, over a detail screen's own.
    func notApplied(typeName: String, hasTint: Bool) -> [String] {
        var lines: [String] = []
        if hasTint {
            lines.append(
                "The bar's `tintColor` is not applied with `.tint(_:)`, which would recolour the screen's content too: `apply()` tints"
                    + " the back button, and a toolbar item takes it with `.tint(\(typeName).\(name).\(Self.typeName).tint)`.")
        }
        if declared({ $0.prefersLargeTitles?.value }) != nil {
            lines.append(
                "`prefersLargeTitles` stays with `apply()`: each screen keeps its own `.navigationBarTitleDisplayMode`.")
        }
        return lines
    }

    /// What the theme sets that no SwiftUI modifier can say, for the modifier's documentation.
    var leftToApply: [String] {
        let chain = [theme.document] + theme.parents
        let bars = chain.compactMap(\.navigationBar)
        let objects = bars.flatMap { bar in AppearanceSlot.allCases.compactMap { bar[keyPath: $0.onBar] } }
        var left: [String] = []
        if bars.contains(where: { $0.titleTextAttributes != nil || $0.largeTitleTextAttributes != nil })
            || objects.contains(where: { $0.titleTextAttributes != nil || $0.largeTitleTextAttributes != nil })
        {
            left.append("title fonts and colours")
        }
        if bars.contains(where: { !$0.shadowImages.isEmpty }) || objects.contains(where: { $0.shadowColor != nil || $0.shadowImage != nil })
        {
            left.append("the hairline")
        }
        if bars.contains(where: { !$0.backgroundImages.isEmpty })
            || objects.contains(where: { $0.backgroundImage != nil || $0.backgroundEffect != nil })
        {
            left.append("background images and blur effects")
        }
        if colorLiesOverMaterial(\.navigationBar) {
            left.append("a background colour that is not opaque, over the material")
        }
        if bars.contains(where: { $0.backIndicatorImage != nil }) || objects.contains(where: { $0.backIndicatorImage != nil }) {
            left.append("the back indicator")
        }
        if bars.contains(where: { $0.barButtonItem != nil }) || chain.contains(where: { $0.barButtonItem != nil })
            || objects.contains(where: { $0.buttonAppearance != nil || $0.doneButtonAppearance != nil || $0.backButtonAppearance != nil })
        {
            left.append("bar button item attributes")
        }
        if bars.contains(where: { $0.compactAppearance != nil || $0.compactScrollEdgeAppearance != nil }) {
            left.append("the compact (landscape phone) appearances")
        }
        if chain.contains(where: { $0.toolbar != nil }) {
            left.append("the `toolbar:` block's tint, images, hairline and items (its background and colour scheme are set here)")
        }
        if chain.contains(where: { !$0.scopes.isEmpty }) { left.append("the `when:` scopes (containers and traits)") }
        return left + tabBarLeftToApply
    }

    /// The branches of the body: each `#available` condition (nil: the last, unconditional one)
    /// with the modifiers that exist there, newest iOS first; neighbours that apply the same
    /// modifiers are one branch.
    func branches(_ modifiers: [Modifier]) -> [(condition: Int?, modifiers: [Modifier])] {
        let minimum = generator.minimumIOS
        let levels = Set(modifiers.flatMap { [$0.since] + ($0.until.map { [$0] } ?? []) }).filter { $0 > minimum }.sorted(by: >)
        func applying(at level: Int) -> [Modifier] {
            modifiers.filter { $0.since <= level && ($0.until.map { level < $0 } ?? true) }
        }
        var branches: [(condition: Int?, modifiers: [Modifier])] = levels.map { (condition: Optional($0), modifiers: applying(at: $0)) }
        branches.append((condition: nil, modifiers: applying(at: minimum)))
        var index = 0
        while index + 1 < branches.count {
            if branches[index].modifiers == branches[index + 1].modifiers {
                branches.remove(at: index)
            } else {
                index += 1
            }
        }
        return branches
    }

    /// `extension TypeName.Ocean { public struct BarModifier … }` and the `.ocean` member `.barTheme(_:)` takes.
    func write(into writer: inout SwiftSourceWriter, typeName: String) {
        let access = generator.modifier
        let enumWriter = ThemeEnumWriter(theme: theme, name: name, generator: generator)
        // The colours are used only where `.tint` (iOS 15) and `.toolbarBackground` (iOS 16) exist, so
        // an iOS 15 colour is named directly, its property marked as iOS 15 below that target.
        let (_, expressions) = enumWriter.palette(helpers: GeneratedHelpers(reserved: []), minimumIOS: 15)
        let (modifiers, colors) = self.modifiers(expressions)
        let left = leftToApply
        writer.block("extension \(typeName).\(name)") { writer in
            var documentation = [
                "`.barTheme(.\(memberName))`: what SwiftUI's bar modifiers can say of the theme's `navigationBar:` and `toolbar:`, for a screen"
                    + " inside a `NavigationStack` (docs/UIKIT.md §15). A screen's modifiers win over the appearance proxies while it"
                    + " shows, so call `apply()` at launch as well."
            ]
            if modifiers.isEmpty { documentation.append("The theme sets nothing SwiftUI has a modifier for: `apply()` does it all.") }
            documentation += notApplied(typeName: typeName, hasTint: colors.contains { $0.isForApp })
            if !left.isEmpty {
                documentation.append("Stays with `apply()` (SwiftUI has no modifier for it): \(left.joined(separator: ", ")).")
            }
            writer.docComment(documentation)
            writer.block("\(access)struct \(Self.typeName): \(typeName).ThemeModifier") { writer in
                // Public, the initializer must be written; internal, the synthesized one is the same (UseSynthesizedInitializer).
                if !access.isEmpty {
                    writer.line("\(access)init() {}")
                    writer.blankLine()
                }
                writer.line("@ViewBuilder")
                writer.block("\(access)func body(content: Content) -> some View") { writer in
                    let branches = self.branches(modifiers)
                    if branches.count == 1 {
                        Self.chain(branches[0].modifiers, into: &writer)
                        return
                    }
                    for (index, branch) in branches.enumerated() {
                        let head: String
                        if let level = branch.condition {
                            head = (index == 0 ? "if" : "} else if") + " #available(iOS \(level).0, *) {"
                        } else {
                            head = "} else {"
                        }
                        writer.line(head)
                        writer.indented { Self.chain(branch.modifiers, into: &$0) }
                    }
                    writer.line("}")
                }
                for color in colors {
                    writer.blankLine()
                    let needsIOS15 =
                        generator.minimumIOS < 15 && SwiftExpressions.iOS15Colors.contains { color.value.flat.contains("UIColor.\($0)") }
                    writer.singleExpressionBody(
                        (needsIOS15 ? "@available(iOS 15.0, *) " : "") + (color.isForApp ? "\(access)" : "private ")
                            + "static var \(color.name): Color", color.value)
                }
            }
        }
        writer.blankLine()
        writer.block("extension \(typeName).ThemeModifier where Self == \(typeName).\(name).\(Self.typeName)") { writer in
            writer.docComment(["The `\(theme.document.name)` theme (\(theme.file)): `.barTheme(.\(memberName))`."])
            writer.line("\(access)static var \(memberName): Self { Self() }")
        }
    }

    /// `content` with the modifiers chained, one per line when there are several.
    static func chain(_ modifiers: [Modifier], into writer: inout SwiftSourceWriter) {
        if modifiers.count <= 1 {
            writer.line("content" + (modifiers.first?.text ?? ""))
            return
        }
        writer.line("content")
        writer.indented { writer in
            for modifier in modifiers { writer.line(modifier.text) }
        }
    }

    /// The declarations every theme's modifier shares: the protocol `.barTheme(_:)` takes and the
    /// `View` method itself.
    static func writeShared(into writer: inout SwiftSourceWriter, typeName: String, access: String) {
        writer.block("extension \(typeName)") { writer in
            writer.docComment(["A theme's SwiftUI modifier (`\(typeName).Ocean.\(Self.typeName)`), which `.barTheme(_:)` applies."])
            writer.line("\(access)protocol ThemeModifier: ViewModifier {}")
        }
        writer.blankLine()
        writer.block("extension View") { writer in
            writer.docComment([
                "Applies a theme's SwiftUI bar modifiers to this screen: `.barTheme(.ocean)` on a view inside a `NavigationStack`."
            ])
            writer.block("\(access)func barTheme(_ theme: some \(typeName).ThemeModifier) -> some View") { writer in
                writer.line("modifier(theme)")
            }
        }
    }
}
