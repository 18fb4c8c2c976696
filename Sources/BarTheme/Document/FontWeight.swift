/// `UIFont.Weight`, with the CSS/OpenType numeric weight used to pick a font file.
public enum FontWeight: String, ThemeEnum {
    /// The weights of `UIFont.Weight`, lightest first.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// OpenType `usWeightClass` value.
    public var numericValue: Int {
        switch self {
        case .ultraLight: return 100
        case .thin: return 200
        case .light: return 300
        case .regular: return 400
        case .medium: return 500
        case .semibold: return 600
        case .bold: return 700
        case .heavy: return 800
        case .black: return 900
        }
    }
}
