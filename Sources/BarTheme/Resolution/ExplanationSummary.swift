/// The one line `explain` starts with: what the bar looks like, in words, before the property list.
public enum ExplanationSummary {
    /// "In short: …": background, hairline, title and items of the resolved bar.
    public static func line(appearance a: BarAppearance, content: BarContent, drawnBackTitle: String?) -> String {
        var parts: [String] = []
        parts.append("\(a.isTranslucent.value ? "translucent" : "opaque") \(a.bar.rawValue), background \(a.background.value.summary)")
        switch a.shadow.value {
        case .hairline(let color): parts.append("hairline \(color)")
        case .image(let image, _): parts.append("shadow image \(image.path)")
        case .none: parts.append("no shadow line")
        }
        if a.bar == .navigationBar {
            if content.titleView != nil {
                parts.append("a title view")
            } else if !content.title.isEmpty {
                let large = content.showsLargeTitle
                let font = large ? a.largeTitleFont.value : a.titleFont.value
                let color = large ? a.largeTitleColor.value : a.titleColor.value
                parts.append("\(large ? "large title" : "title") \"\(content.title)\" in \(color) \(font)")
            }
            if let back = drawnBackTitle {
                parts.append(back.isEmpty ? "back indicator only" : "back button \"\(back)\"")
            }
        }
        parts.append("items \(a.tintColor.value)")
        let api = a.appearanceObject.value == "none" ? "legacy appearance API" : "appearance object \(a.appearanceObject.value)"
        return "In short: " + parts.joined(separator: "; ") + " (\(api))."
    }
}
