/// Bar button items: the item proxy, per-state title attributes, item background images, the items and item groups of a scene.
extension ThemeKeys {
    /// The appearance calls a bar button item takes, on the proxy or on one item (docs/UIKIT.md §2.5).
    static let itemAppearanceKeys: [ThemeKeyDefinition] = [
        .key(
            .titleTextAttributes, .object(.stateTextAttributes), uikit: "`setTitleTextAttributes(_:for:)`",
            values: "[per-state text attributes](#stateTextAttributes)", default: "17 pt regular (done: semibold), the tint"),
        .key(
            .backgroundImages, .list(.object(.itemBackgroundImage), maximum: 16, allowsSingle: false),
            uikit: "`setBackgroundImage(_:for:barMetrics:)`", values: "a list of [item background images](#itemBackgroundImage)",
            default: "none"),
        .key(
            .titlePositionAdjustment, .offsetsPerMetrics, uikit: "`setTitlePositionAdjustment(_:for:)`",
            values:
                "`[x, y]` or `{ horizontal: x, vertical: y }` in points, -1000-1000 (default metrics), or `{ default: [x, y], compact: [x, y] }`",
            default: "`[0, 0]`"),
        .key(
            .backButtonTitlePositionAdjustment, .offsetsPerMetrics, uikit: "`setBackButtonTitlePositionAdjustment(_:for:)`",
            values:
                "as `titlePositionAdjustment`; the back button's title (none in `ios26`: lint `liquid-glass-ignored-back-title-offset`)",
            default: "`[0, 0]`"),
        .key(
            .backButtonBackgroundImages, .list(.object(.itemBackgroundImage), maximum: 16, allowsSingle: false),
            uikit: "`setBackButtonBackgroundImage(_:for:barMetrics:)`",
            values: "a list of [item background images](#itemBackgroundImage), behind the back button", default: "none"),
    ]

    /// `barButtonItem:` at the top level, in a `when:` entry or in a bar block: the `UIBarButtonItem` proxy.
    public static let itemAppearanceObject = ThemeObject(
        .itemAppearance,
        "What UIBarButtonItem.appearance() (top level), appearance(whenContainedInInstancesOf:) (when: entry) or the proxy contained in a bar (navigationBar/toolbar block) receives.",
        [.key(.tintColor, .color, uikit: "`tintColor`", values: "colour, beating the bar's", default: "the bar's `tintColor`")]
            + itemAppearanceKeys)

    /// Title text attributes per control state.
    public static let stateTextAttributesObject = ThemeObject(
        .stateTextAttributes, "setTitleTextAttributes(_:for:): one attributes dictionary per UIControl.State.",
        [
            .key(
                .normal, .object(.textAttributes), uikit: "`.normal`", values: "[text attributes](#textAttributes)", default: "the defaults"
            ),
            .key(.highlighted, .object(.textAttributes), uikit: "`.highlighted`", values: "text attributes", default: "`normal`"),
            .key(
                .disabled, .object(.textAttributes), uikit: "`.disabled`", values: "text attributes",
                default: "`normal`, dimmed without a colour"),
            .key(.focused, .object(.textAttributes), uikit: "`.focused`", values: "text attributes", default: "`normal`"),
        ])

    /// A bar button item background image for one control state and metrics.
    public static let itemBackgroundImageObject = ThemeObject(
        .itemBackgroundImage, "setBackgroundImage(_:for:barMetrics:): an image behind the item for one control state and metrics.",
        required: [.image],
        [
            .key(.image, .image, uikit: "the image", values: "a path or an [image](#image) mapping", default: "required"),
            .key(
                .state, .choice(of: ControlState.self), uikit: "`UIControl.State`",
                values: "`normal`, `highlighted`, `disabled`, `focused`", default: "`normal`"),
            .key(
                .metrics, .choice(of: BarMetrics.self), uikit: "`UIBarMetrics`",
                values: "`default`, `compact`, `defaultPrompt`, `compactPrompt`", default: "`default`"),
        ]
            + imageOptions.map { $0.shared(asFor: "an [image](#image)") })

