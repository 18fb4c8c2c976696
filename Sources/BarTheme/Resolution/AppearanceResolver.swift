/// Applies UIKit's legacy per-property precedence (spec §3.1, §3.3, §3.6, §3.7) for one bar:
/// scene instance value > the theme's proxy block > value inferred from `barStyle` > era default.
public struct AppearanceResolver: Sendable {
    public let era: Era

    public init(era: Era = .ios13) {
        self.era = era
    }

    public func resolve(document: ThemeDocument, scene: SceneDeclaration, variant: Variant) -> BarAppearance {
        let bar = scene.bar?.value ?? .navigationBar
        var layers: [AppearanceLayer] = []
        if let instance = scene.instance {
            layers.append(AppearanceLayer(name: "scene '\(scene.name.value)' instance",
                                          rule: "a value set on the bar instance beats every appearance proxy (spec §3.7)",
                                          block: instance))
        }
        if let proxy = document.appearance(for: bar) {
            layers.append(AppearanceLayer(name: "\(bar.rawValue) proxy",
                                          rule: "the \(bar.rawValue).appearance() value applies to every bar (spec §3.7)",
                                          block: proxy))
        }
        let defaults = era.defaults

        // barStyle: default `.default` (spec §2.1).
        let barStyle: Resolved<BarStyle> = AppearanceLayer.first(in: layers, { $0.barStyle }).map { Resolved($0.value, $0.provenance) }
            ?? Resolved(.default, Provenance(.defaulted("UIKit default"), rule: "barStyle defaults to .default (spec §2.1)"))

        let isDark = barStyle.value.isDark || (defaults.supportsDarkMode && variant.userInterfaceStyle == .dark)
        let style: UserInterfaceStyle = isDark && defaults.supportsDarkMode ? .dark : .light
        let styleWord = barStyle.value.isDark ? "barStyle .\(barStyle.value.rawValue)" : "\(variant.userInterfaceStyle.rawValue) mode"

        // translucent: blackTranslucent forces YES; otherwise declared, else YES (spec §2.2, §3.6).
        let isTranslucent: Resolved<Bool>
        if barStyle.value == .blackTranslucent {
            isTranslucent = Resolved(true, Provenance(barStyle.provenance.origin,
                                                      rule: "barStyle .blackTranslucent forces translucent to YES (spec §2.1)"))
        } else if let declared = AppearanceLayer.first(in: layers, { $0.translucent }) {
            isTranslucent = Resolved(declared.value, declared.provenance)
        } else {
            isTranslucent = Resolved(true, Provenance(.defaulted("UIKit default"), rule: "bars are translucent by default (spec §2.2)"))
        }

        // barTintColor: alpha ignored (QA1808, spec §2.2).
        let barTint: Resolved<RGBAColor?> = AppearanceLayer.first(in: layers, { $0.barTintColor }).map {
            Resolved($0.value.resolved(for: style).withAlpha(1), $0.provenance)
        } ?? Resolved(nil, Provenance(.defaulted("not set"), rule: "no barTintColor: the background comes from barStyle (spec §3.1)"))

        let background: Resolved<BarBackground>
        switch (isTranslucent.value, barTint.value) {
        case (true, let tint?):
            background = Resolved(BarBackground(kind: .tintedTranslucent, layers: [defaults.tintUnderlay, tint.withAlpha(defaults.tintAlpha)]),
                                  Provenance(barTint.provenance.origin,
                                             rule: "a translucent barTintColor is drawn at 0.85 over white(0.97) at 0.5 (spec §2.2, layer model)"))
        case (false, let tint?):
            background = Resolved(BarBackground(kind: .opaque, layers: [tint]),
                                  Provenance(barTint.provenance.origin, rule: "an opaque bar fills with barTintColor (spec §2.2)"))
        case (true, nil):
            let material = isDark ? defaults.darkMaterial : defaults.lightMaterial
            background = Resolved(BarBackground(kind: .material, layers: [material]),
                                  Provenance(.defaulted("\(era.rawValue) \(isDark ? "dark" : "light") material"),
                                             rule: "no barTintColor: \(styleWord) picks the translucent material (spec §2.1, §3.1)"))
        case (false, nil):
            let fill = isDark ? defaults.darkOpaque : defaults.lightOpaque
            background = Resolved(BarBackground(kind: .opaque, layers: [fill]),
                                  Provenance(.defaulted("\(era.rawValue) opaque \(isDark ? "black" : "white")"),
                                             rule: "an opaque bar without barTintColor is \(isDark ? "black" : "white") for \(styleWord) (spec §2.1)"))
        }

        let tint: Resolved<RGBAColor> = AppearanceLayer.first(in: layers, { $0.tintColor }).map {
            Resolved($0.value.resolved(for: style), $0.provenance)
        } ?? Resolved(isDark ? defaults.darkTint : defaults.lightTint,
                      Provenance(.defaulted("\(era.rawValue) systemBlue (\(style.rawValue))"),
                                 rule: "items default to the system tint colour (spec §2.3)"))

        let titleFont = resolveTitleFont(layers: layers, document: document)

        let titleColor: Resolved<RGBAColor> = AppearanceLayer.first(in: layers, { $0.titleTextAttributes?.foregroundColor }).map {
            Resolved($0.value.resolved(for: style), $0.provenance)
        } ?? Resolved(isDark ? defaults.darkTitle : defaults.lightTitle,
                      Provenance(.defaulted("\(era.rawValue) label colour (\(style.rawValue))"),
                                 rule: "the title colour is inferred from \(styleWord) (spec §2.4, §3.1)"))

        let titleShadow: Resolved<TextShadow> = AppearanceLayer.first(in: layers, { $0.titleTextAttributes?.shadow }).map {
            let declared = $0.value
            let shadow = TextShadow(
                color: declared.color?.value.resolved(for: style) ?? RGBAColor(white: 0, alpha: 1.0 / 3),
                offset: declared.offset?.value ?? Offset(x: 0, y: -1),
                blurRadius: declared.blurRadius?.value ?? 0)
            return Resolved(shadow, $0.provenance)
        } ?? Resolved(.none, Provenance(.defaulted("\(era.rawValue) default"), rule: "titles have no shadow since iOS 7 (spec §2.4)"))

        let adjustment = resolveTitleAdjustment(layers: layers, metrics: variant.metrics)

        let hairline = Resolved(isDark ? defaults.darkHairline : defaults.lightHairline,
                                Provenance(.defaulted("\(era.rawValue) \(isDark ? "dark" : "light") hairline"),
                                           rule: "the default shadow is one physical pixel (spec §1.3)"))

        let backdrop: Resolved<RGBAColor> = scene.backdrop.map {
            Resolved($0.value.resolved(for: variant.userInterfaceStyle),
                     Provenance(.declared($0.location, layer: "scene '\(scene.name.value)'"), rule: "the scene's backdrop shows through a translucent bar"))
        } ?? Resolved(variant.userInterfaceStyle == .dark && defaults.supportsDarkMode ? .black : .white,
                      Provenance(.defaulted("systemBackground (\(variant.userInterfaceStyle.rawValue))"),
                                 rule: "without a backdrop the content behind the bar is the system background"))

        return BarAppearance(era: era, barStyle: barStyle, isTranslucent: isTranslucent, barTintColor: barTint,
                             background: background, tintColor: tint, titleFont: titleFont, titleColor: titleColor,
                             titleShadow: titleShadow, titleVerticalPositionAdjustment: adjustment,
                             hairlineColor: hairline, backdrop: backdrop, effectiveStyle: style)
    }

