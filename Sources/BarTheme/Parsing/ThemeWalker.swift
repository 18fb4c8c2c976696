import Foundation
import Yams

/// The recursive walk over one theme's nodes: the top level here, each kind of object in an
/// extension of its own (`ThemeWalker+*.swift`).
struct ThemeWalker {
    let context: ParseContext
    let path: String
    let parent: ((Located<String>) -> ThemePalette?)?
    /// The palettes so far: inherited first, then this theme's own entries.
    var palette = ThemePalette()
    var colors: [String: ColorValue] = [:]
    var paletteIsComplete = true
    /// Every file `fontFiles:` lists was read: a family none provides is an error (else it may be
    /// the family of a file that could not be read, reported already).
    var customFamiliesAreComplete = true
    /// Reads the design tokens files `colors: { from: … }` names (shared with the loader, which
    /// keeps their text for messages).
    let tokenFiles: DesignTokenFileReader
    /// The tokens files read, in order.
    var tokenFilePaths: [String] = []

    init(
        context: ParseContext, path: String, parent: ((Located<String>) -> ThemePalette?)?,
        tokenFiles: DesignTokenFileReader = DesignTokenFileReader()
    ) {
        self.context = context
        self.path = path
        self.parent = parent
        self.tokenFiles = tokenFiles
    }

    var colorParser: ColorParser {
        var parser = ColorParser(context: context, palette: colors)
        parser.paletteColorNames = palette.colorNames
        parser.paletteIsComplete = paletteIsComplete
        parser.paletteTokenOrigins = palette.tokenOrigins
        return parser
    }

    mutating func theme(_ node: Node) -> ThemeDocument? {
        guard let reader = MappingReader(node, context: context, object: "the theme", reading: ThemeKeys.themeObject) else { return nil }
        let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var document = ThemeDocument(path: path, name: fallbackName)
        if let n = reader[.theme], let name = context.string(n, key: .theme) {
            if name.value.allSatisfy(\.isWhitespace) {
                context.error(
                    "the theme name is empty", at: n, hint: "write a name, e.g. theme: Ocean; or leave the key out to use the file's name",
                    rule: ErrorRules.missingValue)
            } else if let control = name.value.unicodeScalars.first(where: Self.isControl) {
                context.error(
                    "the theme name contains the control character U+\(Self.hex(control))", at: n,
                    hint: "a theme name is shown in reports on one line; use visible characters")
            } else {
                document.name = name.value
            }
        }
        if let n = reader[.extends] { document.extends = extends(n) }
        if let n = reader[.era], let name = eraName(n, key: "era") {
            document.era = Located(name.value.era, at: name.location)
            document.eraVersion = name.value.version
        }
        if let n = reader[.supports] {
            document.supports = deploymentRange(n)
            if let era = document.era, document.supports != nil {
                context.error(
                    "'era' and 'supports' are both set; a theme draws one era or every era of its range", at: era.location,
                    hint: "keep supports: for every look of the app's iOS versions, or era: for one (--era picks one from the command line)"
                )
            }
        }
        if let n = reader[.compatibilityMode] { document.compatibilityMode = context.bool(n, key: .compatibilityMode) }
        if let n = reader[.xcode] {
            document.xcode = xcode(n)
            if document.xcode != nil { document.xcodeMinor = Self.xcodeMinor(n.scalarText) }
        }
        if let n = reader[.policies] { document.policies = policies(n) }
        if let n = reader[.lint] { document.lint = lint(n) }
        if let n = reader[.snapshot] { document.snapshot = snapshotSettings(n) }
        if let n = reader[.colors] { colorPalette(n) }
        if let n = reader[.fontFiles] { document.fontFiles = fontFiles(n) }
        if let n = reader[.fonts] { fontPalette(n) }
        document.palette = palette
        if let n = reader[.navigationBar] { document.navigationBar = navigationBar(n, object: "navigationBar") }
        if let n = reader[.toolbar] { document.toolbar = toolbar(n, object: "toolbar") }
        if let n = reader[.barButtonItem] { document.barButtonItem = itemAppearance(n, object: "barButtonItem") }
        if let n = reader[.tabBar] { document.tabBar = tabBar(n, object: ThemeKey.tabBar.spelling) }
        if let n = reader[.tabBarItem] { document.tabBarItem = tabBarItemProxy(n) }
        if let n = reader[.when] {
            document.scopes = context.list(n, key: .when, maximumCount: 64) { scope($0) }?.value ?? []
        }
        if let n = reader[.scenes] {
            document.declaresScenes = true
            document.scenes = context.list(n, key: .scenes, maximumCount: 256) { scene($0) }?.value ?? []
            let eraCount = document.supports?.eras.count ?? 1
            let renders = document.scenes.reduce(0) { $0 + VariantMatrix.count(for: $1.variants) * ($1.stack.count + 1) } * eraCount
            if renders > VariantMatrix.maximumPerTheme {
                context.error(
                    "the scenes make \(renders) images (variants × stack steps\(eraCount > 1 ? ", × \(eraCount) eras of supports:" : "")); a theme may make at most \(VariantMatrix.maximumPerTheme)",
                    at: n, hint: "split the scenes over several theme files, or render fewer variants", rule: ErrorRules.limitExceeded)
            }
            var seen: [String: SourceLocation] = [:]
            for scene in document.scenes {
                if let first = seen[scene.name.value] {
                    context.error(
                        "two scenes are named '\(scene.name.value)'", at: scene.name.location,
                        hint: "the first is at line \(first.line); scene names name output files, so they must differ")
                }
                seen[scene.name.value] = scene.name.location
            }
        }
        document.namedColors = context.namedColors
        document.tokenColors = context.tokenColors
        document.paletteReferences = context.paletteReferences
        document.tokenFiles = tokenFilePaths
        return document
    }

