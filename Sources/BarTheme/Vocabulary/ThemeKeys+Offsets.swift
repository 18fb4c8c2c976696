/// Offsets in UIKit's own field names, inside values: a `UIOffset` key (`titlePositionAdjustment`,
/// the badge offsets, ...) takes `[x, y]` or `{ horizontal:, vertical: }`, as Swift writes
/// `UIOffset(horizontal:vertical:)`; a shadow's `offset` (`NSShadow.shadowOffset`, a `CGSize`) takes
/// `[x, y]` or `{ width:, height: }`. Like the colour mappings they are not objects of their own in
/// the JSON Schema (each offset key's schema holds them) nor sections of docs/THEME-FORMAT.md (each
/// key's row says it), so they are in `valueObjects`, not `objects`.
extension ThemeKeys {
    /// `{ horizontal, vertical }`: a `UIOffset`, both fields required as `UIOffset(horizontal:vertical:)` takes them.
    public static let uiOffsetObject = ThemeObject(
        .uiOffset, "UIOffset: horizontal and vertical, in points.", required: [.horizontal, .vertical],
        [
            .key(.horizontal, .number(-1000...1000), uikit: "`UIOffset.horizontal`", values: "points, to the right", default: "required"),
            .key(.vertical, .number(-1000...1000), uikit: "`UIOffset.vertical`", values: "points, down", default: "required"),
        ])

    /// `{ width, height }`: a shadow's offset as the `CGSize` `NSShadow.shadowOffset` is.
    public static let cgSizeObject = ThemeObject(
        .cgSize, "CGSize: a shadow's offset, width and height, in points.", required: [.width, .height],
        [
            .key(.width, .number(-100...100), uikit: "`CGSize.width`", values: "points, to the right", default: "required"),
            .key(.height, .number(-100...100), uikit: "`CGSize.height`", values: "points, down", default: "required"),
        ])
}
