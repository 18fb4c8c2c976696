extension TabBarAppearanceDeclaration {
    /// The values a tab bar shares with the other bars, as a bar block: style, translucency, bar
    /// tint, tint, background and shadow images, and the background and shadow of its appearance
    /// objects (`UITabBarAppearance` is a `UIBarAppearance`). The resolver runs the common rules on
    /// it (docs/UIKIT.md §18.4); every value keeps the place it was written.
    public var barEquivalent: BarAppearanceDeclaration {
        var block = BarAppearanceDeclaration(location: location)
        block.barStyle = barStyle
        block.translucent = translucent
        block.barTintColor = barTintColor
        block.tintColor = tintColor
        if let image = backgroundImage {
            block.backgroundImages = [BackgroundImageDeclaration(image: image, location: image.location)]
        }
        if let image = shadowImage {
            block.shadowImages = [ShadowImageDeclaration(image: image, location: image.location)]
        }
        block.standardAppearance = standardAppearance?.barEquivalent
        block.scrollEdgeAppearance = scrollEdgeAppearance?.barEquivalent
        return block
    }
}

extension TabBarAppearanceObjectDeclaration {
    /// The `UIBarAppearance` part of the object: configuration, background and shadow.
    public var barEquivalent: BarAppearanceObjectDeclaration {
        var object = BarAppearanceObjectDeclaration(location: location)
        object.configureWith = configureWith
        object.backgroundEffect = backgroundEffect
        object.backgroundColor = backgroundColor
        object.backgroundImage = backgroundImage
        object.shadowColor = shadowColor
        object.shadowImage = shadowImage
        return object
    }
}
