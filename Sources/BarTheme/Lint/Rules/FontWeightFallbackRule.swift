/// A font `weight:` the family has no pinned face for: the render draws the nearest weight (e.g.
/// `Inter Display` regular is drawn bold) and the generated Swift names that face's file
/// (`InterDisplay-Bold`, `FontTable`), since a font named for a weight the family's files lack
/// does not exist in the app (UIKit would fall back to the system font in silence).
struct FontWeightFallbackRule: LintRule {
    let id = "font-weight-fallback"
    let summary = "A font weight the family has no pinned face for is drawn with the nearest weight."
    let source = "Resources/Fonts/README.md (pinned faces)"

    func check(_ theme: LintContext) -> [Diagnostic] {
        Self.fonts(in: theme.document).compactMap { font in
            guard let weight = font.weight, font.file == nil else { return nil }
            let family = font.family?.value ?? "system"
            guard let drawn = KnownFontFamilies.drawnWeight(family: family, requested: weight.value), drawn != weight.value else {
                return nil
            }
            let faces = (KnownFontFamilies.weights[family] ?? []).map(\.rawValue).joined(separator: ", ")
            // The generated Swift names the face drawn (FontTable), the file the app must bundle.
            let name = FontTable.face(family: family, weight: drawn)?.postScriptName ?? family
            return warning(
                "\(family) has no \(weight.value.rawValue) face here: the render draws it \(drawn.rawValue) and generated code "
                    + "names \(name) (pinned weights: \(faces))",
                at: weight.location, hint: "use one of the pinned weights, or give a font file with 'file:'")
        }
    }

    /// Every font a theme declares: bar blocks (proxies, scopes, scene instances), appearance objects
    /// with their button appearances.
    static func fonts(in document: ThemeDocument) -> [FontDeclaration] {
        declaredFonts(in: document).map(\.font)
    }

    /// Every font a theme declares, each with whether it is a large title's.
    static func declaredFonts(in document: ThemeDocument) -> [(font: FontDeclaration, isLargeTitle: Bool)] {
        var blocks: [BarAppearanceDeclaration] = []
        for kind in BarKind.allCases {
            if let proxy = document.appearance(for: kind) { blocks.append(proxy) }
            blocks += document.scopes.compactMap { $0.appearance(for: kind) }
        }
        blocks += document.scenes.compactMap(\.instance)
        var objects = blocks.flatMap {
            [$0.standardAppearance, $0.compactAppearance, $0.scrollEdgeAppearance, $0.compactScrollEdgeAppearance]
        }
        for scene in document.scenes {
            for item in scene.items {
                objects += [item.standardAppearance, item.compactAppearance, item.scrollEdgeAppearance, item.compactScrollEdgeAppearance]
            }
        }
        var attributes = blocks.flatMap { [($0.titleTextAttributes, false), ($0.largeTitleTextAttributes, true)] }
        for object in objects.compactMap({ $0 }) {
            attributes += [(object.titleTextAttributes, false), (object.largeTitleTextAttributes, true)]
            for buttons in [object.buttonAppearance, object.doneButtonAppearance, object.backButtonAppearance].compactMap({ $0 }) {
                attributes += [buttons.normal, buttons.highlighted, buttons.disabled, buttons.focused].map {
                    ($0?.titleTextAttributes, false)
                }
            }
        }
        return attributes.compactMap { attributes, isLargeTitle in attributes?.font.map { ($0.value, isLargeTitle) } }
    }
}
