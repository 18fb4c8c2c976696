import BarTheme

/// The statements that set one bar block's values on a receiver (a proxy, a bar instance), and
/// the builders of its appearance objects: one statement per value the theme *declares*, in a
/// fixed order, so UIKit resolves at run time exactly what BarTheme resolves (docs/GENERATED-CODE.md).
/// Attribute dictionaries, shadows, images and appearance objects are helpers of the theme's enum,
/// named for where they are first used (`words`).
struct AppearanceStatements {
    let expressions: SwiftExpressions
    /// The deployment target: below 15, iOS 15 properties are set inside `if #available(iOS 15.0, *)`.
    let minimumIOS: Int
    /// The words that tell this block's helpers from another block's (`dark`, `InSettingsViewController`).
    let words: ScopeWords

    var helpers: GeneratedHelpers { expressions.helpers }

    /// A helper's names: the plain one first (`titleAttributes`), then one with this block's words
    /// (`darkTitleAttributes`) for when the plain one is taken by something else.
    func candidates(_ base: String) -> [String] { [base, words.name(base)] }

    /// A helper's names inside an appearance object: the plain one, then one with the slot
    /// (`scrollEdgeTitleAttributes`), then with this block's words too.
    func candidates(_ base: String, slot: AppearanceSlot) -> [String] {
        [
            base, "\(slot.rawValue.dropLast("Appearance".count)) \(base)",
            words.name("\(slot.rawValue.dropLast("Appearance".count)) \(base)"),
        ]
    }

    static func offset(_ offset: Offset) -> SwiftExpression {
        .call(
            "UIOffset",
            [
                SwiftArgument("horizontal", .atom(SwiftExpressions.number(offset.x))),
                SwiftArgument("vertical", .atom(SwiftExpressions.number(offset.y))),
            ])
    }

    /// `receiver.method(arguments)`, which sets the slot its arguments after the first select.
    static func setter(_ receiver: String, _ method: String, _ arguments: [SwiftArgument]) -> SwiftStatement {
        let slot = arguments.dropFirst().map(\.flat).joined(separator: ", ")
        return .code(.call("\(receiver).\(method)", arguments), sets: "\(receiver).\(method)(_, \(slot))")
    }

