/// One Liquid Glass platter and the items on it, in the `ios26` era (docs/UIKIT.md §10.4): a group
/// formed by `GlassGrouping` drawn as a glass capsule (a circle for one glyph), a tinted platter for
/// a prominent item, no platter for a bare one, or the toolbar's search field. `PlatterRowPart`
/// places the groups side by side.
enum PlatterPart {
    /// Items that share one platter, or one item alone (formed by `GlassGrouping`).
    typealias Group = GlassGrouping.Group

    /// What sizes the platters of one row: a phone's floating toolbar has taller ones with wider
    /// slots (docs/UIKIT.md §10.7), and its search field takes the room the other platters leave.
    struct Row {
        /// The bar the row is in.
        var bar: BarKind
        /// Whether the row is a phone's floating toolbar.
        var floats = false
        /// The width of the search field's capsule (0 outside a floating toolbar).
        var searchWidth = 0.0
        /// The search field drawn in its capsule.
        var searchField: SearchFieldContent? = nil

        /// A platter's height: 48 pt in a floating toolbar, else the 44 pt item row (docs/UIKIT.md §10.4, §10.7).
        var platterHeight: Double { floats ? GlassMetrics.toolbarPlatterHeight : GlassMetrics.platterHeight }

        /// The outermost platters' distance from the bar's edges: 16 or 20 pt by width class
        /// (docs/UIKIT.md §10.4), a navigation bar's as measured (`GlassMetrics.navigationBarEdgeInset`);
        /// 28 pt in a floating toolbar (§10.7).
        func edge(barWidth: Double) -> Double {
            if floats { return GlassMetrics.toolbarEdgeInset }
            return bar == .navigationBar ? GlassMetrics.navigationBarEdgeInset(width: barWidth) : GlassMetrics.edgeInset(width: barWidth)
        }
    }

    /// The room an item takes on a platter; `bare` (no shared background): a custom view takes its
    /// own width plus `GlassMetrics.bareCustomViewInset` each side, so it sits 4 pt further in than
    /// a platter's edge would (docs/UIKIT.md §10.4).
    static func width(of item: BarItemContent, bare: Bool = false, row: Row, _ input: LayoutInput) -> Double {
        switch item.kind {
        case .text(let text):
            // A positive `width` stands in for the title's advance (docs/UIKIT.md §2.5, §10.4); a custom
            // view showing text takes a custom view's glass (§10.16).
            let padding = item.isHostedTitle ? GlassMetrics.customViewPadding(width: input.variant.width) : input.textItemPadding
            return (item.fixedWidth ?? input.measure(text, ItemPart.textStyle(item, input)).width) + 2 * padding
        case .image(let image):
            // A positive `width` stands in for the image's own width (docs/UIKIT.md §2.5, §10.4).
            return max(row.platterHeight, (item.fixedWidth ?? input.size(of: image).width) + GlassMetrics.imageItemGlass)
        case .icon:
            // One glyph alone is a circle as tall as its platter (docs/UIKIT.md §10.4, §10.7); an
            // icon in a box its `width` fixes is padded as an image is.
            return max(row.platterHeight, item.fixedWidth.map { $0 + GlassMetrics.imageItemGlass } ?? 0)
        case .symbol(let symbol):
            // A wide symbol makes its platter a capsule (measured, docs/UIKIT.md §10.14); a SwiftUI `Image`
            // label at a large point size its advance plus the button's room round its label (§10.13).
            if let fixed = item.fixedWidth { return max(row.platterHeight, fixed + 2 * GlassMetrics.lonePlatterSymbolPadding) }
            return max(row.platterHeight, GlassMetrics.lonePlatterSymbolWidth(of: symbol, label: item.swiftUILabel))
        case .customView(let view):
            // A glyph-sized view sits in a circle like an icon item, a wider one on a capsule around
            // it; an app's own view (no symbol) with less glass than a hosted label (docs/UIKIT.md §10.4, §10.16).
            if bare { return view.width + 2 * GlassMetrics.bareCustomViewInset }
            return GlassMetrics.lonePlatterWidth(
                of: view, label: item.swiftUILabel, width: input.variant.width, platterHeight: row.platterHeight)
        case .fixedSpace, .flexibleSpace, .searchField:
            return 0
        }
    }

