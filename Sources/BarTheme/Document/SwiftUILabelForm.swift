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
    /// A view of the app's own: an `Image` or a shape given its own `.frame` or `.padding` and
    /// `.background` inside the label (a 36 pt framed image on a filled `Circle`). UIKit gets a custom
    /// view; SwiftUI's button keeps room around the label, so the glass is 6 pt each side of the
    /// label's box, not an app's own view's 4 (docs/UIKIT.md §10.16). Goes with a custom view's box.
    case view

    /// Why `item` cannot have been written with this label, with the fix, or `nil` when it can:
    /// `image` and `label` show an image (an image item's, or a custom view's symbol), `text` a title,
    /// `view` a custom view's box (no `image` or `title` in it).
    func mismatch(with item: BarButtonItemDeclaration) -> (message: String, hint: String)? {
        let showsImage = item.symbol != nil || item.image != nil || item.customView?.symbol != nil
        let showsTitle = item.title != nil || item.customView?.title != nil || item.systemItem?.value.title != nil
        switch self {
        case .view:
            guard let view = item.customView, view.symbol == nil, view.title == nil else {
                return (
                    "'swiftUILabel: view' says the item is labelled with a view of the app's own, but it has no custom view box",
                    "write the label's frame as 'customView: { width: W, height: H }', or use 'image', 'label' or 'text'"
                )
            }
            return nil
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
