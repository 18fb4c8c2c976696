/// Tells layout how big an image is, in points at a render scale (the `@2x`/`@3x` file when it
/// exists). The renderer supplies the real one, reading PNG headers; tests supply a table.
public protocol ImageMeasuring {
    /// The size of `image` in points at `scale`.
    func size(of image: ResolvedImage, scale: Int) -> Size
}

/// Every image is the same size: for tests and for callers that draw no images.
public struct FixedImageSize: ImageMeasuring {
    /// The size every image has.
    public let size: Size

    /// Every image is `size`; default 24 × 24 points.
    public init(_ size: Size = Size(width: 24, height: 24)) {
        self.size = size
    }

    /// Always ``size``.
    public func size(of image: ResolvedImage, scale: Int) -> Size { size }
}
