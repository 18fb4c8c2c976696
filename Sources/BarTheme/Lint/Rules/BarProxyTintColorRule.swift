/// `tintColor` set through a bar's appearance proxy (the `navigationBar:` / `toolbar:` block or a
/// `when:` scope): `UIAppearance.h` says tintColor "is now disallowed with the appearance proxy"
/// for UIView-based bars since iOS 7 (docs/UIKIT.md §2.3). BarTheme draws it, as many apps see it
/// apply, but it is not supported. The hint leads where lint, render and generated code agree:
/// `UIBarButtonItem`'s proxy inside the bar (`navigationBar: { barButtonItem: { tintColor: } }`),
/// supported, drawn the same, and written by `generate swift` (a scene's instance block is not generated).
struct BarProxyTintColorRule: LintRule {
    let id = "tint-color-on-bar-proxy"
    let summary = "tintColor set through a bar's appearance proxy, which UIKit does not support since iOS 7."
    let source = "UIAppearance.h, docs/UIKIT.md §2.3"

    func check(_ theme: LintContext) -> [Diagnostic] {
        var blocks: [(BarKind, BarAppearanceDeclaration)] = []
        for kind in BarKind.allCases {
            if let proxy = theme.document.appearance(for: kind) { blocks.append((kind, proxy)) }
            for scope in theme.document.scopes {
                if let block = scope.appearance(for: kind) { blocks.append((kind, block)) }
            }
        }
        return blocks.compactMap { kind, block in
            guard let tint = block.tintColor else { return nil }
            return warning(
                "tintColor on the \(kind.rawValue) appearance proxy is not supported by UIKit since iOS 7 (\"tintColor is now disallowed with the appearance proxy\"); it may not apply in the app",
                at: tint.location, hint: Self.hint(kind))
        }
    }

    /// Where the colour goes instead: UIBarButtonItem's proxy inside a navigation bar or toolbar; a
    /// tab bar has no bar button items, so its selected tab's colour goes in the item appearance.
    static func hint(_ kind: BarKind) -> String {
        switch kind {
        case .tabBar:
            "set the selected tab's colour in the appearance object: tabBar: { standardAppearance: { stackedLayoutAppearance: { selected: { iconColor: …, titleTextAttributes: { foregroundColor: … } } } } } (and the inline layouts; docs/UIKIT.md §18); generate swift writes it there, so the app gets the colour BarTheme draws"
        default:
            "move it to \(kind.rawValue): { barButtonItem: { tintColor: … } }: UIBarButtonItem's proxy inside the bar, which UIKit supports and which colours the items, the back chevron and the back title (docs/UIKIT.md §2.5); generate swift writes it there, so the app gets the colour BarTheme draws"
        }
    }
}
