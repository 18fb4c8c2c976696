/// The label a SwiftUI toolbar item is written with (`swiftUILabel`): UIKit gets a bar button item
/// either way, but on Liquid Glass in light mode a bare `Image` label draws its symbol in the plain
/// label colour, black, where a `Label` draws the vibrant one a UIKit image item takes
/// (docs/UIKIT.md §10.3).
public enum SwiftUILabelForm: String, ThemeEnum {
    /// A bare `Image(systemName:)` (a `Button`'s, a `Menu`'s or a `NavigationLink`'s label).
    case image
    /// A `Label(_, systemImage:)`, or `Button(_, systemImage:)` and its kin, which build one.
    case label
    /// A `Text`, or `Button("Title")` and its kin, which build one.
    case text

    /// Why `item` cannot have been written with this label, with the fix, or `nil` when it can:
    /// `image` and `label` show an image (an image item's, or a custom view's symbol), `text` a title.
    func mismatch(with item: BarButtonItemDeclaration) -> (message: String, hint: String)? {
        let showsImage = item.symbol != nil || item.image != nil || item.customView?.symbol != nil
        let showsTitle = item.title != nil || item.customView?.title != nil || item.systemItem?.value.title != nil
        switch self {
        case .image, .label:
            guard !showsImage else { return nil }
            return (
                "'swiftUILabel: \(rawValue)' says the item shows a symbol, but it has no 'image' or custom view 'image'",
                showsTitle
                    ? "a title comes from a Text label: write 'swiftUILabel: text'" : "give the item its image, or remove 'swiftUILabel'"
            )
        case .text:
            guard !showsTitle else { return nil }
            return (
                "'swiftUILabel: text' says the item shows a title, but it has no 'title'",
                showsImage
                    ? "a symbol comes from an Image or a Label: write 'swiftUILabel: image' or 'label'"
                    : "give the item its title, or remove 'swiftUILabel'"
            )
        }
    }
}