    /// A bar button item.
    public static let barButtonItemObject = ThemeObject(
        .barButtonItem, "A UIBarButtonItem: exactly one of title, image, systemItem, customView.",
        [
            .key(.title, .text, uikit: "`title`", values: "text", default: "none"),
            .key(
                .image, .image, uikit: "`image`",
                values:
                    "an [image](#image) (a template by default, tinted), or an [SF Symbol](#symbolImage) `{ systemName: NAME }` laid out with its measured box",
                default: "none"),
            .key(
                .systemItem, .choice(of: SystemItem.self), uikit: "`UIBarButtonItem.SystemItem`",
                values:
                    "text items `done`, `cancel`, `edit`, `save`, `undo`, `redo` (drawn as their English titles, `done` and `save` in the done style); icons `add`, `compose`, `reply`, `action`, `organize`, `bookmarks`, `search`, `refresh`, `stop`, `camera`, `trash`, `play`, `pause`, `rewind`, `fastForward` (BarTheme's own vector drawings in a 24 pt box, in the item's tint; `add` in the `ios13` and `ios15` eras is the measured SF Symbols plus in a 21.67 pt box, docs/UIKIT.md §1.4.1; `reply` flips right to left) and `close` (the iOS 13 grey circled cross, not tinted); spaces `flexibleSpace` (shares the free width in a toolbar) and `fixedSpace` (`width`, default 8)",
                default: "none"),
            .key(
                .customView, .object(.customView), uikit: "`customView`",
                values:
                    "a [custom view](#customView): a placeholder box, or an SF Symbol or a text hosted as a view (a SwiftUI `NavigationLink`'s label)",
                default: "none"),
            .key(
                .style, .choice(of: BarButtonItemStyle.self), uikit: "`style`",
                values:
                    "`plain` (17 pt regular), `done` (17 pt semibold), `prominent` (iOS 26: alone on a capsule filled with the item's or bar's tint, else systemBlue, white semibold title; drawn as `done` before `ios26`, docs/UIKIT.md §10.4)",
                default: "`plain`"),
            .key(
                .enabled, .boolean, uikit: "`isEnabled`",
                values: "`true`, `false` (disabled items take their `disabled` title attributes, else are dimmed)", default: "`true`"),
            .key(
                .state, .choice(of: ControlState.self), uikit: "the control state drawn (`isHighlighted`, focus)",
                values:
                    "`normal`, `highlighted` (pressed), `focused`, `disabled` (same as `enabled: false`): the item takes that state's title attributes and background image, else its normal look (docs/UIKIT.md §2.5); `enabled: false` wins over `highlighted` and `focused`",
                default: "`normal`"),
            .key(.tintColor, .color, uikit: "`tintColor`", values: "colour, beating the bar's", default: "the bar's `tintColor`"),
            .key(
                .width, .number(0...1000), uikit: "`width`",
                values:
                    "points, 0-1000: a `fixedSpace`'s width; on an item showing an image (`image`, an SF Symbol, a system icon) or a title, a positive width is the box its image or title is centred in at its own size (a longer title cut with an ellipsis), so the item and its neighbours make room for it (on Liquid Glass the box stands in for the content's width on its platter; docs/UIKIT.md §2.5, §10.4)",
                default: "0: automatic (8 for a fixed space)"),
            .key(
                .accessibilityLabel, .text, uikit: "`accessibilityLabel`",
                values:
                    "text: what VoiceOver reads (`render-theme describe`); without it a title is read as written, a system item by UIKit's label (`add` → \"Add\", `action` → \"Share\", `trash` → \"Delete\"), an image by its file name (lint `image-item-without-label`)",
                default: "none"),
            .key(
                .imageInsets, .signedEdgeInsets, uikit: "`imageInsets`",
                values:
                    "`[top, left, bottom, right]` in points, -1000-1000: an image item's image, at its own size, is centred in its box inset by these (`[5, 0, -5, 0]` moves it 5 pt down)",
                default: "`[0, 0, 0, 0]`"),
            .key(
                .landscapeImagePhoneInsets, .signedEdgeInsets, uikit: "`landscapeImagePhoneInsets`",
                values: "as `imageInsets`, in compact metrics", default: "`imageInsets`"),
            .key(
                .sharesBackground, .boolean, uikit: "`sharesBackground` (iOS 26)",
                values: "`true`, `false`: `false` puts the item on a glass platter of its own (`ios26`, docs/UIKIT.md §10.4)",
                default: "`true`"),
            .key(
                .hidesSharedBackground, .boolean, uikit: "`hidesSharedBackground` (iOS 26)",
                values: "`true`, `false`: `true` draws the item with no glass platter (`ios26`, docs/UIKIT.md §10.4)", default: "`false`"),
            .key(
                .swiftUILabel, .choice(of: SwiftUILabelForm.self), uikit: "none: the SwiftUI toolbar item's label",
                values:
                    "`image` (a bare `Image(systemName:)`), `label` (`Label(_, systemImage:)`, `Button(_, systemImage:)`), `text` (`Text`, `Button(\"Title\")`), `view` (a view of the app's own: an `Image` or a shape with its own `.frame` or `.padding` and `.background` in the label): what a SwiftUI `ToolbarItem`'s `Button`, `Menu` or `NavigationLink` is labelled with. On Liquid Glass in light mode an `image` label draws its symbol in the plain label colour, black, where a `label` (and a UIKit image item) draws the vibrant #1A1A1A; dark mode draws both alike (measured on nine and three apps, docs/UIKIT.md §10.3); an `image` label's symbol is centred on the row, where a `label`'s sits by the font's baseline (docs/UIKIT.md §10.13). With any form, an item's own chromatic `tintColor` (`.tint`, `.foregroundStyle`) colours its symbol on plain glass instead of filling the platter (three apps, docs/UIKIT.md §10.4). `image` and `label` go with an `image` or a `customView` showing a symbol, `text` with a `title`, `view` with a `customView` box the label's size: on Liquid Glass its platter is the box plus 6 pt each side, at least the 44 pt circle, where an app's own UIKit or React Native view takes 4 pt (three apps, docs/UIKIT.md §10.16)",
                default: "none: a UIKit item"),
            .key(
                .searchBarPlacement, .boolean, uikit: "`navigationItem.searchBarPlacementBarButtonItem` (iOS 26)",
                values:
                    "`true`: this toolbar item is where an iPhone's floating toolbar puts the search field (docs/UIKIT.md §10.7); written alone (`{ searchBarPlacement: true }`), only among toolbar items; takes no room when the field is not in the toolbar (lint `toolbar-search-before-liquid-glass` before `ios26`)",
                default: "none"),
        ]
            + itemAppearanceKeys.map {
                $0.documented(
                    uikit: "the item's own calls, beating every proxy", values: "as for the [item proxy](#itemAppearance)",
                    default: "the proxies'")
            })

