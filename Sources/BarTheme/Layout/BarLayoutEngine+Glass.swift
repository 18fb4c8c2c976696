/// The `ios26` era's layout (docs/UIKIT.md §10): items sit on Liquid Glass platters instead of
/// directly on the bar, grouped by `GlassGrouping` (§10.4). The back button is a circle holding the
/// chevron alone (§10.3).
extension BarLayoutEngine.Context {
    /// Items that share one platter, or one item alone (formed by `GlassGrouping`).
    typealias GlassGroup = GlassGrouping.Group
    /// A run of groups between flexible spaces (a toolbar's segments).
    typealias GlassSegment = GlassGrouping.Segment

    var glassMaterial: GlassMaterial { GlassMaterial.forStyle(style).adjusted(for: appearance.accessibility) }

    /// Whether this is a phone's floating toolbar (docs/UIKIT.md §10.7).
    var floatsToolbar: Bool {
        appearance.bar == .toolbar && appearance.era.usesLiquidGlass
            && GlassMetrics.toolbarFloats(metrics: variant.metrics, width: width, position: variant.position)
    }

    /// A platter's height: 48 pt in a floating toolbar, else the 44 pt item row (docs/UIKIT.md §10.4, §10.7).
    var platterHeight: Double { floatsToolbar ? GlassMetrics.toolbarPlatterHeight : GlassMetrics.platterHeight }

    /// The outermost platters' distance from the bar's edges: 16 or 20 pt by width class
    /// (docs/UIKIT.md §10.4); 28 pt in a floating toolbar (§10.7).
    var glassEdge: Double {
        if floatsToolbar { return GlassMetrics.toolbarEdgeInset }
        return appearance.bar == .navigationBar ? GlassMetrics.navigationBarEdgeInset(width: width) : GlassMetrics.edgeInset(width: width)
    }

    /// Splits items (left to right) into segments at flexible spaces and into groups within them
    /// (`GlassGrouping`, docs/UIKIT.md §10.4).
    static func glassSegments(_ items: [BarItemContent]) -> [GlassSegment] { GlassGrouping.segments(items) }

    /// The room an item takes on a platter; `bare` (no shared background): a custom view takes its
    /// own width plus `GlassMetrics.bareCustomViewInset` each side, so it sits 4 pt further in than
    /// a platter's edge would (docs/UIKIT.md §10.4).
    func glassWidth(of item: BarItemContent, bare: Bool = false) -> Double {
        switch item.kind {
        case .text(let text):
            return engine.measurer.measure(text, style: textStyle(for: item)).width + 2 * GlassMetrics.textItemPadding
        case .image(let image):
            return max(platterHeight, engine.images.size(of: image, scale: variant.scale).width + 20)
        case .icon:
            // One glyph alone is a circle as tall as its platter (docs/UIKIT.md §10.4, §10.7).
            return platterHeight
        case .symbol(let symbol):
            // A wide symbol makes its platter a capsule (measured, docs/UIKIT.md §10.14).
            return max(platterHeight, symbol.box.width + 2 * GlassMetrics.lonePlatterSymbolPadding)
        case .customView(let view):
            // A glyph-sized view sits in a circle like an icon item (docs/UIKIT.md §10.4).
            if bare { return view.width + 2 * GlassMetrics.bareCustomViewInset }
            return max(platterHeight, view.width + 2 * UIKitMetrics.textItemPadding)
        case .fixedSpace, .flexibleSpace, .searchField:
            return 0
        }
    }

    /// Whether an item shows one glyph: an icon, an image or a custom view no wider than the 44 pt
    /// circle it sits in (docs/UIKIT.md §10.4).
    func showsOneGlyph(_ item: BarItemContent) -> Bool {
        switch item.kind {
        case .icon, .symbol: return true
        case .image(let image): return engine.images.size(of: image, scale: variant.scale).width + 20 <= GlassMetrics.iconItemWidth
        case .customView(let view): return view.width + 2 * UIKitMetrics.textItemPadding <= GlassMetrics.iconItemWidth
        case .text, .fixedSpace, .flexibleSpace, .searchField: return false
        }
    }

