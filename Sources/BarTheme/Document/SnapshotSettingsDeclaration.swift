/// `snapshot:`, how this theme's snapshot references are compared when the command line gives no
/// tolerance. Exact when absent: renders are deterministic, so any changed pixel is a change.
public struct SnapshotSettingsDeclaration: Hashable, Sendable {
    /// `toleranceDE`: the CIEDE2000 colour difference tolerated per pixel (0...100).
    public var toleranceDE: Located<Double>?
    /// `maxPixels`: how many pixels may exceed the tolerance per image.
    public var maxPixels: Located<Int>?
    /// `maxRatio`: the fraction of an image's pixels (0...1) that may exceed it.
    public var maxRatio: Located<Double>?
    /// Where the block is declared in the theme.
    public var location: SourceLocation

    /// An empty block declared at `location`: exact comparison until values are set.
    public init(location: SourceLocation) {
        self.location = location
    }
}
