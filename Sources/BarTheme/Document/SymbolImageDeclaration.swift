/// An SF Symbol a bar button item shows: `UIImage(systemName:withConfiguration:)`. BarTheme cannot
/// draw Apple's glyphs: it lays the item out with the symbol's measured box and draws a stand-in
/// there (docs/UIKIT.md §10.13).
///
/// In YAML `image: { systemName: chevron.up }`, with optional `weight`, `scale` and `pointSize`
/// (`UIImage.SymbolConfiguration`).
public struct SymbolImageDeclaration: Hashable, Sendable {
    /// `systemName`: the symbol's name, e.g. `square.and.arrow.up`.
    public var name: Located<String>
    /// `UIImage.SymbolWeight`; default the bar's (regular).
    public var weight: Located<SymbolWeight>?
    /// `UIImage.SymbolScale`; default the bar's (medium).
    public var scale: Located<SymbolScale>?
    /// `SymbolConfiguration(pointSize:)`; default the bar's.
    public var pointSize: Located<Double>?
    /// Where the image is declared in the theme.
    public var location: SourceLocation

    /// The symbol `name`, declared at `location`, in the bar's configuration until set.
    public init(name: Located<String>, location: SourceLocation) {
        self.name = name
        self.location = location
    }
}

/// `UIImage.SymbolWeight`.
public enum SymbolWeight: String, ThemeEnum {
    /// The thinnest weight.
    case ultraLight
    /// Thin.
    case thin
    /// Light.
    case light
    /// Regular: the bar's default.
    case regular
    /// Medium.
    case medium
    /// Semibold.
    case semibold
    /// Bold.
    case bold
    /// Heavy.
    case heavy
    /// The heaviest weight.
    case black

    /// The stroke of BarTheme's stand-in relative to `regular` (❓ approximate: SF Symbols' weights
    /// follow SF Pro's, from about 0.4 to 2.2 times the regular stroke).
    public var strokeFactor: Double {
        switch self {
        case .ultraLight: 0.4
        case .thin: 0.55
        case .light: 0.75
        case .regular: 1
        case .medium: 1.15
        case .semibold: 1.3
        case .bold: 1.5
        case .heavy: 1.8
        case .black: 2.2
        }
    }
}

/// `UIImage.SymbolScale`.
public enum SymbolScale: String, ThemeEnum {
    /// Smaller than the text beside it.
    case small
    /// The text's own scale.
    case medium
    /// Larger than the text beside it: a bar's default (docs/UIKIT.md §10.13).
    case large

    /// The symbol's size relative to `large`, a bar's default, for a symbol SF Pro's font data
    /// lacks (❓ approximate: 0.62 and 0.78, the median ratios of the small and medium glyphs' ink
    /// heights to the large one's in that data; a symbol in it takes its own glyph's).
    public var sizeFactor: Double {
        switch self {
        case .small: 0.62
        case .medium: 0.78
        case .large: 1
        }
    }
}
