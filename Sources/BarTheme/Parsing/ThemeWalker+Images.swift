import Yams

/// Images: a bare path or `{ image: path, capInsets, resizingMode, renderingMode,
/// flipsForRightToLeft }`; background images per (position, metrics); shadow images.
extension ThemeWalker {
    /// An image value. `key` names it in messages.
    func image(_ node: Node, key: ThemeKey) -> ImageDeclaration? {
        if case .mapping = node {
            if isSymbolImage(node), let nameNode = node.mapping?.first(where: { $0.key.string == "systemName" })?.key {
                context.error(
                    "an SF Symbol ('systemName') can only be a bar button item's image in BarTheme, not '\(key)'", at: nameNode,
                    hint: "give a PNG here: \(key): images/name.png (BarTheme draws symbols only as items, docs/UIKIT.md §10.13)",
                    rule: ErrorRules.invalidImage)
                return nil
            }
            guard let reader = MappingReader(node, context: context, object: "an image", reading: ThemeKeys.imageObject) else {
                return nil
            }
            guard let pathNode = reader[.image] else {
                if reader.hasUnknownKeys { return nil }
                context.error(
                    "an image needs an 'image' path", at: node, hint: "e.g. { image: images/bar.png, capInsets: [0, 8, 0, 8] }",
                    rule: ErrorRules.missingValue)
                return nil
            }
            guard let path = imagePath(pathNode, key: .image) else { return nil }
            var image = ImageDeclaration(path: path, location: reader.location)
            imageOptions(reader, into: &image)
            return image
        }
        guard let path = imagePath(node, key: key) else { return nil }
        return ImageDeclaration(path: path, location: path.location)
    }

    /// Whether an image value is an SF Symbol mapping (`{ systemName: ... }`).
    func isSymbolImage(_ node: Node) -> Bool {
        guard case .mapping(let mapping) = node else { return false }
        return mapping.contains { $0.key.string == "systemName" }
    }

    /// An SF Symbol image: `{ systemName: NAME, weight:, scale:, pointSize: }` (docs/UIKIT.md §10.13).
    func symbolImage(_ node: Node) -> SymbolImageDeclaration? {
        guard let reader = MappingReader(node, context: context, object: "an SF Symbol image", reading: ThemeKeys.symbolImageObject)
        else { return nil }
        guard let nameNode = reader[.systemName], let name = context.string(nameNode, key: .systemName) else { return nil }
        guard ThemeKeys.isSymbolName(name.value) else {
            context.error(
                "'\(name.value)' is not an SF Symbol name", at: name.location,
                hint: "symbol names are lower-case words joined by dots, e.g. systemName: square.and.arrow.up",
                rule: ErrorRules.invalidImage)
            return nil
        }
        var symbol = SymbolImageDeclaration(name: name, location: reader.location)
        if let n = reader[.weight] { symbol.weight = context.enumeration(n, key: .weight, as: SymbolWeight.self) }
        if let n = reader[.scale] { symbol.scale = context.enumeration(n, key: .scale, as: SymbolScale.self) }
        if let n = reader[.pointSize] { symbol.pointSize = context.number(n, key: .pointSize, range: 1...200) }
        return symbol
    }

    /// A PNG path inside the theme's folder, named without its `@2x`/`@3x` suffix.
    func imagePath(_ node: Node, key: ThemeKey) -> Located<String>? {
        guard case .scalar = node, let path = context.string(node, key: key) else {
            if case .scalar = node {
            } else {
                context.error(
                    "'\(key)' must be an image path or an image mapping, not \(node.kindDescription)", at: node,
                    hint: "e.g. \(key): images/back.png")
            }
            return nil
        }
        if let problem = ThemePath.problem(with: path.value) {
            context.error(
                problem, at: path.location, hint: "give a path relative to the theme file, inside its folder",
                rule: ErrorRules.pathOutsideFolder)
            return nil
        }
        guard path.value.lowercased().hasSuffix(".png") else {
            context.error(
                "'\(path.value)' is not a PNG file name", at: path.location,
                hint: "bar images are PNG files: name.png, with optional name@2x.png and name@3x.png beside it",
                rule: ErrorRules.invalidImage)
            return nil
        }
        let stem = path.value.dropLast(4)
        if stem.hasSuffix("@2x") || stem.hasSuffix("@3x") {
            context.error(
                "name the image without its scale suffix: '\(stem.dropLast(3)).png'", at: path.location,
                hint: "the @2x and @3x files beside it are picked by render scale", rule: ErrorRules.invalidImage)
            return nil
        }
        return path
    }

