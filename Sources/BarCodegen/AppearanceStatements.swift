import BarTheme

/// The statements that set one bar block's values on a receiver (a proxy, a bar instance), and
/// those that build an appearance object: one statement per value the theme *declares*, in a
/// fixed order, so UIKit resolves at run time exactly what BarTheme resolves (docs/GENERATED-CODE.md).
struct AppearanceStatements {
    let expressions: SwiftExpressions
    let bundle: String
    /// The deployment target: below 15, iOS 15 properties are set inside `if #available(iOS 15.0, *)`.
    let minimumIOS: Int

    /// Statements setting `block`'s legacy values on `receiver` (`UINavigationBar` or `UIToolbar`).
    func legacy(_ block: BarAppearanceDeclaration, receiver: String, bar: BarKind) -> [String] {
        var lines: [String] = []
        if let style = block.barStyle?.value {
            lines.append("\(receiver).barStyle = \(SwiftExpressions.barStyle(style))")
            if style == .blackTranslucent { lines.append("\(receiver).isTranslucent = true") }
        }
        if let translucent = block.translucent?.value { lines.append("\(receiver).isTranslucent = \(translucent)") }
        if let color = block.barTintColor?.value { lines.append("\(receiver).barTintColor = \(expressions.color(color))") }
        if let color = block.tintColor?.value { lines.append("\(receiver).tintColor = \(expressions.color(color))") }
        if bar == .navigationBar {
            if let attributes = block.titleTextAttributes,
                let value = expressions.textAttributes(attributes, defaultSize: 17, defaultWeight: .semibold)
            {
                lines.append("\(receiver).titleTextAttributes = \(value)")
            }
            if let attributes = block.largeTitleTextAttributes,
                let value = expressions.textAttributes(attributes, defaultSize: 34, defaultWeight: .bold)
            {
                lines.append("\(receiver).largeTitleTextAttributes = \(value)")
            }
            for (metrics, offset) in block.titleVerticalPositionAdjustment.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append(
                    "\(receiver).setTitleVerticalPositionAdjustment(\(SwiftExpressions.number(offset.value)), for: \(SwiftExpressions.metrics(metrics)))"
                )
            }
            if let large = block.prefersLargeTitles?.value { lines.append("\(receiver).prefersLargeTitles = \(large)") }
            for entry in block.backgroundImages {
                let position = entry.position?.value ?? .any
                let metrics = entry.metrics?.value ?? .default
                lines.append(
                    "\(receiver).setBackgroundImage(\(expressions.image(entry.image, bundle: bundle)), for: \(SwiftExpressions.position(position)), "
                        + "barMetrics: \(SwiftExpressions.metrics(metrics)))")
            }
            if let shadow = block.shadowImages.first {
                lines.append("\(receiver).shadowImage = \(expressions.image(shadow.image, bundle: bundle))")
            }
            if let image = block.backIndicatorImage {
                lines.append("\(receiver).backIndicatorImage = \(expressions.image(image, bundle: bundle))")
            }
            if let image = block.backIndicatorTransitionMaskImage {
                lines.append("\(receiver).backIndicatorTransitionMaskImage = \(expressions.image(image, bundle: bundle))")
            }
        } else {
            for entry in block.backgroundImages {
                let position = entry.position?.value ?? .any
                let metrics = entry.metrics?.value ?? .default
                lines.append(
                    "\(receiver).setBackgroundImage(\(expressions.image(entry.image, bundle: bundle)), forToolbarPosition: "
                        + "\(SwiftExpressions.position(position)), barMetrics: \(SwiftExpressions.metrics(metrics)))")
            }
            for entry in block.shadowImages {
                lines.append(
                    "\(receiver).setShadowImage(\(expressions.image(entry.image, bundle: bundle)), forToolbarPosition: "
                        + "\(SwiftExpressions.position(entry.position?.value ?? .any)))")
            }
        }
        return lines
    }

    /// Statements assigning the block's appearance objects (`standardAppearance`, …) to `receiver`.
    func appearanceObjects(_ block: BarAppearanceDeclaration, receiver: String, bar: BarKind) -> [String] {
        var lines: [String] = []
        for slot in AppearanceSlot.allCases {
            guard let object = block[keyPath: slot.onBar] else { continue }
            let type = bar == .navigationBar ? "UINavigationBarAppearance" : "UIToolbarAppearance"
            let build =
                "{ () -> \(type) in\n\(appearanceObject(object, type: type).map { "    " + $0 }.joined(separator: "\n"))\n    return appearance\n}()"
            let needsIOS15 = slot == .compactScrollEdgeAppearance || (slot == .scrollEdgeAppearance && bar == .toolbar)
            if needsIOS15 && minimumIOS < 15 {
                lines.append("if #available(iOS 15.0, *) { \(receiver).\(slot.rawValue) = \(build) }")
            } else {
                lines.append("\(receiver).\(slot.rawValue) = \(build)")
            }
        }
        return lines
    }

    /// The statements that build one appearance object in a local `appearance`.
    func appearanceObject(_ object: BarAppearanceObjectDeclaration, type: String) -> [String] {
        var lines = ["let appearance = \(type)()"]
        switch object.configureWith?.value {
        case .opaque?: lines.append("appearance.configureWithOpaqueBackground()")
        case .transparent?: lines.append("appearance.configureWithTransparentBackground()")
        case .default?: lines.append("appearance.configureWithDefaultBackground()")
        case nil: break
        }
        if let effect = object.backgroundEffect?.value {
            lines.append("appearance.backgroundEffect = \(SwiftExpressions.blur(effect) ?? "nil")")
        }
        if let color = object.backgroundColor?.value { lines.append("appearance.backgroundColor = \(expressions.color(color))") }
        if let image = object.backgroundImage { lines.append("appearance.backgroundImage = \(expressions.image(image, bundle: bundle))") }
        if let mode = object.backgroundImageContentMode?.value {
            lines.append("appearance.backgroundImageContentMode = \(SwiftExpressions.contentMode(mode))")
        }
        if let color = object.shadowColor?.value { lines.append("appearance.shadowColor = \(expressions.color(color))") }
        if let image = object.shadowImage { lines.append("appearance.shadowImage = \(expressions.image(image, bundle: bundle))") }
        if type == "UINavigationBarAppearance" {
            if let attributes = object.titleTextAttributes,
                let value = expressions.textAttributes(attributes, defaultSize: 17, defaultWeight: .semibold)
            {
                lines.append("appearance.titleTextAttributes = \(value)")
            }
            if let attributes = object.largeTitleTextAttributes,
                let value = expressions.textAttributes(attributes, defaultSize: 34, defaultWeight: .bold)
            {
                lines.append("appearance.largeTitleTextAttributes = \(value)")
            }
            if let offset = object.titlePositionAdjustment?.value {
                lines.append(
                    "appearance.titlePositionAdjustment = UIOffset(horizontal: \(SwiftExpressions.number(offset.x)), vertical: \(SwiftExpressions.number(offset.y)))"
                )
            }
            if object.backIndicatorImage != nil || object.backIndicatorTransitionMaskImage != nil {
                let image = object.backIndicatorImage.map { expressions.image($0, bundle: bundle) } ?? "nil"
                let mask = object.backIndicatorTransitionMaskImage.map { expressions.image($0, bundle: bundle) } ?? "nil"
                lines.append("appearance.setBackIndicatorImage(\(image), transitionMaskImage: \(mask))")
            }
        }
        for (name, buttons) in [
            ("buttonAppearance", object.buttonAppearance), ("doneButtonAppearance", object.doneButtonAppearance),
            ("backButtonAppearance", object.backButtonAppearance),
        ] where type == "UINavigationBarAppearance" || name != "backButtonAppearance" {
            guard let buttons else { continue }
            for (state, appearance) in [
                ("normal", buttons.normal), ("highlighted", buttons.highlighted), ("disabled", buttons.disabled),
                ("focused", buttons.focused),
            ] {
                guard let appearance else { continue }
                if let attributes = appearance.titleTextAttributes,
                    let value = expressions.textAttributes(
                        attributes, defaultSize: 17, defaultWeight: name == "doneButtonAppearance" ? .semibold : .regular)
                {
                    lines.append("appearance.\(name).\(state).titleTextAttributes = \(value)")
                }
                if let offset = appearance.titlePositionAdjustment?.value {
                    lines.append(
                        "appearance.\(name).\(state).titlePositionAdjustment = UIOffset(horizontal: \(SwiftExpressions.number(offset.x)), "
                            + "vertical: \(SwiftExpressions.number(offset.y)))")
                }
                if let image = appearance.backgroundImage {
                    lines.append("appearance.\(name).\(state).backgroundImage = \(expressions.image(image, bundle: bundle))")
                }
            }
        }
        return lines
    }

    /// The receiver expression for a `when:` scope: containment and trait proxies.
    static func scopedProxy(_ scope: ScopedAppearanceDeclaration, bar: BarKind) -> String {
        scopedProxy(scope, type: bar == .navigationBar ? "UINavigationBar" : "UIToolbar")
    }

    /// The proxy of `type` for `scope`, its containers after `innermost` (`[UINavigationBar.self, X.self]`).
    static func scopedProxy(_ scope: ScopedAppearanceDeclaration, type: String, innermost: [String] = []) -> String {
        var traits: [String] = []
        if let traitsDeclaration = scope.traits {
            if let style = traitsDeclaration.userInterfaceStyle?.value {
                traits.append("UITraitCollection(userInterfaceStyle: .\(style.rawValue))")
            }
            if let size = traitsDeclaration.horizontalSizeClass?.value {
                traits.append("UITraitCollection(horizontalSizeClass: .\(size.rawValue))")
            }
            if let size = traitsDeclaration.verticalSizeClass?.value {
                traits.append("UITraitCollection(verticalSizeClass: .\(size.rawValue))")
            }
            if let direction = traitsDeclaration.layoutDirection?.value {
                traits.append("UITraitCollection(layoutDirection: .\(direction.rawValue))")
            }
        }
        let traitExpression =
            traits.isEmpty ? nil : traits.count == 1 ? traits[0] : "UITraitCollection(traitsFrom: [\(traits.joined(separator: ", "))])"
        // Innermost first, as the theme writes it and UIKit takes it.
        let containers = (innermost + (scope.containedIn?.value ?? [])).map { "\($0).self" }
        switch (traitExpression, containers.isEmpty) {
        case (nil, true): return "\(type).appearance()"
        case (nil, false): return "\(type).appearance(whenContainedInInstancesOf: [\(containers.joined(separator: ", "))])"
        case (let traits?, true): return "\(type).appearance(for: \(traits))"
        case (let traits?, false):
            return "\(type).appearance(for: \(traits), whenContainedInInstancesOf: [\(containers.joined(separator: ", "))])"
        }
    }

    /// Statements setting a `barButtonItem:` block on a `UIBarButtonItem` proxy (docs/UIKIT.md §2.5):
    /// the tint, each state's attributes, the offsets and images per metrics, in a fixed order.
    func item(_ block: ItemAppearanceDeclaration, receiver: String) -> [String] {
        var lines: [String] = []
        if let color = block.tintColor?.value { lines.append("\(receiver).tintColor = \(expressions.color(color))") }
        for state in ControlState.allCases {
            guard let attributes = block.titleTextAttributes[state]?.value else { continue }
            let value = expressions.textAttributes(attributes, defaultSize: 17, defaultWeight: .regular) ?? "[:]"
            lines.append("\(receiver).setTitleTextAttributes(\(value), for: .\(state.rawValue))")
        }
        func offsets(_ values: [BarMetrics: Located<Offset>], _ method: String) {
            for (metrics, offset) in values.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
                lines.append(
                    "\(receiver).\(method)(UIOffset(horizontal: \(SwiftExpressions.number(offset.value.x)), vertical: \(SwiftExpressions.number(offset.value.y))), for: \(SwiftExpressions.metrics(metrics)))"
                )
            }
        }
        func images(_ entries: [ItemBackgroundImageDeclaration], _ method: String) {
            for entry in entries {
                lines.append(
                    "\(receiver).\(method)(\(expressions.image(entry.image, bundle: bundle)), for: .\((entry.state?.value ?? .normal).rawValue), "
                        + "barMetrics: \(SwiftExpressions.metrics(entry.metrics?.value ?? .default)))")
            }
        }
        offsets(block.titlePositionAdjustment, "setTitlePositionAdjustment")
        offsets(block.backButtonTitlePositionAdjustment, "setBackButtonTitlePositionAdjustment")
        images(block.backgroundImages, "setBackgroundImage")
        images(block.backButtonBackgroundImages, "setBackButtonBackgroundImage")
        return lines
    }
}