    /// Whether an item shows one glyph: an icon, an image or a custom view no wider than the 44 pt
    /// circle it sits in, an item's positive `width` standing in for its image's (docs/UIKIT.md §10.4).
    static func showsOneGlyph(_ item: BarItemContent, _ input: LayoutInput) -> Bool {
        switch item.kind {
        case .icon, .symbol: return item.fixedWidth.map { $0 + GlassMetrics.imageItemGlass <= GlassMetrics.iconItemWidth } ?? true
        case .image(let image):
            return (item.fixedWidth ?? input.size(of: image).width) + GlassMetrics.imageItemGlass <= GlassMetrics.iconItemWidth
        case .customView(let view):
            let padding = GlassMetrics.customViewPadding(for: view, label: item.swiftUILabel, width: input.variant.width)
            return view.width + 2 * padding <= GlassMetrics.iconItemWidth
        case .text, .fixedSpace, .flexibleSpace, .searchField: return false
        }
    }

    /// Whether an item shares a capsule as a glyph: it shows one glyph (`showsOneGlyph`), or, on a
    /// navigation bar, it is a custom view showing an SF Symbol, which takes its width plus the
    /// symbols' padding however wide it is (measured, one app, docs/UIKIT.md §10.16).
    static func sharesAsGlyph(_ item: BarItemContent, row: Row, _ input: LayoutInput) -> Bool {
        if !row.floats, case .customView(let view) = item.kind, view.symbol != nil { return true }
        return showsOneGlyph(item, input)
    }

    /// Extra room before the item at `index` of a group: two glyph items sharing a platter are
    /// `GlassMetrics.groupedGlyphSpacing` apart (centres 54 pt apart, docs/UIKIT.md §10.4).
    static func spacing(before index: Int, in group: Group, row: Row, _ input: LayoutInput) -> Double {
        guard index > 0, group.kind == .glass, sharesAsGlyph(group.items[index - 1], row: row, input),
            sharesAsGlyph(group.items[index], row: row, input)
        else { return 0 }
        return row.floats ? GlassMetrics.toolbarGroupedGlyphSpacing : GlassMetrics.groupedGlyphSpacing
    }

    /// The room the item at `index` of a group takes: a glyph sharing its platter with another
    /// item takes `GlassMetrics.groupedGlyphSlotWidth` (measured, docs/UIKIT.md §10.4); an SF Symbol
    /// its advance, and a custom view showing one its own width, plus
    /// `GlassMetrics.groupedSymbolAdvancePadding` each side (§10.13, §10.4); on a navigation bar a
    /// custom view showing no symbol its lone platter's width (§10.16).
    static func slotWidth(at index: Int, in group: Group, row: Row, _ input: LayoutInput) -> Double {
        let item = group.items[index]
        if group.kind == .glass, group.items.count > 1, sharesAsGlyph(item, row: row, input) {
            // An SF Symbol's slot follows its advance on a navigation bar's capsule, its box in a
            // floating toolbar (docs/UIKIT.md §10.13); other glyphs take the measured mean.
            switch item.kind {
            case .symbol(let symbol):
                if row.floats { return (item.fixedWidth ?? symbol.box.width) + 2 * GlassMetrics.toolbarGroupedSymbolPadding }
                return (item.fixedWidth ?? symbol.advance) + 2 * GlassMetrics.groupedSymbolAdvancePadding
            case .customView(let view) where !row.floats && view.symbol != nil && !view.isUIKitButton:
                // SwiftUI's hosting view of a link's label: its width (the symbol's advance) plus the
                // symbols' padding (measured, two apps: Reader for iOS, CloudTape's framed Menu label, docs/UIKIT.md §10.16).
                return view.width + 2 * GlassMetrics.groupedSymbolAdvancePadding
            case .customView where !row.floats:
                // A view that shows no symbol keeps the platter it would have alone, the 44 pt circle for
                // a glyph-sized one (measured, one app: Suro's two 22 pt views, docs/UIKIT.md §10.16); so
                // does a UIKit button of the app's own showing one (one app: Apollo's 36 pt globe, 44 pt
                // from its capsule's start to the next slot's 8 pt gap).
                return width(of: item, row: row, input)
            default:
                return row.floats ? GlassMetrics.toolbarGroupedGlyphSlotWidth : GlassMetrics.groupedGlyphSlotWidth
            }
        }
        return width(of: item, bare: group.kind == .bare, row: row, input)
    }

