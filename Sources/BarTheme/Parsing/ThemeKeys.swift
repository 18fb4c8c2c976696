/// The keys each object of the theme format accepts, with the shape of each value: used by the
/// parser to reject unknown keys, by `ThemeSchema` to generate the JSON Schema, and by the
/// documentation test to keep `docs/THEME-FORMAT.md` in step.
public enum ThemeKeys {
    // MARK: Objects

    /// The top level of a theme file.
    public static let themeObject = ThemeObject(
        "theme", "A BarTheme theme: palettes, bar appearance proxies, scoped appearance and scenes.",
        [
            ThemeKey("theme", .text),
            ThemeKey("extends", .pattern(#"^[^/~\\].*\.ya?ml$"#)),
            ThemeKey("era", .choice(of: Era.self)),
            ThemeKey("compatibilityMode", .boolean),
            ThemeKey("xcode", .number(Double(XcodeVersion.oldest)...Double(XcodeVersion.newest))),
            ThemeKey("policies", .object("policies")),
            ThemeKey("lint", .object("lint")),
            ThemeKey("snapshot", .object("snapshot")),
            ThemeKey("colors", .colorPalette),
            ThemeKey("fonts", .map(.font)),
            ThemeKey("navigationBar", .object("navigationBar")),
            ThemeKey("toolbar", .object("toolbar")),
            ThemeKey("barButtonItem", .object("itemAppearance")),
            ThemeKey("tabBar", .object("tabBar")),
            ThemeKey("tabBarItem", .object("tabBarItemProxy")),
            ThemeKey("when", .list(.object("scope"), maximum: 64, allowsSingle: false)),
            ThemeKey("scenes", .list(.object("scene"), maximum: 256, allowsSingle: false)),
        ])

    /// `policies:`: choices where UIKit's documentation and observed behaviour disagree.
    public static let policiesObject = ThemeObject(
        "policies", "Choices where UIKit's documentation and observed behaviour disagree (docs/UIKIT.md §8).",
        [
            ThemeKey("containment", .choice(of: ContainmentPolicy.self)),
            ThemeKey("legacyOverridesAppearanceObjects", .boolean),
            ThemeKey("shadowImageRequiresBackgroundImage", .boolean),
        ])

    /// `snapshot:`: the theme's comparison tolerance for snapshot references.
    public static let snapshotObject = ThemeObject(
        "snapshot", "How this theme's snapshot references are compared when the command line gives no tolerance (exact by default).",
        [
            ThemeKey("toleranceDE", .number(0...100)),
            ThemeKey("maxPixels", .number(0...100_000_000)),
            ThemeKey("maxRatio", .number(0...1)),
        ])

    /// `lint:`: lint rules switched off for this theme.
    public static let lintObject = ThemeObject(
        "lint", "Lint settings for this theme.",
        [
            ThemeKey("disable", .list(.choice(LintRules.ids), maximum: 32, allowsSingle: true))
        ])

    /// `navigationBar:`: what the navigation bar's appearance proxy (or one bar) receives.
    public static let navigationBarObject = ThemeObject(
        "navigationBar", "What UINavigationBar.appearance() (or one bar instance) receives.",
        [
            ThemeKey("barStyle", .choice(of: BarStyle.self)),
            ThemeKey("translucent", .boolean),
            ThemeKey("barTintColor", .color),
            ThemeKey("tintColor", .color),
            ThemeKey("titleTextAttributes", .object("textAttributes")),
            ThemeKey("largeTitleTextAttributes", .object("textAttributes")),
            ThemeKey("titleVerticalPositionAdjustment", .perMetrics),
            ThemeKey("prefersLargeTitles", .boolean),
            ThemeKey("backgroundImages", .list(.object("backgroundImage"), maximum: 16, allowsSingle: false)),
            ThemeKey("shadowImage", .image),
            ThemeKey("backIndicatorImage", .image),
            ThemeKey("backIndicatorTransitionMaskImage", .image),
            ThemeKey("standardAppearance", .object("navigationBarAppearance")),
            ThemeKey("compactAppearance", .object("navigationBarAppearance")),
            ThemeKey("scrollEdgeAppearance", .object("navigationBarAppearance")),
            ThemeKey("compactScrollEdgeAppearance", .object("navigationBarAppearance")),
            ThemeKey("barButtonItem", .object("itemAppearance")),
        ])

    /// `toolbar:`: what the toolbar's appearance proxy (or one toolbar) receives.
    public static let toolbarObject = ThemeObject(
        "toolbar", "What UIToolbar.appearance() (or one toolbar instance) receives.",
        [
            ThemeKey("barStyle", .choice(of: BarStyle.self)),
            ThemeKey("translucent", .boolean),
            ThemeKey("barTintColor", .color),
            ThemeKey("tintColor", .color),
            ThemeKey("backgroundImages", .list(.object("toolbarBackgroundImage"), maximum: 16, allowsSingle: false)),
            ThemeKey("shadowImage", .image),
            ThemeKey("shadowImages", .list(.object("toolbarShadowImage"), maximum: 3, allowsSingle: false)),
            ThemeKey("standardAppearance", .object("toolbarAppearance")),
            ThemeKey("compactAppearance", .object("toolbarAppearance")),
            ThemeKey("scrollEdgeAppearance", .object("toolbarAppearance")),
            ThemeKey("compactScrollEdgeAppearance", .object("toolbarAppearance")),
            ThemeKey("barButtonItem", .object("itemAppearance")),
        ])

    /// The appearance calls a bar button item takes, on the proxy or on one item (docs/UIKIT.md §2.5).
    static let itemAppearanceKeys = [
        ThemeKey("titleTextAttributes", .object("stateTextAttributes")),
        ThemeKey("backgroundImages", .list(.object("itemBackgroundImage"), maximum: 16, allowsSingle: false)),
        ThemeKey("titlePositionAdjustment", .offsetsPerMetrics),
        ThemeKey("backButtonTitlePositionAdjustment", .offsetsPerMetrics),
        ThemeKey("backButtonBackgroundImages", .list(.object("itemBackgroundImage"), maximum: 16, allowsSingle: false)),
    ]

    /// `barButtonItem:` at the top level, in a `when:` entry or in a bar block: the `UIBarButtonItem` proxy.
    public static let itemAppearanceObject = ThemeObject(
        "itemAppearance",
        "What UIBarButtonItem.appearance() (top level), appearance(whenContainedInInstancesOf:) (when: entry) or the proxy contained in a bar (navigationBar/toolbar block) receives.",
        [ThemeKey("tintColor", .color)] + itemAppearanceKeys)

    /// Title text attributes per control state.
    public static let stateTextAttributesObject = ThemeObject(
        "stateTextAttributes", "setTitleTextAttributes(_:for:): one attributes dictionary per UIControl.State.",
        [
            ThemeKey("normal", .object("textAttributes")),
            ThemeKey("highlighted", .object("textAttributes")),
            ThemeKey("disabled", .object("textAttributes")),
            ThemeKey("focused", .object("textAttributes")),
        ])

    /// A bar button item background image for one control state and metrics.
    public static let itemBackgroundImageObject = ThemeObject(
        "itemBackgroundImage", "setBackgroundImage(_:for:barMetrics:): an image behind the item for one control state and metrics.",
        required: ["image"],
        [ThemeKey("image", .image), ThemeKey("state", .choice(of: ControlState.self)), ThemeKey("metrics", .choice(of: BarMetrics.self))]
            + imageOptions)

    /// Text attributes: font, colour, shadow, tracking.
    public static let textAttributesObject = ThemeObject(
        "textAttributes", "NSAttributedString attributes BarTheme understands.",
        [
            ThemeKey("font", .font),
            ThemeKey("foregroundColor", .color),
            ThemeKey("shadow", .object("shadow")),
        ])

    /// A font: a pinned family with a weight, or a font file next to the theme, with a size.
    public static let fontObject = ThemeObject(
        "font", "A pinned font family with a weight, or a font file next to the theme; with a size.", required: ["size"],
        [
            ThemeKey("family", .choice(KnownFontFamilies.names)),
            ThemeKey("weight", .choice(of: FontWeight.self)),
            ThemeKey("size", .number(1...200)),
            ThemeKey("file", .pattern(#"^[^/~\\].*\.(otf|ttf|ttc|OTF|TTF|TTC)$"#)),
        ])

    /// A text shadow (`NSShadow`).
    public static let shadowObject = ThemeObject(
        "shadow", "NSShadow: colour, offset in points, blur radius.",
        [
            ThemeKey("color", .color),
            ThemeKey("offset", .offset),
            ThemeKey("blurRadius", .number(0...50)),
        ])

    /// Options any image accepts, after its path.
    static let imageOptions = [
        ThemeKey("capInsets", .edgeInsets),
        ThemeKey("resizingMode", .choice(of: ImageResizingMode.self)),
        ThemeKey("renderingMode", .choice(of: ImageRenderingMode.self)),
        ThemeKey("flipsForRightToLeft", .boolean),
    ]

    /// An image with UIKit's image options.
    public static let imageObject = ThemeObject(
        "image", "A PNG inside the theme's folder with UIKit's image options.", required: ["image"],
        [ThemeKey("image", .pattern(imagePathPattern))] + imageOptions)

    /// An SF Symbol image (`UIImage(systemName:withConfiguration:)`): a bar button item's image.
    public static let symbolImageObject = ThemeObject(
        "symbolImage", "An SF Symbol by name, with UIImage.SymbolConfiguration's weight, scale and point size (a bar button item's image).",
        required: ["systemName"],
        [
            ThemeKey("systemName", .pattern(symbolNamePattern)),
            ThemeKey("weight", .choice(of: SymbolWeight.self)),
            ThemeKey("scale", .choice(of: SymbolScale.self)),
            ThemeKey("pointSize", .number(1...200)),
        ])

    /// What an SF Symbol's name looks like: lower-case words and digits joined by dots.
    public static let symbolNamePattern = #"^[a-z0-9]+(\.[a-z0-9]+)*$"#

    /// Whether `name` matches ``symbolNamePattern``.
    public static func isSymbolName(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return !name.isEmpty
            && parts.allSatisfy { part in !part.isEmpty && part.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) } }
    }

    /// A navigation bar background image for one position and metrics.
    public static let backgroundImageObject = ThemeObject(
        "backgroundImage", "setBackgroundImage(_:for:barMetrics:): an image for one bar position and metrics.", required: ["image"],
        [ThemeKey("image", .image), ThemeKey("position", .choice(of: BarPosition.self)), ThemeKey("metrics", .choice(of: BarMetrics.self))]
            + imageOptions)

    /// A toolbar background image for one position and metrics.
    public static let toolbarBackgroundImageObject = ThemeObject(
        "toolbarBackgroundImage", "setBackgroundImage(_:forToolbarPosition:barMetrics:): an image for one toolbar position and metrics.",
        required: ["image"],
        [ThemeKey("image", .image), ThemeKey("position", .choice(toolbarPositions)), ThemeKey("metrics", .choice(of: BarMetrics.self))]
            + imageOptions)

    /// A toolbar shadow image for one position.
    public static let toolbarShadowImageObject = ThemeObject(
        "toolbarShadowImage", "setShadowImage(_:forToolbarPosition:): a hairline image for one toolbar position.", required: ["image"],
        [ThemeKey("image", .image), ThemeKey("position", .choice(toolbarPositions))] + imageOptions)

    /// Background and shadow keys every iOS 13+ bar appearance object has (UIBarAppearance).
    static let barAppearanceKeys = [
        ThemeKey("configureWith", .choice(of: AppearanceConfiguration.self)),
        ThemeKey("backgroundEffect", .choice(of: BlurEffectStyle.self)),
        ThemeKey("backgroundColor", .color),
        ThemeKey("backgroundImage", .image),
        ThemeKey("backgroundImageContentMode", .choice(of: ImageContentMode.self)),
        ThemeKey("shadowColor", .color),
        ThemeKey("shadowImage", .image),
    ]

    /// An iOS 13+ navigation bar appearance object.
    public static let navigationBarAppearanceObject = ThemeObject(
        "navigationBarAppearance", "An iOS 13+ UINavigationBarAppearance, used whole (docs/UIKIT.md §3.8).",
        barAppearanceKeys + [
            ThemeKey("titleTextAttributes", .object("textAttributes")),
            ThemeKey("largeTitleTextAttributes", .object("textAttributes")),
            ThemeKey("titlePositionAdjustment", .offset),
            ThemeKey("buttonAppearance", .object("barButtonItemAppearance")),
            ThemeKey("doneButtonAppearance", .object("barButtonItemAppearance")),
            ThemeKey("backButtonAppearance", .object("barButtonItemAppearance")),
            ThemeKey("backIndicatorImage", .image),
            ThemeKey("backIndicatorTransitionMaskImage", .image),
        ])

    /// An iOS 13+ toolbar appearance object.
    public static let toolbarAppearanceObject = ThemeObject(
        "toolbarAppearance", "An iOS 13+ UIToolbarAppearance, used whole.",
        barAppearanceKeys + [
            ThemeKey("buttonAppearance", .object("barButtonItemAppearance")),
            ThemeKey("doneButtonAppearance", .object("barButtonItemAppearance")),
        ])

    /// A bar button item appearance: one state appearance per control state.
    public static let barButtonItemAppearanceObject = ThemeObject(
        "barButtonItemAppearance", "UIBarButtonItemAppearance: one state appearance per control state.",
        [
            ThemeKey("normal", .object("barButtonItemStateAppearance")),
            ThemeKey("highlighted", .object("barButtonItemStateAppearance")),
            ThemeKey("disabled", .object("barButtonItemStateAppearance")),
            ThemeKey("focused", .object("barButtonItemStateAppearance")),
        ])

    /// A bar button item state appearance.
    public static let barButtonItemStateAppearanceObject = ThemeObject(
        "barButtonItemStateAppearance", "UIBarButtonItemStateAppearance.",
        [
            ThemeKey("titleTextAttributes", .object("textAttributes")),
            ThemeKey("titlePositionAdjustment", .offset),
            ThemeKey("backgroundImage", .image),
        ])

    /// One `when:` scope.
    public static let scopeObject = ThemeObject(
        "scope", "Appearance for bars inside given containers and/or trait environments.",
        [
            ThemeKey("containedIn", .list(.pattern(classNamePattern), maximum: 8, allowsSingle: true)),
            ThemeKey("traits", .object("traits")),
            ThemeKey("navigationBar", .object("navigationBar")),
            ThemeKey("toolbar", .object("toolbar")),
            ThemeKey("tabBar", .object("tabBar")),
            ThemeKey("barButtonItem", .object("itemAppearance")),
        ])

    /// A trait filter inside a scope.
    public static let traitsObject = ThemeObject(
        "traits", "A UITraitCollection filter: every trait given must match.",
        [
            ThemeKey("userInterfaceStyle", .choice(of: UserInterfaceStyle.self)),
            ThemeKey("horizontalSizeClass", .choice(of: SizeClass.self)),
            ThemeKey("verticalSizeClass", .choice(of: SizeClass.self)),
            ThemeKey("layoutDirection", .choice(of: LayoutDirection.self)),
            ThemeKey("userInterfaceIdiom", .choice(of: UserInterfaceIdiom.self)),
        ])

    /// A scene: what to draw.
    public static let sceneObject = ThemeObject(
        "scene", "What to draw: a bar, its items, its context and the variants to render.", required: ["name"],
        [
            ThemeKey("name", .pattern(#"^[A-Za-z0-9_-]+$"#)),
            ThemeKey("bar", .choice(of: BarKind.self)),
            ThemeKey("containedIn", .list(.pattern(classNamePattern), maximum: 8, allowsSingle: true)),
            ThemeKey("atScrollEdge", .boolean),
            ThemeKey("scrollEdgeEffect", .choice(of: ScrollEdgeEffectStyle.self)),
            ThemeKey("navigationBar", .object("navigationBar")),
            ThemeKey("toolbar", .object("toolbar")),
            ThemeKey("tabBar", .object("tabBar")),
            ThemeKey(
                "items",
                .list(
                    .anyOf([.object("navigationItem"), .object("barButtonItem"), .object("tabBarItem")]), maximum: 32, allowsSingle: false)),
            ThemeKey("selectedItem", .number(0...31)),
            ThemeKey("tabBarMinimizeBehavior", .choice(of: TabBarMinimizeBehavior.self)),
            ThemeKey("minimized", .boolean),
            ThemeKey("bottomAccessory", .object("placeholderView")),
            ThemeKey("searchController", .object("searchController")),
            ThemeKey("backdrop", .color),
            ThemeKey("statusBarHeight", .number(0...100)),
            ThemeKey("userInterfaceIdiom", .choice(of: UserInterfaceIdiom.self)),
            ThemeKey("variants", .object("variants")),
            ThemeKey("container", .choice(of: StackContainer.self)),
            ThemeKey("navigationController", .object("navigationController")),
            ThemeKey(
                "stack",
                .list(
                    .anyOf([.choice(StackStepKeys.bareSteps), .object("stackStep")]), maximum: StackStepKeys.maximumSteps,
                    allowsSingle: false)),
        ])

    /// `navigationController:` in a scene.
    public static let navigationControllerObject = ThemeObject(
        "navigationController", "The UINavigationController around a scene's stack: starting bar visibility and hidesBars options.",
        [
            ThemeKey("navigationBarHidden", .boolean),
            ThemeKey("toolbarHidden", .boolean),
            ThemeKey("hidesBarsOnSwipe", .boolean),
            ThemeKey("hidesBarsOnTap", .boolean),
            ThemeKey("hidesBarsWhenKeyboardAppears", .boolean),
            ThemeKey("hidesBarsWhenVerticallyCompact", .boolean),
        ])

    /// One step of a scene's `stack:`.
    public static let stackStepObject = ThemeObject(
        "stackStep", "One step of a scene's stack: exactly one operation or event, with animated and refuse.",
        [
            ThemeKey("push", .anyOf([.pattern(itemNamePattern), .object("navigationItem")])),
            ThemeKey("pop", .boolean),
            ThemeKey("popToRoot", .boolean),
            ThemeKey("popTo", .pattern(itemNamePattern)),
            ThemeKey(
                "setViewControllers",
                .list(
                    .anyOf([.pattern(itemNamePattern), .object("navigationItem")]), maximum: 32,
                    allowsSingle: false)),
            ThemeKey("setItems", .list(.anyOf([.pattern(itemNamePattern), .object("navigationItem")]), maximum: 32, allowsSingle: false)),
            ThemeKey("setNavigationBarHidden", .boolean),
            ThemeKey("setToolbarHidden", .boolean),
            ThemeKey("event", .choice(of: StackEvent.self)),
            ThemeKey("animated", .boolean),
            ThemeKey("refuse", .boolean),
        ])

    /// Item names (`name:` of a navigation item, and the names steps refer to).
    static let itemNamePattern = #"^[A-Za-z0-9_-]+$"#

    /// A navigation item.
    public static let navigationItemObject = ThemeObject(
        "navigationItem", "A UINavigationItem on the scene's stack.",
        [
            ThemeKey("name", .pattern(itemNamePattern)),
            ThemeKey("title", .text),
            ThemeKey("titleView", .object("placeholderView")),
            ThemeKey("prompt", .text),
            ThemeKey("subtitle", .text),
            ThemeKey("largeSubtitle", .text),
            ThemeKey("backBarButtonItem", .object("barButtonItem")),
            ThemeKey("backButtonTitle", .text),
            ThemeKey("backButtonDisplayMode", .choice(of: BackButtonDisplayMode.self)),
            ThemeKey("leftBarButtonItems", .list(.object("barButtonItem"), maximum: 8, allowsSingle: false)),
            ThemeKey("rightBarButtonItems", .list(.object("barButtonItem"), maximum: 8, allowsSingle: false)),
            ThemeKey("leadingItemGroups", .list(.object("barButtonItemGroup"), maximum: 8, allowsSingle: false)),
            ThemeKey("trailingItemGroups", .list(.object("barButtonItemGroup"), maximum: 8, allowsSingle: false)),
            ThemeKey("leftItemsSupplementBackButton", .boolean),
            ThemeKey("hidesBackButton", .boolean),
            ThemeKey("largeTitleDisplayMode", .choice(of: LargeTitleDisplayMode.self)),
            ThemeKey("standardAppearance", .object("navigationBarAppearance")),
            ThemeKey("compactAppearance", .object("navigationBarAppearance")),
            ThemeKey("scrollEdgeAppearance", .object("navigationBarAppearance")),
            ThemeKey("compactScrollEdgeAppearance", .object("navigationBarAppearance")),
            ThemeKey("toolbarItems", .list(.object("barButtonItem"), maximum: 16, allowsSingle: false)),
            ThemeKey("searchController", .object("searchController")),
        ])

    /// `searchController:` of a navigation item (docs/UIKIT.md §13).
    public static let searchControllerObject = ThemeObject(
        "searchController", "navigationItem.searchController: the search field UIKit shows in the navigation bar.",
        [
            ThemeKey("placeholder", .text),
            ThemeKey("text", .text),
            ThemeKey("placement", .choice(of: SearchBarPlacement.self)),
            ThemeKey("hidesWhenScrolling", .boolean),
            ThemeKey("allowsToolbarIntegration", .boolean),
            ThemeKey("searchBarStyle", .choice(of: SearchBarStyle.self)),
            ThemeKey("barTintColor", .color),
            ThemeKey("tintColor", .color),
            ThemeKey("textFieldBackgroundColor", .color),
        ])

    /// A bar button item.
    public static let barButtonItemObject = ThemeObject(
        "barButtonItem", "A UIBarButtonItem: exactly one of title, image, systemItem, customView.",
        [
            ThemeKey("title", .text),
            ThemeKey("image", .image),
            ThemeKey("systemItem", .choice(of: SystemItem.self)),
            ThemeKey("customView", .object("placeholderView")),
            ThemeKey("style", .choice(of: BarButtonItemStyle.self)),
            ThemeKey("enabled", .boolean),
            ThemeKey("state", .choice(of: ControlState.self)),
            ThemeKey("tintColor", .color),
            ThemeKey("width", .number(0...1000)),
            ThemeKey("accessibilityLabel", .text),
            ThemeKey("imageInsets", .signedEdgeInsets),
            ThemeKey("landscapeImagePhoneInsets", .signedEdgeInsets),
            ThemeKey("sharesBackground", .boolean),
            ThemeKey("hidesSharedBackground", .boolean),
            ThemeKey("searchBarPlacement", .boolean),
        ] + itemAppearanceKeys)

    /// A `UIBarButtonItemGroup` of a navigation item's `leadingItemGroups` / `trailingItemGroups`.
    public static let barButtonItemGroupObject = ThemeObject(
        "barButtonItemGroup", "A UIBarButtonItemGroup: items sharing one glass platter in ios26.", required: ["items"],
        [
            ThemeKey("items", .list(.object("barButtonItem"), maximum: 8, allowsSingle: false)),
            ThemeKey("representativeItem", .object("barButtonItem")),
        ])

    /// A placeholder view.
    public static let placeholderViewObject = ThemeObject(
        "placeholderView", "A box standing in for a custom UIView.", required: ["width", "height"],
        [
            ThemeKey("width", .number(1...1000)),
            ThemeKey("height", .number(1...200)),
            ThemeKey("color", .color),
            ThemeKey("label", .text),
        ])

    /// `variants:`: the render matrix.
    public static let variantsObject = ThemeObject(
        "variants", "The render matrix: every combination is one PNG.",
        [
            ThemeKey("metrics", .list(.choice(of: BarMetrics.self), maximum: 64, allowsSingle: true)),
            ThemeKey("positions", .list(.choice(of: BarPosition.self), maximum: 64, allowsSingle: true)),
            ThemeKey("widths", .list(.number(1...1366), maximum: 64, allowsSingle: true)),
            ThemeKey("scales", .list(.integer([1, 2, 3]), maximum: 64, allowsSingle: true)),
            ThemeKey("userInterfaceStyles", .list(.choice(of: UserInterfaceStyle.self), maximum: 64, allowsSingle: true)),
            ThemeKey("layoutDirections", .list(.choice(of: LayoutDirection.self), maximum: 64, allowsSingle: true)),
            ThemeKey("accessibility", .list(.pattern(AccessibilitySettings.schemaPattern), maximum: 64, allowsSingle: true)),
            ThemeKey("pseudoLanguages", .list(.choice(of: PseudoLanguage.self), maximum: 64, allowsSingle: true)),
        ])

    /// Every object, in the order the reference documents them.
    public static let objects: [ThemeObject] =
        [
            themeObject, policiesObject, lintObject, snapshotObject, navigationBarObject, toolbarObject, textAttributesObject, fontObject,
            shadowObject,
            imageObject, symbolImageObject, backgroundImageObject, toolbarBackgroundImageObject, toolbarShadowImageObject,
            navigationBarAppearanceObject,
            toolbarAppearanceObject, barButtonItemAppearanceObject, barButtonItemStateAppearanceObject, itemAppearanceObject,
            stateTextAttributesObject, itemBackgroundImageObject, scopeObject, traitsObject,
            sceneObject, navigationControllerObject, stackStepObject, navigationItemObject, searchControllerObject, barButtonItemObject,
            barButtonItemGroupObject, placeholderViewObject,
            variantsObject,
        ] + tabBarObjects

    // MARK: Key lists (the parser's tables)

    /// The top level's keys.
    public static var theme: [String] { themeObject.names }
    /// The navigation bar block's keys (kept under this name for existing callers).
    public static var barAppearance: [String] { navigationBarObject.names }
    /// The toolbar block's keys.
    public static var toolbar: [String] { toolbarObject.names }
    /// Text attributes' keys.
    public static var textAttributes: [String] { textAttributesObject.names }
    /// A font's keys.
    public static var font: [String] { fontObject.names }
    /// A text shadow's keys.
    public static var shadow: [String] { shadowObject.names }
    /// A scene's keys.
    public static var scene: [String] { sceneObject.names }
    /// A navigation item's keys.
    public static var navigationItem: [String] { navigationItemObject.names }
    /// A bar button item's keys.
    public static var barButtonItem: [String] { barButtonItemObject.names }
    /// The render matrix's keys.
    public static var variants: [String] { variantsObject.names }
    /// Every key of every object, without repeats.
    public static var all: [String] {
        var seen = Set<String>()
        return objects.flatMap(\.names).filter { seen.insert($0).inserted }
    }

    // MARK: Shared value rules

    /// Toolbar positions: `UIToolbar` has no `topAttached` (docs/UIKIT.md §5).
    static let toolbarPositions = ["any", "bottom", "top"]
    /// A relative path to a PNG.
    static let imagePathPattern = #"^[^/~\\].*\.(png|PNG)$"#
    /// An Objective-C or Swift class name, optionally module-qualified.
    static let classNamePattern = #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$"#
}
