/// The navigation bar's back button: the indicator and the widest back title that fits before
/// `ios26` (docs/UIKIT.md §1.4, §4.3); a glass circle holding the chevron alone on Liquid Glass (§10.6).
enum BackButtonPart {
    /// The indicator's colour: the back item's own tint (`backBarButtonItem.tintColor`), then the
    /// item proxies' `tintColor`, then the bar's; a title colour never reaches it (docs/UIKIT.md §2.5).
    static func tint(_ back: BackButtonContent, _ input: LayoutInput) -> RGBAColor {
        input.resolved(back.tintColor) ?? input.appearance.itemAppearance.tintColor?.value ?? input.tint
    }

    /// The indicator and the widest back title that leaves room for the whole title (`titleWidth`
    /// wide, 0 for none) before `rightLimit`, off centre if need be: UIKit moves the title before it
    /// shortens the back title to "Back", and drops the back title before it truncates the title
    /// (docs/UIKIT.md §4.3). Returns what it draws (a background image first) and where the next
    /// left item may start.
    static func classic(_ back: BackButtonContent, band: Rect, titleWidth: Double, rightLimit: Double, _ input: LayoutInput) -> (
        elements: [BarLayout.Element], rightEnd: Double
    ) {
        let tint = tint(back, input)
        let indicatorFrame: Rect
        var elements: [BarLayout.Element]
        switch input.appearance.backIndicator.value {
        case .chevron:
            indicatorFrame = Rect(
                x: UIKitMetrics.chevronX, y: band.midY - UIKitMetrics.chevronHeight / 2,
                width: UIKitMetrics.chevronWidth, height: UIKitMetrics.chevronHeight)
            elements = [.icon(IconPlacement(icon: .chevron, frame: indicatorFrame, color: tint, isMirrored: false))]
        case .image(let image):
            let size = input.size(of: image)
            indicatorFrame = Rect(x: UIKitMetrics.chevronX, y: band.midY - size.height / 2, width: size.width, height: size.height)
            // The indicator is a template unless marked original (docs/UIKIT.md §3.5, §3.9).
            elements = [
                .image(ImagePlacement(image: image, frame: indicatorFrame, tint: image.drawsAsTemplate ? tint : nil, isMirrored: false))
            ]
        }
        let look = ItemLook.of(
            back.ownItem, role: input.appearance.backButtonText.value, isBack: true, appearance: input.appearance, style: input.style)
        let backStyle = TextStyle(font: look.font, color: look.color)
        let titleX = indicatorFrame.maxX + UIKitMetrics.chevronTitleGap
        // Where the back title's text may end: the title starts `titleItemGap` after the button's
        // padding (NavigationBarLayout), so it must fit between there and `rightLimit`.
        let limit =
            titleWidth > 0
            ? rightLimit - titleWidth - UIKitMetrics.titleItemGap - UIKitMetrics.textItemPadding
            : rightLimit - UIKitMetrics.titleItemGap
        for candidate in back.titleCandidates where !candidate.isEmpty {
            let m = input.measure(candidate, backStyle)
            guard titleX + m.width <= limit else { continue }
            let frame = Rect(
                x: titleX + look.offset.x, y: band.midY - m.height / 2 + look.offset.y, width: m.width, height: m.height)
            let background = ItemPart.background(
                look.backgroundImage, x: indicatorFrame.minX,
                width: titleX + m.width + UIKitMetrics.textItemPadding - indicatorFrame.minX, band: band, input)
            elements = background + elements
            elements.append(.text(TextRun(role: .backTitle, text: candidate, style: backStyle, frame: frame, isTruncated: false)))
            return (elements, titleX + m.width + UIKitMetrics.textItemPadding)
        }
        return (elements, indicatorFrame.maxX + UIKitMetrics.textItemPadding)
    }

