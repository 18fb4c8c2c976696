/// `UIBarStyle`: supplies defaults (background, title colour) that explicit properties override.
/// Default `.default` (docs/UIKIT.md §2.1, §3.1).
public enum BarStyle: String, ThemeEnum {
    /// Light background, dark content.
    case `default`
    /// Dark background, light content.
    case black
    /// Deprecated: `.black` with `translucent` forced to YES (docs/UIKIT.md §2.1).
    case blackTranslucent

    public static var aliases: [String: BarStyle] { ["blackOpaque": .black] }

    /// Whether the style gives a dark bar.
    public var isDark: Bool { self != .default }
}
