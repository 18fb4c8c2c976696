/// `translucent` set on a bar whose style is `blackTranslucent`: that style forces translucency,
/// so `false` is contradicted and `true` is redundant (docs/UIKIT.md §2.1, header: "Always YES if barStyle
/// is set to UIBarStyleBlackTranslucent").
struct TranslucentWithBlackTranslucentRule: LintRule {
    let id = "translucent-with-black-translucent"
    let summary = "barStyle blackTranslucent forces translucent to true."
    let source = "docs/UIKIT.md §2.1"

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.blocks.compactMap { bar -> Diagnostic? in
            guard let translucent = bar.block.translucent, bar.value(\.barStyle)?.value == .blackTranslucent else { return nil }
            if translucent.value {
                return warning(
                    "translucent: true is redundant: barStyle blackTranslucent already makes the bar translucent",
                    at: translucent.location, hint: "drop it, or use barStyle: black")
            }
            return warning(
                "translucent: false has no effect: barStyle blackTranslucent always makes the bar translucent",
                at: translucent.location, hint: "for an opaque dark bar use barStyle: black with translucent: false")
        }
    }
}
