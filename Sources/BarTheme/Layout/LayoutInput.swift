/// What every bar part reads: the resolved appearance, the variant the bar is laid out for, and how
/// text and images are measured. Immutable: a part returns the elements it places, and the bar kind
/// (`NavigationBarLayout`, `ToolbarLayout`) puts them in drawing order.
struct LayoutInput {
    let appearance: BarAppearance
    let variant: Variant
    let measurer: any TextMeasuring
    let images: any ImageMeasuring

    /// The bar's width in points.
    var width: Double { variant.width }
    /// Light or dark, as the appearance resolved it.
    var style: UserInterfaceStyle { appearance.effectiveStyle }
    /// The bar's tint.
    var tint: RGBAColor { appearance.tintColor.value }
    /// Whether items sit on Liquid Glass platters (the `ios26` era, docs/UIKIT.md §10).
    var usesLiquidGlass: Bool { appearance.era.usesLiquidGlass }

    /// `image`'s size in points at the variant's scale.
    func size(of image: ResolvedImage) -> Size { images.size(of: image, scale: variant.scale) }

    /// `text` measured on one line in `style`.
    func measure(_ text: String, _ style: TextStyle) -> TextMetrics { measurer.measure(text, style: style) }

    /// A declared colour in the bar's light or dark style and contrast.
    func resolved(_ color: ColorValue?) -> RGBAColor? {
        color?.resolved(for: style, contrast: appearance.accessibility.contrast)
    }

    /// The Liquid Glass material in the bar's style and accessibility settings (docs/UIKIT.md §10.3).
    /// A tab bar's glass keeps the veil laid over the sample (`GlassMaterial.keepsBackdropChroma`).
    var glassMaterial: GlassMaterial {
        var material = GlassMaterial.forStyle(style).adjusted(for: appearance.accessibility)
        material.keepsBackdropChroma = appearance.bar != .tabBar
        return material
    }

    /// The flat colour behind the item row's platters: the bar's colour layers over the scroll edge
    /// effect (at full strength in the row, docs/UIKIT.md §10.2) over the backdrop.
    var behindPlatters: RGBAColor {
        var below = appearance.backdrop.value
        switch appearance.scrollEdgeEffect.value {
        case .soft: below = GlassMetrics.softScrollEdgeColor(style).over(below)
        case .hard: below = GlassMetrics.hardScrollEdgeColor(style).over(below)
        default: break
        }
        return appearance.background.value.composited(over: below)
    }

    /// The back chevron's colour on its glass circle: the vibrant label colour takes the glass's hue
    /// in light mode (`GlassVibrancy.chevronOnLightGlass`); another tint, or dark mode, as it is.
    var chevronOnGlass: RGBAColor {
        guard tint == GlassVibrancy.text, style == .light else { return tint }
        return GlassVibrancy.chevronOnLightGlass(glassMaterial.glass(over: behindPlatters))
    }

    /// Whether this is a phone's floating toolbar (docs/UIKIT.md §10.7).
    var floatsToolbar: Bool {
        appearance.bar == .toolbar && usesLiquidGlass
            && GlassMetrics.toolbarFloats(metrics: variant.metrics, width: width, position: variant.position)
    }
}
