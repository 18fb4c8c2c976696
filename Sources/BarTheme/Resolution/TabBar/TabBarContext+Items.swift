/// One tab's colours, title and badge in its state (docs/UIKIT.md §18.4): the item's own values
/// beat the `tabBarItem:` proxy; the chosen appearance object's item appearance beats the legacy
/// `tintColor` / `unselectedItemTintColor`; iOS 26 ignores `unselectedItemTintColor` (§18.6) and the
/// appearance object's unselected colours (§18.8, `ignoresObjectColours`).
extension TabBarContext {
    func look(item: TabBarItemDeclaration, state: TabBarItemState) -> TabBarItemLook {
        let icon = iconColor(state)
        let title = titleAttributes(item: item, state: state)
        // The iOS 26 phone capsule draws the selected tab's title semibold, the others medium (§18.6).
        let onCapsule = bar.era.usesLiquidGlass && placement.value == .bottom && layout == .stacked
        let unselectedFallback = TabBarItemDefaults.titleFont(layout)
        let fallback =
            placement.value == .top
            ? TabBarItemDefaults.topTitleFont(state) : onCapsule ? TabBarItemDefaults.glassTitleFont(state) : unselectedFallback
        let fallbackRule: String
        if placement.value == .top {
            fallbackRule = "an iPad's tab bar at the top draws its titles in \(fallback) (measured, one app: docs/UIKIT.md §18.6)"
        } else if onCapsule {
            fallbackRule =
                "on the iOS 26 capsule the selected tab's title is \(TabBarItemDefaults.glassTitleFont(.selected)), the others "
                + "\(TabBarItemDefaults.glassTitleFont(.normal)); the tabs' slots and pills are measured in the medium title "
                + "(measured by the titles' ink widths, 17 fit apps: docs/UIKIT.md §18.6)"
        } else {
            fallbackRule = "tab bar titles are \(fallback) in the \(layout.rawValue) layout (docs/UIKIT.md §18.2)"
        }
        let font: Resolved<FontDescriptor>
        switch (title.font, placement.value) {
        case (let declared?, .top):
            // The bar at the top draws its own titles whatever font the item appearance declares
            // (DNSChat's November 2025 build: a bold 13 pt inline title drawn at 17 pt; one app, §18.6).
            font = Resolved(
                fallback,
                Provenance(
                    declared.provenance.origin,
                    rule: "\(declared.provenance.rule); not drawn: an iPad's tab bar at the top draws its titles in \(fallback) whatever "
                        + "font is declared (measured, one app: docs/UIKIT.md §18.6)"))
        case (let declared?, .bottom):
            // A declared font is the app's own `UIFont`: the semibold selected title is the system
            // font's default only, so what a declaration leaves out comes from the medium one.
            font = Resolved(FontDescriptor(declared.value.value, fallback: unselectedFallback), declared.provenance)
        case (nil, _):
            font = Resolved(fallback, Provenance(.defaulted("\(bar.era.rawValue) tab bar title font"), rule: fallbackRule))
        }
        let boldFont = variant.accessibility.boldText ? font.map(\.boldText) : font
        let ignoredTitle = ignoredObjectTitleColour(state).map { glassLabel(ignoring: $0.0, what: "title colour", layer: $0.1) }
        let titleColor =
            title.color.map { Resolved(color($0.value.value), $0.provenance) } ?? ignoredTitle ?? topBarSelectedTitle(state, icon: icon)
            ?? icon.map { $0 }
        // The semibold selected title takes the medium title's room in the slots and pills (§18.6).
        let slotFont: FontDescriptor? =
            onCapsule && title.font == nil && fallback != unselectedFallback
            ? (variant.accessibility.boldText ? unselectedFallback.boldText : unselectedFallback) : nil
        var look = TabBarItemLook(
            state: state, iconColor: icon, titleFont: boldFont, titleColor: titleColor,
            titleOffset: titleOffset(item: item, state: state), badgeColor: badgeColor(item: item, state: state),
            badgeTextColor: objectState(state, { $0.badgeTextAttributes?.foregroundColor }).map {
                Resolved(
                    color($0.0.value),
                    Provenance(
                        .declared($0.0.location, layer: $0.1), rule: "the item appearance's badgeTextAttributes (docs/UIKIT.md §18.3)"))
            } ?? Resolved(.white, Provenance(.defaulted("UIKit badge text"), rule: "badge text is white (docs/UIKIT.md §18.3)")),
            badgeOffset: objectState(state, { $0.badgePositionAdjustment }).map {
                Resolved(
                    $0.0.value,
                    Provenance(
                        .declared($0.0.location, layer: $0.1), rule: "the item appearance's badgePositionAdjustment (docs/UIKIT.md §18.3)"))
            } ?? Resolved(.zero, Provenance(.defaulted("UIKit"), rule: "no badge adjustment (docs/UIKIT.md §18.3)")))
        look.titleIsObjectNormalOnGlass = isObjectTitleOnGlass(title.color, state: state)
        look.slotFont = slotFont
        return look
    }

