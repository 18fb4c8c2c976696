/// `UIBarButtonItem.Style`: plain items use the regular weight, done items semibold (docs/UIKIT.md §2.4).
public enum BarButtonItemStyle: String, ThemeEnum {
    /// A plain item.
    case plain
    /// A done item (semibold title).
    case done
}
