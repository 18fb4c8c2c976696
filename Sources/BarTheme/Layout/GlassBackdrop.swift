/// What lies behind a bar's Liquid Glass platters and what it does to the default back chevron
/// (docs/UIKIT.md §10.6, §10.3): the layout draws with it and `explain` names it.
enum GlassBackdrop {
    /// The flat colour behind the item row's platters: the bar's colour layers over the scroll edge
    /// effect (at full strength in the row, docs/UIKIT.md §10.2) over the backdrop.
    static func behindPlatters(_ appearance: BarAppearance) -> RGBAColor {
        var below = appearance.backdrop.value
        switch appearance.scrollEdgeEffect.value {
        case .soft: below = GlassMetrics.softScrollEdgeColor(appearance.effectiveStyle).over(below)
        case .hard: below = GlassMetrics.hardScrollEdgeColor(appearance.effectiveStyle).over(below)
        default: break
        }
        return appearance.background.value.composited(over: below)
    }

    /// The glass material of `appearance`'s bar (the navigation bar's, the toolbar's and the tab bar's
    /// alike): its style's, darker over a screen with no scroll view at its top (`contentScrollView`,
    /// docs/UIKIT.md §18.8), under its accessibility settings.
    static func material(_ appearance: BarAppearance) -> GlassMaterial {
        GlassMaterial.forStyle(appearance.effectiveStyle, contentScrollView: appearance.contentScrollView?.value ?? true)
            .adjusted(for: appearance.accessibility)
    }

    /// The back button's tint: the bar's, unless Liquid Glass keeps the back button in the label
    /// colour (`BarAppearance.backButtonTint`, docs/UIKIT.md §10.17).
    static func backTint(_ appearance: BarAppearance) -> RGBAColor {
        appearance.backButtonTint?.value ?? appearance.tintColor.value
    }

    /// The back chevron's colour on its glass circle: the default vibrant label colour takes the
    /// glass's hue, darkening it in light mode (`GlassVibrancy.labelOnLightGlass`) and lifting it
    /// toward white in dark mode (`labelOnDarkGlass`, #39 session 24: SlangCheck's chevron on its navy
    /// glass, as Boxing Timer's tab labels, two fit apps; docs/UIKIT.md §10.3); another tint as it is.
    static func chevron(_ appearance: BarAppearance) -> RGBAColor {
        let tint = backTint(appearance)
        let glass = { material(appearance).glass(over: behindPlatters(appearance)) }
        switch appearance.effectiveStyle {
        case .light where tint == GlassVibrancy.text: return GlassVibrancy.labelOnLightGlass(glass())
        case .dark where tint == GlassVibrancy.darkText: return GlassVibrancy.labelOnDarkGlass(glass())
        default: return tint
        }
    }

    /// `explain`'s words for the back button's chevron when the glass changes its colour, else nil.
    static func chevronRule(_ appearance: BarAppearance) -> String? {
        let chevron = chevron(appearance)
        guard chevron != backTint(appearance) else { return nil }
        let glass = material(appearance).glass(over: behindPlatters(appearance))
        let how =
            appearance.effectiveStyle == .dark
            ? "lifts the glass under it toward white by \(GlassVibrancy.liftShare) of its luma's distance from white"
            : "darkens the glass under it by \(GlassVibrancy.darkeningShare) of its luma"
        return "its chevron \(chevron): the vibrant label colour \(how), \(glass) over "
            + "\(behindPlatters(appearance)) (the glass keeps the backdrop's hue; docs/UIKIT.md §10.3, §10.6)"
    }

    /// `explain`'s words for the glass's own colour when it deepens a coloured or grey screen (dark
    /// mode, docs/UIKIT.md §18.8), else nil: over black, and in light mode, the glass is the veil's.
    static func glassRule(_ appearance: BarAppearance) -> String? {
        let material = material(appearance)
        let behind = behindPlatters(appearance).withAlpha(1)
        let noScrollView = appearance.contentScrollView?.value == false
        // The light glass's two levels over white with no scroll view are the `contentScrollView` line's to name.
        guard material.liftsBackdrop, material.overVeil.luma != 0, !(noScrollView && appearance.effectiveStyle == .light) else {
            return nil
        }
        let floor = Int((material.veil.alpha * 255).rounded())
        let lowerFloor = noScrollView ? " (the floor of a screen with no scroll view at its top)" : ""
        guard behind != .black else {
            return lowerFloor.isEmpty ? nil : "the dark glass \(material.glass(over: behind)) over black\(lowerFloor) (docs/UIKIT.md §18.8)"
        }
        // With no scroll view at the screen's top the glass keeps less of a coloured screen (§18.8, #39 session 27).
        let effect = noScrollView ? "keeps less of the screen's colour than over a scroll view" : "deepens the screen's colour"
        return "the dark glass \(material.glass(over: behind)) over \(behind): \(floor)\(lowerFloor) plus "
            + "\(ThemeNumber.format(material.backdropLuma)) of the screen's luma, \(ThemeNumber.format(material.backdropChroma)) times its "
            + "chroma, so it \(effect) (docs/UIKIT.md §18.8)"
    }
}
