/// One bar button item before `ios26` (docs/UIKIT.md §2.5): its look in its state, the room it
/// takes, and what it draws there. The item rows (`ItemRowPart`) place items side by side; a Liquid
/// Glass bar puts them on platters instead (`PlatterPart`).
enum ItemPart {
    /// An item measured: its content size and how much room it takes.
    struct Measured {
        let item: BarItemContent
        let contentSize: Size
        /// Horizontal room the item takes, paddings included.
        var width: Double
        let isFlexible: Bool
    }

    /// The item's font, colour, offset and background image in its state (docs/UIKIT.md §2.5).
    static func look(_ item: BarItemContent, _ input: LayoutInput) -> ItemLook {
        let role = item.style.usesDoneFont ? input.appearance.doneItemText.value : input.appearance.plainItemText.value
        return ItemLook.of(item, role: role, isBack: false, appearance: input.appearance, style: input.style)
    }

    /// The item title's text style (its look's font and colour).
    static func textStyle(_ item: BarItemContent, _ input: LayoutInput) -> TextStyle {
        let look = look(item, input)
        return TextStyle(font: look.font, color: look.color)
    }

    /// The colour of an image or icon item: its tint (item, then proxy, then bar), or the disabled colour.
    static func color(_ item: BarItemContent, _ input: LayoutInput) -> RGBAColor {
        guard item.isEnabled else { return look(item, input).color }
        return input.resolved(item.tintColor) ?? input.appearance.itemAppearance.tintColor?.value ?? input.tint
    }