    /// Extra room before the item at `index` of a group: two glyph items sharing a platter are
    /// `GlassMetrics.groupedGlyphSpacing` apart (centres 54 pt apart, docs/UIKIT.md §10.4).
    func spacing(before index: Int, in group: GlassGroup) -> Double {
        guard index > 0, group.kind == .glass, showsOneGlyph(group.items[index - 1]), showsOneGlyph(group.items[index]) else { return 0 }
        return floatsToolbar ? GlassMetrics.toolbarGroupedGlyphSpacing : GlassMetrics.groupedGlyphSpacing
    }

    /// The room the item at `index` of a group takes: a glyph sharing its platter with another
    /// item takes `GlassMetrics.groupedGlyphSlotWidth` (measured, docs/UIKIT.md §10.4).
    func slotWidth(at index: Int, in group: GlassGroup) -> Double {
        let item = group.items[index]
        if group.kind == .glass, group.items.count > 1, showsOneGlyph(item) {
            // An SF Symbol's slot follows its box (docs/UIKIT.md §10.13); other glyphs take the measured mean.
            if case .symbol(let symbol) = item.kind {
                return symbol.box.width + 2 * (floatsToolbar ? GlassMetrics.toolbarGroupedSymbolPadding : GlassMetrics.groupedSymbolPadding)
            }
            return floatsToolbar ? GlassMetrics.toolbarGroupedGlyphSlotWidth : GlassMetrics.groupedGlyphSlotWidth
        }
        return glassWidth(of: item, bare: group.kind == .bare)
    }

    func glassWidth(of group: GlassGroup) -> Double {
        // The toolbar's search field takes the room the other platters leave (docs/UIKIT.md §10.7).
        if group.kind == .searchField { return toolbarSearchWidth }
        return group.items.indices.reduce(0) { $0 + spacing(before: $1, in: group) + slotWidth(at: $1, in: group) }
    }

    /// The prominent platter's fill: the item's tint, else a declared bar tint, else systemBlue.
    func prominentFill(for item: BarItemContent) -> RGBAColor {
        if let own = item.tintColor?.resolved(for: style, contrast: appearance.accessibility.contrast) { return own }
        if case .declared = appearance.tintColor.provenance.origin { return tint }
        return GlassMaterial.prominentBlue(style)
    }

    /// Draws a group's platter and its items, the platter's left edge at `x`; returns its right edge.
    mutating func placeGlassGroup(_ group: GlassGroup, x: Double, band: Rect, role: TextRun.Role) -> Double {
        let width = glassWidth(of: group)
        let frame = Rect(x: x, y: band.midY - platterHeight / 2, width: width, height: platterHeight)
        switch group.kind {
        case .glass: elements.append(.platter(GlassPlatter(frame: frame, fill: .glass, material: glassMaterial)))
        case .prominent:
            elements.append(
                .platter(GlassPlatter(frame: frame, fill: .tinted(prominentFill(for: group.items[0])), material: glassMaterial)))
        case .bare: break
        case .searchField: placeToolbarSearchField(in: frame)
        }
        var slotX = x
        for (index, item) in group.items.enumerated() {
            slotX += spacing(before: index, in: group)
            let slotWidth = slotWidth(at: index, in: group)
            placeOnPlatter(
                item, slot: Rect(x: slotX, y: frame.y, width: slotWidth, height: frame.height), prominent: group.kind == .prominent,
                role: role)
            slotX += slotWidth
        }
        return x + width
    }

