/// The name of one object of the theme format (`ThemeObject`): its `$defs` name in the JSON Schema
/// and its anchor in docs/THEME-FORMAT.md. Every object is a static member, spelt once (the
/// member's own name is the spelling), so a misspelt object does not compile.
public struct ThemeObjectName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as the schema and the format reference write it.
    public let spelling: String

    private init(_ spelling: String) { self.spelling = spelling }

    /// The object named as the calling static member is.
    private static func named(_ spelling: String = #function) -> ThemeObjectName { ThemeObjectName(spelling) }

    public var description: String { spelling }

    public static func < (a: ThemeObjectName, b: ThemeObjectName) -> Bool { a.spelling < b.spelling }

    // Objects, in the order ThemeKeys.objects documents them. A new object: a member here, its
    // `ThemeObject` in a ThemeKeys+… file, and an entry in `ThemeKeys.objects`.
    public static var theme: ThemeObjectName { named() }
    public static var supports: ThemeObjectName { named() }
    public static var policies: ThemeObjectName { named() }
    public static var lint: ThemeObjectName { named() }
    public static var snapshot: ThemeObjectName { named() }
    public static var navigationBar: ThemeObjectName { named() }
    public static var toolbar: ThemeObjectName { named() }
    public static var tabBar: ThemeObjectName { named() }
    public static var tabBarAppearance: ThemeObjectName { named() }
    public static var tabBarItemAppearance: ThemeObjectName { named() }
    public static var tabBarItemStateAppearance: ThemeObjectName { named() }
    public static var tabBarItemProxy: ThemeObjectName { named() }
    public static var tabBarStateTextAttributes: ThemeObjectName { named() }
    public static var tabBarItem: ThemeObjectName { named() }
    public static var textAttributes: ThemeObjectName { named() }
    public static var font: ThemeObjectName { named() }
    public static var shadow: ThemeObjectName { named() }
    public static var image: ThemeObjectName { named() }
    public static var symbolImage: ThemeObjectName { named() }
    public static var backgroundImage: ThemeObjectName { named() }
    public static var toolbarBackgroundImage: ThemeObjectName { named() }
    public static var toolbarShadowImage: ThemeObjectName { named() }
    public static var navigationBarAppearance: ThemeObjectName { named() }
    public static var toolbarAppearance: ThemeObjectName { named() }
    public static var barButtonItemAppearance: ThemeObjectName { named() }
    public static var barButtonItemStateAppearance: ThemeObjectName { named() }
    public static var itemAppearance: ThemeObjectName { named() }
    public static var stateTextAttributes: ThemeObjectName { named() }
    public static var itemBackgroundImage: ThemeObjectName { named() }
    public static var scope: ThemeObjectName { named() }
    public static var traits: ThemeObjectName { named() }
    public static var scene: ThemeObjectName { named() }
    public static var navigationController: ThemeObjectName { named() }
    public static var stackStep: ThemeObjectName { named() }
    public static var navigationItem: ThemeObjectName { named() }
    public static var searchController: ThemeObjectName { named() }
    public static var barButtonItem: ThemeObjectName { named() }
    public static var barButtonItemGroup: ThemeObjectName { named() }
    public static var customView: ThemeObjectName { named() }
    public static var placeholderView: ThemeObjectName { named() }
    public static var variants: ThemeObjectName { named() }
    // Inside values (ThemeKeys+Colors.swift).
    public static var dynamicColor: ThemeObjectName { named() }
    public static var tokenAppearances: ThemeObjectName { named() }
}
