/// The theme format's vocabulary: every object, the keys each accepts (typed `ThemeKey`s), the shape
/// of each value and what each key means. Declared once, here and in the ThemeKeys+… files, and used
/// by the parser (the keys each mapping accepts), `ThemeSchema` (the JSON Schema, descriptions and
/// defaults included), docs/THEME-FORMAT.md (its key tables are `FormatTables`' output), the
/// importers (which keys exist, in which order they are written) and the code generator.
///
/// A new key: a `ThemeKey` member, a `.key(...)` line in the object that takes it. A new object (as
/// the tab bar's `tabBar:`, `UITabBarAppearance`, `UITabBarItemAppearance` were): a `ThemeObjectName` member, a
/// `ThemeObject` in a ThemeKeys+… file, an entry in `objects` below, a section in docs/THEME-FORMAT.md
/// (`<a id="name"></a>` and the table markers, then `Scripts/update-format-tables`).
public enum ThemeKeys {
    /// Every object, in the order the reference documents them.
    public static let objects: [ThemeObject] = [
        themeObject, supportsObject, policiesObject, lintObject, snapshotObject, navigationBarObject, toolbarObject, tabBarObject,
        tabBarAppearanceObject, tabBarItemAppearanceObject, tabBarItemStateAppearanceObject, tabBarItemProxyObject,
        tabBarStateTextAttributesObject, tabBarItemObject, textAttributesObject, fontObject,
        shadowObject, imageObject, symbolImageObject, backgroundImageObject, toolbarBackgroundImageObject, toolbarShadowImageObject,
        navigationBarAppearanceObject, toolbarAppearanceObject, barButtonItemAppearanceObject, barButtonItemStateAppearanceObject,
        itemAppearanceObject, stateTextAttributesObject, itemBackgroundImageObject, scopeObject, traitsObject, sceneObject,
        navigationControllerObject, stackStepObject, navigationItemObject, searchControllerObject, barButtonItemObject,
        barButtonItemGroupObject, customViewObject, placeholderViewObject, variantsObject,
    ]

    /// The object named `name`.
    public static func object(_ name: ThemeObjectName) -> ThemeObject {
        guard let object = objectsByName[name] else { preconditionFailure("no ThemeObject named \(name) in ThemeKeys.objects") }
        return object
    }

    private static let objectsByName = Dictionary(uniqueKeysWithValues: (objects + valueObjects).map { ($0.name, $0) })

    /// Every key of every object (those inside values too), without repeats, in the order documented.
    public static let allKeys: [ThemeKey] = {
        var seen = Set<ThemeKey>()
        return (objects + valueObjects).flatMap(\.keys).map(\.key).filter { seen.insert($0).inserted }
    }()

    /// Every key's spelling, without repeats.
    public static var all: [String] { allKeys.map(\.spelling) }
}
