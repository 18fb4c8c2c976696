/// How bar button titles of one kind (plain, done, back) are drawn: font, colour (nil: the bar's
/// `tintColor`) and an offset (iOS 13 `titlePositionAdjustment` of the button appearance).
public struct ItemTextAppearance: Hashable, Sendable, CustomStringConvertible {
    public var font: FontDescriptor
    public var color: RGBAColor?
    public var offset: Offset

    public init(font: FontDescriptor, color: RGBAColor? = nil, offset: Offset = .zero) {
        self.font = font
        self.color = color
        self.offset = offset
    }

    public var description: String {
        "\(font), colour \(color?.description ?? "tintColor")"
            + (offset == .zero ? "" : ", offset [\(ThemeNumber.format(offset.x)), \(ThemeNumber.format(offset.y))]")
    }
}
