/// The bars: the navigation bar and toolbar blocks, their iOS 13+ appearance objects and button appearances.
extension ThemeKeys {
    /// `navigationBar:`: what the navigation bar's appearance proxy (or one bar) receives.
    public static let navigationBarObject = ThemeObject(
        .navigationBar, "What UINavigationBar.appearance() (or one bar instance) receives.",
        [
            .key(
                .barStyle, .choice(of: BarStyle.self), uikit: "`barStyle`",
                values: "`default`, `black`, `blackTranslucent` (deprecated; forces translucency); `blackOpaque` is an alias of `black`",
                default: "`default`"),
            .key(
                .translucent, .boolean, uikit: "`isTranslucent`", values: "`true`, `false`",
                default: "`true` (with a background image: inferred from its alpha, docs/UIKIT.md §3.6)"),
            .key(
                .barTintColor, .color, uikit: "`barTintColor`", values: "colour; its alpha is ignored (QA1808)",
                default: "none: the style's material"),
            .key(
                .tintColor, .color, uikit: "`tintColor`", values: "colour for items, back chevron and back title",
                default: "systemBlue (`#007AFF` / `#0A84FF`)"),
            .key(
                .titleTextAttributes, .object(.textAttributes), uikit: "`titleTextAttributes`",
                values: "[text attributes](#textAttributes)", default: "system 17 pt semibold, label colour"),
            .key(
                .largeTitleTextAttributes, .object(.textAttributes), uikit: "`largeTitleTextAttributes` (iOS 11+)",
                values: "[text attributes](#textAttributes)",
                default: "`Inter Display` (the SF Pro Display stand-in) 34 pt bold, label colour"),
            .key(
                .titleVerticalPositionAdjustment, .perMetrics, uikit: "`setTitleVerticalPositionAdjustment(_:for:)`",
                values:
                    "a number (for `default` metrics) or `{ default: n, compact: n, defaultPrompt: n, compactPrompt: n }` (`landscapePhone*` are aliases), -100...100",
                default: "0"),
            .key(.prefersLargeTitles, .boolean, uikit: "`prefersLargeTitles` (iOS 11+)", values: "`true`, `false`", default: "`false`"),
            .key(
                .backgroundImages, .list(.object(.backgroundImage), maximum: 16, allowsSingle: false),
                uikit: "`setBackgroundImage(_:for:barMetrics:)`",
                values: "a list of [background images](#backgroundImage), one per (position, metrics), at most 16",
                default: "none: the system background"),
            .key(
                .shadowImage, .image, uikit: "`shadowImage`",
                values: "an [image](#image); shown only with a custom background image when `policies.shadowImageRequiresBackgroundImage`",
                default: "the default hairline"),
            .key(
                .backIndicatorImage, .image, uikit: "`backIndicatorImage`",
                values: "an [image](#image); needs `backIndicatorTransitionMaskImage` too (docs/UIKIT.md §3.5)",
                default: "the system chevron"),
            .key(
                .backIndicatorTransitionMaskImage, .image, uikit: "`backIndicatorTransitionMaskImage`", values: "an [image](#image)",
                default: "the system chevron's mask"),
            .key(
                .standardAppearance, .object(.navigationBarAppearance), uikit: "`standardAppearance` (iOS 13+)",
                values: "an [appearance object](#navigationBarAppearance)", default: "`configureWithDefaultBackground()`"),
            .key(
                .compactAppearance, .object(.navigationBarAppearance), uikit: "`compactAppearance`",
                values: "an [appearance object](#navigationBarAppearance)",
                default: "falls back to `standardAppearance` (docs/UIKIT.md §3.8)"),
            .key(
                .scrollEdgeAppearance, .object(.navigationBarAppearance), uikit: "`scrollEdgeAppearance`",
                values: "an [appearance object](#navigationBarAppearance)",
                default: "the standard appearance with a transparent background (docs/UIKIT.md §3.8)"),
            .key(
                .compactScrollEdgeAppearance, .object(.navigationBarAppearance), uikit: "`compactScrollEdgeAppearance` (iOS 15+)",
                values: "an [appearance object](#navigationBarAppearance)",
                default: "`scrollEdgeAppearance`, then `compactAppearance`, then standard"),
            .key(
                .barButtonItem, .object(.itemAppearance),
                uikit:
                    "`UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])` (in a scope: with its containers after the bar; in a scene: the items of this bar)",
                values: "an [item proxy](#itemAppearance)", default: "nothing set"),
        ])