    /// A group's width: its slots and the spacing between glyphs; the toolbar's search field takes
    /// `row.searchWidth` (docs/UIKIT.md §10.7).
    static func width(of group: Group, row: Row, _ input: LayoutInput) -> Double {
        if group.kind == .searchField { return row.searchWidth }
        return group.items.indices.reduce(0) {
            $0 + spacing(before: $1, in: group, row: row, input) + slotWidth(at: $1, in: group, row: row, input)
        }
    }

    /// The prominent platter's fill: the item's tint, else a declared bar tint, else systemBlue; a
    /// disabled item's is grey (`GlassMaterial.disabledProminentFill`, docs/UIKIT.md §10.4).
    static func prominentFill(for item: BarItemContent, _ input: LayoutInput) -> RGBAColor {
        guard item.isEnabled else { return GlassMaterial.disabledProminentFill(input.style) }
        if let own = input.resolved(item.tintColor) { return own }
        if case .declared = input.appearance.tintColor.provenance.origin { return input.tint }
        return GlassMaterial.prominentBlue(input.style)
    }

    /// A group's platter and its items, the platter's left edge at `x`, centred vertically in
    /// `band`; returns what it draws and the platter's right edge.
    static func layout(_ group: Group, x: Double, band: Rect, role: TextRun.Role, row: Row, _ input: LayoutInput) -> (
        elements: [BarLayout.Element], rightEnd: Double
    ) {
        let width = width(of: group, row: row, input)
        // The platter's edges on the pixel grid (docs/UIKIT.md §10.4, "Frames on the pixel grid"); its items
        // are laid out from its rounded leading edge (one item alone centred in it), and the next platter is
        // placed from the unrounded edge.
        let frame = Rect(x: x, y: band.midY - row.platterHeight / 2, width: width, height: row.platterHeight)
            .horizontallyAligned(toPixelsAt: Double(input.variant.scale))
        var elements: [BarLayout.Element]
        switch group.kind {
        case .glass: elements = [.platter(GlassPlatter(frame: frame, fill: .glass, material: input.glassMaterial))]
        case .prominent:
            elements = [
                .platter(
                    GlassPlatter(frame: frame, fill: .tinted(prominentFill(for: group.items[0], input)), material: input.glassMaterial))
            ]
        case .bare: elements = []
        case .searchField: elements = SearchFieldPart.toolbarCapsule(row.searchField, frame: frame, input)
        }
        var slotX = frame.x
        for (index, item) in group.items.enumerated() {
            slotX += spacing(before: index, in: group, row: row, input)
            let slotWidth = group.items.count == 1 ? frame.width : slotWidth(at: index, in: group, row: row, input)
            elements += onPlatter(
                item, slot: Rect(x: slotX, y: frame.y, width: slotWidth, height: frame.height), prominent: group.kind == .prominent,
                role: role, input)
            slotX += slotWidth
        }
        return (elements, x + width)
    }

    /// A text item's title colour on a platter: white on a filled one; else the plain label colour in
    /// light mode, the vibrant one in dark unless `xcode:` says 26.0-26.2; a disabled item with no
    /// disabled colour of its own black at 30 % on light glass (docs/UIKIT.md §10.3).
    static func textColor(_ item: BarItemContent, look: ItemLook, prominent: Bool, white: RGBAColor, _ input: LayoutInput)
        -> RGBAColor
    {
        if prominent { return white }
        if !item.isEnabled, look.color == ItemLook.disabledColor(for: input.style, palette: input.palette),
            let disabled = GlassVibrancy.disabledTextItemOnGlass(input.style)
        {
            return disabled
        }
        return GlassVibrancy.textItemOnGlass(look.color, darkLabel: input.appearance.darkTextItemLabel?.value)
    }