    /// A `UIBarButtonItemGroup` of a navigation item's `leadingItemGroups` / `trailingItemGroups`.
    public static let barButtonItemGroupObject = ThemeObject(
        .barButtonItemGroup, "A UIBarButtonItemGroup: items sharing one glass platter in ios26.", required: [.items],
        [
            .key(
                .items, .list(.object(.barButtonItem), maximum: 8, allowsSingle: false), uikit: "`barButtonItems`",
                values: "[bar button items](#barButtonItem), leading to trailing, 1 to 8", default: "required"),
            .key(
                .representativeItem, .object(.barButtonItem), uikit: "`representativeItem`",
                values:
                    "a [bar button item](#barButtonItem) UIKit shows instead of the items when the bar is short of room; BarTheme never collapses a group, so it is checked, not drawn",
                default: "none"),
        ])

    /// A bar button item's `customView`: a placeholder box, or a view showing an SF Symbol at its own
    /// size (how SwiftUI hosts a toolbar item it does not turn into a plain image item, docs/UIKIT.md §10.16).
    public static let customViewObject = ThemeObject(
        .customView,
        "A bar button item's custom UIView: a placeholder box (width and height), or an SF Symbol or a text shown at its own size.",
        table: .meaning,
        [
            .key(
                .image, .object(.symbolImage),
                values:
                    "an [SF Symbol](#symbolImage) `{ systemName: NAME }`: the view is the symbol's advance wide and shows the symbol in the item's tint; on Liquid Glass its platter is the view plus 10.42 pt each side (a capsule wider than the 44 pt circle a plain image item keeps, docs/UIKIT.md §10.16). What SwiftUI makes of a `NavigationLink` in a `ToolbarItem`; a UIKit button of the app's own says `contentHorizontalAlignment`",
                default: "none: a placeholder box"),
            .key(
                .title, .text,
                values:
                    "text the view shows at its own size, in the item's font and tint; on Liquid Glass its platter is the text's advance "
                    + "plus 10.42 pt each side, where a text item's is its title plus 15.83 pt (docs/UIKIT.md §10.16). What SwiftUI makes "
                    + "of a `NavigationLink` with a `Text` label in a `ToolbarItem`; not with `image`",
                default: "none: a placeholder box"),
            .key(
                .width, .number(1...1000),
                values:
                    "points, 1-1000 (with `image`: its advance; with `title`: the text's); without either, the app's own view, "
                    + "whose Liquid Glass platter is its width plus 4 pt each side, at least the 44 pt circle (docs/UIKIT.md §10.16)",
                default: "required without `image` or `title`"),
            .key(
                .height, .number(1...200), values: "points, 1-200 (with `image`: its ink's height; with `title`: its line's)",
                default: "required without `image` or `title`"),
            .key(
                .contentHorizontalAlignment, .choice(of: ContentHorizontalAlignment.self),
                values:
                    "`leading` (UIKit's `.left` in a left-to-right app), `center`, `trailing` (`.right`): a UIKit `UIButton` of the app's "
                    + "own showing the `image`, where the image sits across the view's `width` (its frame). Writing it says the view is "
                    + "UIKit's, not SwiftUI's hosting view: on Liquid Glass its platter is the view plus 4 pt each side, at least the "
                    + "44 pt circle, a glyph-sized one 8 pt from the next glyph on a capsule it shares (one app, docs/UIKIT.md §10.16); "
                    + "with `image` only",
                default: "none: a hosted view, the image centred"),
            .key(.color, .color, values: "fill colour of the box (not drawn with `image` or `title`)", default: "systemGray5"),
            .key(
                .label, .text,
                values:
                    "text drawn in the box (not drawn with `image` or `title`); what VoiceOver reads without an `accessibilityLabel`",
                default: "none"),
        ])

    /// A placeholder view.
    public static let placeholderViewObject = ThemeObject(
        .placeholderView, "A box standing in for a custom UIView.", required: [.width, .height], table: .meaning,
        [
            .key(.width, .number(1...1000), values: "points, 1-1000", default: "required"),
            .key(.height, .number(1...200), values: "points, 1-200", default: "required"),
            .key(.color, .color, values: "fill colour", default: "systemGray5"),
            .key(.label, .text, values: "text drawn in the box", default: "none"),
        ])
}