    /// `toolbar:`: what the toolbar's appearance proxy (or one toolbar) receives.
    public static let toolbarObject = ThemeObject(
        .toolbar, "What UIToolbar.appearance() (or one toolbar instance) receives.",
        [
            .key(.barStyle, .choice(of: BarStyle.self), uikit: "`barStyle`", values: "as for the navigation bar", default: "`default`"),
            .key(.translucent, .boolean, uikit: "`isTranslucent`", values: "`true`, `false`", default: "`true`"),
            .key(.barTintColor, .color, uikit: "`barTintColor`", values: "colour; alpha ignored", default: "the style's material"),
            .key(.tintColor, .color, uikit: "`tintColor`", values: "colour for items", default: "systemBlue"),
            .key(
                .backgroundImages, .list(.object(.toolbarBackgroundImage), maximum: 16, allowsSingle: false),
                uikit: "`setBackgroundImage(_:forToolbarPosition:barMetrics:)`",
                values: "a list of [toolbar background images](#toolbarBackgroundImage)", default: "none"),
            .key(
                .shadowImage, .image, uikit: "`setShadowImage(_:forToolbarPosition: .any)`",
                values: "an [image](#image) for every position", default: "the default hairline"),
            .key(
                .shadowImages, .list(.object(.toolbarShadowImage), maximum: 3, allowsSingle: false),
                uikit: "`setShadowImage(_:forToolbarPosition:)`",
                values: "a list of [toolbar shadow images](#toolbarShadowImage), one per position; not together with `shadowImage`",
                default: "none"),
            .key(
                .standardAppearance, .object(.toolbarAppearance), uikit: "the same `UIToolbar` properties (iOS 13+/15+)",
                values: "[toolbar appearance objects](#toolbarAppearance)", default: "as for the navigation bar"),
            .key(
                .compactAppearance, .object(.toolbarAppearance), uikit: "the same `UIToolbar` properties (iOS 13+/15+)",
                values: "[toolbar appearance objects](#toolbarAppearance)", default: "as for the navigation bar"),
            .key(
                .scrollEdgeAppearance, .object(.toolbarAppearance), uikit: "the same `UIToolbar` properties (iOS 13+/15+)",
                values: "[toolbar appearance objects](#toolbarAppearance)", default: "as for the navigation bar"),
            .key(
                .compactScrollEdgeAppearance, .object(.toolbarAppearance), uikit: "the same `UIToolbar` properties (iOS 13+/15+)",
                values: "[toolbar appearance objects](#toolbarAppearance)", default: "as for the navigation bar"),
            .key(
                .barButtonItem, .object(.itemAppearance),
                uikit: "`UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self])`",
                values: "an [item proxy](#itemAppearance)", default: "nothing set"),
        ])

    /// Background and shadow keys every iOS 13+ bar appearance object has (UIBarAppearance).
    static let barAppearanceKeys: [ThemeKeyDefinition] = [
        .key(
            .configureWith, .choice(of: AppearanceConfiguration.self),
            uikit: "`configureWithDefaultBackground()` / `…OpaqueBackground()` / `…TransparentBackground()`",
            values: "`default`, `opaque`, `transparent`; resets background and shadow only", default: "`default`"),
        .key(
            .backgroundEffect, .choice(of: BlurEffectStyle.self), uikit: "`backgroundEffect` (`UIBlurEffect.Style`)",
            values:
                "`none`, `systemChromeMaterial`, `systemMaterial`, `systemThinMaterial`, `systemUltraThinMaterial`, `systemThickMaterial`, `regular`, `prominent`, `light`, `dark`, `extraLight`",
            default: "`systemChromeMaterial` (default configuration)"),
        .key(
            .backgroundColor, .color, uikit: "`backgroundColor`", values: "colour, composited over the effect",
            default: "none (`systemBackground` when opaque)"),
        .key(
            .backgroundImage, .image, uikit: "`backgroundImage`", values: "an [image](#image), composited over the colour", default: "none"),
        .key(
            .backgroundImageContentMode, .choice(of: ImageContentMode.self), uikit: "`backgroundImageContentMode`",
            values:
                "`scaleToFill`, `scaleAspectFit`, `scaleAspectFill`, `center`, `top`, `bottom`, `left`, `right`, `topLeft`, `topRight`, `bottomLeft`, `bottomRight` (`redraw` is read as `scaleToFill`)",
            default: "`scaleToFill`"),
        .key(
            .shadowColor, .color, uikit: "`shadowColor`", values: "colour; clear hides the hairline", default: "the system hairline colour"),
        .key(
            .shadowImage, .image, uikit: "`shadowImage`", values: "an [image](#image); a template image is tinted with `shadowColor`",
            default: "none"),
    ]

