/// One render in the gallery: a theme's scene in one variant and era, its image file (relative to
/// the gallery page) and the explain summary shown when it is opened.
public struct GalleryCard: Sendable, Codable, Hashable {
    public var theme: String
    public var scene: String
    public var era: String
    public var metrics: String
    public var position: String
    public var style: String
    public var width: String
    public var scale: String
    public var direction: String
    /// The accessibility settings (`none`, `increaseContrast`, `boldText+largerText:AX5`; docs/UIKIT.md §16).
    public var accessibility: String = "none"
    /// The pseudolanguage, or `none` (docs/UIKIT.md §17).
    public var pseudo: String = "none"
    /// `images/Ocean/tide-detail.default.topAttached.light.375w@3x.ios13.png`.
    public var image: String
    /// Pixel size, for the page's layout before the image loads.
    public var pixelWidth: Int
    public var pixelHeight: Int
    /// Lines of `explain`: `barTintColor = #0077B6  (Ocean.yaml:12:17, navigationBar proxy)`.
    public var explain: [String]

    public init(
        theme: String, scene: String, era: String, metrics: String, position: String, style: String, width: String,
        scale: String, direction: String, accessibility: String = "none", pseudo: String = "none", image: String, pixelWidth: Int,
        pixelHeight: Int, explain: [String]
    ) {
        self.accessibility = accessibility
        self.pseudo = pseudo
        self.theme = theme
        self.scene = scene
        self.era = era
        self.metrics = metrics
        self.position = position
        self.style = style
        self.width = width
        self.scale = scale
        self.direction = direction
        self.image = image
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.explain = explain
    }
}
