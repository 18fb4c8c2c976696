import Yams

/// `colors: { from: … }`: palette colours read from W3C design tokens files (docs/THEME-FORMAT.md,
/// "Design tokens"). Every colour token becomes a palette colour named by its path
/// (`$color.brand.primary`); the theme's own `colors:` entries come after them and may use them.
extension ThemeWalker {
    /// The files `from:` names: one list for both appearances, or one per appearance.
    enum TokenSources {
        case both([Located<String>])
        case perAppearance(light: [Located<String>], dark: [Located<String>])
    }

    static let tokensExample =
        "from: tokens.json, from: [core.json, brand.json], or from: { light: [core.json, light.json], dark: [core.json, dark.json] }"

    func tokenSources(_ node: Node) -> TokenSources? {
        func files(_ node: Node, key: ThemeKey) -> [Located<String>]? {
            context.list(node, key: key, maximumCount: DesignTokenLimits.maximumFiles) { context.string($0, key: key) }?.value
        }
        if case .mapping = node {
            guard let reader = MappingReader(node, context: context, object: "'from'", reading: ThemeKeys.tokenAppearancesObject) else {
                return nil
            }
            guard let lightNode = reader[.light], let darkNode = reader[.dark] else {
                if !reader.hasUnknownKeys {
                    context.error(
                        "'from' with appearances needs both 'light' and 'dark'", at: node, hint: Self.tokensExample,
                        rule: ErrorRules.missingValue)
                }
                return nil
            }
            guard let light = files(lightNode, key: .light), let dark = files(darkNode, key: .dark) else { return nil }
            guard light.count + dark.count <= DesignTokenLimits.maximumFiles else {
                context.error(
                    "'from' names \(light.count + dark.count) files; at most \(DesignTokenLimits.maximumFiles) are read", at: node,
                    rule: ErrorRules.limitExceeded)
                return nil
            }
            return .perAppearance(light: light, dark: dark)
        }
        return files(node, key: .from).map { .both($0) }
    }

    /// Reads the tokens `node` (the value of `from:`) names into the palette.
    mutating func tokenPalette(_ node: Node) {
        guard let sources = tokenSources(node) else { return }
        var diagnostics: [Diagnostic] = []
        func set(_ files: [Located<String>]) -> DesignTokenSet? {
            var set = DesignTokenSet()
            var failed = false
            for relative in files {
                guard let file = tokenFiles.file(relative, themePath: path, diagnostics: &diagnostics) else {
                    failed = true
                    continue
                }
                tokenFilePaths.append(file.path)
                let problems = set.add(file.root, file: file.path, legacy: file.legacy)
                diagnostics += problems
                if !problems.isEmpty { failed = true }
            }
            return failed ? nil : set
        }
        // Tokens that failed to resolve (reported once), so the other appearance does not report
        // them again as missing.
        var failed = Set<String>()
        func colors(_ set: DesignTokenSet) -> [String: (RGBAColor, [Located<String>])] {
            let resolver = DesignTokenResolver(set: set)
            var result: [String: (RGBAColor, [Located<String>])] = [:]
            for path in set.order {
                switch resolver.resolve(path) {
                case .color(let color, let steps): result[path] = (color, steps)
                case .notColor: break
                case .failed(let problem):
                    diagnostics.append(problem)
                    failed.insert(path)
                }
            }
            return result
        }
        defer {
            var seen = Set<String>()
            for problem in diagnostics where seen.insert("\(problem.location.map(\.description) ?? "")\u{1F}\(problem.message)").inserted {
                context.append(problem)
            }
            // As for a parent that failed to load: a `$name` not found may be one of the tokens that
            // could not be read, so it is not reported again.
            if !diagnostics.isEmpty { paletteIsComplete = false }
        }
        switch sources {
        case .both(let files):
            guard let tokens = set(files) else { return }
            for (name, (color, steps)) in colors(tokens) {
                add(
                    name, .fixed(color), at: steps[0].location,
                    origin: DesignTokenOrigin(token: name, chains: [.init(appearance: nil, steps: steps)]))
            }
        case .perAppearance(let lightFiles, let darkFiles):
            guard let lightTokens = set(lightFiles), let darkTokens = set(darkFiles) else { return }
            let light = colors(lightTokens), dark = colors(darkTokens)
            for name in Set(light.keys).union(dark.keys).sorted() where !failed.contains(name) {
                guard let (lightColor, lightSteps) = light[name], let (darkColor, darkSteps) = dark[name] else {
                    let (present, missing) = light[name] != nil ? ("light", "dark") : ("dark", "light")
                    let location = (light[name] ?? dark[name])!.1[0].location
                    diagnostics.append(
                        .error(
                            "the colour token \(name) is in the \(present) files only", at: location,
                            hint: "add it to the \(missing) files, or move it to a file both appearances list",
                            rule: ErrorRules.designTokens))
                    continue
                }
                let value: ColorValue = lightColor == darkColor ? .fixed(lightColor) : .dynamic(light: lightColor, dark: darkColor)
                add(
                    name, value, at: lightSteps[0].location,
                    origin: DesignTokenOrigin(
                        token: name, chains: [.init(appearance: .light, steps: lightSteps), .init(appearance: .dark, steps: darkSteps)]))
            }
        }
    }

    private mutating func add(_ name: String, _ value: ColorValue, at location: SourceLocation, origin: DesignTokenOrigin) {
        colors[name] = value
        palette.colors[name] = Located(value, at: location)
        palette.colorNames[name] = nil
        palette.tokenOrigins[name] = origin
    }
}
