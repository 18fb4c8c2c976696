import BarTheme

/// An image read from Swift: an asset name (or UIKit's empty image) and UIKit's image options.
struct ImportedImage: Hashable {
    /// The asset name given to `UIImage(named:)`; nil for `UIImage()`.
    var assetName: String?
    var capInsets: EdgeInsets?
    var resizingMode: String?
    var renderingMode: String?
    var flipsForRightToLeft = false
}

extension EdgeInsets {
    var draft: DraftValue { .list([.number(top), .number(left), .number(bottom), .number(right)]) }
}