    /// A template image's colour in `state`.
    func iconColor(_ state: TabBarItemState) -> Resolved<RGBAColor> {
        if let (found, layer) = objectState(state, { $0.iconColor }) {
            if ignoresObjectColours(state) { return glassLabel(ignoring: found, what: "iconColor", layer: layer) }
            return Resolved(
                color(found.value),
                Provenance(
                    .declared(found.location, layer: layer),
                    rule: "the appearance object's item appearance beats the legacy tint colours (docs/UIKIT.md §18.4)"))
        }
        switch state {
        case .selected, .focused:
            if let tint = declared({ $0.tintColor }, describe: { "\($0)" }) {
                return tint.map(color)
            }
            if bar.era.usesLiquidGlass {
                return Resolved(
                    color(TabBarItemDefaults.glassSelected),
                    Provenance(
                        .defaulted("systemBlue, \(bar.era.defaults.palette.releases) palette"),
                        rule: "the selected tab is iOS 26's systemBlue, (0,136,255) light and (0,145,255) dark (docs/UIKIT.md §18.6, §2.3a)"
                    ))
            }
            return bar.tintColor
        case .normal, .disabled:
            let normal = unselectedColor()
            guard state == .disabled else { return normal }
            return Resolved(
                normal.value.withAlpha(normal.value.alpha * TabBarItemDefaults.disabledAlpha),
                Provenance(normal.provenance.origin, rule: "a disabled tab is the unselected colour, dimmed (approx., docs/UIKIT.md §18.3)")
            )
        }
    }

    func unselectedColor() -> Resolved<RGBAColor> {
        let declaredColor = declared({ $0.unselectedItemTintColor })
        if bar.era.usesLiquidGlass {
            let ignored =
                declaredColor.flatMap { found in
                    found.provenance.location.map {
                        [OverriddenDeclaration(location: $0, layer: found.provenance.layer, value: "\(found.value) (ignored on iOS 26)")]
                    }
                } ?? []
            return Resolved(
                color(TabBarItemDefaults.glassUnselected),
                Provenance(
                    .defaulted("label colour on glass"),
                    rule:
                        "iOS 26 draws unselected tabs in the label colour and ignores unselectedItemTintColor (docs/UIKIT.md §18.6)"
                ), overridden: ignored)
        }
        if let declaredColor { return declaredColor.map(color) }
        if let object {
            return Resolved(
                color(TabBarItemDefaults.unselectedUnderAppearance),
                Provenance(
                    .defaulted("\(bar.era.rawValue) unselected grey under \(object.layer.slotName(object.slot))"),
                    rule: Self.appearanceGreyRule))
        }
        return Resolved(
            TabBarItemDefaults.unselected,
            Provenance(
                .defaulted("\(bar.era.rawValue) unselected grey"),
                rule: "unselected tabs are a fixed grey (146,146,146) in light and dark (measured, docs/UIKIT.md §18.3)"))
    }

    /// `explain`'s words for the unselected grey under an appearance object before iOS 26.
    static let appearanceGreyRule =
        "with a UITabBarAppearance that gives unselected tabs no colour, they are (162,162,162) light and (128,128,129) dark, "
        + "not the fixed (146,146,146) (measured, two fit apps, docs/UIKIT.md §18.3)"

    /// The title attributes' font and colour: the item's own for the state, the proxy's, the
    /// appearance object's (policy `legacyOverridesAppearanceObjects` orders the last two, §8 #7);
    /// a font left out falls back to the `normal` state's (attributes merge per key, §2.4), a colour
    /// does not (an unset selected colour is the tint).
    func titleAttributes(item: TabBarItemDeclaration, state: TabBarItemState) -> (
        font: Resolved<Located<FontDeclaration>>?, color: Resolved<Located<ColorValue>>?
    ) {
        let own = attributeSources(item: item, state: state)
        let fallback = state == .normal ? [] : attributeSources(item: item, state: .normal)
        let font = (own + fallback).lazy.compactMap { source in
            source.attributes.font.map { Resolved($0, source.provenance.at($0.location)) }
        }.first
        let color = own.lazy.compactMap { source in
            source.attributes.foregroundColor.map { Resolved($0, source.provenance.at($0.location)) }
        }.first
        return (font, color)
    }

