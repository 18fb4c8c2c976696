import BarTheme

/// What VoiceOver reads for a bar, in the order its cursor visits the elements (docs/UIKIT.md
/// §12): by position, leading edge first, then top to bottom. In a navigation bar that is the
/// prompt (above the buttons), the back button, the left items, the title, the right items (the
/// first right item is outermost, so it comes last), then the large title below the bar; in a
/// toolbar, the items from the leading edge, spaces skipped. Right to left, the leading edge is
/// the right one, so the order of the elements stays the same while the bar is mirrored.
public enum VoiceOverReader {
    /// The elements for a resolved bar. `layout` tells which back title UIKit chose (the first
    /// candidate that fits, else "Back", else the indicator alone).
    public static func elements(content: BarContent, layout: BarLayout, bar: BarKind) -> [VoiceOverElement] {
        let drawsField = layout.elements.contains { if case .searchField = $0 { return true } else { return false } }
        if bar == .toolbar {
            // An iOS 26 phone's toolbar may hold the search field: read where it is drawn, at the
            // searchBarPlacement item or last (docs/UIKIT.md §10.7).
            var result: [VoiceOverElement] = []
            var fieldRead = false
            for toolbarItem in content.toolbarItems {
                if case .searchField = toolbarItem.kind {
                    if drawsField, !fieldRead, let search = content.searchField { result.append(searchElement(search)) }
                    fieldRead = fieldRead || drawsField
                } else if let element = item(item: toolbarItem, role: .toolbarItem) {
                    result.append(element)
                }
            }
            if drawsField, !fieldRead, let search = content.searchField { result.append(searchElement(search)) }
            return result
        }
        var result: [VoiceOverElement] = []
        if let prompt = content.prompt {
            result.append(VoiceOverElement(role: .prompt, label: prompt, traits: [], source: "the top item's prompt"))
        }
        if content.backButton != nil {
            let shown = layout.texts.first { $0.role == .backTitle }?.text
            if let shown, !shown.isEmpty {
                result.append(
                    VoiceOverElement(
                        role: .backButton, label: shown, traits: ["Back Button"],
                        source: shown == ContentResolver.genericBackTitle
                            ? "\"Back\": the back item's title does not fit or is not shown"
                            : "the back title UIKit shows"))
            } else {
                result.append(
                    VoiceOverElement(
                        role: .backButton, label: ContentResolver.genericBackTitle, traits: ["Back Button"],
                        source: "the indicator alone is read as \"Back\""))
            }
        }
        result += content.leftItems.compactMap { item(item: $0, role: .leftItem) }
        if !content.showsLargeTitle {
            if let view = content.titleView {
                result.append(
                    VoiceOverElement(
                        role: .titleView, label: view.label ?? "custom title view", traits: [],
                        source: view.label == nil
                            ? "a titleView reads its own accessibility; the theme gives no label"
                            : "the titleView's label"))
            } else if !content.title.isEmpty {
                result.append(
                    VoiceOverElement(
                        role: .title, label: content.title, traits: ["Heading"],
                        source: "the top item's title (read in full even when it is truncated)"))
            }
        }
        result += content.rightItems.reversed().compactMap { item(item: $0, role: .rightItem) }
        // An inline or integrated search bar is drawn as a search button, trailing-most (§13.1): read last of the items.
        if content.searchField != nil && !drawsField && drawsSearchButton(layout, besides: content.rightItems) {
            result.append(
                VoiceOverElement(
                    role: .rightItem, label: "Search", traits: ["Button"],
                    source: "the search button UIKit shows for a search bar in the bar's row (docs/UIKIT.md §13.1)"))
        }
        if content.showsLargeTitle && !content.title.isEmpty {
            result.append(VoiceOverElement(role: .largeTitle, label: content.title, traits: ["Heading"], source: "the large title"))
        }
        // The search row lies below everything else.
        if let search = content.searchField, drawsField { result.append(searchElement(search)) }
        return result
    }

    /// Whether the layout draws a search glyph that none of the theme's own right items accounts for:
    /// the button an `inline` / `integrated` search bar collapses into.
    static func drawsSearchButton(_ layout: BarLayout, besides rightItems: [BarItemContent]) -> Bool {
        let drawn = layout.elements.filter { element in
            if case .icon(let placement) = element, case .system(.search) = placement.icon { return true }
            return false
        }.count
        let declared = rightItems.filter { if case .icon(.search) = $0.kind { return true } else { return false } }.count
        return drawn > declared
    }

    /// A search field reads its text, else its placeholder.
    static func searchElement(_ search: SearchFieldContent) -> VoiceOverElement {
        let label = search.text ?? search.placeholder ?? ""
        return VoiceOverElement(
            role: .searchField, label: label.isEmpty ? "Search" : label, traits: ["Search Field"],
            source: search.text != nil
                ? "the search field's text" : (search.placeholder != nil ? "the search field's placeholder" : "an empty search field"))
    }

    static func item(item: BarItemContent, role: VoiceOverElement.Role) -> VoiceOverElement? {
        guard let label = VoiceOverNames.label(for: item) else { return nil }
        let source: String
        if item.accessibilityLabel != nil {
            source = "accessibilityLabel"
        } else {
            switch item.kind {
            case .text: source = "title"
            case .image(let image): source = "no accessibilityLabel: the image name of \(image.path)"
            case .icon(let system): source = "UIKit's label for systemItem \(system.rawValue)"
            case .symbol(let symbol):
                source = "no accessibilityLabel: the words of systemName \(symbol.name) (UIKit reads the symbol's own description)"
            case .customView(let view): source = view.label == nil ? "a custom view reads its own accessibility" : "the custom view's label"
            case .flexibleSpace, .fixedSpace, .searchField: source = ""
            }
        }
        var traits: [String] = []
        if !item.isEnabled { traits.append("dimmed") }
        if case .customView = item.kind {} else { traits.append("Button") }
        return VoiceOverElement(role: role, label: label, traits: traits, source: source)
    }
}
