import Foundation
import Yams

/// Turns theme text into a `ThemeDocument`, reporting every problem it finds with its location.
///
/// The parser walks Yams' node tree (which keeps a mark on every node) instead of decoding with
/// `Codable`, so unknown keys and wrong types become located diagnostics.
public enum ThemeParser {
    /// The largest theme file accepted.
    public static let maximumFileSize = 1 << 20

    /// Parses `text` read from `path`. The document is `nil` when any error was found.
    public static func parse(_ text: String, path: String) -> (document: ThemeDocument?, diagnostics: [Diagnostic]) {
        let context = ParseContext(file: path, text: text)
        guard text.utf8.count <= maximumFileSize else {
            context.error("the theme file is \(text.utf8.count) bytes; at most \(maximumFileSize) are allowed",
                          at: SourceLocation(file: path, line: 1, column: 1))
            return (nil, context.diagnostics)
        }
        if let problem = NestingGuard.firstExcess(in: text, limit: ParseContext.maximumDepth) {
            context.error("the theme nests deeper than \(ParseContext.maximumDepth) levels", at: SourceLocation(file: path, line: problem.line, column: problem.column),
                          hint: "themes are a few levels deep; check for unbalanced brackets")
            return (nil, context.diagnostics)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            context.error(YAMLErrorDescription.message(for: error), at: YAMLErrorDescription.location(of: error, file: path),
                          hint: "fix the YAML syntax first; the theme's keys are checked after that")
            return (nil, context.diagnostics)
        } catch {
            context.error("the file is not valid YAML: \(error)", at: SourceLocation(file: path, line: 1, column: 1))
            return (nil, context.diagnostics)
        }
        guard let root else {
            context.error("the theme file is empty", at: SourceLocation(file: path, line: 1, column: 1),
                          hint: "start with 'theme: Name' and a 'navigationBar:' block")
            return (nil, context.diagnostics)
        }
        var walker = ThemeWalker(context: context, path: path)
        let document = walker.theme(root)
        let hasErrors = context.diagnostics.contains { $0.severity == .error }
        return (hasErrors ? nil : document, context.diagnostics.sorted(by: Self.fileOrder))
    }

    static func fileOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        switch (a.location, b.location) {
        case let (l?, r?): return l < r
        case (nil, _?): return true
        default: return false
        }
    }
}

/// The recursive walk over one theme's nodes.
private struct ThemeWalker {
    let context: ParseContext
    let path: String
    var colors: [String: ColorValue] = [:]
    var fonts: [String: Located<FontDeclaration>] = [:]

    init(context: ParseContext, path: String) {
        self.context = context
        self.path = path
    }

    var colorParser: ColorParser { ColorParser(context: context, palette: colors) }

    mutating func theme(_ node: Node) -> ThemeDocument? {
        guard let reader = MappingReader(node, context: context, object: "the theme", keys: ThemeKeys.theme) else { return nil }
        let fallbackName = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        var document = ThemeDocument(path: path, name: fallbackName)
        if let n = reader["theme"], let name = context.string(n, key: "theme") { document.name = name.value }
        if let n = reader["colors"] { palette(n) }
        if let n = reader["fonts"] { fontPalette(n) }
        if let n = reader["navigationBar"] { document.navigationBar = barAppearance(n, object: "navigationBar") }
        if let n = reader["toolbar"] { document.toolbar = barAppearance(n, object: "toolbar") }
        if let n = reader["scenes"] {
            document.scenes = context.list(n, key: "scenes", maximumCount: 256) { scene($0) }?.value ?? []
            var seen: [String: SourceLocation] = [:]
            for scene in document.scenes {
                if let first = seen[scene.name.value] {
                    context.error("two scenes are named '\(scene.name.value)'", at: scene.name.location,
                                  hint: "the first is at line \(first.line); scene names name output files, so they must differ")
                }
                seen[scene.name.value] = scene.name.location
            }
        }
        return document
    }

    // MARK: Palettes

    mutating func palette(_ node: Node) {
        guard case .mapping(let mapping) = node else {
            context.error("'colors' must map names to colours, not \(node.kindDescription)", at: node)
            return
        }
        for (keyNode, valueNode) in mapping {
            guard context.visit(valueNode), let name = keyNode.scalarText else { continue }
            guard Self.isIdentifier(name) else {
                context.error("'\(name)' is not a usable palette name", at: keyNode, hint: "use letters, digits and _ (it is referenced as $\(name))")
                continue
            }
            if let value = colorParser.parse(valueNode, key: name) { colors[name] = value.value }
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
                context.error("'\(name)' is not a usable font name", at: keyNode, hint: "use letters, digits and _ (it is referenced as $\(name))")
                continue
            }
            if let font = font(valueNode, key: name) { fonts[name] = font }
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
    }

    // MARK: Bar appearance

