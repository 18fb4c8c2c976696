/// `shadowImage` set where no custom background image can apply. UIKit documents that a custom
/// shadow image is shown only with a custom background image (docs/UIKIT.md §3.4); iOS 11+ shows it anyway,
/// so the rule follows `policies.shadowImageRequiresBackgroundImage` (default: true for `ios7`,
/// false for `ios13`).
struct ShadowImageWithoutBackgroundRule: LintRule {
    let id = "shadow-image-without-background"
    let summary = "A custom shadow image with no custom background image is ignored by UIKit before iOS 11."
    let source = "docs/UIKIT.md §3.4"

    func check(_ theme: LintContext) -> [Diagnostic] {
        guard theme.shadowImageRequiresBackgroundImage else { return [] }
        return theme.blocks.flatMap { bar -> [Diagnostic] in
            guard bar.allBackgroundImages.isEmpty else { return [] }
            return bar.block.shadowImages.map { shadow in
                warning("the shadow image is ignored: UIKit shows a custom shadow image only when a custom background image is set",
                        at: shadow.location,
                        hint: "add backgroundImages (a 1x1 image is enough), or set policies.shadowImageRequiresBackgroundImage: false for the iOS 11+ behaviour")
            }
        }
    }
}
