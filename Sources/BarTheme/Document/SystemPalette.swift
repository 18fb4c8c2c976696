/// UIKit's system colours as one era draws them (docs/UIKIT.md §2.3a). A theme's system colour
/// keeps its name through parsing (`ColorValue.system`) and takes its values from the palette of
/// the era it is drawn in (`EraDefaults.palette`), as an app's `UIColor.systemBlue` does on the
/// release it runs on. iOS 26 retuned the palette; its table holds only the values BarTheme can
/// cite (`SystemColors.ios26`) and every other name keeps its iOS 13-18 value.
public enum SystemPalette: String, Hashable, Sendable, CaseIterable {
    /// The values of iOS 13-18 (`SystemColors.table`), which the `ios7` era draws too.
    case ios13
    /// The values of iOS 26 (Liquid Glass) where they are known, else iOS 13-18's.
    case ios26

    /// The releases the palette stands for, as `explain` names it: "iOS 13-18".
    public var releases: String {
        switch self {
        case .ios13: return "iOS 13-18"
        case .ios26: return "iOS 26"
        }
    }

    /// `name`'s light, dark and high-contrast values in this palette.
    public func value(of name: SystemColorName) -> ColorValue {
        if self == .ios26, let retuned = SystemColors.ios26[name.rawValue] { return retuned }
        // Every SystemColorName is a key of the table (its initialiser checks), so the fallback is never taken.
        return SystemColors.table[name.rawValue] ?? .fixed(.clear)
    }

    /// `name` in one interface style and contrast.
    public func resolve(_ name: SystemColorName, _ style: UserInterfaceStyle, contrast: ColorContrast = .normal) -> RGBAColor {
        value(of: name).resolved(for: style, contrast: contrast, palette: self)
    }

    /// Whether this palette has a value of its own for `name` (not the iOS 13-18 one): what
    /// `explain` says a colour came from.
    public func retunes(_ name: SystemColorName) -> Bool {
        self == .ios26 && SystemColors.ios26[name.rawValue] != nil
    }

    /// Where `name`'s values come from in this palette, as `explain` writes it: "systemBlue, iOS 26
    /// palette"; "label, iOS 13-18 palette (no iOS 26 value known)" where iOS 26's keeps the older value.
    public func source(of name: SystemColorName) -> String {
        guard self == .ios26, !retunes(name) else { return "\(name), \(releases) palette" }
        return "\(name), \(SystemPalette.ios13.releases) palette (no iOS 26 value known)"
    }
}