    func barAppearance(_ node: Node, object: String) -> BarAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, keys: ThemeKeys.barAppearance) else { return nil }
        var block = BarAppearanceDeclaration(location: reader.location)
        if let n = reader["barStyle"] { block.barStyle = context.enumeration(n, key: "barStyle", as: BarStyle.self) }
        if let n = reader["translucent"] { block.translucent = context.bool(n, key: "translucent") }
        if let n = reader["barTintColor"] { block.barTintColor = colorParser.parse(n, key: "barTintColor") }
        if let n = reader["tintColor"] { block.tintColor = colorParser.parse(n, key: "tintColor") }
        if let n = reader["titleTextAttributes"] { block.titleTextAttributes = textAttributes(n) }
        if let n = reader["titleVerticalPositionAdjustment"] {
            block.titleVerticalPositionAdjustment = perMetrics(n, key: "titleVerticalPositionAdjustment")
        }
        return block
    }

    func textAttributes(_ node: Node) -> TextAttributesDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "titleTextAttributes", keys: ThemeKeys.textAttributes)
        else { return nil }
        var attributes = TextAttributesDeclaration()
        if let n = reader["font"] { attributes.font = font(n, key: "font") }
        if let n = reader["foregroundColor"] { attributes.foregroundColor = colorParser.parse(n, key: "foregroundColor") }
        if let n = reader["shadow"] { attributes.shadow = shadow(n) }
        return attributes
    }

    func font(_ node: Node, key: String) -> Located<FontDeclaration>? {
        if let text = node.scalarText, text.hasPrefix("$") {
            let name = String(text.dropFirst())
            guard let font = fonts[name] else {
                let suggestion = SpellingSuggestion.closest(to: name, in: fonts.keys.sorted())
                context.error("no font named '\(name)' in the palette", at: node,
                              hint: suggestion.map { "did you mean '$\($0)'?" } ?? "define it under 'fonts:' first")
                return nil
            }
            return font
        }
        guard let reader = MappingReader(node, context: context, object: "a font", keys: ThemeKeys.font) else { return nil }
        var font = FontDeclaration(location: reader.location)
        if let n = reader["family"] { font.family = context.string(n, key: "family") }
        if let n = reader["weight"] { font.weight = context.enumeration(n, key: "weight", as: FontWeight.self) }
        if let n = reader["size"] { font.size = context.number(n, key: "size", range: 1...200) }
        if let n = reader["file"], let file = context.string(n, key: "file") {
            if let problem = ThemePath.problem(with: file.value) {
                context.error(problem, at: file.location, hint: "give a path relative to the theme file, inside its folder")
            } else {
                font.file = file
            }
        }
        if font.family != nil && reader["file"] != nil {
            context.error("a font takes either 'family' or 'file', not both", at: node,
                          hint: "a font file names its own family; drop 'family'")
        }
        if font.weight != nil && reader["file"] != nil {
            context.error("'weight' does not apply to a font file", at: node,
                          hint: "a font file has one weight; drop 'weight' or use a family from the registry")
        }
        if reader["size"] == nil {
            context.error("a font needs a 'size' in points", at: node, hint: "e.g. { family: system, weight: semibold, size: 17 }")
        }
        return Located(font, at: reader.location)
    }

    func shadow(_ node: Node) -> Located<TextShadowDeclaration>? {
        guard let reader = MappingReader(node, context: context, object: "shadow", keys: ThemeKeys.shadow) else { return nil }
        var shadow = TextShadowDeclaration(location: reader.location)
        if let n = reader["color"] { shadow.color = colorParser.parse(n, key: "color") }
        if let n = reader["offset"] { shadow.offset = offset(n, key: "offset") }
        if let n = reader["blurRadius"] { shadow.blurRadius = context.number(n, key: "blurRadius", range: 0...50) }
        return Located(shadow, at: reader.location)
    }

    func offset(_ node: Node, key: String) -> Located<Offset>? {
        guard case .sequence(let sequence) = node, sequence.count == 2 else {
            context.error("'\(key)' must be a list of two numbers [x, y], not \(node.kindDescription)", at: node,
                          hint: "e.g. \(key): [0, 1] moves the shadow 1 pt down")
            return nil
        }
        guard let x = context.number(sequence[0], key: "\(key) x", range: -100...100),
              let y = context.number(sequence[1], key: "\(key) y", range: -100...100) else { return nil }
        return Located(Offset(x: x.value, y: y.value), at: context.location(of: node))
    }

    func perMetrics(_ node: Node, key: String) -> [BarMetrics: Located<Double>] {
        if node.scalarText != nil, !node.isEmptyScalar {
            // A single number applies to the default metrics, like the one-argument setter.
            return context.number(node, key: key, range: -100...100).map { [.default: $0] } ?? [:]
        }
        guard case .mapping(let mapping) = node else {
            context.error("'\(key)' must be a number or a mapping of bar metrics to numbers", at: node,
                          hint: "e.g. { default: 0, compact: -2 }")
            return [:]
        }
        var values: [BarMetrics: Located<Double>] = [:]
        for (keyNode, valueNode) in mapping {
            guard let metrics = context.enumeration(keyNode, key: "bar metrics", as: BarMetrics.self) else { continue }
            if values[metrics.value] != nil {
                context.error("'\(key)' sets \(metrics.value.rawValue) twice", at: keyNode,
                              hint: "landscapePhone is another name for compact; keep one")
                continue
            }
            if let value = context.number(valueNode, key: "\(key).\(metrics.value.rawValue)", range: -100...100) {
                values[metrics.value] = value
            }
        }
        return values
    }

    // MARK: Scenes

    func scene(_ node: Node) -> SceneDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a scene", keys: ThemeKeys.scene) else { return nil }
        guard let nameNode = reader["name"] else {
            context.error("a scene needs a 'name'", at: node, hint: "the name is used in output file names, e.g. name: settings")
            return nil
        }
        guard let name = context.string(nameNode, key: "name") else { return nil }
        guard name.value.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else {
            context.error("scene name '\(name.value)' may only use letters, digits, - and _", at: nameNode,
                          hint: "it becomes part of file names")
            return nil
        }
        var scene = SceneDeclaration(name: name, location: reader.location)
        if let n = reader["bar"] {
            scene.bar = context.enumeration(n, key: "bar", as: BarKind.self)
            if scene.bar?.value == .toolbar {
                context.error("toolbar scenes are not supported yet", at: n, hint: "render a navigationBar scene")
            }
        }
        if let n = reader["navigationBar"] { scene.instance = barAppearance(n, object: "the scene's navigationBar") }
        if let n = reader["items"] {
            scene.items = context.list(n, key: "items", maximumCount: 32) { navigationItem($0) }?.value ?? []
        }
        if let n = reader["backdrop"] { scene.backdrop = colorParser.parse(n, key: "backdrop") }
        if let n = reader["statusBarHeight"] { scene.statusBarHeight = context.number(n, key: "statusBarHeight", range: 0...100) }
        if let n = reader["variants"] { scene.variants = variants(n) }
        return scene
    }

    func navigationItem(_ node: Node) -> NavigationItemDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a navigation item", keys: ThemeKeys.navigationItem)
        else { return nil }
        var item = NavigationItemDeclaration(location: reader.location)
        if let n = reader["title"] { item.title = context.string(n, key: "title") }
        if let n = reader["backBarButtonItem"] { item.backBarButtonItem = barButtonItem(n) }
        if let n = reader["leftBarButtonItems"] {
            item.leftBarButtonItems = context.list(n, key: "leftBarButtonItems", maximumCount: 8) { barButtonItem($0) }?.value ?? []
        }
        if let n = reader["rightBarButtonItems"] {
            item.rightBarButtonItems = context.list(n, key: "rightBarButtonItems", maximumCount: 8) { barButtonItem($0) }?.value ?? []
        }
        if let n = reader["leftItemsSupplementBackButton"] {
            item.leftItemsSupplementBackButton = context.bool(n, key: "leftItemsSupplementBackButton")
        }
        if let n = reader["hidesBackButton"] { item.hidesBackButton = context.bool(n, key: "hidesBackButton") }
        return item
    }

    func barButtonItem(_ node: Node) -> BarButtonItemDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "a bar button item", keys: ThemeKeys.barButtonItem)
        else { return nil }
        var item = BarButtonItemDeclaration(location: reader.location)
        if let n = reader["title"] { item.title = context.string(n, key: "title") }
        if let n = reader["systemItem"] { item.systemItem = context.enumeration(n, key: "systemItem", as: SystemItem.self) }
        if let n = reader["style"] { item.style = context.enumeration(n, key: "style", as: BarButtonItemStyle.self) }
        if let n = reader["enabled"] { item.isEnabled = context.bool(n, key: "enabled") }
        if reader["title"] != nil && reader["systemItem"] != nil {
            context.error("a bar button item takes either 'title' or 'systemItem', not both", at: node)
        }
        return item
    }

    func variants(_ node: Node) -> VariantAxesDeclaration {
        var axes = VariantAxesDeclaration()
        guard let reader = MappingReader(node, context: context, object: "variants", keys: ThemeKeys.variants) else { return axes }
        if let n = reader["metrics"] {
            axes.metrics = context.list(n, key: "metrics") { context.enumeration($0, key: "metrics", as: BarMetrics.self)?.value }
        }
        if let n = reader["positions"] {
            axes.positions = context.list(n, key: "positions") { context.enumeration($0, key: "position", as: BarPosition.self)?.value }
        }
        if let n = reader["widths"] {
            axes.widths = context.list(n, key: "widths") { context.number($0, key: "width", range: 320...1366)?.value }
        }
        if let n = reader["scales"] {
            axes.scales = context.list(n, key: "scales") { context.integer($0, key: "scale", allowed: [1, 2, 3])?.value }
        }
        if let n = reader["userInterfaceStyles"] {
            axes.userInterfaceStyles = context.list(n, key: "userInterfaceStyles") {
                context.enumeration($0, key: "userInterfaceStyle", as: UserInterfaceStyle.self)?.value
            }
        }
        return axes
    }
}

extension UserInterfaceStyle: ThemeEnum {}
