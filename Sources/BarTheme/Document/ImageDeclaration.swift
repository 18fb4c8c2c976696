/// An image a theme names: a PNG inside the theme's folder (`name@2x.png` / `name@3x.png` variants
/// are picked by render scale), with UIKit's resizing and rendering options.
///
/// In YAML either a bare path (`images/back.png`) or a mapping
/// `{ image: images/bar.png, capInsets: [top, left, bottom, right], resizingMode: stretch | tile,
/// renderingMode: automatic | template | original, flipsForRightToLeft: true }`.
public struct ImageDeclaration: Hashable, Sendable {
    /// Path relative to the theme file, already checked to stay inside its folder.
    public var path: Located<String>
    /// `resizableImage(withCapInsets:)` insets in points; `nil` means not resizable.
    public var capInsets: Located<EdgeInsets>?
    /// `UIImage.ResizingMode`; default `stretch` (UIKit's default for `resizableImage(withCapInsets:)`
    /// is tile, but bar backgrounds are almost always meant to stretch; the resolver documents this).
    public var resizingMode: Located<ImageResizingMode>?
    /// `UIImage.RenderingMode`; default `automatic` (bars treat foreground images as templates, docs/UIKIT.md §3.9).
    public var renderingMode: Located<ImageRenderingMode>?
    /// `imageFlipsForRightToLeftLayoutDirection`; default false for custom images (docs/UIKIT.md §4.5, §8 #19).
    public var flipsForRightToLeft: Located<Bool>?
    /// Where the image is declared in the theme.
    public var location: SourceLocation

    /// The image at `path`, declared at `location`, with UIKit's default options until set.
    public init(path: Located<String>, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// Insets in points: `[top, left, bottom, right]` in YAML (`UIEdgeInsets` order).
public struct EdgeInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the left edge.
    public var left: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the right edge.
    public var right: Double

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No insets.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIImage.ResizingMode`.
public enum ImageResizingMode: String, ThemeEnum {
    /// The middle stretches to fill.
    case stretch
    /// The middle repeats to fill.
    case tile
}

/// `UIImage.RenderingMode`.
public enum ImageRenderingMode: String, ThemeEnum {
    /// As the context decides: bars draw item images as templates.
    case automatic
    /// Only the alpha is used, filled with the tint colour.
    case template
    /// Drawn with its own colours.
    case original

    public static var aliases: [String: ImageRenderingMode] { ["alwaysTemplate": .template, "alwaysOriginal": .original] }
}
