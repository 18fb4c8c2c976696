/// `UIBarButtonItem.SystemItem`: text items draw their English title; icon items draw a vector
/// icon (`close` is the iOS 13 circled cross); spaces take room and draw nothing.
public enum SystemItem: String, ThemeEnum {
    /// Text items, drawn as their English title.
    case done, cancel, edit, save, undo, redo, close
    /// Icon items, drawn as vector icons.
    case add, compose, reply, action, organize, bookmarks, search, refresh, stop, camera, trash
    /// Media playback icons.
    case play, pause, rewind, fastForward
    /// Spaces: a flexible space takes the room left over, a fixed space a set width.
    case flexibleSpace, fixedSpace

    /// The English title UIKit shows for a text item, or `nil` for icons and spaces.
    public var title: String? {
        switch self {
        case .done: return "Done"
        case .cancel: return "Cancel"
        case .edit: return "Edit"
        case .save: return "Save"
        case .undo: return "Undo"
        case .redo: return "Redo"
        default: return nil
        }
    }

    /// What VoiceOver reads for the item when the app sets no `accessibilityLabel` (docs/UIKIT.md
    /// §12: UIKit's English labels; approximate for icons whose label Apple does not document),
    /// or `nil` for spaces, which VoiceOver skips.
    public var accessibilityLabel: String? {
        switch self {
        case .done, .cancel, .edit, .save, .undo, .redo: return title
        case .close: return "Close"
        case .add: return "Add"
        case .compose: return "Compose"
        case .reply: return "Reply"
        case .action: return "Share"
        case .organize: return "Organize"
        case .bookmarks: return "Bookmarks"
        case .search: return "Search"
        case .refresh: return "Refresh"
        case .stop: return "Stop"
        case .camera: return "Camera"
        case .trash: return "Delete"
        case .play: return "Play"
        case .pause: return "Pause"
        case .rewind: return "Rewind"
        case .fastForward: return "Fast Forward"
        case .flexibleSpace, .fixedSpace: return nil
        }
    }

    /// Whether the item is a space (no drawing, no tap target).
    public var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }

    /// UIKit draws the `done` and `save` system items in the done (semibold) style.
    public var impliedStyle: BarButtonItemStyle {
        self == .done || self == .save ? .done : .plain
    }
}
