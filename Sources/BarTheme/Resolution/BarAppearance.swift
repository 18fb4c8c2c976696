/// A bar's appearance after every precedence rule has run: nothing left to interpret, every value
/// with its provenance and the declarations it beat.
public struct BarAppearance: Sendable {
    /// The UIKit era the values were resolved for.
    public let era: Era
    /// A navigation bar or a toolbar.
    public let bar: BarKind
    /// Which iOS 13+ appearance object supplied values, or "none" (legacy API only).
    public let appearanceObject: Resolved<String>
    /// `barStyle`: default, black (dark bar) and the legacy black variants.
    public let barStyle: Resolved<BarStyle>
    /// `isTranslucent`: whether the backdrop shows through the background.
    public var isTranslucent: Resolved<Bool>
    /// `barTintColor` as declared with its alpha dropped (QA1808), or `nil` when none applies.
    public var barTintColor: Resolved<RGBAColor?>
    /// The background: material, colour layers and image.
    public var background: Resolved<BarBackground>
    /// The shadow line: hairline, custom image, or none.
    public let shadow: Resolved<BarShadow>
    /// Item colour: bar button titles and template images, the back indicator and back title.
    public var tintColor: Resolved<RGBAColor>
    /// The back indicator's colour when it is not `tintColor`: on Liquid Glass the bar's declared
    /// tint does not reach the back button (`BackButtonTintRule`, docs/UIKIT.md §10.17); `nil` otherwise.
    public var backButtonTint: Resolved<RGBAColor>? = nil
    /// The inline title's font.
    public var titleFont: Resolved<FontDescriptor>
    /// The inline title's colour.
    public var titleColor: Resolved<RGBAColor>
    /// The inline title's shadow.
    public let titleShadow: Resolved<TextShadow>
    /// Added to the inline title's position in points (x right, y down): the legacy vertical
    /// adjustment for the metrics (docs/UIKIT.md §3.3) or an appearance object's `titlePositionAdjustment`.
    public let titlePositionAdjustment: Resolved<Offset>
    /// `prefersLargeTitles`: whether the bar can show a large title.
    public let prefersLargeTitles: Resolved<Bool>
    /// The large title's font.
    public var largeTitleFont: Resolved<FontDescriptor>
    /// The large title's colour.
    public var largeTitleColor: Resolved<RGBAColor>
    /// The back indicator: the system chevron or custom images.
    public let backIndicator: Resolved<BackIndicator>
    /// Text of plain bar button items.
    public var plainItemText: Resolved<ItemTextAppearance>
    /// Text of `done` bar button items.
    public var doneItemText: Resolved<ItemTextAppearance>
    /// Text of the back button.
    public var backButtonText: Resolved<ItemTextAppearance>
    /// The `UIBarButtonItem` proxy values for this bar's items (docs/UIKIT.md §2.5).
    public var itemAppearance = ResolvedItemAppearance()
    /// Policy `legacyOverridesAppearanceObjects`: item and proxy values beat an appearance object's
    /// button appearance (default true, docs/UIKIT.md §8 #7).
    public var legacyOverridesAppearanceObjects = true
    /// The metrics the bar was resolved for (prompt variant included).
    public var metrics: BarMetrics = .default
    /// The scene's backdrop, what a translucent bar shows through.
    public let backdrop: Resolved<RGBAColor>
    /// The style dynamic colours were resolved for (a `.black` bar is dark in iOS 13+).
    public let effectiveStyle: UserInterfaceStyle
    /// The accessibility settings the bar was resolved with (docs/UIKIT.md §16): layout takes
    /// item colours' high-contrast variants and heavier item fonts from them.
    public var accessibility: AccessibilitySettings = .standard
    /// The era with the declaration and rule that chose it (`EraRule`), for `explain`.
    public var eraChoice: Resolved<Era>? = nil
    /// The iOS 26 scroll edge effect drawn under the bar: `hidden` when none is (docs/UIKIT.md §10.2).
    public var scrollEdgeEffect = Resolved(
        ScrollEdgeEffectStyle.hidden, Provenance(.defaulted("none"), rule: "no scroll edge effect (docs/UIKIT.md §10.2)"))
    /// Whether the screen under a navigation bar has a scroll view UIKit tracks at its top edge, when the
    /// scene says (`ContentScrollViewRule`): without one an `ios26` bar's glass is darker (docs/UIKIT.md
    /// §18.8). `nil`: the scene does not say, and the screen has one.
    public var contentScrollView: Resolved<Bool>? = nil
    /// The bar's height in points (a Liquid Glass phone bar's row and the room below it) with the device that
    /// decided it (`BarHeightRule`), for `explain`.
    public var barHeight: Resolved<Double>? = nil
    /// A tab bar's own values (item looks per state, badges, positioning, selection indicator;
    /// docs/UIKIT.md §18.4), resolved by `TabBarResolver`; `nil` for the other bars.
    public var tabBar: TabBarAppearance? = nil
    /// The status bar a `topAttached` bar extends under, and why (docs/UIKIT.md §1.2); nil at other positions.
    public var statusBarHeight: Resolved<Double>? = nil
    /// The glass each side of a text item's title on a Liquid Glass platter when `xcode:` decides
    /// it (`TextItemPaddingRule`, docs/UIKIT.md §10.14); `nil`: `GlassMetrics.textItemPadding`.
    public var textItemPadding: Resolved<Double>? = nil
    /// The colour a dark-mode text item's label-coloured title is drawn in on glass when `xcode:` decides
    /// it (`TextItemLabelRule`, docs/UIKIT.md §10.3): white for an app built with Xcode 26.0-26.2; `nil`:
    /// the vibrant label colour (`GlassVibrancy.darkText`).
    public var darkTextItemLabel: Resolved<RGBAColor>? = nil

