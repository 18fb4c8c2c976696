/// What breaks in one laid-out bar when its text grows (a pseudolanguage, a larger text size):
/// a title cut with an ellipsis, or an item drawn over the title (docs/UIKIT.md §17).
/// `render-theme validate --pseudo` reports them as warnings naming the element and the variant.
public enum LayoutFindings {
    /// The rules, for the rule catalog and SARIF.
    public static let rules: [(id: String, description: String)] = [
        (
            "title-truncated",
            "A title, prompt or item label is cut with an ellipsis, or a title has no room and is hidden, in a rendered variant (docs/UIKIT.md §17)."
        ),
        ("item-overlaps-title", "A bar button item or the back button is drawn over the title in a rendered variant (docs/UIKIT.md §17)."),
    ]

    /// The findings in `layout`, the render of `scene` in `variant` showing `content`, located at the
    /// scene's name. A title with no room at all is not drawn (UIKit hides it): that is reported too.
    public static func check(_ layout: BarLayout, content: BarContent, scene: SceneDeclaration, variant: Variant) -> [Diagnostic] {
        let place = "scene '\(scene.name.value)' in \(variant)"
        var found: [Diagnostic] = []
        if !content.title.isEmpty, content.titleView == nil, !layout.texts.contains(where: { $0.role == .title || $0.role == .largeTitle })
        {
            found.append(
                .warning(
                    "the title '\(content.title)' has no room and is not shown in \(place)", at: location(of: .title, in: scene),
                    hint: "leave room for longer translations: a shorter title or fewer items", rule: "title-truncated"))
        }
        for run in layout.texts where run.isTruncated && run.role != .backTitle && run.role != .searchText {
            found.append(
                .warning(
                    "the \(describe(run)) is truncated in \(place)", at: location(of: run.role, in: scene),
                    hint: "leave room for longer translations: a shorter title, fewer items, or a title view that wraps",
                    rule: "title-truncated"))
        }
        let titles = layout.texts.filter { $0.role == .title }
        for element in layout.elements {
            guard let what = itemDescription(element) else { continue }
            for title in titles where overlap(element.frame, title.frame) {
                found.append(
                    .warning(
                        "the \(what) overlaps the title '\(title.text)' in \(place)", at: scene.name.location,
                        hint: "UIKit does not move items for a long title: shorten it or the item labels",
                        rule: "item-overlaps-title"))
            }
        }
        return found
    }

    /// Where the text of `role` is declared: the top item's `title:`, `prompt:` or `subtitle:`
    /// (what a reviewer changes to fix it), else the scene's `name:`.
    static func location(of role: TextRun.Role, in scene: SceneDeclaration) -> SourceLocation {
        let top = scene.items.last
        switch role {
        case .title, .largeTitle: return top?.title?.location ?? top?.name?.location ?? scene.name.location
        case .prompt: return top?.prompt?.location ?? scene.name.location
        case .subtitle: return top?.subtitle?.location ?? scene.name.location
        default: return scene.name.location
        }
    }

    static func describe(_ run: TextRun) -> String {
        switch run.role {
        case .title: return "title '\(run.text)'"
        case .largeTitle: return "large title '\(run.text)'"
        case .prompt: return "prompt '\(run.text)'"
        case .subtitle: return "subtitle '\(run.text)'"
        case .leftItem, .rightItem, .toolbarItem: return "item '\(run.text)'"
        case .placeholderLabel: return "title view label '\(run.text)'"
        case .backTitle: return "back title '\(run.text)'"
        case .searchText: return "search text '\(run.text)'"
        case .tabTitle: return "tab '\(run.text)'"
        case .badge: return "badge '\(run.text)'"
        }
    }

    /// An item or back button element, described; `nil` for anything else.
    static func itemDescription(_ element: BarLayout.Element) -> String? {
        switch element {
        case .text(let run):
            switch run.role {
            case .leftItem, .rightItem: return "item '\(run.text)'"
            case .backTitle: return "back title '\(run.text)'"
            default: return nil
            }
        case .icon(let icon): return icon.icon == .chevron ? "back chevron" : "item icon"
        case .image: return "item image"
        default: return nil
        }
    }

    /// Whether two frames share more than half a point each way.
    static func overlap(_ a: Rect, _ b: Rect) -> Bool {
        min(a.x + a.width, b.x + b.width) - max(a.x, b.x) > 0.5 && min(a.y + a.height, b.y + b.height) - max(a.y, b.y) > 0.5
    }
}
