import BarTheme

/// A class instance the importer tracks by reference, as UIKit objects are: a bar appearance object,
/// a button appearance or an `NSShadow`, with a key path inside it (`buttonAppearance.normal`).
struct ObjectReference {
    var id: Int
    var path: [String] = []
}

/// What a tracked object is.
enum ObjectKind {
    case navigationBarAppearance, toolbarAppearance, buttonAppearance, shadow

    var themeObject: ThemeObject {
        switch self {
        case .navigationBarAppearance: return ThemeKeys.navigationBarAppearanceObject
        case .toolbarAppearance: return ThemeKeys.toolbarAppearanceObject
        case .buttonAppearance: return ThemeKeys.barButtonItemAppearanceObject
        case .shadow: return ThemeKeys.shadowObject
        }
    }
}
