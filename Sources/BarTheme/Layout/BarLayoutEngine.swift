/// Turns a resolved appearance and content into frames in points, following UIKit's geometry
/// (docs/UIKIT.md §1). Pure Swift: text and images are measured through protocols. Everything is laid
/// out left to right and mirrored at the end for right-to-left (docs/UIKIT.md §4.5).
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

    /// Colour of a disabled bar button (UIKit dims it to a tertiary label tone; ❓ exact value).
    static func disabledColor(for style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(r: 235, g: 235, b: 245, alpha: 0.3) : RGBAColor(r: 60, g: 60, b: 67, alpha: 0.3)
    }

    /// Lays out `content` drawn with `appearance` in `variant`: every frame in points, mirrored for
    /// right-to-left.
    public func layout(appearance: BarAppearance, content: BarContent, variant: Variant) -> BarLayout {
        var context = Context(
            engine: self, appearance: appearance, variant: variant,
            content: Self.withSearchPlacement(
                content, rule: Self.searchRule(content, appearance: appearance, variant: variant), bar: appearance.bar))
        return context.run()
    }

    /// `content` with the search button UIKit shows when the search bar sits in the bar's own row
    /// (an `inline` or `integrated` placement, docs/UIKIT.md §13.1): the trailing-most right item.
    /// A toolbar's search placement items are settled by `withToolbarSearch` (§10.7).
    static func withSearchPlacement(_ content: BarContent, rule: SearchFieldRule?, bar: BarKind) -> BarContent {
        if bar == .toolbar || rule == .toolbarField || rule == .toolbarButton {
            return withToolbarSearch(content, rule: rule, bar: bar)
        }
        guard rule == .trailingButton else { return content }
        var result = BarContent(
            title: content.title, titleView: content.titleView, prompt: content.prompt, subtitle: content.subtitle,
            largeSubtitle: content.largeSubtitle, showsLargeTitle: content.showsLargeTitle, backButton: content.backButton,
            leftItems: content.leftItems,
            rightItems: [BarItemContent(kind: .icon(.search), accessibilityLabel: "Search")] + content.rightItems,
            toolbarItems: content.toolbarItems)
        result.searchField = content.searchField
        return result
    }

    /// The state of one layout pass.
    struct Context {
        let engine: BarLayoutEngine
        let appearance: BarAppearance
        let variant: Variant
        let content: BarContent
        let width: Double
        let inset: Double
        var elements: [BarLayout.Element] = []
        /// The width of a search field integrated into a floating toolbar, set by the toolbar's layout.
        var toolbarSearchWidth = 0.0

        init(engine: BarLayoutEngine, appearance: BarAppearance, variant: Variant, content: BarContent) {
            self.engine = engine
            self.appearance = appearance
            self.variant = variant
            self.content = content
            width = variant.width
            inset = UIKitMetrics.contentInset(width: variant.width)
        }

        var style: UserInterfaceStyle { appearance.effectiveStyle }
        var tint: RGBAColor { appearance.tintColor.value }

        mutating func run() -> BarLayout {
            let bar = appearance.bar
            let statusBar = variant.position == .topAttached ? variant.statusBarHeight : 0
            let promptHeight = bar == .navigationBar && content.prompt != nil ? UIKitMetrics.promptBandHeight : 0
            let barHeight = UIKitMetrics.barHeight(
                for: variant.metrics, idiom: TraitEnvironment.idiom(of: variant), era: appearance.era, bar: bar)
            // A Liquid Glass navigation bar is taller than its item row (docs/UIKIT.md §10.2).
            let rowExtension =
                bar == .navigationBar && appearance.era.usesLiquidGlass
                ? GlassMetrics.navigationBarExtension(metrics: variant.metrics, width: width) : 0
            let largeSubtitle = appearance.era.usesLiquidGlass && content.showsLargeTitle ? content.largeSubtitle : nil
            let largeSubtitleHeight = largeSubtitle.map { engine.measurer.measure($0, style: largeSubtitleStyle).height } ?? 0
            let largeHeight =
                bar == .navigationBar && content.showsLargeTitle
                ? UIKitMetrics.largeTitleBandHeight(for: appearance.accessibility.contentSize) + largeSubtitleHeight : 0
            let searchRow = bar == .navigationBar && searchRule == .stackedRow ? SearchFieldMetrics.rowHeight : 0
            // A phone's floating toolbar: the image reaches the screen's bottom (the home-indicator
            // area under the 44 pt toolbar) and its item row is the 48 pt platters' row, 28 pt above
            // that edge (docs/UIKIT.md §10.7).
            let homeIndicator = floatsToolbar ? GlassMetrics.homeIndicatorInset : 0
            let total = statusBar + promptHeight + barHeight + rowExtension + largeHeight + searchRow + homeIndicator
            let contentFrame =
                floatsToolbar
                ? Rect(
                    x: 0, y: total - GlassMetrics.toolbarBottomInset - GlassMetrics.toolbarPlatterHeight, width: width,
                    height: GlassMetrics.toolbarPlatterHeight)
                : Rect(x: 0, y: statusBar + promptHeight, width: width, height: barHeight)

            let glass = appearance.era.usesLiquidGlass
            if bar == .toolbar {
                if glass { layoutGlassToolbar(in: contentFrame) } else { layoutToolbar(in: contentFrame) }
            } else {
                if let prompt = content.prompt {
                    placePrompt(prompt, band: Rect(x: 0, y: statusBar, width: width, height: promptHeight))
                }
                if glass { layoutGlassNavigationBar(in: contentFrame) } else { layoutNavigationBar(in: contentFrame) }
                if content.showsLargeTitle, !content.title.isEmpty {
                    placeLargeTitle(
                        band: Rect(x: 0, y: contentFrame.maxY + rowExtension, width: width, height: largeHeight), subtitle: largeSubtitle,
                        subtitleHeight: largeSubtitleHeight)
                }
                if searchRow > 0, let search = content.searchField {
                    placeSearchField(
                        search, row: Rect(x: 0, y: contentFrame.maxY + rowExtension + largeHeight, width: width, height: searchRow))
                }
            }

            // UIKit draws the shadow outside the bar, over the content: the hairline is the pixel
            // row below a top bar (above a bottom bar), a shadow image keeps its own height
            // (docs/UIKIT.md §1.3, measured). The image includes that band, over the backdrop,
            // unless `shadowBand` is off (cropped to the bar alone).
            let shadowAbove = variant.position == .bottom || (bar == .toolbar && variant.position == .any)
            let band: Double
            switch appearance.shadow.value {
            case .none: band = 0
            // A clear hairline (the `ios26` era's, or `shadowColor: clear`) draws nothing: no band.
            case .hairline(let color): band = engine.shadowBand && color.alpha > 0 ? 1 / Double(variant.scale) : 0
            case .image(let image, _): band = engine.shadowBand ? engine.images.size(of: image, scale: variant.scale).height : 0
            }
            let barFrame = Rect(x: 0, y: 0, width: width, height: total)
            let shadow: ShadowPlacement? =
                band > 0
                ? ShadowPlacement(
                    frame: Rect(x: 0, y: shadowAbove ? -band : total, width: width, height: band), shadow: appearance.shadow.value)
                : nil
            // Liquid Glass platters' shadows fall below a navigation bar onto the content; the image
            // includes them as it includes the hairline (docs/UIKIT.md §10.12). A toolbar's are
            // not measured: a top toolbar keeps its band.
            let spill = bar != .navigationBar || shadowAbove || !engine.shadowBand ? 0 : platterShadowSpill(barHeight: total)
            let outside = max(band, spill)
            var layout = BarLayout(
                size: Size(width: width, height: total + outside), scale: variant.scale, backdrop: appearance.backdrop.value,
                background: barFrame, backgroundLayers: appearance.background.value.layers,
                backgroundImage: appearance.background.value.image, backgroundImageFrame: barFrame,
                contentFrame: contentFrame, shadow: shadow, elements: elements, isRightToLeft: false)
            layout.scrollEdgeEffect = scrollEdgeEffect(
                barHeight: total, imageHeight: total + outside, safeTop: statusBar, atBottom: shadowAbove)
            if shadowAbove && band > 0 { layout = Self.shifted(layout, down: band) }
            if variant.layoutDirection == .rightToLeft { layout = Self.mirrored(layout) }
            return layout
        }

        /// How far the platters' shadows reach below a bar `barHeight` tall: the lowest platter's
        /// bottom plus `GlassMetrics.platterShadowReach`, less the bar; none without platters
        /// (docs/UIKIT.md §10.12).
        func platterShadowSpill(barHeight: Double) -> Double {
            let lowest = elements.lazy.compactMap { element -> Double? in
                if case .platter(let platter) = element, platter.material.shadowColor.alpha > 0 { return platter.frame.maxY }
                return nil
            }.max()
            guard let lowest else { return 0 }
            return max(0, lowest + GlassMetrics.platterShadowReach - barHeight)
        }

        /// The scroll edge effect's bands (docs/UIKIT.md §10.2): a soft one at full strength to
        /// `scrollEdgeSolidDepth` below the safe top, then fading over `scrollEdgeFadeDepth`; a hard
        /// one opaque over the bar with a dividing line at its inner edge. A bottom bar's is the
        /// same from the bottom up. `nil` when the resolver decided none is drawn.
        func scrollEdgeEffect(barHeight: Double, imageHeight: Double, safeTop: Double, atBottom: Bool) -> ScrollEdgeEffectPlacement? {
            let style = appearance.scrollEdgeEffect.value
            guard style == .soft || style == .hard else { return nil }
            func edge(_ y: Double, _ height: Double) -> Rect {
                // Measured from the outer edge: the image's top for a top bar, its bottom for a bottom bar.
                let top = atBottom ? imageHeight - y - height : y
                let clippedTop = max(0, top), clippedBottom = min(imageHeight, top + height)
                return Rect(x: 0, y: clippedTop, width: width, height: max(0, clippedBottom - clippedTop))
            }
            let hairline = 1 / Double(variant.scale)
            if style == .hard {
                let divider = ShadowPlacement(
                    frame: edge(barHeight - hairline, hairline), shadow: .hairline(GlassMetrics.scrollEdgeDividerColor(self.style)))
                return ScrollEdgeEffectPlacement(
                    style: .hard, solid: edge(0, barHeight), fade: edge(barHeight, 0), color: GlassMetrics.hardScrollEdgeColor(self.style),
                    divider: divider)
            }
            let solidDepth = (atBottom ? 0 : safeTop) + GlassMetrics.scrollEdgeSolidDepth
            return ScrollEdgeEffectPlacement(
                style: .soft, solid: edge(0, solidDepth), fade: edge(solidDepth, GlassMetrics.scrollEdgeFadeDepth),
                color: GlassMetrics.softScrollEdgeColor(self.style), divider: nil)
        }

        // MARK: Items

        /// An item measured: its content size and how to place it.
        struct MeasuredItem {
            let item: BarItemContent
            let contentSize: Size
            /// Horizontal room the item takes, paddings included.
            var width: Double
            let isFlexible: Bool
        }

        /// The item's font, colour, offset and background image in its state (docs/UIKIT.md §2.5).
        func look(_ item: BarItemContent) -> ItemLook {
            let role = item.style.usesDoneFont ? appearance.doneItemText.value : appearance.plainItemText.value
            return ItemLook.of(item, role: role, isBack: false, appearance: appearance, style: style)
        }

        func textStyle(for item: BarItemContent) -> TextStyle {
            let look = look(item)
            return TextStyle(font: look.font, color: look.color)
        }

        /// The colour of an image or icon item: its tint (item, then proxy, then bar), or the disabled colour.
        func itemColor(_ item: BarItemContent) -> RGBAColor {
            guard item.isEnabled else { return look(item).color }
            return item.tintColor?.resolved(for: style, contrast: appearance.accessibility.contrast) ?? appearance.itemAppearance.tintColor?
                .value ?? tint
        }

        /// A bar button background image behind the item's room, centred vertically at its own height
        /// (docs/UIKIT.md §2.5).
        mutating func placeBackground(_ image: ResolvedImage?, x: Double, width: Double, band: Rect, at index: Int? = nil) {
            guard let image else { return }
            let size = engine.images.size(of: image, scale: variant.scale)
            let height = min(size.height, band.height)
            elements.insert(
                .image(
                    ImagePlacement(
                        image: image, frame: Rect(x: x, y: band.midY - height / 2, width: width, height: height), tint: nil,
                        isMirrored: false)), at: index ?? elements.count)
        }

        func measure(_ item: BarItemContent) -> MeasuredItem {
            let padding = UIKitMetrics.textItemPadding
            switch item.kind {
            case .text(let text):
                let m = engine.measurer.measure(text, style: textStyle(for: item))
                return MeasuredItem(
                    item: item, contentSize: Size(width: m.width, height: m.height), width: m.width + 2 * padding, isFlexible: false)
            case .image(let image):
                let size = engine.images.size(of: image, scale: variant.scale)
                return MeasuredItem(item: item, contentSize: size, width: size.width + 2 * padding, isFlexible: false)
            case .icon(let system):
                let size = UIKitMetrics.iconBox(for: system, era: appearance.era)
                return MeasuredItem(item: item, contentSize: size, width: size.width + 2 * padding, isFlexible: false)
            case .symbol(let symbol):
                // The symbol's box from the table (docs/UIKIT.md §10.13), like an image of that size.
                let box = symbol.box
                let size = Size(width: box.width, height: box.inkHeight)
                return MeasuredItem(item: item, contentSize: size, width: size.width + 2 * padding, isFlexible: false)
            case .customView(let view):
                return MeasuredItem(
                    item: item, contentSize: Size(width: view.width, height: view.height), width: view.width + 2 * padding,
                    isFlexible: false)
            case .fixedSpace(let w):
                return MeasuredItem(item: item, contentSize: Size(width: w, height: 0), width: w, isFlexible: false)
            case .flexibleSpace:
                return MeasuredItem(item: item, contentSize: Size(width: 0, height: 0), width: 0, isFlexible: true)
            case .searchField:
                // Only an iOS 26 floating toolbar shows the field here (docs/UIKIT.md §10.7).
                return MeasuredItem(item: item, contentSize: Size(width: 0, height: 0), width: 0, isFlexible: false)
            }
        }

        /// Places a measured item whose room starts at `x`, centred vertically in `band`.
        mutating func place(_ measured: MeasuredItem, x: Double, band: Rect, role: TextRun.Role) {
            let padding = UIKitMetrics.textItemPadding
            let size = measured.contentSize
            let frame = Rect(x: x + padding, y: band.midY - size.height / 2, width: size.width, height: size.height)
            switch measured.item.kind {
            case .text(let text):
                let look = look(measured.item)
                placeBackground(look.backgroundImage, x: x, width: measured.width, band: band)
                var style = TextStyle(font: look.font, color: look.color)
                let offset = look.offset
                style.shadow = .none
                let shifted = Rect(x: frame.x + offset.x, y: frame.y + offset.y, width: frame.width, height: frame.height)
                elements.append(.text(TextRun(role: role, text: text, style: style, frame: shifted, isTruncated: false)))
            case .image(let image):
                // imageInsets (landscapeImagePhoneInsets in compact metrics, else imageInsets): the image keeps
                // its size, centred in its frame inset by them (docs/UIKIT.md §2.5, approx.).
                let insets = imageInsets(of: measured.item)
                let moved = Rect(
                    x: frame.x + (insets.left - insets.right) / 2, y: frame.y + (insets.top - insets.bottom) / 2, width: frame.width,
                    height: frame.height)
                elements.append(
                    .image(
                        ImagePlacement(
                            image: image, frame: moved,
                            tint: image.drawsAsTemplate ? itemColor(measured.item) : nil, isMirrored: false)))
            case .icon(let system):
                elements.append(
                    .icon(
                        IconPlacement(
                            icon: .system(system), frame: frame, color: itemColor(measured.item), isMirrored: false,
                            era: appearance.era)))
            case .symbol(let symbol):
                let box = symbol.box
                let ink = Rect(
                    x: frame.midX - box.inkWidth / 2, y: frame.midY - box.inkHeight / 2 + box.inkOffsetY, width: box.inkWidth,
                    height: box.inkHeight)
                elements.append(
                    .icon(
                        IconPlacement(
                            icon: .symbol(symbol), frame: ink, color: itemColor(measured.item), isMirrored: false, era: appearance.era)))
            case .customView(let view):
                elements.append(.placeholder(placeholder(view, frame: frame)))
            case .fixedSpace, .flexibleSpace, .searchField:
                break
            }
        }

        /// An image item's insets: `landscapeImagePhoneInsets` in compact metrics, else `imageInsets`
        /// (docs/UIKIT.md §2.5; on Liquid Glass too, §10.11).
        func imageInsets(of item: BarItemContent) -> EdgeInsets {
            (variant.metrics.isCompact ? item.landscapeImagePhoneInsets ?? item.imageInsets : item.imageInsets)
                ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        }

        func placeholder(_ view: PlaceholderView, frame: Rect) -> PlaceholderPlacement {
            var label: TextRun?
            if let text = view.label {
                let style = TextStyle(font: FontDescriptor(family: "system", weight: .medium, size: 13), color: .white)
                let m = engine.measurer.measure(text, style: style)
                let w = min(m.width, frame.width - 4)
                label = TextRun(
                    role: .placeholderLabel, text: text, style: style,
                    frame: Rect(x: frame.midX - w / 2, y: frame.midY - m.height / 2, width: max(0, w), height: m.height),
                    isTruncated: m.width > w)
            }
            return PlaceholderPlacement(
                frame: frame, color: view.color.resolved(for: style, contrast: appearance.accessibility.contrast), label: label)
        }

        // MARK: Toolbar

        /// Items left to right between the insets; flexible spaces share what is left (docs/UIKIT.md §5).
        mutating func layoutToolbar(in band: Rect) {
            var measured = content.toolbarItems.map(measure)
            let fixed = measured.reduce(0) { $0 + $1.width }
            let flexible = measured.filter(\.isFlexible).count
            let spare = max(0, width - 2 * inset - fixed)
            if flexible > 0 {
                for i in measured.indices where measured[i].isFlexible { measured[i].width = spare / Double(flexible) }
            }
            var x = inset
            for m in measured {
                place(m, x: x, band: band, role: .toolbarItem)
                x += m.width
            }
        }

        // MARK: Navigation bar

        mutating func layoutNavigationBar(in band: Rect) {
            // Right side: first item outermost (docs/UIKIT.md §4.2 ordering). Spaces other than fixed ones
            // take no room in a navigation bar.
            var rightEdge = width - inset
            for item in content.rightItems {
                let m = measure(item)
                guard !m.isFlexible else { continue }
                place(m, x: rightEdge - m.width, band: band, role: .rightItem)
                rightEdge -= m.width
            }
            let rightLimit = content.rightItems.isEmpty ? width - UIKitMetrics.contentInset : rightEdge - UIKitMetrics.titleItemGap

            let titleStyle = TextStyle(
                font: appearance.titleFont.value, color: appearance.titleColor.value, shadow: appearance.titleShadow.value)
            let showsInlineTitle = !content.showsLargeTitle
            let titleSize: Size
            if let view = content.titleView {
                titleSize = Size(width: view.width, height: view.height)
            } else if showsInlineTitle && !content.title.isEmpty {
                let m = engine.measurer.measure(content.title, style: titleStyle)
                titleSize = Size(width: m.width, height: m.height)
            } else {
                titleSize = Size(width: 0, height: 0)
            }

            // Left side: the back button (outermost), then left items.
            var leftEdge = inset
            if let back = content.backButton {
                leftEdge = placeBackButton(back, band: band, titleWidth: titleSize.width, rightLimit: rightLimit)
            }
            for item in content.leftItems {
                let m = measure(item)
                guard !m.isFlexible else { continue }
                place(m, x: leftEdge, band: band, role: .leftItem)
                leftEdge += m.width
            }
            let hasLeft = content.backButton != nil || !content.leftItems.isEmpty
            let leftLimit = hasLeft ? leftEdge + UIKitMetrics.titleItemGap : UIKitMetrics.contentInset
            guard titleSize.width > 0, rightLimit - leftLimit > 0 else { return }

            // Title: centred on the bar; shifted toward the roomier side when it would overlap an
            // item; then cut with a tail ellipsis (docs/UIKIT.md §1.4, §8 #10).
            var x = (width - titleSize.width) / 2
            if x < leftLimit { x = leftLimit }
            if x + titleSize.width > rightLimit { x = rightLimit - titleSize.width }
            var frameWidth = titleSize.width
            var truncated = false
            if x < leftLimit {
                x = leftLimit
                frameWidth = rightLimit - leftLimit
                truncated = true
            }
            let offset = appearance.titlePositionAdjustment.value
            let frame = Rect(x: x + offset.x, y: band.midY - titleSize.height / 2 + offset.y, width: frameWidth, height: titleSize.height)
            if let view = content.titleView {
                elements.insert(.placeholder(placeholder(view, frame: frame)), at: 0)
            } else {
                elements.insert(
                    .text(TextRun(role: .title, text: content.title, style: titleStyle, frame: frame, isTruncated: truncated)), at: 0)
            }
        }

        /// Places the indicator and the widest back title that leaves the centred title clear
        /// (docs/UIKIT.md §1.4, §4.3); returns where the next left item may start.
        mutating func placeBackButton(_ back: BackButtonContent, band: Rect, titleWidth: Double, rightLimit: Double) -> Double {
            let firstElement = elements.count
            // The indicator follows the back item's tint: its own (`backBarButtonItem.tintColor`), then
            // the item proxies' `tintColor`, then the bar's; a title colour never reaches it (docs/UIKIT.md §2.5).
            let tint =
                back.tintColor?.resolved(for: style, contrast: appearance.accessibility.contrast) ?? appearance.itemAppearance.tintColor?
                .value ?? self.tint
            let indicatorFrame: Rect
            switch appearance.backIndicator.value {
            case .chevron:
                indicatorFrame = Rect(
                    x: UIKitMetrics.chevronX, y: band.midY - UIKitMetrics.chevronHeight / 2,
                    width: UIKitMetrics.chevronWidth, height: UIKitMetrics.chevronHeight)
                elements.append(.icon(IconPlacement(icon: .chevron, frame: indicatorFrame, color: tint, isMirrored: false)))
            case .image(let image):
                let size = engine.images.size(of: image, scale: variant.scale)
                indicatorFrame = Rect(x: UIKitMetrics.chevronX, y: band.midY - size.height / 2, width: size.width, height: size.height)
                // The indicator is a template unless marked original (docs/UIKIT.md §3.5, §3.9).
                elements.append(
                    .image(
                        ImagePlacement(
                            image: image, frame: indicatorFrame, tint: image.drawsAsTemplate ? tint : nil,
                            isMirrored: false)))
            }
            let textAppearance = ItemLook.of(
                back.ownItem, role: appearance.backButtonText.value, isBack: true, appearance: appearance, style: style)
            let backStyle = TextStyle(font: textAppearance.font, color: textAppearance.color)
            let titleX = indicatorFrame.maxX + UIKitMetrics.chevronTitleGap
            let centredTitleMinX = titleWidth > 0 ? (width - titleWidth) / 2 : rightLimit
            let limit = min(centredTitleMinX, rightLimit) - UIKitMetrics.titleItemGap
            for candidate in back.titleCandidates where !candidate.isEmpty {
                let m = engine.measurer.measure(candidate, style: backStyle)
                if titleX + m.width <= limit {
                    let frame = Rect(
                        x: titleX + textAppearance.offset.x, y: band.midY - m.height / 2 + textAppearance.offset.y,
                        width: m.width, height: m.height)
                    placeBackground(
                        textAppearance.backgroundImage, x: indicatorFrame.minX,
                        width: titleX + m.width + UIKitMetrics.textItemPadding - indicatorFrame.minX, band: band, at: firstElement)
                    elements.append(.text(TextRun(role: .backTitle, text: candidate, style: backStyle, frame: frame, isTruncated: false)))
                    return titleX + m.width + UIKitMetrics.textItemPadding
                }
            }
            return indicatorFrame.maxX + UIKitMetrics.textItemPadding
        }

        /// The prompt: one line, centred in its band, cut with an ellipsis (docs/UIKIT.md §1.6 ❓ values).
        mutating func placePrompt(_ prompt: String, band: Rect) {
            let style = TextStyle(font: .prompt, color: appearance.titleColor.value)
            let m = engine.measurer.measure(prompt, style: style)
            let available = width - 2 * UIKitMetrics.contentInset
            let w = min(m.width, available)
            elements.append(
                .text(
                    TextRun(
                        role: .prompt, text: prompt, style: style,
                        frame: Rect(x: (width - w) / 2, y: band.midY - m.height / 2, width: w, height: m.height),
                        isTruncated: m.width > available)))
        }

        /// The `ios26` large subtitle's style: secondaryLabel, regular (docs/UIKIT.md §10.5).
        var largeSubtitleStyle: TextStyle {
            TextStyle(
                font: FontDescriptor(family: appearance.titleFont.value.family, weight: .regular, size: GlassMetrics.largeSubtitleSize),
                color: style == .dark ? RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6) : RGBAColor(r: 60, g: 60, b: 67, alpha: 0.6))
        }

        /// The large title: leading-aligned, baseline 16 pt above the band's bottom, one line (docs/UIKIT.md §1.5);
        /// in the `ios26` era a large subtitle's line sits under it, inside the band (§10.5).
        mutating func placeLargeTitle(band: Rect, subtitle: String? = nil, subtitleHeight: Double = 0) {
            let style = TextStyle(
                font: appearance.largeTitleFont.value, color: appearance.largeTitleColor.value,
                shadow: appearance.titleShadow.value)
            let m = engine.measurer.measure(content.title, style: style)
            let glass = appearance.era.usesLiquidGlass
            // On Liquid Glass the large title lines up with the platters: 16 or 20 pt in by width
            // class (measured 20 on a 440 pt phone, docs/UIKIT.md §10.5).
            let leading = glass ? GlassMetrics.edgeInset(width: width) : UIKitMetrics.largeTitleInset(width: width)
            let available = width - 2 * leading
            // Placed by its baseline, 16 pt above the band's bottom, whatever the stand-in font's
            // descent (docs/UIKIT.md §1.5); by the line box's bottom when the baseline is unknown.
            // On Liquid Glass with a subtitle, 39 pt below the band's top (measured, §10.5).
            let titleY: Double
            if glass, subtitle != nil, let ascent = m.ascent {
                titleY = band.y + GlassMetrics.largeTitleBaselineWithSubtitle - ascent
            } else {
                titleY =
                    m.ascent.map { band.maxY - UIKitMetrics.largeTitleBaselineInset - subtitleHeight - $0 }
                    ?? band.maxY - UIKitMetrics.largeTitleBottomPadding - subtitleHeight - m.height
            }
            elements.append(
                .text(
                    TextRun(
                        role: .largeTitle, text: content.title, style: style,
                        frame: Rect(
                            x: leading + (variant.layoutDirection == .leftToRight ? TrackingTable.leadingInkOffset(for: style.font) : 0),
                            y: titleY, width: min(m.width, available),
                            height: m.height),
                        isTruncated: m.width > available)))
            if let subtitle {
                let s = engine.measurer.measure(subtitle, style: largeSubtitleStyle)
                // Its baseline 18.33 pt under the title's (measured, §10.5); under the title's line
                // box when the baselines are unknown.
                let y: Double =
                    if let ascent = m.ascent, let subtitleAscent = s.ascent {
                        titleY + ascent + GlassMetrics.largeSubtitleBaselineGap - subtitleAscent
                    } else {
                        titleY + m.height
                    }
                elements.append(
                    .text(
                        TextRun(
                            role: .subtitle, text: subtitle, style: largeSubtitleStyle,
                            frame: Rect(x: leading, y: y, width: min(s.width, available), height: s.height),
                            isTruncated: s.width > available)))
            }
        }

        // MARK: Search field

        /// Where the top item's search field goes in this era (docs/UIKIT.md §13.1), if it has one.
        var searchRule: SearchFieldRule? { BarLayoutEngine.searchRule(content, appearance: appearance, variant: variant) }

        /// The field in its row: 1 pt below the row's top, 36 pt tall, at the large title's inset; the
        /// glass 8 pt in; the text's baseline 23.5 pt below the field's top (docs/UIKIT.md §13.2).
        mutating func placeSearchField(_ search: SearchFieldContent, row: Rect) {
            let colors = SearchFieldMetrics.colors(era: appearance.era, style: style)
            let inset = UIKitMetrics.largeTitleInset(width: width)
            let field = Rect(
                x: inset, y: row.y + SearchFieldMetrics.fieldTopInset, width: max(0, width - 2 * inset),
                height: SearchFieldMetrics.fieldHeight)
            let radius = appearance.era.usesLiquidGlass ? field.height / 2 : SearchFieldMetrics.cornerRadius
            let glass = Rect(
                x: field.x + SearchFieldMetrics.glassInset, y: field.midY - SearchFieldMetrics.glassSize / 2,
                width: SearchFieldMetrics.glassSize, height: SearchFieldMetrics.glassSize)
            let run = SearchFieldText.run(
                for: search, in: field,
                insets: .navigationBar,
                colors: colors, measurer: engine.measurer)
            elements.append(
                .searchField(
                    SearchFieldPlacement(
                        frame: field, cornerRadius: radius,
                        fill: search.fieldBackground?.resolved(for: style, contrast: appearance.accessibility.contrast) ?? colors.fill,
                        glassFrame: glass, glassColor: colors.placeholder, text: run)))
        }

        // MARK: Right to left

        /// Mirrors every horizontal position; the system chevron flips, custom images flip only
        /// when marked `flipsForRightToLeft` (docs/UIKIT.md §4.5, §8 #19); so does the reply arrow. Text keeps
        /// its own direction.
        /// `layout` moved down by `offset` points (the bar under a shadow band drawn above it).
        static func shifted(_ layout: BarLayout, down offset: Double) -> BarLayout {
            var result = layout
            func move(_ r: Rect) -> Rect { Rect(x: r.x, y: r.y + offset, width: r.width, height: r.height) }
            result.background = move(layout.background)
            result.backgroundImageFrame = move(layout.backgroundImageFrame)
            result.contentFrame = move(layout.contentFrame)
            result.shadow = layout.shadow.map { ShadowPlacement(frame: move($0.frame), shadow: $0.shadow) }
            result.elements = layout.elements.map { $0.moved(by: offset) }
            return result
        }

        static func mirrored(_ layout: BarLayout) -> BarLayout {
            var result = layout
            let width = layout.size.width
            func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height) }
            result.elements = layout.elements.map { element in
                // Mirrored images: those that flip for right to left; icons: the chevron and reply.
                switch element.withFrames(flip) {
                case .image(var image):
                    image.isMirrored = image.image.flipsForRightToLeft
                    return .image(image)
                case .icon(var icon):
                    icon.isMirrored = icon.icon == .chevron || icon.icon == .system(.reply)
                    return .icon(icon)
                case let other:
                    return other
                }
            }
            result.isRightToLeft = true
            return result
        }
    }
}
