/// `UIBarButtonItem.Style`: plain items use the regular weight, done items semibold (docs/UIKIT.md §2.4).
public enum BarButtonItemStyle: String, ThemeEnum {
    case plain
    case done
}
