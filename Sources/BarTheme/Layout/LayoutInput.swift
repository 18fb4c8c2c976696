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

    /// The glass each side of a text item's title on a platter (`TextItemPaddingRule`, docs/UIKIT.md §10.14).
    var textItemPadding: Double { appearance.textItemPadding?.value ?? GlassMetrics.textItemPadding }

    /// `image`'s size in points at the variant's scale.
    func size(of image: ResolvedImage) -> Size { images.size(of: image, scale: variant.scale) }

    /// `text` measured on one line in `style`.
    func measure(_ text: String, _ style: TextStyle) -> TextMetrics { measurer.measure(text, style: style) }

    /// The system colours' values in the bar's era (docs/UIKIT.md §2.3a).
    var palette: SystemPalette { appearance.era.defaults.palette }

    /// A declared colour in the bar's light or dark style and contrast, a system colour in the era's palette.
    func resolved(_ color: ColorValue?) -> RGBAColor? {
        color?.resolved(for: style, contrast: appearance.accessibility.contrast, palette: palette)
    }

    /// The Liquid Glass material in the bar's style and accessibility settings (docs/UIKIT.md §10.3);
    /// a tab bar's keeps the veil laid over (`GlassBackdrop.material`).
    var glassMaterial: GlassMaterial { GlassBackdrop.material(appearance) }

    /// The back chevron's colour on its glass circle (`GlassBackdrop.chevron`, docs/UIKIT.md §10.3).
    var chevronOnGlass: RGBAColor { GlassBackdrop.chevron(appearance) }

    /// Whether this is a phone's floating toolbar (docs/UIKIT.md §10.7).
    var floatsToolbar: Bool {
        appearance.bar == .toolbar && usesLiquidGlass
            && GlassMetrics.toolbarFloats(metrics: variant.metrics, width: width, position: variant.position)
    }
}
