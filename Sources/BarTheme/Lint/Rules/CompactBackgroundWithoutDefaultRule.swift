/// A background image for `compact` (or a prompt) metrics but none for `default`: UIKit asks for a
/// `UIBarMetricsDefault` value whenever a property depends on metrics, and `default` is the fallback
/// of every other metrics (docs/UIKIT.md §3.2).
struct CompactBackgroundWithoutDefaultRule: LintRule {
    let id = "compact-background-without-default"
    let summary = "Background images given for compact or prompt metrics need one for default metrics too."
    let source = "docs/UIKIT.md §3.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        theme.blocks.compactMap { bar -> Diagnostic? in
            let hasDefault = bar.allBackgroundImages.contains { ($0.metrics?.value ?? .default) == .default }
            guard !hasDefault, let first = bar.block.backgroundImages.first(where: { ($0.metrics?.value ?? .default) != .default }),
                let metrics = first.metrics?.value
            else { return nil }
            return warning(
                "a background image for \(metrics.rawValue) metrics but none for default metrics: bars at default metrics keep the system background",
                at: first.location,
                hint: "add an entry with metrics: default (UIKit: \"be sure to specify a value for UIBarMetricsDefault\")")
        }
    }
}
