/// A tab bar appearance object that styles its tabs through `stackedLayoutAppearance` only. UIKit
/// keeps one `UITabBarItemAppearance` per layout: an iPad (and a phone wider than 414 pt in
/// landscape) uses `inlineLayoutAppearance`, a phone in landscape `compactInlineLayoutAppearance`
/// (docs/UIKIT.md §18.2), so there the tabs keep UIKit's default colours and fonts. The gap teams
/// meet when their iPhone-portrait styling is gone on iPad.
struct TabBarInlineLayoutMissingRule: LintRule {
    let id = "tab-bar-inline-layout-missing"
    let summary = "A tab bar appearance styles stackedLayoutAppearance only: iPad and landscape tabs keep UIKit's defaults."
    let source = "docs/UIKIT.md §18.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.tabBarAppearanceObjects.compactMap { slot, object, owner -> Diagnostic? in
            guard let stacked = object.stackedLayoutAppearance, Self.styles(stacked) else { return nil }
            var missing: [String] = []
            if object.inlineLayoutAppearance == nil {
                missing.append("\(ThemeKey.inlineLayoutAppearance) (an iPad, and a phone wider than 414 pt in landscape)")
            }
            if object.compactInlineLayoutAppearance == nil {
                missing.append("\(ThemeKey.compactInlineLayoutAppearance) (a phone in landscape)")
            }
            guard !missing.isEmpty else { return nil }
            return warning(
                "\(owner) \(slot) styles its tabs in \(ThemeKey.stackedLayoutAppearance) only: UIKit uses \(missing.joined(separator: " and ")) there, where the tabs keep UIKit's default colours and fonts",
                at: stacked.location,
                hint:
                    "give the other layouts the same states (in YAML: \(ThemeKey.stackedLayoutAppearance): &tabs { … }, \(ThemeKey.inlineLayoutAppearance): *tabs, \(ThemeKey.compactInlineLayoutAppearance): *tabs; in code: appearance.inlineLayoutAppearance = itemAppearance and appearance.compactInlineLayoutAppearance = itemAppearance); render `widths: [1024]` or `metrics: [compact]` to see them"
            )
        }
    }

    /// Whether an item appearance sets anything in any state.
    static func styles(_ appearance: TabBarItemAppearanceDeclaration) -> Bool {
        [appearance.normal, appearance.selected, appearance.disabled, appearance.focused].contains { $0 != nil }
    }
}
