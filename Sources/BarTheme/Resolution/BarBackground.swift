/// How a bar's background is painted: colour layers composited in order over the scene's
/// backdrop, then optionally an image (docs/UIKIT.md §2.1, §2.2, §3.6).
///
/// A translucent bar lets the backdrop show through. BarTheme does not blur: the backdrop is a
/// flat colour, and a blur of a flat colour is that colour.
public struct BarBackground: Hashable, Sendable, CustomStringConvertible {
    /// Which of UIKit's background cases applies.
    public enum Kind: String, Hashable, Sendable {
        /// The era's translucent material (no `barTintColor`).
        case material
        /// `barTintColor` on a translucent bar: white(0.97) at 0.5, then the tint at 0.85 (docs/UIKIT.md §2.2).
        case tintedTranslucent
        /// An opaque fill: `barTintColor`, or white/black by style (docs/UIKIT.md §2.1).
        case opaque
        /// A custom background image replaces the system background (docs/UIKIT.md §2.2, §3.6).
        case image
        /// An iOS 13+ appearance object's effect, colour and image (docs/UIKIT.md §2.1 layer order).
        case appearanceObject
        /// Nothing: `configureWithTransparentBackground()`.
        case transparent
    }

    /// An image drawn over the colour layers.
    public struct ImageFill: Hashable, Sendable {
        /// The image.
        public let image: ResolvedImage
        /// Extra opacity: below 1 when UIKit forces an opaque image translucent (docs/UIKIT.md §3.6, ❓ value).
        public let opacity: Double
        /// How an appearance object's image fills the bar (`scaleToFill` for legacy images,
        /// which stretch or tile per their cap insets).
        public let contentMode: ImageContentMode

        /// `image` drawn with extra `opacity`, filling the bar as `contentMode` says.
        public init(image: ResolvedImage, opacity: Double, contentMode: ImageContentMode) {
            self.image = image
            self.opacity = opacity
            self.contentMode = contentMode
        }
    }

    /// Which background case applies.
    public let kind: Kind
    /// Bottom to top.
    public let layers: [RGBAColor]
    /// The image drawn over the layers, if any.
    public let image: ImageFill?

    /// A background of `kind` with colour `layers` (bottom first) and an optional image.
    public init(kind: Kind, layers: [RGBAColor], image: ImageFill? = nil) {
        self.kind = kind
        self.layers = layers
        self.image = image
    }

    /// The flat colour the colour layers show over `backdrop` (the image not included).
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        layers.reduce(backdrop) { $1.over($0) }
    }

    /// For a person: what the bar looks like, without the layer list (`explain`'s text; the layer list
    /// stays in `description`, which `--format json` gives as `detail`).
    public var summary: String {
        var text: String
        switch kind {
        case .material:
            text =
                layers.last.map { "the system translucent material (\($0.withAlpha(1)) at \(Self.percent($0.alpha)))" }
                ?? "the system translucent material (shows the backdrop unchanged)"
        case .tintedTranslucent:
            text =
                layers.last.map { "translucent \($0.withAlpha(1)) (barTintColor at \(Self.percent($0.alpha)) over a light underlay)" }
                ?? "translucent"
        case .opaque:
            text = layers.last.map { "opaque \($0)" } ?? "opaque"
        case .image:
            text = ""
        case .appearanceObject:
            // What shows: the topmost opaque layer and what lies over it, top first; layers under an
            // opaque one are hidden.
            let start = layers.lastIndex { $0.alpha >= 1 } ?? 0
            let visible = layers[start...].reversed().map {
                $0.alpha < 1 ? "\($0.withAlpha(1)) at \(Self.percent($0.alpha))" : "opaque \($0)"
            }
            text = visible.joined(separator: " over ")
            if !layers.isEmpty, !layers.contains(where: { $0.alpha >= 1 }) { text += " over the backdrop" }
        case .transparent:
            text = "transparent (nothing drawn)"
        }
        if let image {
            var imageText = "image \(image.image.path)"
            if image.opacity < 1 { imageText += " at \(Self.percent(image.opacity)) opacity" }
            if image.contentMode != .scaleToFill { imageText += " (\(image.contentMode.rawValue))" }
            if !layers.isEmpty && kind == .image { imageText += " over opaque \(layers.map(\.description).joined(separator: ", "))" }
            text = text.isEmpty ? imageText : imageText + " over " + text
        }
        return text
    }

    static func percent(_ fraction: Double) -> String {
        ThemeNumber.format((fraction * 1000).rounded() / 10) + " %"
    }

    /// The kind, the layers and the image, for `explain`.
    public var description: String {
        var text = "\(kind.rawValue) [" + layers.map(\.description).joined(separator: ", ") + "]"
        if let image {
            text += " + \(image.image)" + (image.opacity < 1 ? " at \(ThemeNumber.format(image.opacity))" : "")
            if image.contentMode != .scaleToFill { text += " \(image.contentMode.rawValue)" }
        }
        return text
    }
}
