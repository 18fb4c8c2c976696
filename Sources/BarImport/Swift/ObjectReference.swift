import BarTheme

/// A class instance the importer tracks by reference, as UIKit objects are: a bar appearance object,
/// a button appearance or an `NSShadow`, with a key path inside it (`buttonAppearance.normal`).
struct ObjectReference {
    var id: Int
    /// The members followed from the object, as the source spells them (UIKit's names).
    var path: [String] = []

    /// The path as theme keys (UIKit's member names are the format's keys here), or nil when a
    /// member is not a key of the format.
    var keyPath: [ThemeKey]? {
        let keys = path.compactMap(ThemeKey.init(spelling:))
        return keys.count == path.count ? keys : nil
    }
}

/// What a tracked object is.
enum ObjectKind {
    case navigationBarAppearance, toolbarAppearance, buttonAppearance, shadow
    /// `UITabBarAppearance`, and a `UITabBarItemAppearance` made on its own (`UITabBarItemAppearance(style:)`).
    case tabBarAppearance, tabBarItemAppearance

    var themeObject: ThemeObject {
        switch self {
        case .navigationBarAppearance: return ThemeKeys.navigationBarAppearanceObject
        case .toolbarAppearance: return ThemeKeys.toolbarAppearanceObject
        case .buttonAppearance: return ThemeKeys.barButtonItemAppearanceObject
        case .shadow: return ThemeKeys.shadowObject
        case .tabBarAppearance: return ThemeKeys.tabBarAppearanceObject
        case .tabBarItemAppearance: return ThemeKeys.tabBarItemAppearanceObject
        }
    }
}
