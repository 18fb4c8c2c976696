/// Frames one above the other in one image (a transition's frames at a glance), separated by a
/// 2-pixel transparent gap; narrower frames are left-aligned.
public enum ContactSheet {
    /// The transparent gap between two frames, in pixels.
    public static let gap = 2

    /// The frames one above the other, as wide as the widest frame.
    public static func vertical(_ frames: [Raster]) -> Raster {
        let width = frames.map(\.width).max() ?? 0
        let height = frames.reduce(0) { $0 + $1.height } + max(0, frames.count - 1) * gap
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var top = 0
        for frame in frames {
            for y in 0..<frame.height {
                let source = y * frame.width * 4, target = ((top + y) * width) * 4
                pixels.replaceSubrange(target..<(target + frame.width * 4), with: frame.pixels[source..<(source + frame.width * 4)])
            }
            top += frame.height + gap
        }
        return Raster(width: width, height: height, pixels: pixels)
    }
}
