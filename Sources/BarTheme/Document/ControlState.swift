/// `UIControl.State` values a bar button item's per-state setters take
/// (`setTitleTextAttributes(_:for:)`, `setBackgroundImage(_:for:barMetrics:)`).
public enum ControlState: String, ThemeEnum {
    /// `.normal`: an enabled item at rest.
    case normal
    /// `.highlighted`: while pressed.
    case highlighted
    /// `.disabled`: `isEnabled` false.
    case disabled
    /// `.focused`: focused by a keyboard or the focus engine.
    case focused

    /// Its key in a per-state mapping (`titleTextAttributes: { normal: …, disabled: … }`).
    public var key: ThemeKey {
        switch self {
        case .normal: return .normal
        case .highlighted: return .highlighted
        case .disabled: return .disabled
        case .focused: return .focused
        }
    }
}
