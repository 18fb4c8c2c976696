/// Which UIKit bar a block or scene describes.
public enum BarKind: String, ThemeEnum {
    /// `UINavigationBar`.
    case navigationBar
    /// `UIToolbar`.
    case toolbar
}
