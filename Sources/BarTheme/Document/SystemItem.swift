/// `UIBarButtonItem.SystemItem` cases that draw as an English title.
///
/// The icon items (add, compose, action, ...) and spaces are part of the full item set
/// (issue #5); a theme naming one gets an error that says so.
public enum SystemItem: String, ThemeEnum {
    case done, cancel, edit, save, undo, redo, close

    /// The title UIKit shows (English), and the style it is drawn in: `.done` is bold.
    public var title: String {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        case .close: return "Close"
        }
    }

    /// UIKit draws the `done` and `save` system items in the done (semibold) style.
    public var impliedStyle: BarButtonItemStyle {
        self == .done || self == .save ? .done : .plain
    }
}
