/// `UIBarMetrics`: which height variant of the bar is shown (docs/UIKIT.md §1.1).
public enum BarMetrics: String, ThemeEnum {
    /// 44 pt.
    case `default`
    /// 32 pt, iPhone in landscape.
    case compact
    /// `default` with a prompt line.
    case defaultPrompt
    /// `compact` with a prompt line.
    case compactPrompt

    /// UIKit's deprecated names are aliases, not distinct axis values (docs/UIKIT.md §1.1).
    public static var aliases: [String: BarMetrics] {
        ["landscapePhone": .compact, "landscapePhonePrompt": .compactPrompt]
    }

    /// Whether this is a compact (landscape phone) height.
    public var isCompact: Bool { self == .compact || self == .compactPrompt }
    /// Whether this is a prompt variant.
    public var hasPrompt: Bool { self == .defaultPrompt || self == .compactPrompt }
    /// The same height class without a prompt.
    public var withoutPrompt: BarMetrics { isCompact ? .compact : .default }
    /// The same height class with a prompt.
    public var withPrompt: BarMetrics { isCompact ? .compactPrompt : .defaultPrompt }
}
