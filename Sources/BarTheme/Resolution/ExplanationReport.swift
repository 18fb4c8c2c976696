/// What `explain` prints for one scene and variant: every resolved property, its value, where it
/// came from and the rule that chose it, with the declarations it beat (docs/PRECEDENCE.md). The
/// value is the JSON form (`--format json`); `lines` is the text form.
public struct ExplanationReport: Encodable, Sendable {
    /// The theme's name.
    public let theme: String
    /// The scene's name.
    public let scene: String
    /// The variant explained.
    public let variant: String
    /// The one-line summary of the bar, printed first.
    public let summary: String
    /// The explained properties, each with its value and where it came from.
    public let properties: [Property]
    /// The stack step the bar is explained after (`--step`).
    public let step: StackStepExplanation?
    /// Whether the summary line is printed in the text form (not when one property was asked for).
    let showsSummary: Bool

    private enum CodingKeys: String, CodingKey {
        case theme, scene, variant, summary, properties, step
    }

    /// One property, as JSON writes it.
    public struct Property: Encodable, Sendable {
        /// The property's name, as `explain` prints it.
        public let property: String
        /// The resolved value, as text.
        public let value: String
        /// Every detail of the value (e.g. a background's colour layers); the same as `value` when there is nothing more to say.
        public let detail: String
        /// The precedence rule that chose the value.
        public let rule: String
        /// Where the winning declaration is written, or nil for a default.
        public let source: Source?
        /// What the default is, for a value no declaration gave.
        public let `default`: String?
        /// What a SwiftUI modifier would do to this value (docs/UIKIT.md §15.2).
        public let swiftUI: String?
        /// The declarations the value beat, in the order they lost.
        public let overridden: [Overridden]
        /// The design token behind the value (docs/THEME-FORMAT.md, "Design tokens").
        public let token: DesignTokenOrigin?
        /// The palette entry the colour was written as (`brand` for `$brand`), if it was.
        public let palette: String?
        /// The system colour the colour was written as and the era's palette its values came from
        /// (`systemBlue, iOS 26 palette`; docs/UIKIT.md §2.3a), if it was one.
        public let systemColor: String?
        /// The text form's "from" line.
        let origin: String

        private enum CodingKeys: String, CodingKey {
            case property, value, detail, rule, source, `default`, swiftUI, overridden, token, palette, systemColor
        }

        /// Where a declaration is written, and the layer it is in.
        public struct Source: Encodable, Sendable {
            /// The theme file.
            public let file: String
            /// The line in the file, from 1.
            public let line: Int
            /// The column in the line, from 1.
            public let column: Int
            /// The layer the declaration is in (e.g. "navigationBar proxy").
            public let layer: String
        }

        /// A declaration the value beat.
        public struct Overridden: Encodable, Sendable {
            /// The value it would have given, as text.
            public let value: String
            /// The layer it was in (e.g. "navigationBar proxy").
            public let layer: String
            /// The theme file it is written in.
            public let file: String
            /// The line in the file, from 1.
            public let line: Int
            /// The column in the line, from 1.
            public let column: Int
        }

        init(_ p: ExplainedProperty, bar: BarKind, token: DesignTokenOrigin?, palette: String?, systemColor: String?) {
            self.token = token
            self.palette = palette
            self.systemColor = systemColor
            property = p.name
            value = p.value
            detail = p.detail
            rule = p.provenance.rule
            switch p.provenance.origin {
            case .declared(let l, let layer):
                source = Source(file: l.file, line: l.line, column: l.column, layer: layer)
                `default` = nil
                swiftUI = SwiftUIOverride.note(property: p.name, layer: layer, bar: bar)
            case .defaulted(let what):
                source = nil
                `default` = what
                swiftUI = nil
            }
            origin = p.provenance.originDescription
            overridden = p.overridden.map {
                Overridden(value: $0.value, layer: $0.layer, file: $0.location.file, line: $0.location.line, column: $0.location.column)
            }
        }
    }

    /// The report of `properties` (already filtered) for one scene of a theme drawn as `bar`;
    /// `tokens`: the design token behind each property that has one, by property name; `palette`:
    /// the palette entry each colour written as `$name` names, by property name; `systemColors`: the
    /// system colour and palette of each colour written as one (`ThemeDocument.systemColorSources`).
    public init(
        theme: String, scene: String, variant: String, bar: BarKind, summary: String, properties: [ExplainedProperty],
        step: StackStepExplanation?, showsSummary: Bool, tokens: [String: DesignTokenOrigin] = [:], palette: [String: String] = [:],
        systemColors: [String: String] = [:]
    ) {
        self.theme = theme
        self.scene = scene
        self.variant = variant
        self.summary = summary
        // A palette entry read from a design token has the token's name: the token line names it.
        self.properties = properties.map { property in
            let token = tokens[property.name]
            return Property(
                property, bar: bar, token: token, palette: palette[property.name].flatMap { token?.token == $0 ? nil : $0 },
                systemColor: systemColors[property.name])
        }
        self.step = step
        self.showsSummary = showsSummary
    }

    /// The text form: the step, the scene line, the summary, then each property with its origin,
    /// rule, the declarations it beat and the SwiftUI note.
    public var lines: [String] {
        var lines = step?.lines ?? []
        lines.append("\(theme) / \(scene) / \(variant)")
        if showsSummary { lines.append(summary) }
        for p in properties {
            lines += ["", "\(p.property) = \(p.value)", "    from \(p.origin)"]
            if let palette = p.palette { lines.append("    palette $\(palette)") }
            if let system = p.systemColor { lines.append("    system colour \(system)") }
            if let token = p.token { lines.append("    \(token)") }
            lines.append("    why: \(p.rule)")
            lines += p.overridden.map { "    beats \($0.value) at \($0.file):\($0.line):\($0.column) (\($0.layer))" }
            if let swiftUI = p.swiftUI { lines.append("    SwiftUI: \(swiftUI)") }
        }
        return lines
    }
}

extension ExplainedProperty {
    /// A `--property` name no property has.
    public struct UnknownName: Error, Sendable, CustomStringConvertible {
        /// The message: the name, the closest property name and every property's name.
        public let description: String
    }

    /// The properties `name` asks for: the one of that exact name (`shadow` is the bar's shadow, not
    /// the title's `titleTextAttributes.shadow`), else every property whose last part is `name`.
    public static func matching(_ name: String, in all: [ExplainedProperty]) throws(UnknownName) -> [ExplainedProperty] {
        let exact = all.filter { $0.name == name }
        let found = exact.isEmpty ? all.filter { $0.name.hasSuffix(".\(name)") } : exact
        guard found.isEmpty else { return found }
        let names = all.map(\.name)
        let hint = SpellingSuggestion.closest(to: name, in: names).map { "did you mean '\($0)'? " } ?? ""
        throw UnknownName(description: "no property '\(name)'; \(hint)properties: \(names.joined(separator: ", "))")
    }
}
