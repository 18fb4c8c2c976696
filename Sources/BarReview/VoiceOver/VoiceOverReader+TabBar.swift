import BarTheme

extension VoiceOverReader {
    /// What VoiceOver reads on a tab bar (docs/UIKIT.md §18.5): the bar ("Tab bar"), then each tab
    /// from the leading edge, the search tab last: "Selected" before the selected tab's label, its
    /// badge after it, then "Tab" and its place ("2 of 4"); a disabled tab adds "dimmed".
    public static func tabBarElements(_ content: TabBarContent) -> [VoiceOverElement] {
        var result = [
            VoiceOverElement(role: .tabBar, label: "Tab bar", traits: [], source: "the tab bar container (approx., docs/UIKIT.md §18.5)")
        ]
        let ordered = content.tabs.filter { !$0.isSearch } + content.tabs.filter(\.isSearch)
        for (index, tab) in ordered.enumerated() {
            let (label, source) = tabLabel(tab)
            var traits: [String] = []
            if let badge = tab.badge, !badge.isEmpty { traits.append(badge) }
            if !tab.isEnabled { traits.append("dimmed") }
            traits += ["Tab", "\(index + 1) of \(ordered.count)"]
            var element = VoiceOverElement(
                role: .tab, label: label, traits: traits, source: source + (tab.badge.map { _ in "; the badge's text after it" } ?? ""))
            if tab.isSelected { element.leadingTraits = ["Selected"] }
            result.append(element)
        }
        return result
    }

    static func tabLabel(_ tab: TabBarContent.Tab) -> (String, String) {
        if let label = tab.accessibilityLabel { return (label, "accessibilityLabel") }
        if !tab.title.isEmpty { return (tab.title, "title") }
        switch tab.image {
        case .file(let image):
            let name = image.path.split(separator: "/").last.map(String.init) ?? image.path
            let stem = name.split(separator: ".").first.map(String.init) ?? name
            return (
                stem.replacingOccurrences(of: "@2x", with: "").replacingOccurrences(of: "@3x", with: ""),
                "no title or accessibilityLabel: the image name of \(image.path)"
            )
        case .symbol(let symbol):
            return (
                symbol.name.replacingOccurrences(of: ".", with: " "),
                "no title or accessibilityLabel: the words of systemName \(symbol.name)"
            )
        case nil:
            return (tab.isSearch ? "Search" : "Tab", tab.isSearch ? "the search tab" : "a tab with nothing to read")
        }
    }
}