    func imageOptions(_ reader: MappingReader, into image: inout ImageDeclaration) {
        if let n = reader[.capInsets] { image.capInsets = edgeInsets(n, key: .capInsets) }
        if let n = reader[.resizingMode] { image.resizingMode = context.enumeration(n, key: .resizingMode, as: ImageResizingMode.self) }
        if let n = reader[.renderingMode] {
            image.renderingMode = context.enumeration(n, key: .renderingMode, as: ImageRenderingMode.self)
        }
        if let n = reader[.flipsForRightToLeft] { image.flipsForRightToLeft = context.bool(n, key: .flipsForRightToLeft) }
    }

    /// The image of an entry that may also carry the image's options beside it
    /// (`{ image: bar.png, capInsets: [...] }`) or inside it (`{ image: { image: bar.png, ... } }`).
    func entryImage(_ reader: MappingReader, object: String) -> ImageDeclaration? {
        guard let n = reader[.image] else {
            if reader.hasUnknownKeys { return nil }
            context.error(
                "\(object) needs an 'image'", at: reader.node, hint: "e.g. { image: images/bar.png, metrics: default }",
                rule: ErrorRules.missingValue)
            return nil
        }
        let optionKeys = ThemeKeys.imageOptions.map(\.key)
        if case .mapping = n {
            if let beside = optionKeys.first(where: { reader[$0] != nil }), let node = reader.entries[beside]?.key {
                context.error(
                    "'\(beside)' is given beside an image mapping", at: node,
                    hint: "put the image options either inside 'image: { ... }' or beside 'image: path', not both",
                    rule: ErrorRules.missingValue)
                return nil
            }
            return image(n, key: .image)
        }
        guard let path = imagePath(n, key: .image) else { return nil }
        var image = ImageDeclaration(path: path, location: reader.location)
        imageOptions(reader, into: &image)
        return image
    }

    /// `backgroundImages:`: one entry per (position, metrics), each pair at most once.
    func backgroundImages(_ node: Node, toolbar: Bool) -> [BackgroundImageDeclaration] {
        let entries = context.list(node, key: .backgroundImages, maximumCount: 16) { backgroundImage($0, toolbar: toolbar) }?.value ?? []
        rejectRepeatedPairs(
            entries, located: \.location, named: "background images", keptPer: "position and metrics",
            pair: { "position \($0.position?.value.rawValue ?? "any"), metrics \($0.metrics?.value.rawValue ?? "default")" })
        return entries
    }

    /// Reports each entry of an image list whose pair (e.g. "position top, metrics default") an
    /// earlier entry already has: UIKit keeps one image per pair, so the later one would replace it.
    func rejectRepeatedPairs<Entry>(
        _ entries: [Entry], located location: (Entry) -> SourceLocation, named name: String, keptPer kept: String,
        pair: (Entry) -> String
    ) {
        var seen: [String: SourceLocation] = [:]
        for entry in entries {
            let key = pair(entry)
            if let first = seen[key] {
                context.error(
                    "two \(name) for \(key)", at: location(entry),
                    hint: "the first is at line \(first.line); UIKit keeps one image per \(kept)",
                    rule: ErrorRules.duplicateKey)
            }
            seen[key] = location(entry)
        }
    }

    func backgroundImage(_ node: Node, toolbar: Bool) -> BackgroundImageDeclaration? {
        let object = ThemeKeys.backgroundImageObject
        guard let reader = MappingReader(node, context: context, object: "a background image", reading: object) else { return nil }
        let image = entryImage(reader, object: "a background image")
        let position = reader[.position].flatMap { barPosition($0, toolbar: toolbar) }
        let metrics = reader[.metrics].flatMap { context.enumeration($0, key: .metrics, as: BarMetrics.self) }
        guard let image else { return nil }
        var entry = BackgroundImageDeclaration(image: image, location: reader.location)
        entry.position = position
        entry.metrics = metrics
        return entry
    }

    /// A bar position; toolbars have no `topAttached` (docs/UIKIT.md §5: any, bottom, top).
    func barPosition(_ node: Node, toolbar: Bool) -> Located<BarPosition>? {
        guard let position = context.enumeration(node, key: .position, as: BarPosition.self) else { return nil }
        if toolbar && position.value == .topAttached {
            context.error(
                "a toolbar has no topAttached position", at: node,
                hint:
                    "toolbar positions: \(ThemeKeys.toolbarPositions.joined(separator: ", ")) (setBackgroundImage(_:forToolbarPosition:barMetrics:))"
            )
            return nil
        }
        return position
    }

    /// A toolbar's `shadowImages:` entry (`setShadowImage(_:forToolbarPosition:)`).
    func toolbarShadowImage(_ node: Node) -> ShadowImageDeclaration? {
        let object = ThemeKeys.toolbarShadowImageObject
        guard let reader = MappingReader(node, context: context, object: "a shadow image", reading: object) else { return nil }
        let image = entryImage(reader, object: "a shadow image")
        let position = reader[.position].flatMap { barPosition($0, toolbar: true) }
        guard let image else { return nil }
        var entry = ShadowImageDeclaration(image: image, location: reader.location)
        entry.position = position
        return entry
    }
}
