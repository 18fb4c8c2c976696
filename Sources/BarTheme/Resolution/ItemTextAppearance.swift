/// How bar button titles of one kind (plain, done, back) are drawn: font, colour (nil: the bar's
/// `tintColor`) and an offset (iOS 13 `titlePositionAdjustment` of the button appearance).
public struct ItemTextAppearance: Hashable, Sendable, CustomStringConvertible {
    /// The font.
    public var font: FontDescriptor
    /// The colour; `nil` means the bar's `tintColor`.
    public var color: RGBAColor?
    /// The offset in points.
    public var offset: Offset
    /// The appearance object's `.disabled` font, if it sets one.
    public var disabledFont: FontDescriptor?
    /// The appearance object's `.disabled` colour; `nil`: UIKit's dimmed colour.
    public var disabledColor: RGBAColor?
    /// The appearance object's `.normal` background image.
    public var backgroundImage: ResolvedImage?
    /// The appearance object's `.disabled` background image (else the normal one).
    public var disabledBackgroundImage: ResolvedImage?
    /// The appearance object's `.highlighted` (pressed) state, if it declares one.
    public var highlighted: ItemStateTextAppearance?
    /// The appearance object's `.focused` state, if it declares one.
    public var focused: ItemStateTextAppearance?
    /// Whether an appearance object's button appearance supplied these values.
    public var isFromAppearanceObject = false

    /// Titles in `font`, `color` (nil: the tint) and moved by `offset`.
    public init(font: FontDescriptor, color: RGBAColor? = nil, offset: Offset = .zero) {
        self.font = font
        self.color = color
        self.offset = offset
    }

    /// Font, colour and offset, as `explain` prints them.
    public var description: String {
        "\(font), colour \(color?.description ?? "tintColor")"
            + (offset == .zero ? "" : ", offset [\(ThemeNumber.format(offset.x)), \(ThemeNumber.format(offset.y))]")
            + (disabledColor.map { ", disabled \($0)" } ?? "") + (backgroundImage.map { ", background \($0)" } ?? "")
    }
}