    // MARK: extends, era, policies, lint

    /// `era: ios15` or an iOS version, `era: ios18`, read as the era it falls in (`EraName`).
    func eraName(_ node: Node, key: String) -> Located<EraName>? {
        guard let text = node.scalarText, !node.isEmptyScalar else {
            context.error("'\(key)' must be an era or an iOS version, not \(node.kindDescription)", at: node, hint: "e.g. \(key): ios26")
            return nil
        }
        switch EraName.parse(text) {
        case .success(let name): return Located(name, at: context.location(of: node))
        case .failure(let problem):
            context.error(problem.message, at: node, hint: problem.hint)
            return nil
        }
    }

    /// `xcode: 27`: the major version of the Xcode the app is built with (`27.2` reads as 27); its minor
    /// version, when written, goes to `xcodeMinor` (`ThemeWalker.xcodeMinor(_:)`).
    func xcode(_ node: Node) -> Located<Int>? {
        guard let text = node.scalarText, let value = Double(text), value.isFinite else {
            context.error(
                "'xcode' must be a number, not \(node.kindDescription)", at: node,
                hint: "write the major version of the Xcode the app is built with, e.g. xcode: 27")
            return nil
        }
        guard value >= Double(XcodeVersion.oldest) else {
            context.error(
                "'xcode' is \(ParseContext.format(value)); an app built with Xcode \(ParseContext.format(value.rounded(.down))) has no Liquid Glass, so the key has nothing to say",
                at: node,
                hint:
                    "leave xcode: out and set era: ios15 (or the era of that SDK) for an app built with Xcode 25 or older; xcode: takes \(XcodeVersion.oldest) to \(XcodeVersion.newest)"
            )
            return nil
        }
        guard value <= Double(XcodeVersion.newest) else {
            context.error(
                "'xcode' is \(ParseContext.format(value)), outside \(XcodeVersion.oldest)...\(XcodeVersion.newest)", at: node,
                hint: "write the major version of the Xcode the app is built with, e.g. xcode: 27")
            return nil
        }
        return Located(Int(value.rounded(.down)), at: context.location(of: node))
    }

    /// The minor version `xcode:` writes (`26.0`: 0, `26.2`: 2, `26.1.1`: 1); `nil` for `xcode: 26`.
    static func xcodeMinor(_ text: String?) -> Int? {
        guard let parts = text?.split(separator: ".", omittingEmptySubsequences: false), parts.count >= 2 else { return nil }
        return Int(parts[1])
    }

    /// `extends: Base.yaml`: a theme file in this theme's folder (or below it). Asks the loader for
    /// the parent's palette, which this theme inherits.
    mutating func extends(_ node: Node) -> Located<String>? {
        guard let file = context.string(node, key: .extends) else { return nil }
        if let problem = ThemePath.problem(with: file.value) {
            context.error(
                problem, at: file.location, hint: "name a theme file inside this theme's folder, e.g. extends: Base.yaml",
                rule: ErrorRules.pathOutsideFolder)
            return nil
        }
        let lower = file.value.lowercased()
        guard lower.hasSuffix(".yaml") || lower.hasSuffix(".yml") else {
            context.error(
                "'extends' must name a .yaml theme file, not '\(file.value)'", at: file.location,
                hint: "e.g. extends: Base.yaml", rule: ErrorRules.extendsProblem)
            return nil
        }
        if let parent {
            if let inherited = parent(file) {
                palette = inherited
                colors = inherited.colors.mapValues(\.value)
            } else {
                paletteIsComplete = false
            }
        }
        return file
    }

