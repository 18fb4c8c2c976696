/// Images: a PNG with options, an SF Symbol, bar background and shadow images.
extension ThemeKeys {
    /// Options any image accepts, after its path.
    static let imageOptions: [ThemeKeyDefinition] = [
        .key(
            .capInsets, .edgeInsets, uikit: "`resizableImage(withCapInsets:)`", values: "`[top, left, bottom, right]` in points, 0-1000",
            default: "not resizable"),
        .key(
            .resizingMode, .choice(of: ImageResizingMode.self), uikit: "`UIImage.ResizingMode`", values: "`stretch`, `tile`",
            default: "`stretch`"),
        .key(
            .renderingMode, .choice(of: ImageRenderingMode.self), uikit: "`UIImage.RenderingMode`",
            values: "`automatic`, `template`, `original` (`alwaysTemplate`, `alwaysOriginal` are aliases)",
            default: "`automatic`: bar foreground images are templates (docs/UIKIT.md §3.9)"),
        .key(
            .flipsForRightToLeft, .boolean, uikit: "`imageFlipsForRightToLeftLayoutDirection`", values: "`true`, `false`",
            default: "`false`"),
    ]

    /// An image with UIKit's image options.
    public static let imageObject = ThemeObject(
        .image, "A PNG inside the theme's folder with UIKit's image options.", required: [.image],
        [.key(.image, .pattern(imagePathPattern), uikit: "the file", values: "relative `.png` path", default: "required")] + imageOptions)

    /// An SF Symbol image (`UIImage(systemName:withConfiguration:)`): a bar button item's image.
    public static let symbolImageObject = ThemeObject(
        .symbolImage, "An SF Symbol by name, with UIImage.SymbolConfiguration's weight, scale and point size (a bar button item's image).",
        required: [.systemName],
        [
            .key(
                .systemName, .pattern(symbolNamePattern), uikit: "`UIImage(systemName:)`",
                values: "a symbol name: lower-case words and digits joined by dots", default: "required"),
            .key(
                .weight, .choice(of: SymbolWeight.self), uikit: "`UIImage.SymbolConfiguration(weight:)`",
                values:
                    "`ultraLight`, `thin`, `light`, `regular`, `medium`, `semibold`, `bold`, `heavy`, `black`: the stand-in's stroke (approximate)",
                default: "the bar's"),
            .key(
                .scale, .choice(of: SymbolScale.self), uikit: "`UIImage.SymbolConfiguration(scale:)`",
                values:
                    "`small`, `medium`, `large`: that scale's glyph box from SF Pro's font data (docs/UIKIT.md §10.13; a name the font data lacks: × 0.62, 0.78, 1, approximate)",
                default: "the bar's (`large`; a tab bar's `medium`)"),
            .key(
                .pointSize, .number(1...200), uikit: "`UIImage.SymbolConfiguration(pointSize:)`",
                values: "1-200: the box × pointSize / 17 (a tab bar's / 23)", default: "the bar's (17; a tab bar's 23)"),
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
        .backgroundImage, "setBackgroundImage(_:for:barMetrics:): an image for one bar position and metrics.", required: [.image],
        [
            .key(.image, .image, uikit: "the image", values: "a path or an [image](#image) mapping", default: "required"),
            .key(
                .position, .choice(of: BarPosition.self), uikit: "`UIBarPosition`", values: "`any`, `top`, `topAttached`, `bottom`",
                default: "`any` (the position-less setter)"),
            .key(
                .metrics, .choice(of: BarMetrics.self), uikit: "`UIBarMetrics`",
                values: "`default`, `compact`, `defaultPrompt`, `compactPrompt` (`landscapePhone`, `landscapePhonePrompt` are aliases)",
                default: "`default`"),
        ]
            + imageOptions.map { $0.shared(asFor: "an [image](#image)") })

    /// A toolbar background image for one position and metrics.
    public static let toolbarBackgroundImageObject = ThemeObject(
        .toolbarBackgroundImage, "setBackgroundImage(_:forToolbarPosition:barMetrics:): an image for one toolbar position and metrics.",
        required: [.image],
        [
            .key(.image, .image, uikit: "the image", values: "a path or an [image](#image) mapping", default: "required"),
            .key(
                .position, .choice(toolbarPositions), uikit: "`UIBarPosition`", values: "`any`, `top`, `bottom`",
                default: "`any` (the position-less setter)"),
            .key(
                .metrics, .choice(of: BarMetrics.self), uikit: "`UIBarMetrics`",
                values: "`default`, `compact`, `defaultPrompt`, `compactPrompt` (`landscapePhone`, `landscapePhonePrompt` are aliases)",
                default: "`default`"),
        ]
            + imageOptions.map { $0.shared(asFor: "an [image](#image)") })

    /// A toolbar shadow image for one position.
    public static let toolbarShadowImageObject = ThemeObject(
        .toolbarShadowImage, "setShadowImage(_:forToolbarPosition:): a hairline image for one toolbar position.", required: [.image],
        [
            .key(
                .image, .image, uikit: "`setShadowImage(_:forToolbarPosition:)`", values: "a path or an [image](#image) mapping",
                default: "required"),
            .key(.position, .choice(toolbarPositions), uikit: "`UIBarPosition`", values: "`any`, `top`, `bottom`", default: "`any`"),
        ] + imageOptions.map { $0.shared(asFor: "an [image](#image)") })

    /// Toolbar positions: `UIToolbar` has no `topAttached` (docs/UIKIT.md §5).
    static let toolbarPositions = ["any", "bottom", "top"]
    /// A relative path to a PNG.
    static let imagePathPattern = #"^[^/~\\].*\.(png|PNG)$"#
    /// An Objective-C or Swift class name, optionally module-qualified.
    static let classNamePattern = #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)?$"#
}