    /// Every property as (name, value, provenance, losers), in a stable order, for `explain`.
    public var explained: [ExplainedProperty] {
        func p<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String = { "\($0)" }) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden)
        }
        func shown<T>(_ name: String, _ r: Resolved<T>, _ text: (T) -> String) -> ExplainedProperty {
            ExplainedProperty(name, text(r.value), r.provenance, overridden: r.overridden, detail: "\(r.value)")
        }
        return (eraChoice.map { [p("era", $0) { $0.rawValue }] } ?? []) + [
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
        ] + (backButtonTint.map { [p("backButton.tintColor", $0)] } ?? []) + [

            p("buttonAppearance", plainItemText),
            p("doneButtonAppearance", doneItemText),
            p("backButtonAppearance", backButtonText),
            p("backdrop", backdrop),
            p("scrollEdgeEffect", scrollEdgeEffect) { $0.rawValue },
        ] + (contentScrollView.map { [p("contentScrollView", $0)] } ?? [])
            + (barHeight.map { [p("barHeight", $0) { "\(ThemeNumber.format($0)) pt" }] } ?? [])
            + (statusBarHeight.map { [p("statusBarHeight", $0) { "\(ThemeNumber.format($0)) pt" }] } ?? [])
            + (textItemPadding.map { [p("textItemPadding", $0) { "\(ThemeNumber.format($0)) pt" }] } ?? [])
            + (darkTextItemLabel.map { [p("darkTextItemLabel", $0)] } ?? [])
            + PlatterShadowRule.explained(era: era, bar: bar, style: effectiveStyle)
            + LiquidGlassItemRule.explained(itemAppearance.explained, era: era)
    }
}

/// One line of `explain`: a property, its resolved value, why, and what it beat.
public struct ExplainedProperty: Hashable, Sendable {
    /// The property's name, as `explain` prints it.
    public let name: String
    /// The resolved value, as text.
    public let value: String
    /// Which declaration (or default) supplied the value and by which rule.
    public let provenance: Provenance
    /// The declarations it beat, in the order they lost.
    public let overridden: [OverriddenDeclaration]
    /// Every detail of the value (e.g. a background's colour layers), where `value` is written for a
    /// person; the same as `value` when there is nothing more to say.
    public let detail: String

    /// A property `name` with `value` from `provenance`, having beaten `overridden`.
    public init(_ name: String, _ value: String, _ provenance: Provenance, overridden: [OverriddenDeclaration] = [], detail: String? = nil)
    {
        self.name = name
        self.value = value
        self.provenance = provenance
        self.overridden = overridden
        self.detail = detail ?? value
    }
}
