/// `UIBarButtonItem.Style`: plain items use the regular weight, done items semibold (docs/UIKIT.md §2.4).
public enum BarButtonItemStyle: String, ThemeEnum {
    /// A plain item.
    case plain
    /// A done item (semibold title).
    case done
    /// iOS 26 `.prominent`: alone on a platter filled with the tint colour, white content
    /// (docs/UIKIT.md §10.4); drawn as `done` before `ios26`.
    case prominent

    /// Whether the title uses the done (semibold) font: done and prominent items.
    public var usesDoneFont: Bool { self != .plain }
}
