/// Turns a resolved appearance and content into frames in points, following UIKit's geometry
/// (docs/UIKIT.md §1). Pure Swift: text and images are measured through protocols. The search field
/// is placed first (`SearchPlacement`), then the bar's kind lays out its bands from bar parts
/// (`Layout/Bars`, `Layout/Parts`), then every bar gets its shadow band, scroll edge effect and,
/// for right-to-left, mirroring (docs/UIKIT.md §4.5).
public struct BarLayoutEngine {
    let measurer: any TextMeasuring
    let images: any ImageMeasuring
    /// Whether the layout includes the shadow band outside the bar (true, as UIKit shows it) or is
    /// cropped to the bar alone (false: no shadow drawn).
    let shadowBand: Bool

    /// An engine measuring text with `measurer` and images with `images`; `shadowBand: false` crops
    /// every layout to the bar alone, leaving out the shadow UIKit draws outside it.
    public init(measurer: any TextMeasuring, images: any ImageMeasuring = FixedImageSize(), shadowBand: Bool = true) {
        self.measurer = measurer
        self.images = images
        self.shadowBand = shadowBand
    }

    /// Lays out `content` drawn with `appearance` in `variant`: every frame in points, mirrored for
    /// right-to-left.
    public func layout(appearance: BarAppearance, content: BarContent, variant: Variant) -> BarLayout {
        let input = LayoutInput(appearance: appearance, variant: variant, measurer: measurer, images: images)
        let bar = Self.laidOut(SearchPlacement.applied(content, appearance: appearance, variant: variant), input)
        return finished(bar, input)
    }

    /// The bar's kind laid out from its parts.
    static func laidOut(_ content: BarContent, _ input: LayoutInput) -> LaidOutBar {
        switch input.appearance.bar {
        case .navigationBar: NavigationBarLayout.layout(content, input)
        case .toolbar: ToolbarLayout.layout(content, input)
        case .tabBar: TabBarLayout.layout(content, input)
        }
    }

    /// Where the top item's search field goes for this bar and variant (docs/UIKIT.md §13.1, §10.7).
    public static func searchRule(_ content: BarContent, appearance: BarAppearance, variant: Variant) -> SearchFieldRule? {
        SearchPlacement.rule(content, appearance: appearance, variant: variant)
    }

    /// What every bar gets around its kind's layout. UIKit draws the shadow outside the bar, over the
    /// content: the hairline is the pixel row below a top bar (above a bottom bar), a shadow image
    /// keeps its own height (docs/UIKIT.md §1.3, measured). The image includes that band, over the
    /// backdrop, unless `shadowBand` is off (cropped to the bar alone); Liquid Glass platters'
    /// shadows falling below a navigation bar are included as the hairline is (§10.12). Then the
    /// scroll edge effect (§10.2), and mirroring for right-to-left (§4.5).
    func finished(_ bar: LaidOutBar, _ input: LayoutInput) -> BarLayout {
        let appearance = input.appearance, variant = input.variant, width = input.width
        let above = ShadowBandPart.isAbove(bar: appearance.bar, position: variant.position)
        let band = ShadowBandPart.height(
            appearance.shadow.value, includesBand: shadowBand && !bar.drawsOwnBackground, scale: variant.scale, images: images)
        let spill =
            bar.platterShadowsSpill && !above && shadowBand ? ShadowBandPart.platterSpill(bar.elements, barHeight: bar.height) : 0
        let outside = max(band, spill)
        let barFrame = Rect(x: 0, y: 0, width: width, height: bar.height)
        var layout = BarLayout(
            size: Size(width: width, height: bar.height + outside), scale: variant.scale, backdrop: appearance.backdrop.value,
            background: barFrame, backgroundLayers: bar.drawsOwnBackground ? [] : appearance.background.value.layers,
            backgroundImage: bar.drawsOwnBackground ? nil : appearance.background.value.image, backgroundImageFrame: barFrame,
            contentFrame: bar.contentFrame,
            shadow: ShadowBandPart.placement(appearance.shadow.value, band: band, above: above, barHeight: bar.height, width: width),
            elements: bar.elements, isRightToLeft: false)
        layout.capsuleRule = bar.capsuleRule
        layout.scrollEdgeEffect = ScrollEdgePart.layout(
            appearance.scrollEdgeEffect.value, style: input.style, width: width, scale: variant.scale, barHeight: bar.height,
            imageHeight: bar.height + outside, safeTop: bar.safeTop, atBottom: above)
        if above && band > 0 { layout = Mirroring.shifted(layout, down: band) }
        if variant.layoutDirection == .rightToLeft { layout = Mirroring.mirrored(layout) }
        return layout
    }
}
