/// Tells layout how big an image is, in points at a render scale (the `@2x`/`@3x` file when it
/// exists). The renderer supplies the real one, reading PNG headers; tests supply a table.
public protocol ImageMeasuring {
    func size(of image: ResolvedImage, scale: Int) -> Size
}

/// Every image is the same size: for tests and for callers that draw no images.
public struct FixedImageSize: ImageMeasuring {
    public let size: Size

    public init(_ size: Size = Size(width: 24, height: 24)) {
        self.size = size
    }

    public func size(of image: ResolvedImage, scale: Int) -> Size { size }
}
