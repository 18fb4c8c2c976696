/// How a bar's background is painted: colour layers composited in order over the scene's backdrop.
///
/// A translucent bar lets the backdrop show through (BarTheme does not blur: the backdrop is a flat
/// colour, and a blur of a flat colour is that colour).
public struct BarBackground: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// The era's translucent material (no `barTintColor`).
        case material
        /// `barTintColor` on a translucent bar: white(0.97) at 0.5, then the tint at 0.85 (spec §2.2).
        case tintedTranslucent
        /// An opaque fill: `barTintColor`, or white/black by style (spec §2.1).
        case opaque
    }

    public let kind: Kind
    /// Bottom to top.
    public let layers: [RGBAColor]

    public init(kind: Kind, layers: [RGBAColor]) {
        self.kind = kind
        self.layers = layers
    }

    /// The flat colour the bar shows over `backdrop`.
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        layers.reduce(backdrop) { $1.over($0) }
    }

    public var description: String {
        "\(kind.rawValue) [" + layers.map(\.description).joined(separator: ", ") + "]"
    }
}