    func policies(_ node: Node) -> PoliciesDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "policies", reading: ThemeKeys.policiesObject) else {
            return nil
        }
        var policies = PoliciesDeclaration(location: reader.location)
        if let n = reader[.containment] { policies.containment = context.enumeration(n, key: .containment, as: ContainmentPolicy.self) }
        if let n = reader[.legacyOverridesAppearanceObjects] {
            policies.legacyOverridesAppearanceObjects = context.bool(n, key: .legacyOverridesAppearanceObjects)
        }
        if let n = reader[.shadowImageRequiresBackgroundImage] {
            policies.shadowImageRequiresBackgroundImage = context.bool(n, key: .shadowImageRequiresBackgroundImage)
        }
        return policies
    }

    func snapshotSettings(_ node: Node) -> SnapshotSettingsDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "snapshot", reading: ThemeKeys.snapshotObject) else {
            return nil
        }
        var settings = SnapshotSettingsDeclaration(location: reader.location)
        if let n = reader[.toleranceDE] { settings.toleranceDE = context.number(n, key: .toleranceDE, range: 0...100) }
        if let n = reader[.maxPixels], let count = context.number(n, key: .maxPixels, range: 0...100_000_000) {
            if count.value == count.value.rounded() {
                settings.maxPixels = count.map { Int($0) }
            } else {
                context.error(
                    "'maxPixels' is a number of pixels, not \(count.value)", at: n, hint: "use a whole number, e.g. maxPixels: 20")
            }
        }
        if let n = reader[.maxRatio] { settings.maxRatio = context.number(n, key: .maxRatio, range: 0...1) }
        if settings.maxPixels != nil && settings.maxRatio != nil {
            context.error("give either 'maxPixels' or 'maxRatio', not both", at: node, hint: "one pixel budget per theme")
        }
        return settings
    }

    func lint(_ node: Node) -> LintSettingsDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "lint", reading: ThemeKeys.lintObject) else { return nil }
        var settings = LintSettingsDeclaration(location: reader.location)
        guard let n = reader[.disable] else { return settings }
        let nodes: [Node]
        switch n {
        case .sequence(let sequence): nodes = Array(sequence)
        default: nodes = [n]
        }
        guard nodes.count <= 64 else {
            context.error(
                "'disable' has \(nodes.count) entries; at most 64 are allowed", at: n,
                hint: "rules: \(LintRules.ids.joined(separator: ", "))", rule: ErrorRules.limitExceeded)
            return settings
        }
        for item in nodes {
            guard context.visit(item), let id = context.string(item, key: .disable) else { continue }
            guard LintRules.ids.contains(id.value) else {
                let suggestion = SpellingSuggestion.closest(to: id.value, in: LintRules.ids)
                context.error(
                    "'\(id.value)' is not a lint rule", at: item,
                    hint: (suggestion.map { "did you mean '\($0)'? " } ?? "") + "rules: \(LintRules.ids.joined(separator: ", "))")
                continue
            }
            settings.disable.append(id)
        }
        return settings
    }

    // MARK: Palettes

    mutating func colorPalette(_ node: Node) {
        guard case .mapping(let mapping) = node else {
            context.error("'colors' must map names to colours, not \(node.kindDescription)", at: node)
            return
        }
        // `from:` first, wherever it is written: the theme's own entries may use its tokens.
        for (keyNode, valueNode) in mapping where keyNode.scalarText == ThemeKey.from.spelling {
            guard context.visit(valueNode) else { return }
            tokenPalette(valueNode)
        }
        for (keyNode, valueNode) in mapping {
            guard context.visit(valueNode), let name = keyNode.scalarText, name != ThemeKey.from.spelling else { continue }
            guard Self.isIdentifier(name) else {
                context.error(
                    "'\(name)' is not a usable palette name", at: keyNode, hint: "use letters, digits and _ (it is referenced as $\(name))")
                continue
            }
            if let value = colorParser.parse(valueNode, key: ThemeKey(label: name)) {
                colors[name] = value.value
                palette.colors[name] = value
                palette.colorNames[name] = context.namedColors[value.location]
                palette.tokenOrigins[name] = context.tokenColors[value.location]
            }
        }
    }

    mutating func fontPalette(_ node: Node) {
        guard case .mapping(let mapping) = node else {
            context.error("'fonts' must map names to fonts, not \(node.kindDescription)", at: node)
            return
        }
        for (keyNode, valueNode) in mapping {
            guard context.visit(valueNode), let name = keyNode.scalarText else { continue }
            guard Self.isIdentifier(name) else {
                context.error(
                    "'\(name)' is not a usable font name", at: keyNode, hint: "use letters, digits and _ (it is referenced as $\(name))")
                continue
            }
            if let font = font(valueNode, key: ThemeKey(label: name)) { palette.fonts[name] = font }
        }
    }

    /// C0 and C1 controls, DEL, and the bidirectional embedding, override and isolate controls.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || (0x202A...0x202E).contains(scalar.value)
            || (0x2066...0x2069).contains(scalar.value)
    }

    /// `000A` for U+000A.
    static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func isIdentifier(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }
}
