/// The name of one object of the theme format (`ThemeObject`): its `$defs` name in the JSON Schema
/// and its anchor in docs/THEME-FORMAT.md. Every object is a static member, spelt once (the
/// member's own name is the spelling), so a misspelt object does not compile.
public struct ThemeObjectName: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name as the schema and the format reference write it.
    public let spelling: String

    private init(_ spelling: String) { self.spelling = spelling }

    /// The object named as the calling static member is.
    private static func named(_ spelling: String = #function) -> ThemeObjectName { ThemeObjectName(spelling) }

    /// The name as the schema writes it (its `spelling`).
    public var description: String { spelling }

    /// Alphabetical order of the spellings.
    public static func < (a: ThemeObjectName, b: ThemeObjectName) -> Bool { a.spelling < b.spelling }

    // Objects, in the order ThemeKeys.objects documents them. A new object: a member here, its
    // `ThemeObject` in a ThemeKeys+… file, and an entry in `ThemeKeys.objects`.
    /// `theme`: the top level of a theme file.
    public static var theme: ThemeObjectName { named() }
    /// `supports`: the deployment range, the iOS versions the app runs on.
    public static var supports: ThemeObjectName { named() }
    /// `policies`: choices where UIKit's documentation and observed behaviour disagree.
    public static var policies: ThemeObjectName { named() }
    /// `lint`: lint rules switched off for the theme.
    public static var lint: ThemeObjectName { named() }
    /// `snapshot`: the theme's comparison tolerance for snapshot references.
    public static var snapshot: ThemeObjectName { named() }
    /// `navigationBar`: what the navigation bar's appearance proxy (or one bar) receives.
    public static var navigationBar: ThemeObjectName { named() }
    /// `toolbar`: what the toolbar's appearance proxy (or one toolbar) receives.
    public static var toolbar: ThemeObjectName { named() }
    /// `tabBar`: what the tab bar's appearance proxy (or one tab bar) receives.
    public static var tabBar: ThemeObjectName { named() }
    /// `tabBarAppearance`: an iOS 13+ tab bar appearance object (`UITabBarAppearance`).
    public static var tabBarAppearance: ThemeObjectName { named() }
    /// `tabBarItemAppearance`: a `UITabBarItemAppearance`, one state appearance per tab state.
    public static var tabBarItemAppearance: ThemeObjectName { named() }
    /// `tabBarItemStateAppearance`: a `UITabBarItemStateAppearance`, one tab state's look.
    public static var tabBarItemStateAppearance: ThemeObjectName { named() }
    /// `tabBarItemProxy`: what `UITabBarItem.appearance()` receives (the `tabBarItem:` key).
    public static var tabBarItemProxy: ThemeObjectName { named() }
    /// `tabBarStateTextAttributes`: a tab's title attributes per state.
    public static var tabBarStateTextAttributes: ThemeObjectName { named() }
    /// `tabBarItem`: a tab in a tab bar scene's `items:`.
    public static var tabBarItem: ThemeObjectName { named() }
    /// `textAttributes`: text attributes (font, colour, shadow, tracking).
    public static var textAttributes: ThemeObjectName { named() }
    /// `font`: a font, by family and weight or from a font file, with a size.
    public static var font: ThemeObjectName { named() }
    /// `shadow`: a text shadow (`NSShadow`).
    public static var shadow: ThemeObjectName { named() }
    /// `image`: an image file with UIKit's image options.
    public static var image: ThemeObjectName { named() }
    /// `symbolImage`: an SF Symbol image, a bar button item's image.
    public static var symbolImage: ThemeObjectName { named() }
    /// `backgroundImage`: a navigation bar background image for one position and metrics.
    public static var backgroundImage: ThemeObjectName { named() }
    /// `toolbarBackgroundImage`: a toolbar background image for one position and metrics.
    public static var toolbarBackgroundImage: ThemeObjectName { named() }
    /// `toolbarShadowImage`: a toolbar shadow image for one position.
    public static var toolbarShadowImage: ThemeObjectName { named() }
    /// `navigationBarAppearance`: an iOS 13+ navigation bar appearance object.
    public static var navigationBarAppearance: ThemeObjectName { named() }
    /// `toolbarAppearance`: an iOS 13+ toolbar appearance object.
    public static var toolbarAppearance: ThemeObjectName { named() }
    /// `barButtonItemAppearance`: a bar button item appearance, one state appearance per control state.
    public static var barButtonItemAppearance: ThemeObjectName { named() }
    /// `barButtonItemStateAppearance`: a bar button item state appearance.
    public static var barButtonItemStateAppearance: ThemeObjectName { named() }
    /// `itemAppearance`: what the `UIBarButtonItem` proxy receives (the `barButtonItem:` key).
    public static var itemAppearance: ThemeObjectName { named() }
    /// `stateTextAttributes`: title text attributes per control state.
    public static var stateTextAttributes: ThemeObjectName { named() }
    /// `itemBackgroundImage`: a bar button item background image for one control state and metrics.
    public static var itemBackgroundImage: ThemeObjectName { named() }
    /// `scope`: one `when:` scope.
    public static var scope: ThemeObjectName { named() }
    /// `traits`: a trait filter inside a scope.
    public static var traits: ThemeObjectName { named() }
    /// `scene`: a scene, what to draw.
    public static var scene: ThemeObjectName { named() }
    /// `navigationController`: the navigation controller around a scene's stack.
    public static var navigationController: ThemeObjectName { named() }
    /// `stackStep`: one step of a scene's `stack:`.
    public static var stackStep: ThemeObjectName { named() }
    /// `navigationItem`: a navigation item on a scene's stack.
    public static var navigationItem: ThemeObjectName { named() }
    /// `searchController`: a navigation item's search controller.
    public static var searchController: ThemeObjectName { named() }
    /// `barButtonItem`: a bar button item.
    public static var barButtonItem: ThemeObjectName { named() }
    /// `barButtonItemGroup`: a bar button item group (`leadingItemGroups`, `trailingItemGroups`).
    public static var barButtonItemGroup: ThemeObjectName { named() }
    /// `customView`: a bar button item's custom view.
    public static var customView: ThemeObjectName { named() }
    /// `placeholderView`: a placeholder box standing in for a custom view.
    public static var placeholderView: ThemeObjectName { named() }
    /// `variants`: a scene's render matrix.
    public static var variants: ThemeObjectName { named() }
    // Inside values (ThemeKeys+Colors.swift).
    /// `dynamicColor`: a colour per appearance (`{ light, dark }`).
    public static var dynamicColor: ThemeObjectName { named() }
    /// `tokenAppearances`: design tokens files per appearance (a palette's `from:`).
    public static var tokenAppearances: ThemeObjectName { named() }
    // Inside values (ThemeKeys+Offsets.swift).
    /// `uiOffset`: an offset in `UIOffset`'s field names (`{ horizontal, vertical }`).
    public static var uiOffset: ThemeObjectName { named() }
    /// `cgSize`: a shadow offset in `CGSize`'s field names (`{ width, height }`).
    public static var cgSize: ThemeObjectName { named() }
}
