/// A bar button item appearance (proxy or item) that sets a normal `foregroundColor` but no
/// `.disabled` attributes: disabled items then keep the normal colour and look enabled
/// (docs/UIKIT.md §2.5 ❓; a widely reported UIKit behaviour), where a theme usually wants e.g. #8E8E93.
struct ItemDisabledStateRule: LintRule {
    let id = "item-disabled-state-missing"
    let summary = "A bar button item colour is set for .normal without a .disabled colour, so disabled items look enabled."
    let source = "docs/UIKIT.md §2.5"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let document = theme.document
        var blocks: [ItemAppearanceDeclaration] = [document.barButtonItem].compactMap { $0 }
        for kind in BarKind.allCases {
            if let block = document.appearance(for: kind)?.barButtonItem { blocks.append(block) }
            for scope in document.scopes { if let block = scope.appearance(for: kind)?.barButtonItem { blocks.append(block) } }
        }
        blocks += document.scopes.compactMap(\.barButtonItem)
        for scene in document.scenes {
            if let block = scene.instance?.barButtonItem { blocks.append(block) }
            var items = scene.toolbarItems
            for item in scene.items {
                items += item.declaredBarButtonItems
                if let back = item.backBarButtonItem { items.append(back) }
            }
            blocks += items.compactMap(\.appearance)
        }
        return blocks.compactMap { block in
            guard let normal = block.titleTextAttributes[.normal], let color = normal.value.foregroundColor,
                block.titleTextAttributes[.disabled] == nil
            else { return nil }
            return warning(
                "titleTextAttributes sets a .normal foregroundColor but no .disabled one: disabled items keep this colour and look enabled",
                at: color.location,
                hint: "add disabled: { foregroundColor: ... } beside normal (e.g. \"#8E8E93\", the system's disabled grey)")
        }
    }
}
