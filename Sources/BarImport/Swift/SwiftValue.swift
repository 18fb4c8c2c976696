import BarTheme

/// A value the Swift importer could read without running the code, or why it could not.
indirect enum SwiftValue {
    case number(Double)
    case string(String)
    case bool(Bool)
    case nilValue
    /// An implicit member or enum case written as `.name` (`.black`, `.compact`, `.foregroundColor`).
    case member(String)
    /// A type named in the code (`UINavigationBar`, `UIColor`).
    case typeName(String)
    /// `[UINavigationController.self, …]`: class names for containment.
    case classList([String])
    case color(ImportedColor)
    case font(ImportedFont)
    case image(ImportedImage)
    /// A text attribute dictionary, by theme key (`foregroundColor`, `font`, `shadow`), with the
    /// keys that have no theme equivalent.
    case attributes(ImportedAttributes)
    /// An appearance object, an `NSShadow` or a button appearance: a reference into the object store.
    case object(ObjectReference)
    /// An appearance proxy or a bar instance.
    case target(AppearanceTarget)
    /// `UIOffset` / `CGSize` / `CGPoint` as `[x, y]`.
    case offset(Double, Double)
    case insets(EdgeInsets)
    /// `UITraitCollection(…)`: a trait filter for `appearance(for:)`.
    case traits(DraftMapping)
    /// `UIBlurEffect(style:)`.
    case blur(String)
    /// Not readable statically; the reason says why (shown in the TODO).
    case unknown(String)

    var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    var isUnknown: Bool {
        if case .unknown = self { return true }
        return false
    }
}

/// A colour read from Swift: the theme's spelling of it, its channels when known (so
/// `withAlphaComponent` can apply), and the source's name for it when it was bound to one.
struct ImportedColor: Hashable {
    /// `"#0A5C36"`, `systemBlue`, or a `{ light, dark }` mapping.
    var value: DraftValue
    /// sRGB channels 0...1 when the colour is a fixed literal.
    var rgba: RGBA?
    /// The property or constant name it was read from (`brandBlue`): becomes a palette entry.
    var paletteName: String?

    struct RGBA: Hashable {
        var red: Double, green: Double, blue: Double, alpha: Double
    }

    static func fixed(_ rgba: RGBA) -> ImportedColor {
        ImportedColor(value: .scalar(UIKitColorText.hex(rgba)), rgba: rgba, paletteName: nil)
    }
}

/// A font read from Swift: the theme's font mapping, and the source's name for it when bound to one.
struct ImportedFont: Hashable {
    var value: DraftValue
    var paletteName: String?
}

/// An image read from Swift: an asset name (or UIKit's empty image) and UIKit's image options.
struct ImportedImage: Hashable {
    /// The asset name given to `UIImage(named:)`; nil for `UIImage()`.
    var assetName: String?
    var capInsets: EdgeInsets?
    var resizingMode: String?
    var renderingMode: String?
    var flipsForRightToLeft = false
}

extension EdgeInsets {
    var draft: DraftValue { .list([.number(top), .number(left), .number(bottom), .number(right)]) }
}

/// `[NSAttributedString.Key: Any]` as read: the keys BarTheme has and the ones it has not.
final class ImportedAttributes {
    struct Entry {
        let key: String
        let value: SwiftValue
        let location: SourceLocation
    }

    var values: [Entry] = []
    /// Keys with no theme equivalent (`kern`, `paragraphStyle`), with where they were written.
    var unsupported: [(key: String, location: SourceLocation)] = []
}

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

/// Where a property assignment goes: an appearance proxy (maybe scoped) or one bar instance.
struct AppearanceTarget: Hashable {
    enum Kind: Hashable { case navigationBar, toolbar, barButtonItem, navigationItem, other(String) }
    var kind: Kind
    var containedIn: [String]?
    var traits: DraftMapping?
    /// A bar instance (`navigationController?.navigationBar`) rather than a proxy.
    var isInstance = false

    var isScoped: Bool { containedIn != nil || traits != nil }
}