    /// Every title attributes dictionary for `state`, most important first.
    func attributeSources(item: TabBarItemDeclaration, state: TabBarItemState) -> [(
        attributes: TextAttributesDeclaration, provenance: Provenance
    )] {
        var legacy: [(attributes: TextAttributesDeclaration, provenance: Provenance)] = []
        if let own = item.appearance?.titleTextAttributes[state] {
            legacy.append(
                (
                    own.value,
                    Provenance(
                        .declared(own.location, layer: "tab '\(item.title?.value ?? "")'"),
                        rule: "a value set on the item beats the tabBarItem proxy (docs/UIKIT.md §18.4)")
                ))
        }
        for proxy in proxies {
            if let attributes = proxy.block.titleTextAttributes[state] {
                legacy.append(
                    (
                        attributes.value,
                        Provenance(
                            .declared(attributes.location, layer: proxy.name),
                            rule: "UITabBarItem.appearance() applies to every tab (docs/UIKIT.md §18.4)")
                    ))
            }
        }
        var object: [(attributes: TextAttributesDeclaration, provenance: Provenance)] = []
        if let (found, layer) = objectState(state, { values in values.titleTextAttributes.map { Located($0, at: values.location) } }) {
            var attributes = found.value
            // iOS 26 keeps the font of an unselected tab's title, and not its own appearance's colour (`ignoresObjectTitleColour`).
            if ignoresObjectTitleColour(state) || topBarIgnoresObjectTitleColour(state) { attributes.foregroundColor = nil }
            object.append(
                (
                    attributes,
                    Provenance(
                        .declared(found.location, layer: layer), rule: "the appearance object's item appearance (docs/UIKIT.md §18.4)")
                ))
        }
        return bar.legacyOverridesAppearanceObjects ? legacy + object : object + legacy
    }

    func titleOffset(item: TabBarItemDeclaration, state: TabBarItemState) -> Resolved<Offset> {
        if let own = item.appearance?.titlePositionAdjustment {
            return Resolved(
                own.value,
                Provenance(
                    .declared(own.location, layer: "tab '\(item.title?.value ?? "")'"),
                    rule: "a value set on the item beats the tabBarItem proxy (docs/UIKIT.md §18.4)"))
        }
        if let proxy = proxies.first(where: { $0.block.titlePositionAdjustment != nil }), let found = proxy.block.titlePositionAdjustment {
            return Resolved(
                found.value,
                Provenance(
                    .declared(found.location, layer: proxy.name),
                    rule: "UITabBarItem.appearance() applies to every tab (docs/UIKIT.md §18.4)"))
        }
        if let (found, layer) = objectState(state, { $0.titlePositionAdjustment }) ?? objectState(.normal, { $0.titlePositionAdjustment }) {
            return Resolved(
                found.value,
                Provenance(.declared(found.location, layer: layer), rule: "the appearance object's item appearance (docs/UIKIT.md §18.4)"))
        }
        return Resolved(.zero, Provenance(.defaulted("UIKit"), rule: "no title adjustment (docs/UIKIT.md §18.2)"))
    }

    func badgeColor(item: TabBarItemDeclaration, state: TabBarItemState) -> Resolved<RGBAColor> {
        if let own = item.badgeColor ?? item.appearance?.badgeColor {
            return Resolved(
                color(own.value),
                Provenance(
                    .declared(own.location, layer: "tab '\(item.title?.value ?? "")'"),
                    rule: "the item's badgeColor beats the proxy and the appearance object (docs/UIKIT.md §18.4)"))
        }
        if let proxy = proxies.first(where: { $0.block.badgeColor != nil }), let found = proxy.block.badgeColor {
            return Resolved(
                color(found.value),
                Provenance(
                    .declared(found.location, layer: proxy.name),
                    rule: "UITabBarItem.appearance() applies to every tab (docs/UIKIT.md §18.4)"))
        }
        if let (found, layer) = objectState(state, { $0.badgeBackgroundColor }) ?? objectState(.normal, { $0.badgeBackgroundColor }) {
            return Resolved(
                color(found.value),
                Provenance(
                    .declared(found.location, layer: layer), rule: "the appearance object's badgeBackgroundColor (docs/UIKIT.md §18.3)"))
        }
        return Resolved(
            color(TabBarItemDefaults.badge), Provenance(.defaulted("systemRed"), rule: "badges are systemRed (docs/UIKIT.md §18.3)"))
    }
}
