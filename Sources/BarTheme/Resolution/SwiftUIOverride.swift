/// The SwiftUI modifier that wins over an appearance-proxy value on a screen that applies it
/// (docs/UIKIT.md §15.2, approximate: from Apple's documentation, not measured). `explain` says it
/// under each navigation-bar property a proxy set.
public enum SwiftUIOverride {
    /// The sentence for `property` when its value comes from a proxy layer of a navigation bar
    /// (`navigationBar proxy…`, a `when[…]` scope), else nil.
    public static func note(property: String, layer: String, bar: BarKind) -> String? {
        guard bar == .navigationBar, layer.contains("proxy") || layer.hasPrefix("when[") else { return nil }
        let modifier: String
        switch property {
        case "background", "barTintColor":
            modifier =
                ".toolbarBackground(_:for: .navigationBar) (iOS 16+; shown at the scroll edge with .toolbarBackground(.visible, …), .toolbarBackgroundVisibility from iOS 18)"
        case "barStyle", "titleTextAttributes.foregroundColor", "largeTitleTextAttributes.foregroundColor":
            modifier = ".toolbarColorScheme(_:for: .navigationBar) (iOS 16+)"
        case "tintColor":
            modifier = ".tint(_:) on the NavigationStack (iOS 15+)"
        case "prefersLargeTitles":
            modifier = ".navigationBarTitleDisplayMode(_:) (iOS 14+)"
        default:
            return nil
        }
        return
            "on a SwiftUI screen that applies \(modifier), the modifier wins over this proxy value while that screen shows (docs/UIKIT.md §15.2, approximate)"
    }
}
