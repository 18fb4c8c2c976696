/// Which UIKit bar a block or scene describes.
public enum BarKind: String, ThemeEnum {
    case navigationBar
    case toolbar
}
