/// The title colour against the bar background it sits on, in light and dark: WCAG 2 asks for
/// 4.5:1 (3:1 for large text: 18 pt, or 14 pt bold). The background is estimated as described in
/// `BarBackgroundEstimate` (docs/UIKIT.md §2.1, §2.2). Checked where a block sets the title colour or the
/// bar tint, so an inherited problem is reported once, where it is declared.
struct TitleContrastRule: LintRule {
    let id = "title-contrast"
    let summary = "The title colour needs WCAG contrast (4.5:1, 3:1 for large text) against the estimated bar background."
    let source = "WCAG 2 SC 1.4.3; background per docs/UIKIT.md §2.1-§2.2"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        let styles = ContrastFinding.styles(for: defaults)
        var found: [Diagnostic] = []
        for bar in theme.blocks where bar.kind == .navigationBar {
            guard let anchor = bar.block.titleTextAttributes?.foregroundColor?.location ?? bar.block.barTintColor?.location else { continue }
            let font = bar.value { $0.titleTextAttributes?.font?.value }
            let minimum = Self.minimum(for: font)
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles) { style in
                guard let background = BarBackgroundEstimate.legacy(bar, style: style, defaults: defaults) else { return nil }
                let dark = BarBackgroundEstimate.isDark(bar, style: style, defaults: defaults)
                let declared = bar.value { $0.titleTextAttributes?.foregroundColor }?.value
                let foreground = declared?.resolved(for: BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults))
                    ?? (dark ? defaults.darkTitle : defaults.lightTitle)
                return (foreground, background)
            }
            if let finding { found.append(report(finding, at: anchor)) }
        }
        for entry in theme.appearanceObjects where entry.kind == .navigationBar {
            let object = entry.object
            guard let anchor = object.titleTextAttributes?.foregroundColor?.location ?? object.backgroundColor?.location else { continue }
            let minimum = Self.minimum(for: object.titleTextAttributes?.font?.value)
            let finding = ContrastFinding.worst(minimum: minimum, styles: styles) { style in
                guard let background = BarBackgroundEstimate.object(object, backdrop: entry.backdrop, style: style, defaults: defaults)
                else { return nil }
                let foreground = object.titleTextAttributes?.foregroundColor?.value.resolved(for: style)
                    ?? (style == .dark ? defaults.darkTitle : defaults.lightTitle)
                return (foreground, background)
            }
            if let finding { found.append(report(finding, at: anchor)) }
        }
        return found
    }

    /// The title's WCAG minimum from its font: system 17 pt semibold by default (docs/UIKIT.md §2.4).
    static func minimum(for font: FontDeclaration?) -> Double {
        let size = font?.size?.value ?? 17
        let weight = font?.weight?.value ?? (font?.file != nil ? .regular : .semibold)
        return WCAGContrast.minimum(size: size, weight: weight)
    }

    private func report(_ finding: ContrastFinding, at location: SourceLocation) -> Diagnostic {
        warning("the title colour \(finding.sentence)", at: location,
                hint: "pick a title colour or bar tint with more contrast, or disable the rule with lint: { disable: [\(id)] }")
    }
}