    /// What every bar's legacy block sets first, in this order: `barStyle` (with `isTranslucent` for
    /// the deprecated `blackTranslucent`), `isTranslucent`, `barTintColor`, `tintColor`.
    func barBasics(
        barStyle: BarStyle?, translucent: Bool?, barTintColor: Located<ColorValue>?, tintColor: Located<ColorValue>?,
        receiver: String
    ) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        if let style = barStyle {
            lines.append(.assign("\(receiver).barStyle", .atom(SwiftExpressions.barStyle(style))))
            if style == .blackTranslucent { lines.append(.assign("\(receiver).isTranslucent", .atom("true"))) }
        }
        if let translucent { lines.append(.assign("\(receiver).isTranslucent", .atom("\(translucent)"))) }
        if let color = barTintColor { lines.append(.assign("\(receiver).barTintColor", expressions.color(color))) }
        if let color = tintColor { lines.append(.assign("\(receiver).tintColor", expressions.color(color))) }
        return lines
    }

    /// Statements setting `block`'s legacy values on `receiver` (`UINavigationBar` or `UIToolbar`).
    func legacy(_ block: BarAppearanceDeclaration, receiver: String, bar: BarKind) -> [SwiftStatement] {
        var lines = barBasics(
            barStyle: block.barStyle?.value, translucent: block.translucent?.value, barTintColor: block.barTintColor,
            tintColor: block.tintColor, receiver: receiver)
        if bar == .navigationBar {
            if let attributes = block.titleTextAttributes,
                let value = expressions.textAttributes(
                    attributes, defaultSize: 17, defaultWeight: .semibold, names: candidates("titleAttributes"))
            {
                lines.append(.assign("\(receiver).titleTextAttributes", value))
            }
            if let attributes = block.largeTitleTextAttributes,
                let value = expressions.textAttributes(
                    attributes, defaultSize: 34, defaultWeight: .bold, names: candidates("largeTitleAttributes"), textStyle: "largeTitle")
            {
                lines.append(.assign("\(receiver).largeTitleTextAttributes", value))
            }
            for (metrics, offset) in block.titleVerticalPositionAdjustment.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append(
                    Self.setter(
                        receiver, "setTitleVerticalPositionAdjustment",
                        [
                            SwiftArgument(nil, .atom(SwiftExpressions.number(offset.value))),
                            SwiftArgument("for", .atom(SwiftExpressions.metrics(metrics))),
                        ]))
            }
            if let large = block.prefersLargeTitles?.value { lines.append(.assign("\(receiver).prefersLargeTitles", .atom("\(large)"))) }
            for entry in block.backgroundImages {
                lines.append(
                    Self.setter(
                        receiver, "setBackgroundImage",
                        [
                            SwiftArgument(nil, expressions.image(entry.image)),
                            SwiftArgument("for", .atom(SwiftExpressions.position(entry.position?.value ?? .any))),
                            SwiftArgument("barMetrics", .atom(SwiftExpressions.metrics(entry.metrics?.value ?? .default))),
                        ]))
            }
            if let shadow = block.shadowImages.first {
                lines.append(.assign("\(receiver).shadowImage", expressions.image(shadow.image)))
            }
            if let image = block.backIndicatorImage {
                lines.append(.assign("\(receiver).backIndicatorImage", expressions.image(image)))
            }
            if let image = block.backIndicatorTransitionMaskImage {
                lines.append(.assign("\(receiver).backIndicatorTransitionMaskImage", expressions.image(image)))
            }
        } else {
            for entry in block.backgroundImages {
                lines.append(
                    Self.setter(
                        receiver, "setBackgroundImage",
                        [
                            SwiftArgument(nil, expressions.image(entry.image)),
                            SwiftArgument("forToolbarPosition", .atom(SwiftExpressions.position(entry.position?.value ?? .any))),
                            SwiftArgument("barMetrics", .atom(SwiftExpressions.metrics(entry.metrics?.value ?? .default))),
                        ]))
            }
            for entry in block.shadowImages {
                lines.append(
                    Self.setter(
                        receiver, "setShadowImage",
                        [
                            SwiftArgument(nil, expressions.image(entry.image)),
                            SwiftArgument("forToolbarPosition", .atom(SwiftExpressions.position(entry.position?.value ?? .any))),
                        ]))
            }
        }
        return lines
    }

    /// Statements assigning the block's appearance objects (`standardAppearance`, …) to `receiver`,
    /// each built by a helper (`makeStandardAppearance()`).
    func appearanceObjects(_ block: BarAppearanceDeclaration, receiver: String, bar: BarKind) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        for slot in AppearanceSlot.allCases {
            guard let object = block[keyPath: slot.onBar] else { continue }
            let type = bar == .navigationBar ? "UINavigationBarAppearance" : "UIToolbarAppearance"
            let slotName = slot.rawValue.prefix(1).uppercased() + slot.rawValue.dropFirst()
            let base = bar == .navigationBar ? "make \(slotName)" : "make Toolbar \(slotName)"
            let builder = helpers.use(
                .function, type: type, body: .statements(appearanceObject(object, type: type, slot: slot) + [.plain("return appearance")]),
                candidates: candidates(base))
            let assignment = SwiftStatement.assign("\(receiver).\(slot.rawValue)", builder)
            let needsIOS15 = slot == .compactScrollEdgeAppearance || (slot == .scrollEdgeAppearance && bar == .toolbar)
            lines.append(needsIOS15 && minimumIOS < 15 ? .availability("iOS 15.0, *", [assignment]) : assignment)
        }
        return lines
    }

    /// What every `UIBarAppearance` subclass (navigation bar, toolbar, tab bar) sets the same way on
    /// a local `appearance`: the configure call, then blur, colour, image (and its content mode),
    /// shadow colour and shadow image, in that order.
    func barAppearanceBackground(
        configureWith: AppearanceConfiguration?, effect: BlurEffectStyle?, color: Located<ColorValue>?, image: ImageDeclaration?,
        contentMode: ImageContentMode? = nil, shadowColor: Located<ColorValue>?, shadowImage: ImageDeclaration?
    ) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        switch configureWith {
        case .opaque?: lines.append(.plain("appearance.configureWithOpaqueBackground()"))
        case .transparent?: lines.append(.plain("appearance.configureWithTransparentBackground()"))
        case .default?: lines.append(.plain("appearance.configureWithDefaultBackground()"))
        case nil: break
        }
        if let effect { lines.append(.assign("appearance.backgroundEffect", .atom(SwiftExpressions.blur(effect) ?? "nil"))) }
        if let color { lines.append(.assign("appearance.backgroundColor", expressions.color(color))) }
        if let image { lines.append(.assign("appearance.backgroundImage", expressions.image(image))) }
        if let contentMode {
            lines.append(.assign("appearance.backgroundImageContentMode", .atom(SwiftExpressions.contentMode(contentMode))))
        }
        if let shadowColor { lines.append(.assign("appearance.shadowColor", expressions.color(shadowColor))) }
        if let shadowImage { lines.append(.assign("appearance.shadowImage", expressions.image(shadowImage))) }
        return lines
    }

    /// The statements that build one appearance object in a local `appearance`.
    func appearanceObject(_ object: BarAppearanceObjectDeclaration, type: String, slot: AppearanceSlot) -> [SwiftStatement] {
        var lines: [SwiftStatement] = [.plain("let appearance = \(type)()")]
        lines += barAppearanceBackground(
            configureWith: object.configureWith?.value, effect: object.backgroundEffect?.value, color: object.backgroundColor,
            image: object.backgroundImage, contentMode: object.backgroundImageContentMode?.value, shadowColor: object.shadowColor,
            shadowImage: object.shadowImage)
        let isNavigationBar = type == "UINavigationBarAppearance"
        if isNavigationBar {
            if let attributes = object.titleTextAttributes,
                let value = expressions.textAttributes(
                    attributes, defaultSize: 17, defaultWeight: .semibold, names: candidates("titleAttributes", slot: slot))
            {
                lines.append(.assign("appearance.titleTextAttributes", value))
            }
            if let attributes = object.largeTitleTextAttributes,
                let value = expressions.textAttributes(
                    attributes, defaultSize: 34, defaultWeight: .bold, names: candidates("largeTitleAttributes", slot: slot),
                    textStyle: "largeTitle")
            {
                lines.append(.assign("appearance.largeTitleTextAttributes", value))
            }
            if let offset = object.titlePositionAdjustment?.value {
                lines.append(.assign("appearance.titlePositionAdjustment", Self.offset(offset)))
            }
            if object.backIndicatorImage != nil || object.backIndicatorTransitionMaskImage != nil {
                let image = object.backIndicatorImage.map { expressions.image($0) } ?? .atom("nil")
                let mask = object.backIndicatorTransitionMaskImage.map { expressions.image($0) } ?? .atom("nil")
                lines.append(
                    .code(
                        .call("appearance.setBackIndicatorImage", [SwiftArgument(nil, image), SwiftArgument("transitionMaskImage", mask)]),
                        sets: nil))
            }
        }
        for (name, buttons) in [
            ("buttonAppearance", object.buttonAppearance), ("doneButtonAppearance", object.doneButtonAppearance),
            ("backButtonAppearance", object.backButtonAppearance),
        ] where isNavigationBar || name != "backButtonAppearance" {
            guard let buttons else { continue }
            let button = String(name.dropLast("Appearance".count))
            for (state, appearance) in [
                ("normal", buttons.normal), ("highlighted", buttons.highlighted), ("disabled", buttons.disabled),
                ("focused", buttons.focused),
            ] {
                guard let appearance else { continue }
                let target = "appearance.\(name).\(state)"
                let base = (state == "normal" ? "" : state + " ") + button + " TitleAttributes"
                if let attributes = appearance.titleTextAttributes,
                    let value = expressions.textAttributes(
                        attributes, defaultSize: 17, defaultWeight: name == "doneButtonAppearance" ? .semibold : .regular,
                        names: candidates(SwiftExpressions.identifier(base), slot: slot))
                {
                    lines.append(.assign("\(target).titleTextAttributes", value))
                }
                if let offset = appearance.titlePositionAdjustment?.value {
                    lines.append(.assign("\(target).titlePositionAdjustment", Self.offset(offset)))
                }
                if let image = appearance.backgroundImage {
                    lines.append(.assign("\(target).backgroundImage", expressions.image(image)))
                }
            }
        }
        return lines
    }

    /// Statements setting a `barButtonItem:` block on a `UIBarButtonItem` (docs/UIKIT.md §2.5):
    /// the tint, each state's attributes, the offsets and images per metrics, in a fixed order.
    func item(_ block: ItemAppearanceDeclaration, receiver: String) -> [SwiftStatement] {
        var lines: [SwiftStatement] = []
        if let color = block.tintColor { lines.append(.assign("\(receiver).tintColor", expressions.color(color))) }
        for state in ControlState.allCases {
            guard let attributes = block.titleTextAttributes[state]?.value else { continue }
            let base = SwiftExpressions.identifier((state == .normal ? "" : state.rawValue + " ") + "item TitleAttributes")
            let value =
                expressions.textAttributes(attributes, defaultSize: 17, defaultWeight: .regular, names: candidates(base))
                ?? .dictionary([])
            lines.append(
                Self.setter(
                    receiver, "setTitleTextAttributes", [SwiftArgument(nil, value), SwiftArgument("for", .atom(".\(state.rawValue)"))]))
        }
        func offsets(_ values: [BarMetrics: Located<Offset>], _ method: String) {
            for (metrics, offset) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append(
                    Self.setter(
                        receiver, method,
                        [SwiftArgument(nil, Self.offset(offset.value)), SwiftArgument("for", .atom(SwiftExpressions.metrics(metrics)))]))
            }
        }
        func images(_ entries: [ItemBackgroundImageDeclaration], _ method: String) {
            for entry in entries {
                lines.append(
                    Self.setter(
                        receiver, method,
                        [
                            SwiftArgument(nil, expressions.image(entry.image)),
                            SwiftArgument("for", .atom(".\((entry.state?.value ?? .normal).rawValue)")),
                            SwiftArgument("barMetrics", .atom(SwiftExpressions.metrics(entry.metrics?.value ?? .default))),
                        ]))
            }
        }
        offsets(block.titlePositionAdjustment, "setTitlePositionAdjustment")
        offsets(block.backButtonTitlePositionAdjustment, "setBackButtonTitlePositionAdjustment")
        images(block.backgroundImages, "setBackgroundImage")
        images(block.backButtonBackgroundImages, "setBackButtonBackgroundImage")
        return lines
    }
}
