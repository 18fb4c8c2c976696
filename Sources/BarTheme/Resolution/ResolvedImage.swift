/// An image after resolution: a file path (the theme folder joined with what the theme wrote;
/// the renderer picks the `@2x`/`@3x` file for the scale) and how UIKit would draw it.
public struct ResolvedImage: Hashable, Sendable, CustomStringConvertible {
    /// The image file's path (the theme folder joined with what the theme wrote).
    public let path: String
    /// Cap insets in points when the image is resizable, else `nil` (drawn at its natural size).
    public let capInsets: EdgeInsets?
    /// How a resizable image fills the space between its cap insets.
    public let resizingMode: ImageResizingMode
    /// Template (tinted) or original colours.
    public let renderingMode: ImageRenderingMode
    /// Whether it is mirrored in right-to-left layouts.
    public let flipsForRightToLeft: Bool
    /// Where the theme named it.
    public let location: SourceLocation

    /// An image at `path` with UIKit's drawing options, named at `location`.
    public init(
        path: String, capInsets: EdgeInsets?, resizingMode: ImageResizingMode, renderingMode: ImageRenderingMode,
        flipsForRightToLeft: Bool, location: SourceLocation
    ) {
        self.path = path
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        self.renderingMode = renderingMode
        self.flipsForRightToLeft = flipsForRightToLeft
        self.location = location
    }

    /// Resolves a declaration against the path of the theme file that wrote it.
    public init(_ declaration: ImageDeclaration) {
        self.init(
            path: ThemeFiles.path(declaration.path.value, relativeTo: declaration.path.location.file),
            capInsets: declaration.capInsets?.value,
            resizingMode: declaration.resizingMode?.value ?? .stretch,
            renderingMode: declaration.renderingMode?.value ?? .automatic,
            flipsForRightToLeft: declaration.flipsForRightToLeft?.value ?? false,
            location: declaration.location)
    }

    /// Whether a bar draws it as a template (alpha × tint): `automatic` foreground images in bars
    /// are templates (docs/UIKIT.md §3.9).
    public var drawsAsTemplate: Bool { renderingMode != .original }

    /// The path and the options that differ from the defaults, for `explain`.
    public var description: String {
        var parts = [path]
        if let c = capInsets {
            parts.append(
                "capInsets [\(ThemeNumber.format(c.top)), \(ThemeNumber.format(c.left)), \(ThemeNumber.format(c.bottom)), \(ThemeNumber.format(c.right))] \(resizingMode.rawValue)"
            )
        }
        if renderingMode != .automatic { parts.append(renderingMode.rawValue) }
        return parts.joined(separator: " ")
    }
}

/// Answers questions about image files the resolver cannot answer without decoding them.
/// The renderer supplies the real one; tests supply a table.
public protocol ImageInspecting {
    /// Whether any pixel of the image has alpha below 1 (UIKit infers `isTranslucent` from it, docs/UIKIT.md §3.6).
    func hasTransparentPixels(_ image: ResolvedImage) -> Bool
}

/// Treats every image as opaque; for callers that do not decode images.
public struct OpaqueImages: ImageInspecting {
    /// The inspector that reports every image as opaque.
    public init() {}
    public func hasTransparentPixels(_ image: ResolvedImage) -> Bool { false }
}