    /// Centres an item's content in its slot; a prominent item's content is white. Black is drawn
    /// as the vibrant label colour (`GlassVibrancy`, docs/UIKIT.md §10.3).
    mutating func placeOnPlatter(_ item: BarItemContent, slot: Rect, prominent: Bool, role: TextRun.Role) {
        let white = RGBAColor(white: 1)
        let color = prominent && item.isEnabled ? white : GlassVibrancy.onGlass(itemColor(item))
        func centred(_ size: Size) -> Rect {
            Rect(x: slot.midX - size.width / 2, y: slot.midY - size.height / 2, width: size.width, height: size.height)
        }
        switch item.kind {
        case .text(let text):
            // A background image is drawn on the platter, over the glass, across the item's room;
            // the title position adjustment moves the title inside it (docs/UIKIT.md §10.11, approx.).
            let look = look(item)
            placeBackground(look.backgroundImage, x: slot.x, width: slot.width, band: slot)
            var style = TextStyle(font: look.font, color: look.color)
            style.color = prominent && item.isEnabled ? white : GlassVibrancy.onGlass(style.color)
            style.shadow = .none
            let m = engine.measurer.measure(text, style: style)
            let frame = centred(Size(width: m.width, height: m.height))
            elements.append(
                .text(
                    TextRun(
                        role: role, text: text, style: style,
                        frame: Rect(x: frame.x + look.offset.x, y: frame.y + look.offset.y, width: frame.width, height: frame.height),
                        isTruncated: false)))
        case .image(let image):
            // imageInsets (landscapeImagePhoneInsets in compact metrics) move the glyph in its
            // circle, as on a pre-26 bar; the platter stays (docs/UIKIT.md §10.11, approx.).
            let insets = imageInsets(of: item)
            let centre = centred(engine.images.size(of: image, scale: variant.scale))
            let frame = Rect(
                x: centre.x + (insets.left - insets.right) / 2, y: centre.y + (insets.top - insets.bottom) / 2, width: centre.width,
                height: centre.height)
            elements.append(
                .image(
                    ImagePlacement(
                        image: image, frame: frame, tint: image.drawsAsTemplate ? GlassVibrancy.templateOnGlass(color) : nil,
                        isMirrored: false)))
        case .icon(let system):
            let frame = centred(Size(width: UIKitMetrics.iconSize, height: UIKitMetrics.iconSize))
            elements.append(.icon(IconPlacement(icon: .system(system), frame: frame, color: color, isMirrored: false, era: appearance.era)))
        case .symbol(let symbol):
            // The symbol's ink box centred in its slot, lowered by its measured offset (docs/UIKIT.md §10.13).
            let box = symbol.box
            var frame = centred(Size(width: box.inkWidth, height: box.inkHeight))
            frame.y += box.inkOffsetY
            elements.append(.icon(IconPlacement(icon: .symbol(symbol), frame: frame, color: color, isMirrored: false, era: appearance.era)))
        case .customView(let view):
            elements.append(.placeholder(placeholder(view, frame: centred(Size(width: view.width, height: view.height)))))
        case .fixedSpace, .flexibleSpace, .searchField:
            break
        }
    }

    /// Places groups left to right from `x`, a platter gap (plus any fixed space) between them; returns the right edge.
    mutating func placeGlassGroups(_ groups: [GlassGroup], from x: Double, band: Rect, role: TextRun.Role) -> Double {
        var x = x
        for (index, group) in groups.enumerated() {
            if index > 0 { x += GlassMetrics.platterGap + group.leadingSpace }
            x = placeGlassGroup(group, x: x, band: band, role: role)
        }
        return x
    }

    func glassWidth(of groups: [GlassGroup]) -> Double {
        groups.enumerated().reduce(0) { sum, pair in
            sum + glassWidth(of: pair.element) + (pair.offset > 0 ? GlassMetrics.platterGap + pair.element.leadingSpace : 0)
        }
    }

    // MARK: Toolbar

    /// A toolbar's groups: segments spread by the flexible spaces between them, from the edges by
    /// `glassEdge` (28 pt when the toolbar floats, docs/UIKIT.md §10.7).
    mutating func layoutGlassToolbar(in band: Rect) {
        let segments = Self.glassSegments(content.toolbarItems)
        toolbarSearchWidth = 0
        let fixed = segments.reduce(0) { $0 + glassWidth(of: $1.groups) }
        let flexibleCount = segments.count - 1
        let spare = max(0, width - 2 * glassEdge - fixed)
        var share = flexibleCount > 0 ? spare / Double(flexibleCount) : 0
        if segments.contains(where: { $0.groups.contains { $0.kind == .searchField } }) {
            // A search field takes the spare room; the flexible spaces shrink to the platter gap
            // (measured, NetNewsWire 7's timeline toolbar: 12 pt either side, docs/UIKIT.md §10.7).
            let gaps = segments.dropLast().filter { !$0.groups.isEmpty }.count
            toolbarSearchWidth = max(0, spare - Double(gaps) * GlassMetrics.platterGap)
            share = 0
        }
        var x = glassEdge
        for (index, segment) in segments.enumerated() {
            if let centred = centredMiddleSegmentX(segments, at: index) { x = centred }
            // The last segment after a flexible space ends at the trailing edge.
            if index > 0, index == segments.count - 1, share > 0 { x = width - glassEdge - glassWidth(of: segment.groups) }
            x = placeGlassGroups(segment.groups, from: x, band: band, role: .toolbarItem)
            x += max(share, segment.groups.isEmpty ? 0 : GlassMetrics.platterGap)
        }
    }