    /// The title font: per key of the font declaration, the first layer that sets the font wins
    /// as a whole (UIKit replaces the whole `NSFont` attribute); unset family/weight fall back to
    /// the system font's semibold (spec §2.4).
    func resolveTitleFont(layers: [AppearanceLayer], document: ThemeDocument) -> Resolved<FontDescriptor> {
        guard let declared = AppearanceLayer.first(in: layers, { $0.titleTextAttributes?.font }) else {
            return Resolved(.defaultTitle, Provenance(.defaulted("\(era.rawValue) title font"),
                                                      rule: "the inline title is the system font, 17 pt semibold (spec §2.4)"))
        }
        let font = declared.value
        let size = font.size?.value ?? FontDescriptor.defaultTitle.size
        if let file = font.file?.value {
            return Resolved(FontDescriptor(family: "", weight: .regular, size: size, file: ThemeFiles.path(file, relativeTo: document.path)),
                            declared.provenance)
        }
        return Resolved(FontDescriptor(family: font.family?.value ?? "system", weight: font.weight?.value ?? .semibold, size: size),
                        declared.provenance)
    }

    /// `titleVerticalPositionAdjustment(for:)` with the fallback of spec §3.3:
    /// the exact metrics, then the same metrics without prompt, then `.default`, then 0.
    func resolveTitleAdjustment(layers: [AppearanceLayer], metrics: BarMetrics) -> Resolved<Double> {
        var chain = [metrics]
        if metrics.hasPrompt { chain.append(metrics.withoutPrompt) }
        if !chain.contains(.default) { chain.append(.default) }
        for (index, candidate) in chain.enumerated() {
            if let found = AppearanceLayer.first(in: layers, { $0.titleVerticalPositionAdjustment[candidate] }) {
                let rule = index == 0
                    ? found.provenance.rule
                    : "no value for \(metrics.rawValue): falls back to \(candidate.rawValue) (spec §3.3)"
                return Resolved(found.value, Provenance(found.provenance.origin, rule: rule))
            }
        }
        return Resolved(0, Provenance(.defaulted("UIKit default"), rule: "no adjustment for any metrics: 0 (spec §3.3)"))
    }
}
