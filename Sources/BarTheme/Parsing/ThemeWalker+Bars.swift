import Yams

/// Bar blocks: what `UINavigationBar.appearance()` / `UIToolbar.appearance()` (or an instance, or a
/// `when:` scope) receives, legacy properties and iOS 13+ appearance objects.
extension ThemeWalker {
    func navigationBar(_ node: Node, object: String) -> BarAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, reading: ThemeKeys.navigationBarObject) else { return nil }
        var block = commonBar(reader, toolbar: false)
        if let n = reader[.titleTextAttributes] { block.titleTextAttributes = textAttributes(n) }
        if let n = reader[.largeTitleTextAttributes] {
            block.largeTitleTextAttributes = textAttributes(n, object: "largeTitleTextAttributes")
        }
        if let n = reader[.titleVerticalPositionAdjustment] {
            block.titleVerticalPositionAdjustment = perMetrics(n, key: .titleVerticalPositionAdjustment)
        }
        if let n = reader[.prefersLargeTitles] { block.prefersLargeTitles = context.bool(n, key: .prefersLargeTitles) }
        if let n = reader[.shadowImage], let image = image(n, key: .shadowImage) {
            block.shadowImages = [ShadowImageDeclaration(image: image, location: context.location(of: n))]
        }
        if let n = reader[.backIndicatorImage] { block.backIndicatorImage = image(n, key: .backIndicatorImage) }
        if let n = reader[.backIndicatorTransitionMaskImage] {
            block.backIndicatorTransitionMaskImage = image(n, key: .backIndicatorTransitionMaskImage)
        }
        return block
    }

    func toolbar(_ node: Node, object: String) -> BarAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: object, reading: ThemeKeys.toolbarObject) else { return nil }
        var block = commonBar(reader, toolbar: true)
        if let n = reader[.shadowImage], let image = image(n, key: .shadowImage) {
            block.shadowImages = [ShadowImageDeclaration(image: image, location: context.location(of: n))]
        }
        if let n = reader[.shadowImages] {
            if let single = reader.entries[.shadowImage]?.key {
                context.error(
                    "a toolbar takes either 'shadowImage' or 'shadowImages', not both", at: single,
                    hint: "'shadowImage: path' is the same as one entry with position any", rule: ErrorRules.missingValue)
            }
            let entries = context.list(n, key: .shadowImages, maximumCount: 3) { toolbarShadowImage($0) }?.value ?? []
            var seen: [BarPosition: SourceLocation] = [:]
            for entry in entries {
                let position = entry.position?.value ?? .any
                if let first = seen[position] {
                    context.error(
                        "two shadow images for position \(position.rawValue)", at: entry.location,
                        hint: "the first is at line \(first.line); UIKit keeps one shadow image per toolbar position",
                        rule: ErrorRules.duplicateKey)
                }
                seen[position] = entry.location
            }
            block.shadowImages = entries
        }
        return block
    }

    /// The keys both bars share.
    private func commonBar(_ reader: MappingReader, toolbar: Bool) -> BarAppearanceDeclaration {
        var block = BarAppearanceDeclaration(location: reader.location)
        if let n = reader[.barStyle] { block.barStyle = context.enumeration(n, key: .barStyle, as: BarStyle.self) }
        if let n = reader[.translucent] { block.translucent = context.bool(n, key: .translucent) }
        if let n = reader[.barTintColor] { block.barTintColor = colorParser.parse(n, key: .barTintColor) }
        if let n = reader[.tintColor] { block.tintColor = colorParser.parse(n, key: .tintColor) }
        if let n = reader[.backgroundImages] { block.backgroundImages = backgroundImages(n, toolbar: toolbar) }
        if let n = reader[.barButtonItem] {
            block.barButtonItem = itemAppearance(
                n, object: "barButtonItem (the item proxy contained in a \(toolbar ? "toolbar" : "navigation bar"))")
        }
        for slot in AppearanceSlot.allCases {
            if let n = reader[slot.key] { block[keyPath: slot.onBar] = appearanceObject(n, key: slot.key, toolbar: toolbar) }
        }
        return block
    }

    // MARK: Appearance objects (iOS 13+)

    func appearanceObject(_ node: Node, key: ThemeKey, toolbar: Bool) -> BarAppearanceObjectDeclaration? {
        let object = toolbar ? ThemeKeys.toolbarAppearanceObject : ThemeKeys.navigationBarAppearanceObject
        guard let reader = MappingReader(node, context: context, object: key.spelling, reading: object) else { return nil }
        var appearance = BarAppearanceObjectDeclaration(location: reader.location)
        if let n = reader[.configureWith] {
            appearance.configureWith = context.enumeration(n, key: .configureWith, as: AppearanceConfiguration.self)
        }
        if let n = reader[.backgroundEffect] {
            appearance.backgroundEffect = context.enumeration(n, key: .backgroundEffect, as: BlurEffectStyle.self)
        }
        if let n = reader[.backgroundColor] { appearance.backgroundColor = colorParser.parse(n, key: .backgroundColor) }
        if let n = reader[.backgroundImage] { appearance.backgroundImage = image(n, key: .backgroundImage) }
        if let n = reader[.backgroundImageContentMode] {
            appearance.backgroundImageContentMode = context.enumeration(n, key: .backgroundImageContentMode, as: ImageContentMode.self)
        }
        if let n = reader[.shadowColor] { appearance.shadowColor = colorParser.parse(n, key: .shadowColor) }
        if let n = reader[.shadowImage] { appearance.shadowImage = image(n, key: .shadowImage) }
        // A toolbar's appearance has no titles and no back button (UIToolbarAppearance).
        if !toolbar, let n = reader[.titleTextAttributes] { appearance.titleTextAttributes = textAttributes(n) }
        if !toolbar, let n = reader[.largeTitleTextAttributes] {
            appearance.largeTitleTextAttributes = textAttributes(n, object: "largeTitleTextAttributes")
        }
        if !toolbar, let n = reader[.titlePositionAdjustment] {
            appearance.titlePositionAdjustment = offset(n, key: .titlePositionAdjustment)
        }
        if let n = reader[.buttonAppearance] { appearance.buttonAppearance = buttonAppearance(n, key: .buttonAppearance) }
        if let n = reader[.doneButtonAppearance] { appearance.doneButtonAppearance = buttonAppearance(n, key: .doneButtonAppearance) }
        guard !toolbar else { return appearance }
        if let n = reader[.backButtonAppearance] { appearance.backButtonAppearance = buttonAppearance(n, key: .backButtonAppearance) }
        if let n = reader[.backIndicatorImage] { appearance.backIndicatorImage = image(n, key: .backIndicatorImage) }
        if let n = reader[.backIndicatorTransitionMaskImage] {
            appearance.backIndicatorTransitionMaskImage = image(n, key: .backIndicatorTransitionMaskImage)
        }
        return appearance
    }

    func buttonAppearance(_ node: Node, key: ThemeKey) -> BarButtonItemAppearanceDeclaration? {
        guard let reader = MappingReader(node, context: context, object: key.spelling, reading: ThemeKeys.barButtonItemAppearanceObject)
        else { return nil }
        var appearance = BarButtonItemAppearanceDeclaration(location: reader.location)
        if let n = reader[.normal] { appearance.normal = stateAppearance(n, key: ThemeKey(label: "\(key).normal")) }
        if let n = reader[.highlighted] { appearance.highlighted = stateAppearance(n, key: ThemeKey(label: "\(key).highlighted")) }
        if let n = reader[.disabled] { appearance.disabled = stateAppearance(n, key: ThemeKey(label: "\(key).disabled")) }
        if let n = reader[.focused] { appearance.focused = stateAppearance(n, key: ThemeKey(label: "\(key).focused")) }
        return appearance
    }

    func stateAppearance(_ node: Node, key: ThemeKey) -> BarButtonItemStateAppearanceDeclaration? {
        guard
            let reader = MappingReader(node, context: context, object: key.spelling, reading: ThemeKeys.barButtonItemStateAppearanceObject)
        else { return nil }
        var state = BarButtonItemStateAppearanceDeclaration(location: reader.location)
        if let n = reader[.titleTextAttributes] { state.titleTextAttributes = textAttributes(n) }
        if let n = reader[.titlePositionAdjustment] { state.titlePositionAdjustment = offset(n, key: .titlePositionAdjustment) }
        if let n = reader[.backgroundImage] { state.backgroundImage = image(n, key: .backgroundImage) }
        return state
    }
}
