/// The bar button item colour (`tintColor`, an item's own `tintColor`, the `UIBarButtonItem` proxies'
/// `tintColor` and `.normal` title colour as resolved for each scene's items, or an appearance object's
/// button title colour) against the bar background, in light and dark: WCAG 2 asks for 4.5:1 for
/// 17 pt item titles (docs/UIKIT.md §2.4) and 3:1 for icons (template images and system icons: WCAG 2
/// SC 1.4.11, non-text contrast). A bar's tint is held to 4.5:1 only where it colours text (a
/// text item or a back title in a scene of that bar, or no scene to tell), else to 3:1.
/// The background is estimated as in `BarBackgroundEstimate`.
/// UIKit's own default (systemBlue on the default material) is not checked; the default tint is
/// checked once the theme chooses the bar's colour (`barTintColor`) without choosing a tint.
struct ItemContrastRule: LintRule {
    let id = "item-contrast"
    let summary = "The bar button item colour needs WCAG contrast (4.5:1 for text, 3:1 for icons) against the estimated bar background."
    let source = "WCAG 2 SC 1.4.3 (text), SC 1.4.11 (icons); background per docs/UIKIT.md §2.1-§2.2"

    /// WCAG 2 SC 1.4.11: graphical objects need 3:1.
    static let iconMinimum = 3.0

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        let styles = ContrastFinding.styles(for: defaults)
        let minimum = WCAGContrast.minimum(size: 17, weight: .regular)
        var found: [Diagnostic] = []
        func legacy(_ bar: LintContext.BarBlock, tint: ColorValue, at anchor: SourceLocation, minimum: Double) {
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                guard
                    let background = BarBackgroundEstimate.legacy(
                        bar, style: style, defaults: defaults, contrast: theme.contrast, resources: theme.resources)
                else { return nil }
                return (
                    tint.resolved(
                        for: BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults), contrast: theme.contrast,
                        palette: defaults.palette),
                    background
                )
            }
            if let finding { found.append(report(finding, at: anchor)) }
        }
        for bar in theme.blocks {
            guard let tint = bar.value(\.tintColor) else { continue }
            guard let anchor = bar.block.tintColor?.location ?? bar.block.barTintColor?.location else { continue }
            legacy(bar, tint: tint.value, at: anchor, minimum: Self.colorsText(bar.kind, in: theme.document) ? minimum : Self.iconMinimum)
        }
        for scene in theme.document.scenes {
            let bar = theme.sceneBar(scene)
            let items = scene.items.flatMap(\.navigationBarButtonItems) + scene.toolbarItems
            for item in items {
                if let tint = item.tintColor {
                    legacy(bar, tint: tint.value, at: tint.location, minimum: Self.isIcon(item) ? Self.iconMinimum : minimum)
                }
            }
        }
        found += defaultTintFindings(theme, styles: styles, textMinimum: minimum)
        found += proxyFindings(theme, styles: styles, textMinimum: minimum)
        for entry in theme.appearanceObjects {
            let object = entry.object
            for buttons in [object.buttonAppearance, object.doneButtonAppearance] {
                guard let color = buttons?.normal?.titleTextAttributes?.foregroundColor else { continue }
                let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                    guard
                        let background = BarBackgroundEstimate.object(
                            object, backdrop: entry.backdrop, style: style, defaults: defaults, contrast: theme.contrast)
                    else { return nil }
                    return (color.value.resolved(for: style, contrast: theme.contrast, palette: defaults.palette), background)
                }
                if let finding { found.append(report(finding, at: color.location)) }
            }
        }
        return found
    }

    /// UIKit's default tint (systemBlue) on a bar whose `barTintColor` the theme chose and where no
    /// tint is set (on the bar or any `UIBarButtonItem` proxy): the back chevron, back title and
    /// items are drawn in systemBlue, 1.1:1 on a #0B5FFF bar. Reported at the bar tint. Not in the
    /// `ios26` era, whose default items are label-coloured on their own glass (docs/UIKIT.md §10.3).
    private func defaultTintFindings(_ theme: LintContext, styles: [UserInterfaceStyle], textMinimum: Double) -> [Diagnostic] {
        let defaults = theme.era.defaults
        guard !theme.era.usesLiquidGlass, !Self.itemProxiesSetATint(theme) else { return [] }
        var found: [Diagnostic] = []
        for bar in theme.blocks where bar.value(\.tintColor) == nil && bar.value({ $0.barButtonItem?.tintColor }) == nil {
            guard let anchor = bar.block.barTintColor?.location, Self.drawsTintedContent(bar.kind, in: theme.document) else { continue }
            let minimum = Self.colorsText(bar.kind, in: theme.document) ? textMinimum : Self.iconMinimum
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                guard
                    let background = BarBackgroundEstimate.legacy(
                        bar, style: style, defaults: defaults, contrast: theme.contrast, resources: theme.resources)
                else { return nil }
                let dark = BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults) == .dark
                return (dark ? defaults.darkTint : defaults.lightTint, background)
            }
            guard let finding else { continue }
            found.append(
                warning(
                    "no tintColor is set, so the back chevron, back title and items take UIKit's default systemBlue: \(finding.sentence)",
                    at: anchor,
                    hint:
                        "set a tint with more contrast where generate swift carries it to the app: \(bar.kind.rawValue): { barButtonItem: { tintColor: … } } (UIBarButtonItem's proxy, docs/UIKIT.md §2.5), or pick another barTintColor"
                ))
        }
        return found
    }

    /// Whether any `UIBarButtonItem` proxy of the theme or its parents sets a tint (then no item keeps the default).
    static func itemProxiesSetATint(_ theme: LintContext) -> Bool {
        ([theme.document] + theme.parents).contains { document in
            document.barButtonItem?.tintColor != nil || document.scopes.contains { $0.barButtonItem?.tintColor != nil }
        }
    }

    /// Whether a bar of `kind` shows anything the default tint colours: an item, a back button (two
    /// or more navigation items, or a stack) in a scene that sets no tint of its own, or no scene to tell.
    static func drawsTintedContent(_ kind: BarKind, in document: ThemeDocument) -> Bool {
        let all = document.scenes.filter { ($0.bar?.value ?? .navigationBar) == kind }
        guard !all.isEmpty else { return true }
        let scenes = all.filter { $0.instance?.tintColor == nil && $0.instance?.barButtonItem?.tintColor == nil }
        return scenes.contains { scene in
            if kind == .navigationBar && (scene.items.count >= 2 || !scene.stack.isEmpty) { return true }
            let items = scene.items.flatMap(\.declaredBarButtonItems) + scene.toolbarItems
            return items.contains { item in
                item.tintColor == nil && item.systemItem.map { $0.value != .flexibleSpace && $0.value != .fixedSpace } ?? true
            }
        }
    }

    /// The `UIBarButtonItem` proxies' colours (`tintColor`, `.normal` title `foregroundColor`; docs/UIKIT.md
    /// §2.5) as the resolver gives them to each scene's items: an item with no colour of its own is drawn
    /// in the proxy's `.normal` title colour (text) or the proxy's tint (text without a title colour, and
    /// icons). Each declaration is reported once, at the worst of its items.
    private func proxyFindings(_ theme: LintContext, styles: [UserInterfaceStyle], textMinimum: Double) -> [Diagnostic] {
        let defaults = theme.era.defaults
        // Per declaration: the strictest minimum it is held to and the bar it is drawn on.
        var uses: [SourceLocation: (minimum: Double, bar: LintContext.BarBlock, scene: SceneDeclaration)] = [:]
        var order: [SourceLocation] = []
        func use(_ location: SourceLocation, minimum: Double, bar: LintContext.BarBlock, scene: SceneDeclaration) {
            if let known = uses[location], known.minimum >= minimum { return }
            if uses[location] == nil { order.append(location) }
            uses[location] = (minimum, bar, scene)
        }
        func proxy(_ scene: SceneDeclaration, _ style: UserInterfaceStyle) -> ResolvedItemAppearance {
            var variant = VariantMatrix.variants(for: scene).first ?? Variant()
            variant.userInterfaceStyle = style
            variant.accessibility = AccessibilitySettings(increaseContrast: theme.contrast == .high)
            return theme.resolutions.appearance(scene: scene, variant: variant).itemAppearance
        }
        for scene in theme.document.scenes {
            let bar = theme.sceneBar(scene)
            let items = scene.items.flatMap(\.declaredBarButtonItems) + scene.toolbarItems
            let resolved = proxy(scene, .light)
            for item in items where item.customView == nil && item.tintColor == nil {
                if let system = item.systemItem?.value, system == .flexibleSpace || system == .fixedSpace { continue }
                if Self.isIcon(item) {
                    if case .declared(let location, _) = resolved.tintColor?.provenance.origin {
                        use(location, minimum: Self.iconMinimum, bar: bar, scene: scene)
                    }
                    continue
                }
                guard item.appearance?.titleTextAttributes[.normal]?.value.foregroundColor == nil else { continue }
                if let color = resolved.titleTextAttributes[.normal]?.value.foregroundColor {
                    use(color.location, minimum: textMinimum, bar: bar, scene: scene)
                } else if case .declared(let location, _) = resolved.tintColor?.provenance.origin {
                    use(location, minimum: textMinimum, bar: bar, scene: scene)
                }
            }
        }
        return order.compactMap { location in
            guard let (minimum, bar, scene) = uses[location] else { return nil }
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                guard
                    let background = BarBackgroundEstimate.legacy(
                        bar, style: style, defaults: defaults, contrast: theme.contrast, resources: theme.resources)
                else { return nil }
                let colorStyle = BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults)
                let resolved = proxy(scene, colorStyle)
                let title = resolved.titleTextAttributes[.normal]?.value.foregroundColor
                let color =
                    title?.location == location
                    ? title?.value.resolved(for: colorStyle, contrast: theme.contrast, palette: defaults.palette)
                    : resolved.tintColor?.value
                guard let color else { return nil }
                return (color, background)
            }
            return finding.map { report($0, at: location) }
        }
    }

    /// An item drawn as a shape, not text: an image (a file or an SF Symbol, `image: { systemName: }`)
    /// or a system item without a title.
    static func isIcon(_ item: BarButtonItemDeclaration) -> Bool {
        guard item.customView == nil else { return false }
        if item.image != nil || item.symbol != nil { return true }
        if let system = item.systemItem?.value { return item.title == nil && system.title == nil }
        return false
    }

    /// Whether a bar's tint colours any text in the theme's scenes: a text item, or a back title
    /// (a stack of two or more items, or a stack step). With no scene of that bar, text is assumed.
    static func colorsText(_ kind: BarKind, in document: ThemeDocument) -> Bool {
        let scenes = document.scenes.filter { ($0.bar?.value ?? .navigationBar) == kind }
        guard !scenes.isEmpty else { return true }
        return scenes.contains { scene in
            if kind == .navigationBar && (scene.items.count >= 2 || !scene.stack.isEmpty) { return true }
            let items = scene.items.flatMap(\.declaredBarButtonItems) + scene.toolbarItems
            return items.contains { item in
                !isIcon(item) && item.customView == nil
                    && item.systemItem.map { $0.value != .flexibleSpace && $0.value != .fixedSpace } ?? true
            }
        }
    }

    private func report(_ finding: ContrastFinding, at location: SourceLocation) -> Diagnostic {
        warning(
            "the item colour \(finding.sentence)", at: location,
            hint: "pick a tintColor or bar tint with more contrast, or disable the rule with lint: { disable: [\(id)] }")
    }
}
