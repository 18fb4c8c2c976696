/// Only one of `backIndicatorImage` / `backIndicatorTransitionMaskImage`: UIKit keeps the default
/// chevron unless both are set (docs/UIKIT.md §3.5; appearance objects: `setBackIndicatorImage(_:transitionMaskImage:)`
/// resets both when either is nil).
struct BackIndicatorPairRule: LintRule {
    let id = "incomplete-back-indicator"
    let summary = "backIndicatorImage and backIndicatorTransitionMaskImage must be set together."
    let source = "docs/UIKIT.md §3.5"

    func check(_ theme: LintContext) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for bar in theme.blocks where bar.kind == .navigationBar {
            let image = bar.value(\.backIndicatorImage), mask = bar.value(\.backIndicatorTransitionMaskImage)
            if let own = bar.block.backIndicatorImage, mask == nil {
                found.append(missingMask(at: own.location))
            }
            if let own = bar.block.backIndicatorTransitionMaskImage, image == nil {
                found.append(missingImage(at: own.location))
            }
        }
        for entry in theme.appearanceObjects where entry.kind == .navigationBar {
            switch (entry.object.backIndicatorImage, entry.object.backIndicatorTransitionMaskImage) {
            case (let image?, nil): found.append(missingMask(at: image.location))
            case (nil, let mask?): found.append(missingImage(at: mask.location))
            default: break
            }
        }
        return found
    }

    private func missingMask(at location: SourceLocation) -> Diagnostic {
        warning(
            "backIndicatorImage is set without backIndicatorTransitionMaskImage, so UIKit keeps the default chevron",
            at: location, hint: "set backIndicatorTransitionMaskImage too (the same image usually works)")
    }

    private func missingImage(at location: SourceLocation) -> Diagnostic {
        warning(
            "backIndicatorTransitionMaskImage is set without backIndicatorImage, so UIKit keeps the default chevron",
            at: location, hint: "set backIndicatorImage too")
    }
}
