/// The last steps of every layout: moving it under a shadow band drawn above the bar, and mirroring
/// it for right-to-left (docs/UIKIT.md §4.5). Bars are laid out left to right first.
enum Mirroring {
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

    /// Every horizontal position mirrored; the system chevron flips, and so does the reply arrow;
    /// custom images flip only when marked `flipsForRightToLeft` (docs/UIKIT.md §4.5, §8 #19). Text
    /// keeps its own direction.
    static func mirrored(_ layout: BarLayout) -> BarLayout {
        var result = layout
        let width = layout.size.width
        func flip(_ r: Rect) -> Rect { Rect(x: width - r.maxX, y: r.y, width: r.width, height: r.height) }
        result.elements = layout.elements.map { element in
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
