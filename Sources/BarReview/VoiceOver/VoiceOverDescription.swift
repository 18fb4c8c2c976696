import BarRender
import BarTheme

/// What `describe` prints for one bar: the elements VoiceOver reads, in reading order, with the
/// theme, scene, bar, variant and layout direction. The value is the JSON form (`--format json`);
/// `lines` is the text form.
public struct VoiceOverDescription: Encodable, Sendable {
    public let theme: String
    public let scene: String
    public let bar: String
    public let variant: String
    public let layoutDirection: String
    public let elements: [Element]

    /// One element as JSON writes it: `VoiceOverElement` with what VoiceOver says.
    public struct Element: Encodable, Sendable {
        public let role: String
        public let label: String
        public let traits: [String]
        public let spoken: String
        public let source: String
    }

    /// The description of `job`'s bar as `renderer` lays it out.
    public init(_ job: RenderJob, renderer: BarRenderer) throws(RenderError) {
        let output = try renderer.render(job)
        let bar = job.scene.bar?.value ?? .navigationBar
        theme = job.document.name
        scene = job.scene.name.value
        self.bar = bar.rawValue
        variant = job.variant.description
        layoutDirection = job.variant.layoutDirection == .rightToLeft ? "right to left" : "left to right"
        let read =
            output.content.tabBar.map { VoiceOverReader.tabBarElements($0) }
            ?? VoiceOverReader.elements(content: output.content, layout: output.layout, bar: bar)
        elements = read.map {
            Element(role: $0.role.rawValue, label: $0.label, traits: $0.traits, spoken: $0.spoken, source: $0.source)
        }
    }

    /// The jobs `describe` reads: one variant per scene and layout direction (the first of each).
    public static func jobsToDescribe(_ jobs: [RenderJob]) -> [RenderJob] {
        var seen = Set<String>()
        return jobs.filter {
            seen.insert("\($0.scene.name.value)|\($0.variant.layoutDirection)|\($0.variant.era?.era.rawValue ?? "")").inserted
        }
    }

    /// The text form: a heading line, then each element as VoiceOver says it and where its label comes from.
    public var lines: [String] {
        let kind = bar == BarKind.toolbar.rawValue ? "toolbar" : bar == BarKind.tabBar.rawValue ? "tab bar" : "navigation bar"
        var lines = ["\(theme) / \(scene) (\(kind), \(layoutDirection), \(variant))"]
        if elements.isEmpty { lines.append("    (nothing for VoiceOver to read)") }
        for (index, element) in elements.enumerated() {
            lines.append("    \(index + 1). \(element.spoken)    [\(element.source)]")
        }
        return lines
    }
}
