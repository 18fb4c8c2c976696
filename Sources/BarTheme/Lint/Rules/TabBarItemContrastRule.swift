/// The tab bar's item colours against its background, before iOS 26 (the `ios26` capsule's items
/// sit on glass): each `UITabBarItemAppearance` state's `titleTextAttributes` colour and `iconColor`
/// against the appearance object's background, and the legacy `tintColor` (selected) and
/// `unselectedItemTintColor` (and the `tabBarItem:` proxy's title colours) against `barTintColor` or
/// the bar's `standardAppearance`. The rule asks
/// for 3:1 (WCAG's non-text minimum), not the 4.5:1 of 10 pt text: UIKit's own tab colours reach
/// only 3.1:1 (the unselected grey (146,146,146) on white) and 4.0:1 (systemBlue), so 4.5:1 would
/// flag the system's own look; 3:1 flags colours fainter than it. The background is
/// estimated as in `BarBackgroundEstimate`, over the scene's backdrop (white or black without one);
/// a background image is not estimated. Light and dark where the era has dark mode.
struct TabBarItemContrastRule: LintRule {
    let id = "tab-bar-item-contrast"
    let summary = "A tab bar's item colours need 3:1 contrast (what UIKit's own tab colours reach) against the estimated bar background."
    let source = "WCAG 2 SC 1.4.11; background per docs/UIKIT.md §18.3"

    /// WCAG 2 SC 1.4.11's 3:1, which UIKit's own tab colours reach.
    static let minimum = 3.0

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        guard !theme.era.usesLiquidGlass else { return [] }
        let styles = ContrastFinding.styles(for: defaults)
        let minimum = Self.minimum
        var found: [Diagnostic] = []
        for block in theme.tabBarBlocks {
            let backdrop = theme.document.scenes.first { $0.tabBarInstance == block }?.backdrop?.value
            func check(_ color: Located<ColorValue>, minimum: Double, on background: (UserInterfaceStyle) -> RGBAColor?) {
                let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                    background(style).map { (color.value.resolved(for: style, contrast: theme.contrast, palette: defaults.palette), $0) }
                }
                if let finding { found.append(report(finding, at: color.location)) }
            }
            for object in [block.standardAppearance, block.scrollEdgeAppearance].compactMap({ $0 }) where defaults.supportsAppearanceObjects
            {
                let background = { (style: UserInterfaceStyle) in
                    BarBackgroundEstimate.object(object, backdrop: backdrop, style: style, defaults: defaults, contrast: theme.contrast)
                }
                for layout in TabBarItemLayout.allCases {
                    guard let items = object[keyPath: layout.declaration] else { continue }
                    for state in [items.normal, items.selected].compactMap({ $0 }) {
                        if let title = state.titleTextAttributes?.foregroundColor { check(title, minimum: minimum, on: background) }
                        if let icon = state.iconColor { check(icon, minimum: minimum, on: background) }
                    }
                }
            }
            let legacyBackground = { (style: UserInterfaceStyle) in
                Self.legacyBackground(block, backdrop: backdrop, style: style, defaults: defaults, contrast: theme.contrast)
            }
            for tint in [block.tintColor, block.unselectedItemTintColor].compactMap({ $0 }) {
                check(tint, minimum: minimum, on: legacyBackground)
            }
            // The `tabBarItem:` proxy's title colours sit on the top-level bar.
            if block == theme.document.tabBar, let proxy = theme.document.tabBarItem {
                for state in [TabBarItemState.normal, .selected] {
                    guard let title = proxy.titleTextAttributes[state]?.value.foregroundColor else { continue }
                    check(title, minimum: minimum, on: legacyBackground)
                }
            }
        }
        return found
    }

    /// The bar behind legacy item colours: the `standardAppearance` (iOS 13+), else a translucent or
    /// opaque `barTintColor` (docs/UIKIT.md §2.2's layer model), else `nil` (UIKit's own material: the
    /// theme chose no background, as `item-contrast` leaves UIKit's defaults alone).
    static func legacyBackground(
        _ block: TabBarAppearanceDeclaration, backdrop: ColorValue?, style: UserInterfaceStyle, defaults: EraDefaults,
        contrast: ColorContrast
    ) -> RGBAColor? {
        if defaults.supportsAppearanceObjects, let object = block.standardAppearance {
            return BarBackgroundEstimate.object(object, backdrop: backdrop, style: style, defaults: defaults, contrast: contrast)
        }
        guard block.backgroundImage == nil,
            let tint = block.barTintColor?.value.resolved(for: style, contrast: contrast, palette: defaults.palette).withAlpha(1)
        else { return nil }
        guard block.translucent?.value ?? true else { return tint }
        let behind = BarBackgroundEstimate.backdrop(backdrop, style: style, defaults: defaults, contrast: contrast)
        return tint.withAlpha(defaults.tintAlpha).over(defaults.tintUnderlay.over(behind))
    }

    private func report(_ finding: ContrastFinding, at location: SourceLocation) -> Diagnostic {
        warning(
            "tab bar item colour: \(finding.sentence)",
            at: location,
            hint: "darken or lighten the colour (or the bar's background) until the ratio reaches \(ParseContext.format(finding.minimum)):1"
        )
    }
}
