/// A read-only, bounds-aware view of a raster's RGBA8 bytes, valid only while the bytes are borrowed.
///
/// Created inside `withUnsafeBufferPointer` for the duration of one comparison; never stored.
struct PixelGrid {
    /// The raster's bytes, `width * height * 4` of them.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int

    /// Whether `(x, y)` lies inside the grid.
    @inline(__always)
    func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Whether `(x, y)` touches the grid's outer edge.
    @inline(__always)
    func isOnBorder(x: Int, y: Int) -> Bool {
        x == 0 || y == 0 || x == width - 1 || y == height - 1
    }

    /// The colour at `(x, y)`, which must be inside the grid.
    @inline(__always)
    func color(x: Int, y: Int) -> PixelColor {
        color(at: (y * width + x) * 4)
    }

    /// The colour starting at byte `offset`.
    @inline(__always)
    func color(at offset: Int) -> PixelColor {
        PixelColor(r: bytes[offset], g: bytes[offset + 1], b: bytes[offset + 2], a: bytes[offset + 3])
    }

    /// The four bytes at `(x, y)` as one word, for exact equality tests.
    @inline(__always)
    func word(x: Int, y: Int) -> UInt32 {
        word(at: (y * width + x) * 4)
    }

    /// The four bytes starting at byte `offset` as one word.
    @inline(__always)
    func word(at offset: Int) -> UInt32 {
        UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: offset, as: UInt32.self)
    }

    /// The YIQ brightness of the pixel at `(x, y)` blended over white.
    @inline(__always)
    func brightness(x: Int, y: Int) -> Double {
        ColorDifference.brightness(color(x: x, y: y))
    }
}
