/// The back button's colour on Liquid Glass (docs/UIKIT.md §10.17): the bar's `tintColor` colours
/// its items but not the back button, whose chevron keeps the label colour. Before `ios26` the back
/// indicator and title take the bar's tint (§2.3), so there is no separate value.
enum BackButtonTintRule {
    /// The back button's tint for a bar whose items take `tint`: on a Liquid Glass navigation bar
    /// with a declared `tintColor`, the era's label colour, the declaration recorded as beaten; else
    /// `nil` (the back button takes `tint`).
    static func resolve(era: Era, bar: BarKind, tint: Resolved<RGBAColor>, label: RGBAColor, style: UserInterfaceStyle)
        -> Resolved<RGBAColor>?
    {
        guard era.usesLiquidGlass, bar == .navigationBar, case .declared(let location, let layer) = tint.provenance.origin else {
            return nil
        }
        return Resolved(
            label,
            Provenance(
                .defaulted("\(era.rawValue) label colour (\(style.rawValue))"),
                rule:
                    "on Liquid Glass the bar's tintColor colours its items but not the back button: the chevron keeps the label colour"
                    + " (measured: Lexly under SwiftUI's .tint; UIKit's own tintColor too, dotnet/maui#33966; docs/UIKIT.md §10.17)"),
            overridden: [OverriddenDeclaration(location: location, layer: layer, value: "\(tint.value)")])
    }
}
