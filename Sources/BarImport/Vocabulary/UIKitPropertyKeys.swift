import BarTheme

/// The importers' tables from UIKit's spelling (a property, a setter's label, a trait's initializer
/// label), which Swift code, Classy, UISS and Stylist all write, to the theme key it becomes. UIKit's
/// names are the source's words and stay text; the theme side is the vocabulary's `ThemeKey`, so a
/// key the format lacks does not compile.
enum UIKitPropertyKeys {
    /// `UITraitCollection(userInterfaceStyle:)` and its siblings → the `traits:` key.
    static let traits: [String: ThemeKey] = [
        "userInterfaceStyle": .userInterfaceStyle, "horizontalSizeClass": .horizontalSizeClass,
        "verticalSizeClass": .verticalSizeClass, "layoutDirection": .layoutDirection, "userInterfaceIdiom": .userInterfaceIdiom,
    ]

    /// A navigation bar's single-image properties → the theme key.
    static let navigationBarImages: [String: ThemeKey] = [
        "shadowImage": .shadowImage, "backIndicatorImage": .backIndicatorImage,
        "backIndicatorTransitionMaskImage": .backIndicatorTransitionMaskImage,
    ]

    /// A bar's image properties as style sheets write them → the theme key: the single images, and
    /// `backgroundImage`, whose entries the theme lists under `backgroundImages`.
    static let barImages: [String: ThemeKey] = navigationBarImages.merging(["backgroundImage": .backgroundImages]) { a, _ in a }
}