    /// A back button background image on the glass platter, over the glass and under the chevron:
    /// at its own size, centred, scaled down (keeping its shape) to fit the platter, untinted, so an
    /// app's coloured circle stays a circle (docs/UIKIT.md §10.11, approx.).
    static func backgroundOnGlass(_ back: BackButtonContent, platter: Rect, _ input: LayoutInput) -> [BarLayout.Element] {
        let look = ItemLook.of(
            back.ownItem, role: input.appearance.backButtonText.value, isBack: true, appearance: input.appearance, style: input.style)
        guard let image = look.backgroundImage else { return [] }
        let size = input.size(of: image)
        guard size.width > 0, size.height > 0 else { return [] }
        let scale = min(1, platter.width / size.width, platter.height / size.height)
        let width = size.width * scale, height = size.height * scale
        return [
            .image(
                ImagePlacement(
                    image: image, frame: Rect(x: platter.midX - width / 2, y: platter.midY - height / 2, width: width, height: height),
                    tint: nil, isMirrored: false))
        ]
    }

    /// The `ios26` back button: a 44 pt glass circle `edge` in from the leading edge holding the
    /// chevron alone, in the item colour (measured, docs/UIKIT.md §10.6). A title the app set on the
    /// previous item (`liquidGlassTitle`) shows beside the chevron on a capsule (measured on
    /// DNSChat, §10.14). A custom indicator image takes the chevron's place; a back button
    /// background image lies on the platter (§10.11). Returns what it draws and the platter's right edge.
    static func glass(_ back: BackButtonContent, band: Rect, edge: Double, _ input: LayoutInput) -> (
        elements: [BarLayout.Element], rightEnd: Double
    ) {
        var circle = Rect(
            x: edge, y: band.midY - GlassMetrics.platterHeight / 2, width: GlassMetrics.platterHeight, height: GlassMetrics.platterHeight)
        var chevronInset = GlassMetrics.chevronInset
        var title: [BarLayout.Element] = []
        if let text = back.liquidGlassTitle, case .chevron = input.appearance.backIndicator.value {
            // The back title's own look: 17 pt medium unless the app set a font (docs/UIKIT.md §10.14),
            // in the chevron's colour unless the app set the back button's own colour (§10.17).
            let look = ItemLook.of(
                back.ownItem, role: input.appearance.backButtonText.value, isBack: true, appearance: input.appearance, style: input.style)
            let style = TextStyle(font: look.font, color: look.isBarTint ? input.chevronOnGlass : look.color)
            let m = input.measure(text, style)
            chevronInset = GlassMetrics.backCapsuleChevronInset
            let titleX = circle.x + chevronInset + GlassMetrics.chevronWidth + GlassMetrics.backCapsuleTitleGap
            circle.width = titleX + m.width + GlassMetrics.backCapsuleTrailingPadding - circle.x
            title = [
                .text(
                    TextRun(
                        role: .backTitle, text: text, style: style,
                        frame: Rect(x: titleX, y: band.midY - m.height / 2, width: m.width, height: m.height), isTruncated: false))
            ]
        }
        let platter =
            [BarLayout.Element.platter(GlassPlatter(frame: circle, fill: .glass, material: input.glassMaterial))]
            + backgroundOnGlass(back, platter: circle, input) + title
        switch input.appearance.backIndicator.value {
        case .chevron:
            let drop = GlassMetrics.chevronDrop(idiom: TraitEnvironment.idiom(of: input.variant))
            let frame = Rect(
                x: circle.x + chevronInset, y: circle.midY - GlassMetrics.chevronHeight / 2 + drop,
                width: GlassMetrics.chevronWidth, height: GlassMetrics.chevronHeight)
            return (
                platter + [.icon(IconPlacement(icon: .chevron, frame: frame, color: input.chevronOnGlass, isMirrored: false))], circle.maxX
            )
        case .image(let image):
            let size = input.size(of: image)
            let frame = Rect(x: circle.midX - size.width / 2, y: circle.midY - size.height / 2, width: size.width, height: size.height)
            // A template indicator takes the back button's tint, as the chevron does (docs/UIKIT.md §10.17).
            let tint = image.drawsAsTemplate ? GlassVibrancy.templateOnGlass(GlassBackdrop.backTint(input.appearance)) : nil
            return (platter + [.image(ImagePlacement(image: image, frame: frame, tint: tint, isMirrored: false))], circle.maxX)
        }
    }
}
