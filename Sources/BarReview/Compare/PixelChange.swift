/// One variant whose pixels differ between two versions of a theme: how many pixels, how far apart
/// in colour, and the box around the change.
public struct PixelChange: Hashable, Sendable {
    /// A rectangle in pixels.
    public struct Box: Hashable, Sendable, Encodable {
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
    }

    /// `scene / variant`.
    public var variant: String
    /// The file name the report uses for this variant's images (`scene.variant.png`).
    public var imageName: String
    public var differentPixels: Int
    public var totalPixels: Int
    /// The largest CIEDE2000 colour difference between two pixels at the same place (composited
    /// over white), 0 when only the size changed.
    public var maximumDeltaE: Double
    /// The smallest rectangle holding every different pixel (the whole larger image when the sizes differ).
    public var boundingBox: Box?
    /// Old and new sizes in pixels (`1125×132`), when they differ.
    public var sizeChange: (old: String, new: String)?

    public static func == (a: PixelChange, b: PixelChange) -> Bool {
        a.variant == b.variant && a.imageName == b.imageName && a.differentPixels == b.differentPixels
            && a.totalPixels == b.totalPixels && a.maximumDeltaE == b.maximumDeltaE && a.boundingBox == b.boundingBox
            && a.sizeChange?.old == b.sizeChange?.old && a.sizeChange?.new == b.sizeChange?.new
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(variant)
        hasher.combine(differentPixels)
    }
}