    /// Where the middle of three segments (items between two flexible spaces) starts: centred on
    /// the toolbar, whatever the widths on either side (measured, R10: the article toolbar's
    /// middle circle at 171-219 on a 390 pt phone between capsules of 110.3 and 102.7 pt,
    /// docs/UIKIT.md §10.7), while it keeps a platter gap from both; `nil` for other segments.
    func centredMiddleSegmentX(_ segments: [GlassSegment], at index: Int) -> Double? {
        guard segments.count == 3, index == 1, !segments[1].groups.isEmpty else { return nil }
        let middle = glassWidth(of: segments[1].groups)
        let leftEnd = glassEdge + glassWidth(of: segments[0].groups) + (segments[0].groups.isEmpty ? 0 : GlassMetrics.platterGap)
        let rightStart = width - glassEdge - glassWidth(of: segments[2].groups) - (segments[2].groups.isEmpty ? 0 : GlassMetrics.platterGap)
        guard rightStart - leftEnd >= middle else { return nil }
        return min(max((width - middle) / 2, leftEnd), rightStart - middle)
    }

    // MARK: Navigation bar

    /// The back circle and left groups on the left, right groups on the right (first item
    /// outermost), the title (and subtitle) centred between them.
    mutating func layoutGlassNavigationBar(in band: Rect) {
        // Right side: `rightItems` are outermost first, so the visual order is reversed.
        let rightGroups = Self.glassSegments(content.rightItems.reversed()).flatMap(\.groups)
        let rightWidth = glassWidth(of: rightGroups)
        let rightStart = width - glassEdge - rightWidth
        _ = placeGlassGroups(rightGroups, from: rightStart, band: band, role: .rightItem)

        var leftEdge = glassEdge
        if content.backButton != nil {
            leftEdge = placeGlassBackButton(band: band)
        }
        let leftGroups = Self.glassSegments(content.leftItems).flatMap(\.groups)
        if !leftGroups.isEmpty {
            if content.backButton != nil { leftEdge += GlassMetrics.platterGap }
            leftEdge = placeGlassGroups(leftGroups, from: leftEdge, band: band, role: .leftItem)
        }
        let leftLimit = leftEdge > glassEdge ? leftEdge + GlassMetrics.titleGap : glassEdge
        let rightLimit = rightGroups.isEmpty ? width - glassEdge : rightStart - GlassMetrics.titleGap
        placeGlassTitle(band: band, leftLimit: leftLimit, rightLimit: rightLimit)
    }

    /// The back button: a glass circle at the leading edge holding the chevron alone, in the item
    /// colour (measured, docs/UIKIT.md §10.6); no back title. A custom indicator image takes the
    /// chevron's place. Returns the circle's right edge.
    mutating func placeGlassBackButton(band: Rect) -> Double {
        var circle = Rect(
            x: glassEdge, y: band.midY - GlassMetrics.platterHeight / 2, width: GlassMetrics.platterHeight,
            height: GlassMetrics.platterHeight)
        // A title the app set on the previous item shows beside the chevron, on a capsule
        // (measured on DNSChat, docs/UIKIT.md §10.14).
        var chevronInset = GlassMetrics.chevronInset
        var titleRun: TextRun?
        if let back = content.backButton, let title = back.liquidGlassTitle, case .chevron = appearance.backIndicator.value {
            let style = textStyle(for: back.ownItem)
            let m = engine.measurer.measure(title, style: style)
            chevronInset = GlassMetrics.backCapsuleChevronInset
            let titleX = circle.x + chevronInset + GlassMetrics.chevronWidth + GlassMetrics.backCapsuleTitleGap
            circle.width = titleX + m.width + GlassMetrics.backCapsuleTrailingPadding - circle.x
            titleRun = TextRun(
                role: .backTitle, text: title, style: style,
                frame: Rect(x: titleX, y: band.midY - m.height / 2, width: m.width, height: m.height), isTruncated: false)
        }
        elements.append(.platter(GlassPlatter(frame: circle, fill: .glass, material: glassMaterial)))
        if let titleRun { elements.append(.text(titleRun)) }
        switch appearance.backIndicator.value {
        case .chevron:
            let frame = Rect(
                x: circle.x + chevronInset, y: circle.midY - GlassMetrics.chevronHeight / 2,
                width: GlassMetrics.chevronWidth, height: GlassMetrics.chevronHeight)
            elements.append(.icon(IconPlacement(icon: .chevron, frame: frame, color: tint, isMirrored: false)))
        case .image(let image):
            let size = engine.images.size(of: image, scale: variant.scale)
            let frame = Rect(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2, width: size.width, height: size.height)
            elements.append(
                .image(
                    ImagePlacement(
                        image: image, frame: frame, tint: image.drawsAsTemplate ? GlassVibrancy.templateOnGlass(tint) : nil,
                        isMirrored: false)))
        }
        return circle.maxX
    }

