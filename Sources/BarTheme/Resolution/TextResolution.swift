/// Text attributes of the title and the large title (docs/UIKIT.md §2.4): UIAppearance stores
/// the dictionary as one value, so the first layer that sets it supplies it whole and the keys it
/// leaves out take the defaults.

/// Defaults for one text role.
struct TextDefaults {
    let font: FontDescriptor
    let color: RGBAColor
    let what: String
    let era: Era
    let style: UserInterfaceStyle
    let contrast: ColorContrast
    let styleWord: String
}

/// Resolved font, colour and shadow of one text role.
struct TextValues {
    var font: Resolved<FontDescriptor>
    var color: Resolved<RGBAColor>
    var shadow: Resolved<TextShadow>
}

extension AppearanceResolver {
    /// The winning `key` dictionary of the legacy layers, each key over `defaults`.
    func textAttributes(
        _ context: ResolutionContext, _ key: KeyPath<BarAppearanceDeclaration, TextAttributesDeclaration?>, defaults: TextDefaults
    ) -> TextValues {
        let winner = AppearanceLayer.first(in: context.layers, describe: { (_: TextAttributesDeclaration) in "text attributes" }) { block in
            block[keyPath: key].map { Located($0, at: $0.firstLocation ?? block.location) }
        }
        return TextValues.from(winner.map { ($0.value, $0.provenance, $0.overridden) }, defaults: defaults, style: context.style)
    }

    /// `titleVerticalPositionAdjustment(for:)` with the fallback of docs/UIKIT.md §3.3: the exact metrics,
    /// then the same metrics without prompt, then `.default`, then 0.
    func titleAdjustment(_ context: ResolutionContext) -> Resolved<Double> {
        let metrics = context.metrics
        var chain = [metrics]
        if metrics.hasPrompt { chain.append(metrics.withoutPrompt) }
        if !chain.contains(.default) { chain.append(.default) }
        for (index, candidate) in chain.enumerated() {
            if let found = context.declared({ $0.titleVerticalPositionAdjustment[candidate] }) {
                let rule =
                    index == 0
                    ? found.provenance.rule : "no value for \(metrics.rawValue): falls back to \(candidate.rawValue) (docs/UIKIT.md §3.3)"
                return Resolved(found.value, Provenance(found.provenance.origin, rule: rule), overridden: found.overridden)
            }
        }
        return Resolved(0, Provenance(.defaulted("UIKit default"), rule: "no adjustment for any metrics: 0 (docs/UIKIT.md §3.3)"))
    }
}

extension TextValues {
    /// Values from a declared attributes dictionary (or none), each key falling back to its default.
    static func from(
        _ declared: (TextAttributesDeclaration, Provenance, [OverriddenDeclaration])?, defaults: TextDefaults,
        style: UserInterfaceStyle
    ) -> TextValues {
        let fontDefault = Resolved(
            defaults.font,
            Provenance(
                .defaulted("\(defaults.era.rawValue) \(defaults.what) font"),
                rule:
                    "the \(defaults.what) is \(defaults.font) by default (docs/UIKIT.md §2.4); Inter stands in for San Francisco, drawn with its cap height, x-height and ascenders (§2.4)"
            ))
        let colorDefault = Resolved(
            defaults.color,
            Provenance(
                .defaulted("\(defaults.era.rawValue) label colour (\(style.rawValue))"),
                rule: "the \(defaults.what) colour is inferred from \(defaults.styleWord) (docs/UIKIT.md §2.4, §3.1)"))
        let shadowDefault = Resolved(
            TextShadow.none,
            Provenance(
                .defaulted("\(defaults.era.rawValue) default"),
                rule: "titles have no shadow since iOS 7 (docs/UIKIT.md §2.4)"))
        guard let (attributes, provenance, overridden) = declared else {
            return .init(font: fontDefault, color: colorDefault, shadow: shadowDefault)
        }
        func origin(_ location: SourceLocation) -> Provenance {
            Provenance(.declared(location, layer: provenance.layer), rule: provenance.rule)
        }
        let font =
            attributes.font.map { Resolved(FontDescriptor($0.value, fallback: defaults.font), origin($0.location), overridden: overridden) }
            ?? Resolved(
                defaults.font,
                Provenance(
                    fontDefault.provenance.origin,
                    rule:
                        "the winning titleTextAttributes (\(provenance.location.map(\.description) ?? "")) has no font: the default applies (docs/UIKIT.md §2.4)"
                ))
        let color =
            attributes.foregroundColor.map {
                Resolved(
                    $0.value.resolved(for: style, contrast: defaults.contrast, palette: defaults.era.defaults.palette), origin($0.location),
                    overridden: overridden)
            }
            ?? colorDefault
        let shadow =
            attributes.shadow.map { declaredShadow in
                Resolved(
                    TextShadow(declaredShadow.value, style: style, contrast: defaults.contrast, palette: defaults.era.defaults.palette),
                    origin(declaredShadow.location),
                    overridden: overridden)
            } ?? shadowDefault
        return .init(font: font, color: color, shadow: shadow)
    }
}

extension TextAttributesDeclaration {
    /// Where the first key of the dictionary is written.
    var firstLocation: SourceLocation? {
        [font?.location, foregroundColor?.location, shadow?.location].compactMap { $0 }.min()
    }
}

extension FontDescriptor {
    /// A declared font; family, weight and size left out take `fallback`'s (a font file has its own
    /// family; a family `fontFiles:` provides brings its faces).
    init(_ declaration: FontDeclaration, fallback: FontDescriptor) {
        let size = declaration.size?.value ?? fallback.size
        if let file = declaration.file {
            self.init(family: "", weight: .regular, size: size, file: ThemeFiles.path(file.value, relativeTo: file.location.file))
        } else if let family = declaration.family {
            self.init(family: family.value, weight: declaration.weight?.value ?? fallback.weight, size: size)
            faces = declaration.faces
        } else {
            self = fallback.sameFamily(weight: declaration.weight?.value ?? fallback.weight, size: size)
        }
        isFixedSize = declaration.scalesWithDynamicType?.value == false
    }
}

extension TextShadow {
    /// `NSShadow` defaults for unset parts: black at 1/3, offset (0, −1), no blur; a system colour in `palette`.
    init(_ declaration: TextShadowDeclaration, style: UserInterfaceStyle, contrast: ColorContrast, palette: SystemPalette) {
        self.init(
            color: declaration.color?.value.resolved(for: style, contrast: contrast, palette: palette)
                ?? RGBAColor(white: 0, alpha: 1.0 / 3),
            offset: declaration.offset?.value ?? Offset(x: 0, y: -1), blurRadius: declaration.blurRadius?.value ?? 0)
    }
}
