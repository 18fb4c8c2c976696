/// The title colours against the bar background they sit on, in light and dark: WCAG 2 asks for
/// 4.5:1 (3:1 for large text: 18 pt, or 14 pt bold). Both the inline title and the large title
/// (34 pt bold by default, so 3:1) are checked. The background is estimated as described in
/// `BarBackgroundEstimate` (docs/UIKIT.md §2.1, §2.2). Checked where a block sets the title colour or the
/// bar tint, so an inherited problem is reported once, where it is declared.
struct TitleContrastRule: LintRule {
    let id = "title-contrast"
    let summary = "The title and large title colours need WCAG contrast (4.5:1, 3:1 for large text) against the estimated bar background."
    let source = "WCAG 2 SC 1.4.3; background per docs/UIKIT.md §2.1-§2.2"

    /// The inline title or the large title.
    struct Role {
        let name: String
        let attributes: KeyPath<BarAppearanceDeclaration, TextAttributesDeclaration?>
        let objectAttributes: KeyPath<BarAppearanceObjectDeclaration, TextAttributesDeclaration?>
        let defaultFont: FontDescriptor
        /// Whether a bar tint alone is reason to check this role in a block.
        let checkedWithBarTint: (LintContext.BarBlock) -> Bool
    }

    static var roles: [Role] {
        [
            Role(
                name: "title", attributes: \.titleTextAttributes, objectAttributes: \.titleTextAttributes,
                defaultFont: .defaultTitle, checkedWithBarTint: { _ in true }),
            // The large title shows only where large titles are preferred; its default colour is the title's.
            Role(
                name: "large title", attributes: \.largeTitleTextAttributes, objectAttributes: \.largeTitleTextAttributes,
                defaultFont: .defaultLargeTitle, checkedWithBarTint: { $0.value(\.prefersLargeTitles)?.value == true }),
        ]
    }

    func check(_ theme: LintContext) -> [Diagnostic] {
        let defaults = theme.era.defaults
        let styles = ContrastFinding.styles(for: defaults)
        var found: [Diagnostic] = []
        for role in Self.roles {
            for bar in theme.blocks where bar.kind == .navigationBar {
                let ownColor = bar.block[keyPath: role.attributes]?.foregroundColor?.location
                let tintAnchor = role.checkedWithBarTint(bar) ? bar.block.barTintColor?.location : nil
                guard let anchor = ownColor ?? tintAnchor else { continue }
                let font = bar.value { $0[keyPath: role.attributes]?.font?.value }
                let minimum = Self.minimum(for: font, default: role.defaultFont)
                let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                    guard
                        let background = BarBackgroundEstimate.legacy(
                            bar, style: style, defaults: defaults, contrast: theme.contrast, resources: theme.resources)
                    else { return nil }
                    let dark = BarBackgroundEstimate.isDark(bar, style: style, defaults: defaults)
                    let declared = bar.value { $0[keyPath: role.attributes]?.foregroundColor }?.value
                    let foreground =
                        declared?.resolved(
                            for: BarBackgroundEstimate.colorStyle(bar, style: style, defaults: defaults), contrast: theme.contrast,
                            palette: defaults.palette)
                        ?? (dark ? defaults.darkTitle : defaults.lightTitle)
                    return (foreground, background)
                }
                if let finding { found.append(report(finding, role: role, at: anchor)) }
            }
            for entry in theme.appearanceObjects where entry.kind == .navigationBar {
                let object = entry.object
                let attributes = object[keyPath: role.objectAttributes]
                let anchor = attributes?.foregroundColor?.location ?? (role.name == "title" ? object.backgroundColor?.location : nil)
                guard let anchor else { continue }
                let minimum = Self.minimum(for: attributes?.font?.value, default: role.defaultFont)
                // A legacy title colour of the bar block holding the object wins over the object's
                // default (policy legacyOverridesAppearanceObjects, default true; docs/UIKIT.md §8 #7).
                let holder = theme.blocks.first { bar in
                    [
                        bar.block.standardAppearance, bar.block.compactAppearance, bar.block.scrollEdgeAppearance,
                        bar.block.compactScrollEdgeAppearance,
                    ].contains(object)
                }
                let legacy = holder.flatMap { bar in bar.value { $0[keyPath: role.attributes]?.foregroundColor }?.value }
                let finding = ContrastFinding.worst(minimum: minimum, styles: styles, contrast: theme.contrast) { style in
                    guard
                        let background = BarBackgroundEstimate.object(
                            object, backdrop: entry.backdrop, style: style, defaults: defaults, contrast: theme.contrast)
                    else { return nil }
                    let foreground =
                        attributes?.foregroundColor?.value.resolved(for: style, contrast: theme.contrast, palette: defaults.palette)
                        ?? legacy?.resolved(for: style, contrast: theme.contrast, palette: defaults.palette)
                        ?? (style == .dark ? defaults.darkTitle : defaults.lightTitle)
                    return (foreground, background)
                }
                if let finding { found.append(report(finding, role: role, at: anchor)) }
            }
        }
        return found
    }

    /// The WCAG minimum from a declared font over the role's default (the title is system 17 pt
    /// semibold, the large title 34 pt bold: docs/UIKIT.md §2.4).
    static func minimum(for font: FontDeclaration?, default fallback: FontDescriptor = .defaultTitle) -> Double {
        let size = font?.size?.value ?? fallback.size
        let weight = font?.weight?.value ?? (font?.file != nil ? .regular : fallback.weight)
        return WCAGContrast.minimum(size: size, weight: weight)
    }

    private func report(_ finding: ContrastFinding, role: Role, at location: SourceLocation) -> Diagnostic {
        warning(
            "the \(role.name) colour \(finding.sentence)", at: location,
            hint: "pick a \(role.name) colour or bar tint with more contrast, or disable the rule with lint: { disable: [\(id)] }")
    }
}
