/// The `UIBarButtonItem` proxy values that apply to the items of one bar, after the layers of
/// ``ItemAppearanceLayer`` (docs/UIKIT.md §2.5): each property from the first layer that sets it, the
/// per-metrics ones for the render's metrics.
public struct ResolvedItemAppearance: Sendable {
    /// The proxy's `tintColor`, beating the bar's.
    public var tintColor: Resolved<RGBAColor>?
    /// `setTitleTextAttributes(_:for:)`: each state's dictionary, whole, from the first layer that sets it.
    public var titleTextAttributes: [ControlState: Resolved<TextAttributesDeclaration>] = [:]
    /// `setTitlePositionAdjustment(_:for:)` for the metrics.
    public var titlePositionAdjustment: Resolved<Offset>?
    /// `setBackButtonTitlePositionAdjustment(_:for:)` for the metrics.
    public var backButtonTitlePositionAdjustment: Resolved<Offset>?
    /// `setBackgroundImage(_:for:barMetrics:)` per state, for the metrics.
    public var backgroundImages: [ControlState: Resolved<ResolvedImage>] = [:]
    /// `setBackButtonBackgroundImage(_:for:barMetrics:)` per state, for the metrics.
    public var backButtonBackgroundImages: [ControlState: Resolved<ResolvedImage>] = [:]

    /// Nothing set.
    public init() {}

    /// Resolves `layers` (most important first) for `metrics` in `style`.
    public init(
        layers: [ItemAppearanceLayer], metrics: BarMetrics, style: UserInterfaceStyle, contrast: ColorContrast = .normal,
        palette: SystemPalette
    ) {
        tintColor = ItemAppearanceLayer.first(in: layers) { $0.tintColor }.map {
            $0.map { $0.resolved(for: style, contrast: contrast, palette: palette) }
        }
        for state in ControlState.allCases {
            if let found = ItemAppearanceLayer.first(in: layers, describe: { _ in "text attributes" }, { $0.titleTextAttributes[state] }) {
                titleTextAttributes[state] = found
            }
        }
        let chain = Self.metricsChain(metrics)
        titlePositionAdjustment = Self.perMetrics(layers, chain: chain) { $0.titlePositionAdjustment }
        backButtonTitlePositionAdjustment = Self.perMetrics(layers, chain: chain) { $0.backButtonTitlePositionAdjustment }
        backgroundImages = Self.images(layers, chain: chain) { $0.backgroundImages }
        backButtonBackgroundImages = Self.images(layers, chain: chain) { $0.backButtonBackgroundImages }
    }

    /// The metrics looked up in turn: the exact ones, the same without prompt, then `default` (docs/UIKIT.md §3.3).
    static func metricsChain(_ metrics: BarMetrics) -> [BarMetrics] {
        var chain = [metrics]
        if metrics.hasPrompt { chain.append(metrics.withoutPrompt) }
        if !chain.contains(.default) { chain.append(.default) }
        return chain
    }

    static func perMetrics(
        _ layers: [ItemAppearanceLayer], chain: [BarMetrics], _ values: (ItemAppearanceDeclaration) -> [BarMetrics: Located<Offset>]
    ) -> Resolved<Offset>? {
        for (index, metrics) in chain.enumerated() {
            if let found = ItemAppearanceLayer.first(in: layers, describe: Self.describe, { values($0)[metrics] }) {
                guard index > 0 else { return found }
                return Resolved(
                    found.value,
                    Provenance(
                        found.provenance.origin,
                        rule: "no value for \(chain[0].rawValue): falls back to \(metrics.rawValue) (docs/UIKIT.md §3.3); "
                            + found.provenance.rule),
                    overridden: found.overridden)
            }
        }
        return nil
    }

    static func images(
        _ layers: [ItemAppearanceLayer], chain: [BarMetrics], _ values: (ItemAppearanceDeclaration) -> [ItemBackgroundImageDeclaration]
    ) -> [ControlState: Resolved<ResolvedImage>] {
        var result: [ControlState: Resolved<ResolvedImage>] = [:]
        for state in ControlState.allCases {
            for metrics in chain {
                let found = ItemAppearanceLayer.first(in: layers, describe: { (image: ImageDeclaration) in image.path.value }) { block in
                    values(block).last { ($0.state?.value ?? .normal) == state && ($0.metrics?.value ?? .default) == metrics }
                        .map { Located($0.image, at: $0.location) }
                }
                if let found {
                    result[state] = found.map { ResolvedImage($0) }
                    break
                }
            }
        }
        return result
    }

    static func describe(_ font: FontDeclaration) -> String {
        [font.family?.value, font.weight?.value.rawValue, font.file?.value, font.size.map { "\(ThemeNumber.format($0.value)) pt" }]
            .compactMap { $0 }.joined(separator: " ")
    }

    static func describe(_ offset: Offset) -> String { "[\(ThemeNumber.format(offset.x)), \(ThemeNumber.format(offset.y))]" }

    /// The proxy values as `explain` lines (only what the theme sets).
    public var explained: [ExplainedProperty] {
        var lines: [ExplainedProperty] = []
        if let tintColor {
            lines.append(
                ExplainedProperty("barButtonItem.tintColor", "\(tintColor.value)", tintColor.provenance, overridden: tintColor.overridden))
        }
        for state in ControlState.allCases {
            guard let found = titleTextAttributes[state] else { continue }
            let text = [
                found.value.font.map { "font \(Self.describe($0.value))" }, found.value.foregroundColor.map { "colour \($0.value)" },
                found.value.shadow.map { _ in "shadow" },
            ].compactMap { $0 }.joined(separator: ", ")
            lines.append(
                ExplainedProperty(
                    "barButtonItem.titleTextAttributes[.\(state.rawValue)]", text.isEmpty ? "empty (defaults)" : text, found.provenance,
                    overridden: found.overridden))
        }
        if let found = titlePositionAdjustment {
            lines.append(
                ExplainedProperty(
                    "barButtonItem.titlePositionAdjustment", Self.describe(found.value), found.provenance, overridden: found.overridden))
        }
        if let found = backButtonTitlePositionAdjustment {
            lines.append(
                ExplainedProperty(
                    "barButtonItem.backButtonTitlePositionAdjustment", Self.describe(found.value), found.provenance,
                    overridden: found.overridden))
        }
        for state in ControlState.allCases {
            if let found = backgroundImages[state] {
                lines.append(
                    ExplainedProperty(
                        "barButtonItem.backgroundImage[.\(state.rawValue)]", found.value.description, found.provenance,
                        overridden: found.overridden))
            }
            if let found = backButtonBackgroundImages[state] {
                lines.append(
                    ExplainedProperty(
                        "barButtonItem.backButtonBackgroundImage[.\(state.rawValue)]", found.value.description, found.provenance,
                        overridden: found.overridden))
            }
        }
        return lines
    }
}
