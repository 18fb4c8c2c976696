/// A bar laid out in points: every frame the painter draws, and nothing it has to decide.
public struct BarLayout: Hashable, Sendable {
    /// The whole image in points: the bar, its prompt, large-title and search bands, for `topAttached` the
    /// status-bar extension, and the shadow band UIKit draws outside the bar over the content (1 pixel
    /// for the hairline, the image's height for a shadow image; below a top bar, above a bottom bar;
    /// none when cropped to the bar). docs/UIKIT.md §1.3.
    public var size: Size
    /// Pixels per point.
    public var scale: Int
    /// What a translucent bar shows through and what lies under the shadow band, filling the whole image.
    public var backdrop: RGBAColor
    /// The bar background area (the bar without its shadow band), its colour layers and image.
    public var background: Rect
    /// The background's colour layers, bottom first (blur tint, then the background colour).
    public var backgroundLayers: [RGBAColor]
    /// The background image and how it fills ``backgroundImageFrame``, if any.
    public var backgroundImage: BarBackground.ImageFill?
    /// Whether a background image is stretched over the status-bar extension (docs/UIKIT.md §1.2).
    public var backgroundImageFrame: Rect
    /// The band holding the buttons and the inline title (below the status bar and prompt).
    public var contentFrame: Rect
    /// The shadow band outside the bar, if any (none when the layout is cropped to the bar).
    public var shadow: ShadowPlacement?
    /// Everything drawn on top of the background, in drawing order.
    public var elements: [Element]
    /// Whether the layout was mirrored for right-to-left.
    public var isRightToLeft: Bool
    /// The iOS 26 scroll edge effect, drawn over the backdrop under the bar (docs/UIKIT.md §10.2).
    public var scrollEdgeEffect: ScrollEdgeEffectPlacement? = nil
    /// The iOS 26 tab bar's rule for its capsule's and slots' width (`explain`'s `layout.capsule`,
    /// docs/UIKIT.md §18.6); nil for the other bars and eras.
    public var capsuleRule: String? = nil

    /// The image size in pixels.
    public var pixelWidth: Int { Int((size.width * Double(scale)).rounded()) }
    /// The image height in pixels.
    public var pixelHeight: Int { Int((size.height * Double(scale)).rounded()) }

    /// The text runs, in drawing order.
    public var texts: [TextRun] {
        elements.compactMap { if case .text(let run) = $0 { return run } else { return nil } }
    }

    /// The back chevron's frame, when the system chevron is drawn.
    public var backChevron: Rect? {
        elements.lazy.compactMap { element -> Rect? in
            if case .icon(let icon) = element, icon.icon == .chevron { return icon.frame }
            return nil
        }.first
    }

    /// Something drawn on the bar.
    public enum Element: Hashable, Sendable {
        /// A line of text.
        case text(TextRun)
        /// An image: an item image or a custom back indicator.
        case image(ImagePlacement)
        /// A vector icon drawn by BarTheme: the back chevron or a system item.
        case icon(IconPlacement)
        /// A placeholder box standing in for a custom view.
        case placeholder(PlaceholderPlacement)
        /// A Liquid Glass platter behind items (`ios26` era, docs/UIKIT.md §10.4).
        case platter(GlassPlatter)
        /// The navigation item's search field in its row below the bar (docs/UIKIT.md §13).
        case searchField(SearchFieldPlacement)

        /// The element moved down by `offset` points.
        func moved(by offset: Double) -> Element {
            withFrames { Rect(x: $0.x, y: $0.y + offset, width: $0.width, height: $0.height) }
        }

        /// The element with every frame it holds (a placeholder's label too) passed through `transform`.
        func withFrames(_ transform: (Rect) -> Rect) -> Element {
            switch self {
            case .text(var run):
                run.frame = transform(run.frame)
                return .text(run)
            case .image(var image):
                image.frame = transform(image.frame)
                return .image(image)
            case .icon(var icon):
                icon.frame = transform(icon.frame)
                return .icon(icon)
            case .placeholder(var placeholder):
                placeholder.frame = transform(placeholder.frame)
                if var label = placeholder.label {
                    label.frame = transform(label.frame)
                    placeholder.label = label
                }
                return .placeholder(placeholder)
            case .platter(var platter):
                platter.frame = transform(platter.frame)
                return .platter(platter)
            case .searchField(var field):
                field.frame = transform(field.frame)
                field.glassFrame = transform(field.glassFrame)
                if var text = field.text {
                    text.frame = transform(text.frame)
                    field.text = text
                }
                return .searchField(field)
            }
        }

        /// The element's frame in points.
        public var frame: Rect {
            switch self {
            case .text(let r): return r.frame
            case .image(let i): return i.frame
            case .icon(let i): return i.frame
            case .placeholder(let p): return p.frame
            case .platter(let p): return p.frame
            case .searchField(let f): return f.frame
            }
        }
    }
}

/// A width and height in points.
public struct Size: Hashable, Sendable {
    /// The width in points.
    public var width: Double
    /// The height in points.
    public var height: Double

