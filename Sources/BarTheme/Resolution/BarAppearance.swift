/// A bar's appearance after every precedence rule has run: no optionals left to interpret,
/// every value with its provenance.
public struct BarAppearance: Sendable {
    public let era: Era
    public let barStyle: Resolved<BarStyle>
    public let isTranslucent: Resolved<Bool>
    /// `barTintColor` as declared with its alpha dropped (QA1808), or `nil` when none applies.
    public let barTintColor: Resolved<RGBAColor?>
    public let background: Resolved<BarBackground>
    /// Item colour: bar button titles, the back chevron and back title.
    public let tintColor: Resolved<RGBAColor>
    public let titleFont: Resolved<FontDescriptor>
    public let titleColor: Resolved<RGBAColor>
    public let titleShadow: Resolved<TextShadow>
    /// Added to the title's y (positive moves down), for the variant's metrics.
    public let titleVerticalPositionAdjustment: Resolved<Double>
    /// Hairline (shadow line) colour.
    public let hairlineColor: Resolved<RGBAColor>
    /// The scene's backdrop, what a translucent bar shows through.
    public let backdrop: Resolved<RGBAColor>
    /// The style dynamic colours were resolved for (a `.black` bar is dark in iOS 13+).
    public let effectiveStyle: UserInterfaceStyle

    /// Every property as (name, value, provenance), in a stable order, for `explain`.
    public var explained: [ExplainedProperty] {
        [
            .init("barStyle", barStyle.value.rawValue, barStyle.provenance),
            .init("translucent", String(isTranslucent.value), isTranslucent.provenance),
            .init("barTintColor", barTintColor.value?.description ?? "none", barTintColor.provenance),
            .init("background", background.value.description, background.provenance),
            .init("tintColor", tintColor.value.description, tintColor.provenance),
            .init("titleTextAttributes.font", titleFont.value.description, titleFont.provenance),
            .init("titleTextAttributes.foregroundColor", titleColor.value.description, titleColor.provenance),
            .init("titleTextAttributes.shadow", titleShadow.value.description, titleShadow.provenance),
            .init("titleVerticalPositionAdjustment", ThemeNumber.format(titleVerticalPositionAdjustment.value),
                  titleVerticalPositionAdjustment.provenance),
            .init("shadowColor", hairlineColor.value.description, hairlineColor.provenance),
            .init("backdrop", backdrop.value.description, backdrop.provenance),
        ]
    }
}

/// One line of `explain`: a property, its resolved value and why.
public struct ExplainedProperty: Hashable, Sendable {
    public let name: String
    public let value: String
    public let provenance: Provenance

    public init(_ name: String, _ value: String, _ provenance: Provenance) {
        self.name = name
        self.value = value
        self.provenance = provenance
    }
}
