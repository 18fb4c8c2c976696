/// The words VoiceOver reads for bar content when the app gives no label (docs/UIKIT.md §12).
public enum VoiceOverNames {
    /// An image loaded by name is read by that name: the file name without folders, scale suffix
    /// and extension (`images/share@2x.png` → `share`).
    public static func imageName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        for suffix in ["@1x", "@2x", "@3x"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
        }
        return name
    }

    /// What VoiceOver reads for a bar button item: its `accessibilityLabel`, else its title, a
    /// system item's label, an image's name, or a custom view's label; `nil` for spaces.
    public static func label(for item: BarItemContent) -> String? {
        if let label = item.accessibilityLabel { return label }
        switch item.kind {
        case .text(let title): return title
        case .image(let image): return imageName(image.path)
        case .icon(let system): return system.accessibilityLabel
        // ❓ approximate: UIKit reads a symbol's own description, here its name's words ("chevron up").
        case .symbol(let symbol): return symbol.name.split(separator: ".").joined(separator: " ")
        case .customView(let view):
            return view.label ?? view.symbol.map { $0.name.split(separator: ".").joined(separator: " ") } ?? "custom view"
        case .flexibleSpace, .fixedSpace, .searchField: return nil
        }
    }
}