    /// The inline title centred on the bar (kept clear of the platters, cut with an ellipsis), with
    /// the subtitle centred under it (docs/UIKIT.md §10.5).
    mutating func placeGlassTitle(band: Rect, leftLimit: Double, rightLimit: Double) {
        guard !content.showsLargeTitle || content.titleView != nil, rightLimit - leftLimit > 0 else { return }
        let titleStyle = TextStyle(
            font: appearance.titleFont.value, color: appearance.titleColor.value, shadow: appearance.titleShadow.value)
        let subtitleStyle = TextStyle(
            font: FontDescriptor(family: appearance.titleFont.value.family, weight: .regular, size: GlassMetrics.subtitleSize),
            color: style == .dark ? RGBAColor(r: 235, g: 235, b: 245, alpha: 0.6) : RGBAColor(r: 60, g: 60, b: 67, alpha: 0.6))
        let titleSize: Size
        if let view = content.titleView {
            titleSize = Size(width: view.width, height: view.height)
        } else if !content.title.isEmpty {
            let m = engine.measurer.measure(content.title, style: titleStyle)
            titleSize = Size(width: m.width, height: m.height)
        } else {
            return
        }
        let subtitle = content.titleView == nil ? content.subtitle : nil
        let subtitleSize = subtitle.map { text -> Size in
            let m = engine.measurer.measure(text, style: subtitleStyle)
            return Size(width: m.width, height: m.height)
        }
        let totalHeight = titleSize.height + (subtitleSize?.height ?? 0)
        var top = band.midY - totalHeight / 2
        var subtitleTop = top + titleSize.height
        // With a subtitle, both placed by their baselines when the measurer knows them: the title's
        // 20.33 pt and the subtitle's 35.0 pt below the row's top (measured, docs/UIKIT.md §10.5).
        if let subtitle, content.titleView == nil, let titleAscent = engine.measurer.measure(content.title, style: titleStyle).ascent,
            let subtitleAscent = engine.measurer.measure(subtitle, style: subtitleStyle).ascent
        {
            top = band.y + GlassMetrics.inlineTitleBaselineWithSubtitle - titleAscent
            subtitleTop = band.y + GlassMetrics.inlineSubtitleBaseline - subtitleAscent
        }
        func centredLine(_ size: Size) -> (Rect, Bool) {
            var x = (width - size.width) / 2
            if x < leftLimit { x = leftLimit }
            if x + size.width > rightLimit { x = rightLimit - size.width }
            if x < leftLimit { return (Rect(x: leftLimit, y: 0, width: rightLimit - leftLimit, height: size.height), true) }
            return (Rect(x: x, y: 0, width: size.width, height: size.height), false)
        }
        let offset = appearance.titlePositionAdjustment.value
        var (frame, truncated) = centredLine(titleSize)
        frame.x += offset.x
        frame.y = top + offset.y
        if let view = content.titleView {
            elements.insert(.placeholder(placeholder(view, frame: frame)), at: 0)
        } else {
            elements.insert(
                .text(TextRun(role: .title, text: content.title, style: titleStyle, frame: frame, isTruncated: truncated)), at: 0)
        }
        if let subtitle, let subtitleSize {
            var (line, cut) = centredLine(subtitleSize)
            line.x += offset.x
            line.y = subtitleTop + offset.y
            elements.insert(.text(TextRun(role: .subtitle, text: subtitle, style: subtitleStyle, frame: line, isTruncated: cut)), at: 1)
        }
    }
}
