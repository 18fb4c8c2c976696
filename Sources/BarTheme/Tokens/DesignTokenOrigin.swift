/// Where a palette colour read from design tokens came from, down to the token: its name, the
/// file, line and column of its `$value`, and the aliases followed to the literal colour, for
/// each appearance that has its own tokens. `explain` and `compare` print it.
public struct DesignTokenOrigin: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// The token's path, which is also its palette name (`$color.brand.primary`).
    public let token: String
    /// One chain per appearance: `nil` for tokens read for both, or `light` and `dark`.
    public let chains: [Chain]

    /// The tokens followed for one appearance: the named token first, then each alias target, the
    /// last one holding the literal colour. Each with where its `$value` is written.
    public struct Chain: Hashable, Sendable {
        /// The appearance these tokens are for, or nil for both.
        public let appearance: UserInterfaceStyle?
        /// Token paths with the location of their `$value`.
        public let steps: [Located<String>]

        /// The chain `steps` for `appearance` (nil: both).
        public init(appearance: UserInterfaceStyle?, steps: [Located<String>]) {
            self.appearance = appearance
            self.steps = steps
        }

        /// `color.text.default (tokens.json:12:9) → {color.gray.900} (tokens.json:40:9)`.
        public var description: String {
            let prefix = appearance.map { "\($0.rawValue): " } ?? ""
            return prefix
                + steps.enumerated().map { index, step in
                    (index == 0 ? step.value : "{\(step.value)}") + " (\(step.location))"
                }.joined(separator: " → ")
        }
    }

    private enum CodingKeys: String, CodingKey { case name, chains }
    private enum ChainKeys: String, CodingKey { case appearance, steps }
    private enum StepKeys: String, CodingKey { case token, file, line, column }

    /// `{ "name": "color.brand", "chains": [{ "appearance": "light", "steps": [{ "token", "file", "line", "column" }] }] }`;
    /// `appearance` is `any` for tokens read for both.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .name)
        var list = container.nestedUnkeyedContainer(forKey: .chains)
        for chain in chains {
            var object = list.nestedContainer(keyedBy: ChainKeys.self)
            try object.encode(chain.appearance?.rawValue ?? "any", forKey: .appearance)
            var steps = object.nestedUnkeyedContainer(forKey: .steps)
            for step in chain.steps {
                var entry = steps.nestedContainer(keyedBy: StepKeys.self)
                try entry.encode(step.value, forKey: .token)
                try entry.encode(step.location.file, forKey: .file)
                try entry.encode(step.location.line, forKey: .line)
                try entry.encode(step.location.column, forKey: .column)
            }
        }
    }

    /// The design token behind each of `properties` that has one (a declared colour written as a
    /// token, or through a palette name that came from one), with the chain of `style`, the
    /// appearance the bar's colours were resolved for; by property name.
    public static func origins(
        of properties: [ExplainedProperty], document: ThemeDocument, parents: [ThemeDocument], style: UserInterfaceStyle
    ) -> [String: DesignTokenOrigin] {
        var result: [String: DesignTokenOrigin] = [:]
        for property in properties {
            guard let location = property.provenance.colorSource,
                let origin = document.designTokenOrigin(at: location, parents: parents)
            else { continue }
            result[property.name] = origin.for(style)
        }
        return result
    }

    /// The origin of the token named `token`, with one chain per appearance.
    public init(token: String, chains: [Chain]) {
        self.token = token
        self.chains = chains
    }

    /// `token color.brand (tokens.json:4:9 → …)`, one chain per appearance, separated by `; `.
    public var description: String {
        "token " + chains.map(\.description).joined(separator: "; ")
    }

    /// The chain the colour took in `style` (what a bar resolved for that appearance shows).
    public func `for`(_ style: UserInterfaceStyle) -> DesignTokenOrigin {
        DesignTokenOrigin(token: token, chains: chains.filter { $0.appearance == nil || $0.appearance == style })
    }

    /// The same origin with every file path passed through `transform` (how a compared version
    /// shows its paths).
    public func mapFiles(_ transform: (String) -> String) -> DesignTokenOrigin {
        DesignTokenOrigin(
            token: token,
            chains: chains.map { chain in
                Chain(
                    appearance: chain.appearance,
                    steps: chain.steps.map { step in
                        Located(
                            step.value,
                            at: SourceLocation(file: transform(step.location.file), line: step.location.line, column: step.location.column))
                    })
            })
    }
}

extension ThemeDocument {
    /// The design token behind the colour written at `location` (a `$token` reference, or a
    /// `$name` whose palette colour came from a token), looking in this theme and then its parents.
    public func designTokenOrigin(at location: SourceLocation, parents: [ThemeDocument] = []) -> DesignTokenOrigin? {
        for document in [self] + parents {
            if let origin = document.tokenColors[location] { return origin }
        }
        return nil
    }
}

extension ThemeDocument {
    /// The palette entry each of `properties` was written as (`$brand` → `brand`), looking in this
    /// theme and then its parents; by property name.
    public static func paletteEntries(of properties: [ExplainedProperty], document: ThemeDocument, parents: [ThemeDocument]) -> [String:
        String]
    {
        var result: [String: String] = [:]
        for property in properties {
            guard let location = property.provenance.colorSource,
                let name = ([document] + parents).lazy.compactMap({ $0.paletteReferences[location] }).first
            else { continue }
            result[property.name] = name
        }
        return result
    }
}

extension ThemeDocument {
    /// The palette colours an app gets (generated `Palette` constants, asset catalog colour sets):
    /// every entry the theme files write, and of the colours read from design tokens only those
    /// the theme or its parents use (a tokens file may hold hundreds), by palette name.
    public func appPaletteColors(parents: [ThemeDocument] = []) -> [String: Located<ColorValue>] {
        let used = Set(([self] + parents).flatMap { $0.tokenColors.values.map(\.token) })
        return palette.colors.filter { name, _ in
            guard let origin = palette.tokenOrigins[name], origin.token == name else { return true }
            return used.contains(name)
        }
    }
}
