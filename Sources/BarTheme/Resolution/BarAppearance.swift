/// A bar's appearance after every precedence rule has run: nothing left to interpret, every value
/// with its provenance and the declarations it beat.
public struct BarAppearance: Sendable {
    public let era: Era
    public let bar: BarKind
    /// Which iOS 13+ appearance object supplied values, or "none" (legacy API only).
    public let appearanceObject: Resolved<String>
    public let barStyle: Resolved<BarStyle>
    public let isTranslucent: Resolved<Bool>
    /// `barTintColor` as declared with its alpha dropped (QA1808), or `nil` when none applies.
    public let barTintColor: Resolved<RGBAColor?>
    public let background: Resolved<BarBackground>
    /// The shadow line: hairline, custom image, or none.
    public let shadow: Resolved<BarShadow>
    /// Item colour: bar button titles and template images, the back indicator and back title.
    public let tintColor: Resolved<RGBAColor>
    public let titleFont: Resolved<FontDescriptor>
    public let titleColor: Resolved<RGBAColor>
    public let titleShadow: Resolved<TextShadow>
    /// Added to the inline title's position in points (x right, y down): the legacy vertical
    /// adjustment for the metrics (docs/UIKIT.md §3.3) or an appearance object's `titlePositionAdjustment`.
    public let titlePositionAdjustment: Resolved<Offset>
    public let prefersLargeTitles: Resolved<Bool>
    public let largeTitleFont: Resolved<FontDescriptor>
    public let largeTitleColor: Resolved<RGBAColor>
    public let backIndicator: Resolved<BackIndicator>
    public let plainItemText: Resolved<ItemTextAppearance>
    public let doneItemText: Resolved<ItemTextAppearance>
    public let backButtonText: Resolved<ItemTextAppearance>
    /// The scene's backdrop, what a translucent bar shows through.
    public let backdrop: Resolved<RGBAColor>
    /// The style dynamic colours were resolved for (a `.black` bar is dark in iOS 13+).
    public let effectiveStyle: UserInterfaceStyle

    /// Every property as (name, value, provenance, losers), in a stable order, for `explain`.
    public var explained: [ExplainedProperty] {
        func p<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String = { "\($0)" }) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden)
        }
        func shown<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden, detail: "\(r.value)")
        }
        return [
            p("appearanceObject", appearanceObject),
            p("barStyle", barStyle) { $0.rawValue },
            p("translucent", isTranslucent),
            p("barTintColor", barTintColor) { $0?.description ?? "none" },
            shown("background", background) { $0.summary },
            p("shadow", shadow),
            p("tintColor", tintColor),
            p("titleTextAttributes.font", titleFont),
            p("titleTextAttributes.foregroundColor", titleColor),
            p("titleTextAttributes.shadow", titleShadow),
            p("titlePositionAdjustment", titlePositionAdjustment) { "[\(ThemeNumber.format($0.x)), \(ThemeNumber.format($0.y))]" },
            p("prefersLargeTitles", prefersLargeTitles),
            p("largeTitleTextAttributes.font", largeTitleFont),
            p("largeTitleTextAttributes.foregroundColor", largeTitleColor),
            p("backIndicatorImage", backIndicator),
            p("buttonAppearance", plainItemText),
            p("doneButtonAppearance", doneItemText),
            p("backButtonAppearance", backButtonText),
            p("backdrop", backdrop),
        ]
    }
}

/// One line of `explain`: a property, its resolved value, why, and what it beat.
public struct ExplainedProperty: Hashable, Sendable {
    public let name: String
    public let value: String
    public let provenance: Provenance
    public let overridden: [OverriddenDeclaration]
    /// Every detail of the value (e.g. a background's colour layers), where `value` is written for a
    /// person; the same as `value` when there is nothing more to say.
    public let detail: String

    public init(_ name: String, _ value: String, _ provenance: Provenance, overridden: [OverriddenDeclaration] = [], detail: String? = nil) {
        self.name = name
        self.value = value
        self.provenance = provenance
        self.overridden = overridden
        self.detail = detail ?? value
    }
}