    /// An item's content centred in its slot; a prominent item's content is white (a disabled one's
    /// `GlassMaterial.disabledProminentContent`). Black is drawn as the vibrant label colour
    /// (`GlassVibrancy`, docs/UIKIT.md §10.3).
    static func onPlatter(_ item: BarItemContent, slot: Rect, prominent: Bool, role: TextRun.Role, _ input: LayoutInput)
        -> [BarLayout.Element]
    {
        let white = item.isEnabled ? RGBAColor(white: 1) : GlassMaterial.disabledProminentContent(input.style)
        var color = prominent ? white : GlassVibrancy.onGlass(ItemPart.color(item, input))
        if item.swiftUILabel == .image, !prominent { color = GlassVibrancy.imageLabelOnGlass(color) }
        func centred(_ size: Size) -> Rect {
            Rect(x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width, height: size.height)
        }
        switch item.kind {
        case .text(let text):
            // A background image is drawn on the platter, over the glass, across the item's room;
            // the title position adjustment moves the title inside it (docs/UIKIT.md §10.11, approx.).
            let look = ItemPart.look(item, input)
            var style = TextStyle(font: look.font, color: look.color)
            style.color = textColor(item, look: look, prominent: prominent, white: white, input)
            style.shadow = .none
            let m = input.measure(text, style)
            // In a box its `width` fixes, a longer title is cut (docs/UIKIT.md §2.5).
            let box = centred(Size(width: item.fixedWidth ?? m.width, height: m.height))
            let line = ItemPart.title(Size(width: m.width, height: m.height), in: box)
            let frame = line.frame
            let moved = Rect(x: frame.x + look.offset.x, y: frame.y + look.offset.y, width: frame.width, height: frame.height)
            return ItemPart.background(look.backgroundImage, x: slot.x, width: slot.width, band: slot, input)
                + [.text(TextRun(role: role, text: text, style: style, frame: moved, isTruncated: line.isTruncated))]
        case .image(let image):
            // imageInsets (landscapeImagePhoneInsets in compact metrics) move the glyph in its
            // circle, as on a pre-26 bar; the platter stays (docs/UIKIT.md §10.11, approx.).
            let insets = ItemPart.imageInsets(item, metrics: input.variant.metrics)
            let centre = centred(input.size(of: image))
            let frame = Rect(
                x: centre.x + (insets.left - insets.right) / 2, y: centre.y + (insets.top - insets.bottom) / 2, width: centre.width,
                height: centre.height)
            let tint = image.drawsAsTemplate ? GlassVibrancy.templateOnGlass(color) : nil
            return [.image(ImagePlacement(image: image, frame: frame, tint: tint, isMirrored: false))]
        case .icon(let system):
            let frame = centred(Size(width: UIKitMetrics.iconSize, height: UIKitMetrics.iconSize))
            return [
                .icon(
                    IconPlacement(
                        icon: .system(system), frame: frame, color: color, isMirrored: false,
                        glyph: .of(system, era: input.appearance.era, style: input.style)))
            ]
        case .symbol(let symbol):
            // The symbol's ink box centred in its slot, moved by its offsets (docs/UIKIT.md §10.13); on a
            // navigation bar a bare `Image` label's ink is centred on the row (`SymbolBoxes.imageLabelInkOffsetY`).
            let box = ItemPart.glassSymbolBox(symbol, label: item.swiftUILabel, input)
            var frame = centred(Size(width: box.inkWidth, height: box.inkHeight))
            frame.x += box.inkOffsetX
            frame.y += box.inkOffsetY
            return [.icon(IconPlacement(icon: .symbol(symbol), frame: frame, color: color, isMirrored: false))]
        case .customView(let view):
            // An app's own view shows no taller than 36 pt on its platter (docs/UIKIT.md §10.16).
            let height = view.symbol == nil ? min(view.height, GlassMetrics.customViewMaxHeight) : view.height
            let frame = centred(Size(width: view.width, height: height))
            return ItemPart.customView(view, frame: frame, color: color, input, label: item.swiftUILabel)
        case .fixedSpace, .flexibleSpace, .searchField:
            return []
        }
    }
}
