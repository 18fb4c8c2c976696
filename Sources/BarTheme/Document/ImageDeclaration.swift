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
    public var location: SourceLocation

    public init(path: Located<String>, location: SourceLocation) {
        self.path = path
        self.location = location
    }
}

/// Insets in points: `[top, left, bottom, right]` in YAML (`UIEdgeInsets` order).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// `UIImage.ResizingMode`.
public enum ImageResizingMode: String, ThemeEnum {
    case stretch
    case tile
}

/// `UIImage.RenderingMode`.
public enum ImageRenderingMode: String, ThemeEnum {
    case automatic
    case template
    case original

    public static var aliases: [String: ImageRenderingMode] { ["alwaysTemplate": .template, "alwaysOriginal": .original] }
}
