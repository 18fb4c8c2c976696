/// The keys each object of the theme format accepts: one list per object, used by the parser to
/// reject unknown keys and by the documentation and schema tests to stay in step with it.
public enum ThemeKeys {
    public static let theme = ["theme", "colors", "fonts", "navigationBar", "toolbar", "scenes"]
    public static let barAppearance = [
        "barStyle", "translucent", "barTintColor", "tintColor", "titleTextAttributes", "titleVerticalPositionAdjustment",
    ]
    public static let textAttributes = ["font", "foregroundColor", "shadow"]
    public static let font = ["family", "weight", "size", "file"]
    public static let shadow = ["color", "offset", "blurRadius"]
    public static let scene = ["name", "bar", "navigationBar", "items", "backdrop", "statusBarHeight", "variants"]
    public static let navigationItem = [
        "title", "backBarButtonItem", "leftBarButtonItems", "rightBarButtonItems", "leftItemsSupplementBackButton",
        "hidesBackButton",
    ]
    public static let barButtonItem = ["title", "systemItem", "style", "enabled"]
    public static let variants = ["metrics", "positions", "widths", "scales", "userInterfaceStyles"]
}
