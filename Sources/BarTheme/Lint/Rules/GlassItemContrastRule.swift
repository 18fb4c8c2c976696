/// Items drawn on iOS 26 Liquid Glass platters against the platter they sit on (issue #42 item 9):
/// the platter is the glass over the bar's background as BarTheme draws it (`GlassMaterial.glass(over:)`:
/// the bar's colour lifted toward white, its hue kept, docs/UIKIT.md §10.6), so white items over a
/// saturated opaque bar sit on a light platter (1.6:1 on #0B5FFF). Only bars whose own background is opaque are checked: over a
/// transparent bar the glass shows the scrolled content, which the theme does not choose. WCAG 2 asks for 4.5:1 for item titles and 3:1 for glyphs (the back
/// chevron, image and system-icon items). Image items whose own chromatic tint fills their platter and
/// prominent items are not on glass. The glass's hue over a coloured backdrop is measured (two apps,
/// §10.6); whether it also darkens over a saturated opaque bar is not (#42 item 9): the finding is
/// about the platter as drawn.
struct GlassItemContrastRule: LintRule {
    let id = "glass-item-contrast"
    let summary = "Items on iOS 26 glass platters need WCAG contrast (4.5:1 for text, 3:1 for glyphs) against the platter over the bar."
    let source = "WCAG 2 SC 1.4.3, SC 1.4.11; the platter per docs/UIKIT.md §10.6"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.era.usesLiquidGlass else { return [] }
        let styles = ContrastFinding.styles(for: theme.era.defaults)
        var found: [SourceLocation: (finding: ContrastFinding, platter: RGBAColor, behind: RGBAColor)] = [:]
        var order: [SourceLocation] = []
        for scene in theme.document.scenes {
            for use in Self.uses(scene) {
                for style in styles {
                    var variant = VariantMatrix.variants(for: scene).first ?? Variant()
                    variant.userInterfaceStyle = style
                    variant.accessibility = AccessibilitySettings(increaseContrast: theme.contrast == .high)
                    let appearance = theme.resolutions.appearance(scene: scene, variant: variant)
                    // Only a bar whose own background is opaque puts a fixed colour behind the glass; over a
                    // transparent bar the glass shows the scrolled content, which the theme does not choose.
                    let behind = appearance.background.value.composited(over: .black)
                    guard behind == appearance.background.value.composited(over: .white) else { continue }
                    // The glass the renderer draws: the bar's own style (a black barStyle or a dark
                    // `toolbarColorScheme` makes it dark glass in light mode) and accessibility settings.
                    let barStyle = appearance.effectiveStyle
                    let platter = GlassBackdrop.material(appearance).glass(over: behind)
                    let color =
                        use.color?.value.resolved(for: barStyle, contrast: theme.contrast, palette: appearance.era.defaults.palette)
                        ?? appearance.tintColor.value
                    let anchor: SourceLocation
                    if let own = use.color?.location {
                        anchor = own
                    } else if case .declared(let location, _) = appearance.tintColor.provenance.origin {
                        anchor = location
                    } else {
                        anchor = scene.name.location
                    }
                    guard
                        let finding = ContrastFinding.worst(
                            minimum: use.minimum, styles: [style], contrast: theme.contrast, { _ in (color, platter) })
                    else { continue }
                    if let known = found[anchor], known.finding.ratio <= finding.ratio { continue }
                    if found[anchor] == nil { order.append(anchor) }
                    found[anchor] = (finding, platter, behind)
                }
            }
        }
        return order.compactMap { anchor in
            guard let (finding, platter, behind) = found[anchor] else { return nil }
            let ratio = WCAGContrast.format(finding.ratio, minimum: finding.minimum)
            return warning(
                "\(finding.foreground) items on the Liquid Glass platter \(platter) (the glass over the bar background \(behind)) have a "
                    + "contrast of \(ratio) in \(finding.style.rawValue) mode, under the \(ParseContext.format(finding.minimum)):1 WCAG asks for",
                at: anchor,
                hint:
                    "pick an item colour that reads on the platter (the label colour, a darker tint) or a lighter bar background; an image item's own chromatic tintColor fills its platter instead"
            )
        }
    }

    /// One colour drawn on glass in a scene: an item's own (achromatic) tint, or the bar's (nil), with
    /// the contrast it needs.
    struct Use {
        let color: Located<ColorValue>?
        let minimum: Double
    }

    /// What a scene draws on glass: its top item's items (or a toolbar's) that neither fill their
    /// platter nor are prominent, and the back button's chevron.
    static func uses(_ scene: SceneDeclaration) -> [Use] {
        let isNavigationBar = (scene.bar?.value ?? .navigationBar) == .navigationBar
        let top = scene.items.last
        let items = isNavigationBar ? (top?.navigationBarButtonItems ?? []) : scene.toolbarItems
        var uses: [Use] = []
        let text = WCAGContrast.minimum(size: 17, weight: .regular)
        for item in items where item.customView == nil && item.isEnabled?.value != false && item.style?.value != .prominent {
            if let system = item.systemItem?.value, system == .flexibleSpace || system == .fixedSpace { continue }
            // A SwiftUI item's own chromatic colour is drawn on the glass, not as its platter (docs/UIKIT.md §10.4).
            if let tint = item.tintColor, GlassGrouping.isChromatic(tint.value), ItemContrastRule.isIcon(item), item.swiftUILabel == nil {
                continue
            }
            uses.append(Use(color: item.tintColor, minimum: ItemContrastRule.isIcon(item) ? ItemContrastRule.iconMinimum : text))
        }
        if isNavigationBar, scene.items.count >= 2 || !scene.stack.isEmpty, top?.hidesBackButton?.value != true {
            uses.append(Use(color: nil, minimum: ItemContrastRule.iconMinimum))
        }
        return uses
    }
}
