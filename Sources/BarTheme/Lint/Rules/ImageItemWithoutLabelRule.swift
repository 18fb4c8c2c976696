/// An image bar button item without an `accessibilityLabel`: VoiceOver then reads the image's
/// file name ("ic_share_24", "Button"), which rarely says what the item does (docs/UIKIT.md §12).
struct ImageItemWithoutLabelRule: LintRule {
    let id = "image-item-without-label"
    let summary = "An image bar button item has no accessibilityLabel, so VoiceOver reads its image name."
    let source = "docs/UIKIT.md §12"

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.declaredBarButtonItems.compactMap { item -> Diagnostic? in
            guard let image = item.image, item.accessibilityLabel == nil else { return nil }
            let name = VoiceOverNames.imageName(image.path.value)
            return warning(
                "VoiceOver reads this image item as \"\(name)\": it has no accessibilityLabel",
                at: image.location, hint: "add accessibilityLabel: with what the button does, e.g. accessibilityLabel: Share")
        }
    }
}