    /// An iOS 13+ navigation bar appearance object.
    public static let navigationBarAppearanceObject = ThemeObject(
        .navigationBarAppearance, "An iOS 13+ UINavigationBarAppearance, used whole (docs/UIKIT.md §3.8).",
        barAppearanceKeys + [
            .key(
                .titleTextAttributes, .object(.textAttributes), uikit: "`titleTextAttributes`",
                values: "[text attributes](#textAttributes)", default: "as the legacy title"),
            .key(
                .largeTitleTextAttributes, .object(.textAttributes), uikit: "`largeTitleTextAttributes`",
                values: "[text attributes](#textAttributes)", default: "as the legacy large title"),
            .key(
                .titlePositionAdjustment, .offset, uikit: "`titlePositionAdjustment` (`UIOffset`)",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points",
                default: "`[0, 0]`"),
            .key(
                .buttonAppearance, .object(.barButtonItemAppearance), uikit: "`buttonAppearance`",
                values: "a [button appearance](#barButtonItemAppearance) for plain items", default: "defaults"),
            .key(
                .doneButtonAppearance, .object(.barButtonItemAppearance), uikit: "`doneButtonAppearance`",
                values: "a [button appearance](#barButtonItemAppearance) for done items", default: "defaults"),
            .key(
                .backButtonAppearance, .object(.barButtonItemAppearance), uikit: "`backButtonAppearance`",
                values: "a [button appearance](#barButtonItemAppearance)", default: "drawn from `buttonAppearance`"),
            .key(
                .backIndicatorImage, .image, uikit: "`setBackIndicatorImage(_:transitionMaskImage:)`",
                values: "an [image](#image); both or neither", default: "the system chevron"),
            .key(
                .backIndicatorTransitionMaskImage, .image, uikit: "the same call's mask", values: "an [image](#image)",
                default: "the system mask"),
        ])

    /// An iOS 13+ toolbar appearance object.
    public static let toolbarAppearanceObject = ThemeObject(
        .toolbarAppearance, "An iOS 13+ UIToolbarAppearance, used whole.",
        barAppearanceKeys + [
            .key(
                .buttonAppearance, .object(.barButtonItemAppearance), uikit: "`buttonAppearance`",
                values: "a [button appearance](#barButtonItemAppearance) for plain items", default: "defaults"),
            .key(
                .doneButtonAppearance, .object(.barButtonItemAppearance), uikit: "`doneButtonAppearance`",
                values: "a [button appearance](#barButtonItemAppearance) for done items", default: "defaults"),
        ])

    /// A bar button item appearance: one state appearance per control state.
    public static let barButtonItemAppearanceObject = ThemeObject(
        .barButtonItemAppearance, "UIBarButtonItemAppearance: one state appearance per control state.",
        [
            .key(
                .normal, .object(.barButtonItemStateAppearance), uikit: "`.normal`",
                values: "a [state appearance](#barButtonItemStateAppearance)", default: "defaults"),
            .key(
                .highlighted, .object(.barButtonItemStateAppearance), uikit: "`.highlighted`", values: "a state appearance",
                default: "`normal`"),
            .key(
                .disabled, .object(.barButtonItemStateAppearance), uikit: "`.disabled`", values: "a state appearance",
                default: "`normal`, dimmed"),
            .key(.focused, .object(.barButtonItemStateAppearance), uikit: "`.focused`", values: "a state appearance", default: "`normal`"),
        ])

    /// A bar button item state appearance.
    public static let barButtonItemStateAppearanceObject = ThemeObject(
        .barButtonItemStateAppearance, "UIBarButtonItemStateAppearance.",
        [
            .key(
                .titleTextAttributes, .object(.textAttributes), uikit: "`titleTextAttributes`",
                values: "[text attributes](#textAttributes)", default: "17 pt regular (done: semibold), `tintColor`"),
            .key(
                .titlePositionAdjustment, .offset, uikit: "`titlePositionAdjustment`",
                values: "`[x, y]` or `{ horizontal: x, vertical: y }` in points", default: "`[0, 0]`"),
            .key(.backgroundImage, .image, uikit: "`backgroundImage`", values: "an [image](#image) (not tinted)", default: "none"),
        ])
}