    /// An image item's insets: `landscapeImagePhoneInsets` in compact metrics, else `imageInsets`
    /// (docs/UIKIT.md §2.5; on Liquid Glass too, §10.11).
    static func imageInsets(_ item: BarItemContent, metrics: BarMetrics) -> EdgeInsets {
        (metrics.isCompact ? item.landscapeImagePhoneInsets ?? item.imageInsets : item.imageInsets)
            ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// A bar button background image behind the item's room `x` … `x + width`, centred vertically
    /// in `band` at its own height, no taller than the band (docs/UIKIT.md §2.5).
    static func background(_ image: ResolvedImage?, x: Double, width: Double, band: Rect, _ input: LayoutInput) -> [BarLayout.Element] {
        guard let image else { return [] }
        let height = min(input.size(of: image).height, band.height)
        return [
            .image(
                ImagePlacement(
                    image: image, frame: Rect(x: x, y: band.midY - height / 2, width: width, height: height), tint: nil,
                    isMirrored: false))
        ]
    }

    /// The room `item` takes: its content plus `UIKitMetrics.textItemPadding` each side; a fixed
    /// space its width; a flexible space what the row leaves (docs/UIKIT.md §5).
    static func measure(_ item: BarItemContent, _ input: LayoutInput) -> Measured {
        let padding = UIKitMetrics.textItemPadding
        func padded(_ size: Size) -> Measured {
            Measured(item: item, contentSize: size, width: size.width + 2 * padding, isFlexible: false)
        }
        switch item.kind {
        case .text(let text):
            let m = input.measure(text, textStyle(item, input))
            return padded(fixedBox(item, Size(width: m.width, height: m.height)))
        case .image(let image):
            return padded(fixedBox(item, input.size(of: image)))
        case .icon(let system):
            // The glyph's box, centred in the item's room (`iconRoom`: the `plus`'s advance for `add` in `ios15`).
            return padded(fixedBox(item, UIKitMetrics.iconRoom(for: system, era: input.appearance.era)))
        case .symbol(let symbol):
            // The item lays the symbol's image out, the glyph's advance wide with its ink centred on it
            // (`inkOffsetX` for unequal side bearings), so a leading item's ink starts its left side bearing
            // inside the margin and a trailing one's ends its right one inside it: docs/UIKIT.md §3.9.1,
            // measured on the older table's fit captures (shervik/Tracker-ios and Mishal12g/Tracker: a
            // leading `plus`, ink at 18.67 pt) and a trailing `plus` on an iOS 18 bar (bradleymackey/vault-ios,
            // VaultMainNavigationViewSnapshotTests at 8d637a35: ink to 371.00 of 390 pt).
            return padded(fixedBox(item, Size(width: symbol.advance, height: symbol.box.inkHeight)))
        case .customView(let view):
            return padded(Size(width: view.width, height: view.height))
        case .fixedSpace(let w):
            return Measured(item: item, contentSize: Size(width: w, height: 0), width: w, isFlexible: false)
        case .flexibleSpace:
            return Measured(item: item, contentSize: Size(width: 0, height: 0), width: 0, isFlexible: true)
        case .searchField:
            // Only an iOS 26 floating toolbar shows the field here (docs/UIKIT.md §10.7).
            return Measured(item: item, contentSize: Size(width: 0, height: 0), width: 0, isFlexible: false)
        }
    }

    /// The box an item's image or title is centred in: its own size, or as wide as the item's
    /// positive `width` (`UIBarButtonItem.width`, docs/UIKIT.md §2.5).
    static func fixedBox(_ item: BarItemContent, _ natural: Size) -> Size {
        Size(width: item.fixedWidth ?? natural.width, height: natural.height)
    }

    /// `size` centred in `box` (an image at its own size in the box its item's `width` fixes).
    static func centred(_ size: Size, in box: Rect) -> Rect {
        Rect(x: box.midX - size.width / 2, y: box.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// A title of `measured` size in `box`: centred at its own width, or, wider than a box its item's
    /// `width` fixes, the box's width with a tail ellipsis (docs/UIKIT.md §2.5).
    static func title(_ measured: Size, in box: Rect) -> (frame: Rect, isTruncated: Bool) {
        let fits = measured.width <= box.width + 0.001
        return (centred(Size(width: fits ? measured.width : box.width, height: measured.height), in: box), !fits)
    }

    /// What a measured item draws when its room starts at `x`, centred vertically in `band`.
    static func place(_ measured: Measured, x: Double, band: Rect, role: TextRun.Role, _ input: LayoutInput) -> [BarLayout.Element] {
        let size = measured.contentSize
        let frame = Rect(
            x: x + UIKitMetrics.textItemPadding, y: band.midY - size.height / 2, width: size.width, height: size.height)
        let item = measured.item
        switch item.kind {
        case .text(let text):
            let look = look(item, input)
            var style = TextStyle(font: look.font, color: look.color)
            style.shadow = .none
            let m = input.measure(text, style)
            let line = title(Size(width: m.width, height: size.height), in: frame)
            let shifted = Rect(
                x: line.frame.x + look.offset.x, y: line.frame.y + look.offset.y, width: line.frame.width, height: line.frame.height)
            return background(look.backgroundImage, x: x, width: measured.width, band: band, input)
                + [.text(TextRun(role: role, text: text, style: style, frame: shifted, isTruncated: line.isTruncated))]
        case .image(let image):
            // imageInsets (landscapeImagePhoneInsets in compact metrics, else imageInsets): the image keeps
            // its size, centred in its frame inset by them (docs/UIKIT.md §2.5, approx.).
            let insets = imageInsets(item, metrics: input.variant.metrics)
            let drawn = centred(input.size(of: image), in: frame)
            let moved = Rect(
                x: drawn.x + (insets.left - insets.right) / 2, y: drawn.y + (insets.top - insets.bottom) / 2, width: drawn.width,
                height: drawn.height)
            return [
                .image(
                    ImagePlacement(image: image, frame: moved, tint: image.drawsAsTemplate ? color(item, input) : nil, isMirrored: false))
            ]
        case .icon(let system):
            return [
                .icon(
                    IconPlacement(
                        icon: .system(system), frame: centred(UIKitMetrics.iconBox(for: system, era: input.appearance.era), in: frame),
                        color: color(item, input), isMirrored: false,
                        glyph: .of(system, era: input.appearance.era, style: input.style)))
            ]
        case .symbol(let symbol):
            // Vertically as SF Pro's glyph sits on a bar before iOS 26 (docs/UIKIT.md §3.9.1).
            let ink = SymbolBoxes.boxBeforeLiquidGlass(for: symbol).inkFrame(centredAt: frame.midX, frame.midY)
            return [
                .icon(
                    IconPlacement(
                        icon: .symbol(symbol), frame: ink, color: color(item, input), isMirrored: false))
            ]
        case .customView(let view):
            return customView(view, frame: frame, color: color(item, input), input)
        case .fixedSpace, .flexibleSpace, .searchField:
            return []
        }
    }

    /// The box of `symbol` on a Liquid Glass bar for an item written with `label`: on a navigation bar a bare
    /// `Image` label centres its ink on the row (`SymbolBoxes.navigationBarBox`, docs/UIKIT.md §10.13), on a
    /// toolbar the table's box.
    static func glassSymbolBox(_ symbol: SymbolImage, label: SwiftUILabelForm?, _ input: LayoutInput) -> SymbolBoxes.Box {
        input.appearance.bar == .navigationBar ? SymbolBoxes.navigationBarBox(for: symbol, label: label) : symbol.box
    }

    /// What a custom view in `frame` draws: the SF Symbol it shows, its ink centred in the view as
    /// a symbol item's is in its slot (before iOS 26 at that era's height, §3.9.1) and drawn in `color`
    /// (docs/UIKIT.md §10.16), else its placeholder box. On an iOS 26 navigation bar a SwiftUI label (`label`)
    /// places the symbol as a symbol item's (`glassSymbolBox`).
    static func customView(
        _ view: PlaceholderView, frame: Rect, color: RGBAColor, _ input: LayoutInput, label: SwiftUILabelForm? = nil
    ) -> [BarLayout.Element] {
        guard let symbol = view.symbol else { return [.placeholder(placeholder(view, frame: frame, input))] }
        let box = input.usesLiquidGlass ? glassSymbolBox(symbol, label: label, input) : SymbolBoxes.boxBeforeLiquidGlass(for: symbol)
        // A UIKit button places its image, the symbol's advance wide, at the edge its
        // `contentHorizontalAlignment` names (measured, one app: Apollo's globe, docs/UIKIT.md §10.16).
        let x: Double
        switch view.contentAlignment {
        case .leading: x = frame.x + symbol.advance / 2
        case .trailing: x = frame.maxX - symbol.advance / 2
        case .center, nil: x = frame.midX
        }
        let ink = box.inkFrame(centredAt: x, frame.midY)
        return [.icon(IconPlacement(icon: .symbol(symbol), frame: ink, color: color, isMirrored: false))]
    }

    /// A custom view's stand-in: a box in its colour, its corners rounded 6 pt (less for a box
    /// under 12 pt), with its label centred in 13 pt medium white, cut to the box less 2 pt each side.
    static func placeholder(_ view: PlaceholderView, frame: Rect, _ input: LayoutInput) -> PlaceholderPlacement {
        var label: TextRun?
        if let text = view.label {
            let style = TextStyle(font: FontDescriptor(family: "system", weight: .medium, size: 13), color: .white)
            let m = input.measure(text, style)
            let w = min(m.width, frame.width - 4)
            label = TextRun(
                role: .placeholderLabel, text: text, style: style,
                frame: Rect(x: frame.midX - w / 2, y: frame.midY - m.height / 2, width: max(0, w), height: m.height),
                isTruncated: m.width > w)
        }
        return PlaceholderPlacement(
            frame: frame, cornerRadius: min(6, frame.height / 2, frame.width / 2),
            color: view.color.resolved(for: input.style, contrast: input.appearance.accessibility.contrast, palette: input.palette),
            label: label)
    }
}