    /// A size of `width` × `height` points.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// The iOS 26 scroll edge effect under a bar (docs/UIKIT.md §10.2): over the content at the bar's
/// edge, `color` at full strength in `solid`, fading to nothing across `fade` (from the side next to
/// `solid`); a `hard` effect adds its dividing line.
public struct ScrollEdgeEffectPlacement: Hashable, Sendable {
    /// `soft` or `hard`.
    public var style: ScrollEdgeEffectStyle
    /// Where the effect is at full strength, from the bar's outer edge.
    public var solid: Rect
    /// Where it fades out; empty for `hard`.
    public var fade: Rect
    /// The colour laid over the content at full strength.
    public var color: RGBAColor
    /// A `hard` effect's dividing line and its colour.
    public var divider: ShadowPlacement?
}

/// The shadow line's frame and what fills it.
public struct ShadowPlacement: Hashable, Sendable {
    /// Where the shadow line goes, in points.
    public var frame: Rect
    /// What fills it: a colour or an image.
    public var shadow: BarShadow
}

/// One line of text placed in the bar.
public struct TextRun: Hashable, Sendable {
    /// Which part of the bar a text run is.
    public enum Role: String, Hashable, Sendable {
        /// The inline title, the large title, the prompt line, the back button's title, a left, right or
        /// toolbar item's title, or a placeholder view's label.
        /// `subtitle` is the iOS 26 line under the inline title (docs/UIKIT.md §10.5); `searchText` the
        /// search field's placeholder or typed text (docs/UIKIT.md §13).
        /// `tabTitle` a tab bar item's title, `badge` its badge's text (docs/UIKIT.md §18).
        case title, largeTitle, prompt, backTitle, leftItem, rightItem, toolbarItem, placeholderLabel, subtitle, searchText, tabTitle, badge
    }

    /// Which part of the bar the text is.
    public var role: Role
    /// The text as drawn, before truncation.
    public var text: String
    /// Font, colour, shadow and tracking.
    public var style: TextStyle
    /// The line box: text starts at `frame.x` and is cut with a tail ellipsis at `frame.maxX`.
    public var frame: Rect
    /// Whether the text was wider than its frame (drawn with an ellipsis).
    public var isTruncated: Bool
}

/// An image drawn at a frame: an item image or a custom back indicator.
public struct ImagePlacement: Hashable, Sendable {
    /// The image and its rendering mode.
    public var image: ResolvedImage
    /// Where it is drawn, in points.
    public var frame: Rect
    /// Tint for a template image (alpha × tint); `nil` draws the original.
    public var tint: RGBAColor?
    /// Drawn mirrored (right-to-left with `flipsForRightToLeft`).
    public var isMirrored: Bool
}

/// A vector icon drawn by BarTheme's own code.
public struct IconPlacement: Hashable, Sendable {
    /// Which icon to draw.
    public enum Icon: Hashable, Sendable {
        /// The back chevron (docs/UIKIT.md §1.4).
        case chevron
        /// A system item's glyph (`UIBarButtonItem.SystemItem`).
        case system(SystemItem)
        /// A stand-in for an SF Symbol, its frame the symbol's ink box (docs/UIKIT.md §10.13).
        case symbol(SymbolImage)
    }

    /// Which icon.
    public var icon: Icon
    /// Where it is drawn, in points.
    public var frame: Rect
    /// Its colour (the tint).
    public var color: RGBAColor
    /// Drawn mirrored (the chevron in right-to-left, docs/UIKIT.md §4.5).
    public var isMirrored: Bool
    /// How a system item's glyph is drawn, chosen by layout from the era and light or dark
    /// (`IconPlacement.Glyph.of`); the painter draws what it says.
    public var glyph: Glyph = .own

    /// How a system item's glyph is drawn.
    public enum Glyph: Hashable, Sendable {
        /// BarTheme's own drawing in a 24-unit box, in the icon's colour.
        case own
        /// The SF Symbols `plus` as measured (docs/UIKIT.md §1.4.1): `UIKitMetrics.symbolPlusInkSize`
        /// wide, stroked `UIKitMetrics.symbolPlusStrokeWidth`.
        case symbolPlus
        /// A plain xmark in the icon's colour, `GlassMetrics.closeMarkInkSize` wide (iOS 26's close
        /// item on its glass circle, docs/UIKIT.md §10.4).
        case xmark
        /// A filled circle with a cross, not tinted (the close button before iOS 26).
        case closeCircle(fill: RGBAColor, mark: RGBAColor)

        /// The glyph of `item` in `era` and `style`: the `add` item is the SF Symbols `plus` in
        /// `ios13` and `ios15` and BarTheme's own plus otherwise (docs/UIKIT.md §1.4.1); the `close`
        /// item a plain xmark on Liquid Glass (§10.4), before that a circle in tertiarySystemFill
        /// with a secondaryLabel cross.
        public static func of(_ item: SystemItem, era: Era, style: UserInterfaceStyle) -> Glyph {
            switch item {
            case .add where UIKitMetrics.drawsSymbolPlus(in: era): return .symbolPlus
            case .close where era.usesLiquidGlass: return .xmark
            case .close:
                return .closeCircle(
                    fill: era.defaults.palette.resolve(.tertiarySystemFill, style),
                    mark: era.defaults.palette.resolve(.secondaryLabel, style))
            default: return .own
            }
        }
    }
}

/// A placeholder custom view: a rounded box with an optional label.
public struct PlaceholderPlacement: Hashable, Sendable {
    /// The box's frame in points.
    public var frame: Rect
    /// The box's corner radius in points.
    public var cornerRadius: Double
    /// The box's fill colour.
    public var color: RGBAColor
    /// The label drawn inside the box, if any.
    public var label: TextRun?
}
