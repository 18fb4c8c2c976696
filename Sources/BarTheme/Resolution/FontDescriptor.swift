/// A fully resolved font: a registry family (or `system`) with weight, or a font file, and a size.
public struct FontDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The family name: `system` (the pinned stand-in for San Francisco) or a registry family.
    /// For a font file this is empty until the renderer reads the file's own family name.
    public var family: String
    /// The weight.
    public var weight: FontWeight
    /// Size in points.
    public var size: Double
    /// A font file's path (the theme's folder joined with the path the theme wrote), or `nil`.
    public var file: String?
    /// For a family a theme's `fontFiles:` provides, its faces: the renderer draws `customFace`.
    public var faces: [CustomFontFace] = []
    /// The theme said `scalesWithDynamicType: false`: a large title keeps this size at every text
    /// size (docs/UIKIT.md §16.4).
    public var isFixedSize = false

    /// A font of `family`, `weight` and `size`, or the font `file`.
    public init(family: String, weight: FontWeight, size: Double, file: String? = nil) {
        self.family = family
        self.weight = weight
        self.size = size
        self.file = file
    }

    /// The inline title's default font: the system font, 17 pt semibold (docs/UIKIT.md §2.4).
    public static let defaultTitle = FontDescriptor(family: "system", weight: .semibold, size: 17)
    /// The large title's default font: the display face, 34 pt bold (docs/UIKIT.md §2.4).
    public static let defaultLargeTitle = FontDescriptor(family: "Inter Display", weight: .bold, size: 34)
    /// The prompt's font: 13 pt regular (docs/UIKIT.md §1.6, ❓ working value).
    public static let prompt = FontDescriptor(family: "system", weight: .regular, size: 13)
    /// A plain bar button item's font: 17 pt regular (docs/UIKIT.md §2.4).
    public static let plainItem = FontDescriptor(family: "system", weight: .regular, size: 17)
    /// A done bar button item's font: 17 pt semibold (docs/UIKIT.md §2.4).
    public static let doneItem = FontDescriptor(family: "system", weight: .semibold, size: 17)
    /// The back button's title on Liquid Glass: 17 pt medium (measured, one app: DNSChat's back title
    /// is San Francisco medium's width, docs/UIKIT.md §10.14).
    public static let liquidGlassBackTitle = FontDescriptor(family: "system", weight: .medium, size: 17)

    /// The face of a family `fontFiles:` provides that is drawn at this weight (the nearest,
    /// `CustomFontFace`); nil for a pinned family or a font file.
    public var customFace: CustomFontFace? { file == nil ? faces.face(for: weight) : nil }

    /// This font's family (its faces, or its file) at another weight and size: a subtitle in the title's family.
    public func sameFamily(weight: FontWeight, size: Double) -> FontDescriptor {
        var font = FontDescriptor(family: family, weight: weight, size: size, file: file)
        font.faces = faces
        return font
    }

    /// Whether the font is drawn with Inter standing in for San Francisco: the system family, and
    /// the large title's `Inter Display` (SF Pro Display's stand-in); not a font file, and not a
    /// theme naming `Inter` (which gets Inter's own shapes and widths). Such text takes San
    /// Francisco's heights, widths and tracking (docs/UIKIT.md §2.4).
    public var standsInForSanFrancisco: Bool {
        file == nil && faces.isEmpty && (family == "system" || family == Self.defaultLargeTitle.family)
    }

    /// Family (or file), weight and size, as `explain` prints them; a custom family's face with its file.
    public var description: String {
        let size = ThemeNumber.format(self.size)
        if let file { return "\(file) \(size) pt" }
        if let face = customFace { return "\(family) \(weight.rawValue) \(size) pt (\(face.postScriptName), \(face.file.value))" }
        return "\(family) \(weight.rawValue) \(size) pt"
    }
}
