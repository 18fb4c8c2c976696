/// Scopes and scenes: `when:` entries, traits, scenes, the navigation stack, navigation items, search, variants.
extension ThemeKeys {
    /// One `when:` scope.
    public static let scopeObject = ThemeObject(
        .scope, "Appearance for bars inside given containers and/or trait environments.",
        [
            .key(
                .containedIn, .list(.pattern(classNamePattern), maximum: 8, allowsSingle: true), uikit: "`whenContainedInInstancesOf:`",
                values: "class names, innermost first as UIKit writes them (`UINavigationController`, `MyApp.SettingsViewController`), 1-8",
                default: "none"),
            .key(.traits, .object(.traits), uikit: "`appearance(for: UITraitCollection)`", values: "[traits](#traits)", default: "none"),
            .key(
                .navigationBar, .object(.navigationBar), uikit: "the scoped navigation bar proxy",
                values: "a [navigation bar](#navigationBar) block", default: "none"),
            .key(.toolbar, .object(.toolbar), uikit: "the scoped toolbar proxy", values: "a [toolbar](#toolbar) block", default: "none"),
            .key(.tabBar, .object(.tabBar), uikit: "the scoped tab bar proxy", values: "a [tab bar](#tabBar) block", default: "none"),
            .key(
                .barButtonItem, .object(.itemAppearance),
                uikit: "`UIBarButtonItem.appearance(whenContainedInInstancesOf:)` with the scope's containers",
                values: "an [item proxy](#itemAppearance)", default: "none"),
        ])

    /// A trait filter inside a scope.
    public static let traitsObject = ThemeObject(
        .traits, "A UITraitCollection filter: every trait given must match.",
        table: KeyTableColumns(key: "key", uikit: "UIKit", values: "values", defaultText: nil),
        [
            .key(.userInterfaceStyle, .choice(of: UserInterfaceStyle.self), uikit: "`UIUserInterfaceStyle`", values: "`light`, `dark`"),
            .key(.horizontalSizeClass, .choice(of: SizeClass.self), uikit: "`UIUserInterfaceSizeClass`", values: "`compact`, `regular`"),
            .key(.verticalSizeClass, .choice(of: SizeClass.self), uikit: "`UIUserInterfaceSizeClass`", values: "`compact`, `regular`"),
            .key(
                .layoutDirection, .choice(of: LayoutDirection.self), uikit: "`UITraitEnvironmentLayoutDirection`",
                values: "`leftToRight`, `rightToLeft`"),
            .key(.userInterfaceIdiom, .choice(of: UserInterfaceIdiom.self), uikit: "`UIUserInterfaceIdiom`", values: "`phone`, `pad`"),
        ])

    /// A scene: what to draw.
    public static let sceneObject = ThemeObject(
        .scene, "What to draw: a bar, its items, its context and the variants to render.", required: [.name], table: .meaning,
        [
            .key(
                .name, .pattern(#"^[A-Za-z0-9_-]+$"#), values: "letters, digits, `-`, `_`; unique in the theme; used in file names",
                default: "required"),
            .key(
                .bar, .choice(of: BarKind.self), values: "`navigationBar`, `toolbar` or `tabBar` (docs/UIKIT.md §18)",
                default: "`navigationBar`"),
            .key(
                .containedIn, .list(.pattern(classNamePattern), maximum: 8, allowsSingle: true),
                values:
                    "the bar's container chain, outermost first as read from the window down (`[UISplitViewController, UINavigationController]`), matched against `when:` scopes",
                default: "none"),
            .key(
                .atScrollEdge, .boolean,
                values:
                    "the content is scrolled to its edge: selects the scroll-edge appearance (docs/UIKIT.md §3.8); `false` on a navigation "
                    + "bar that would show a large title draws the title collapsed into the inline row (docs/UIKIT.md §1.5.1)",
                default:
                    "`true` when the scene shows a large title, and in `ios15` for every navigation bar (a screen that has just appeared is at its top) and every tab bar (no scroll view, or the content at its bottom edge: docs/UIKIT.md §18.3), else `false`"
            ),
            .key(
                .scrollEdgeEffect, .choice(of: ScrollEdgeEffectStyle.self),
                values:
                    "the iOS 26 scroll edge effect at the edge the scene's bar sits on (`UIScrollView.topEdgeEffect` for a navigation bar, `bottomEdgeEffect` for a toolbar): `automatic` (soft), `soft` (the content dimmed toward the system background under the bar, fading out below it), `hard` (opaque, with a dividing line) or `hidden`; drawn only in the `ios26` era with content under the bar (`atScrollEdge: false`) (docs/UIKIT.md §10.2)",
                default: "`automatic`"),
            .key(
                .contentScrollView, .boolean,
                values:
                    "navigation and tab bars (not toolbars): whether the screen under a navigation bar has a scroll view UIKit tracks at its top edge, or the screen over a tab bar one at its bottom edge (the one a `List`, `Form` or `ScrollView` filling a SwiftUI screen, or a table view as the controller's view, gives; `false` for a screen with none, or whose scroll view does not reach that edge); in the `ios26` era the glass is darker without one, dark and light, a tab bar's capsule and pill too (docs/UIKIT.md §18.8)",
                default: "`true`"),
            .key(
                .navigationBar, .object(.navigationBar),
                values: "values set on this navigation bar instance; they beat every proxy (not in a toolbar scene)", default: "none"),
            .key(.toolbar, .object(.toolbar), values: "values set on this toolbar instance (only in a toolbar scene)", default: "none"),
            .key(
                .tabBar, .object(.tabBar), values: "values set on this tab bar instance (only in a tab bar scene); they beat every proxy",
                default: "none"),
            .key(
                .items,
                .list(.anyOf([.object(.navigationItem), .object(.barButtonItem), .object(.tabBarItem)]), maximum: 32, allowsSingle: false),
                values:
                    "navigation bar: the [navigation item](#navigationItem) stack, bottom to top; toolbar: its [bar button items](#barButtonItem), left to right; tab bar: its [tabs](#tabBarItem), leading to trailing (at most 32)",
                default: "empty bar"),
            .key(.selectedItem, .number(0...31), values: "tab bar only: the selected tab's index, from 0", default: "`0`"),
            .key(
                .tabBarMinimizeBehavior, .choice(of: TabBarMinimizeBehavior.self),
                values:
                    "tab bar only: `UITabBarController.tabBarMinimizeBehavior` (iOS 26): `automatic`, `never`, `onScrollDown`, `onScrollUp`",
                default: "`automatic`"),
            .key(
                .minimized, .boolean,
                values:
                    "tab bar only: draw the minimized iOS 26 bar (the selected tab on its own circle); an error beside `tabBarMinimizeBehavior: never`, which keeps the bar from minimizing",
                default: "`false`"),
            .key(
                .bottomAccessory, .object(.placeholderView),
                values:
                    "tab bar only: `UITabBarController.bottomAccessory` (iOS 26), a [placeholder view](#placeholderView) drawn on its own glass capsule above the tab bar",
                default: "none"),
            .key(
                .searchController, .object(.searchController),
                values:
                    "toolbar only: the top view controller's `navigationItem.searchController`, a [search controller](#searchController), which an iOS 26 iPhone draws among the toolbar's items (`ios26`, a phone's floating toolbar: docs/UIKIT.md §10.7); a stack's toolbar takes its top item's",
                default: "none"),
            .key(
                .backdrop, .color, values: "colour of the content behind the bar (shows through translucency)",
                default: "system background (white / black)"),
            .key(
                .statusBarHeight, .number(0...100),
                values:
                    "points the background extends up at `topAttached` (docs/UIKIT.md §1.2: 20 classic, 44 X, 47 12-14, 54 Dynamic Island bar origin before iOS 26, 59 on iOS 26, 62 16 Pro / 17)",
                default:
                    "the status bar of the device each variant's width, scale and idiom name (docs/UIKIT.md §1.2: 393 and 430 pt → 54, 59 on `ios26`; 390 → 47, 375 @2x → 20, 375 @3x → 44, iPad → 24); 0 for a phone with compact metrics; `explain` names the device"
            ),
            .key(
                .userInterfaceIdiom, .choice(of: UserInterfaceIdiom.self),
                values:
                    "the device the screen is on, `phone` or `pad`: an iPad's bar is 50 pt at any width from the `ios13` era (a 320 pt split-view column too), a phone's 44 pt at any width (an iPad-sized render in a phone process); it is also the idiom `when:` trait filters see (docs/UIKIT.md §1.1)",
                default: "read from the width: `pad` from 678 pt with `default` or `defaultPrompt` metrics, else `phone`"),
            .key(.variants, .object(.variants), values: "the render matrix ([variants](#variants))", default: "one variant"),
            .key(
                .container, .choice(of: StackContainer.self),
                values:
                    "what holds the stack: `navigationController` (a `UINavigationController`) or `navigationBar` (a standalone `UINavigationBar` with `pushItem` / `popItem` / `setItems`)",
                default: "`navigationController`"),
            .key(
                .navigationController, .object(.navigationController),
                values: "the [controller's](#navigationController) starting bar visibility and `hidesBars…` options",
                default: "bar shown, toolbar hidden, options off"),
            .key(
                .stack,
                .list(
                    .anyOf([.choice(StackStepKeys.bareSteps), .object(.stackStep)]), maximum: StackStepKeys.maximumSteps,
                    allowsSingle: false),
                values:
                    "[steps](#stackStep) that change the navigation stack after `items:` (navigation bar scenes; at most 64): the scene then renders one image per step",
                default: "none"),
        ])

    /// `navigationController:` in a scene.
    public static let navigationControllerObject = ThemeObject(
        .navigationController, "The UINavigationController around a scene's stack: starting bar visibility and hidesBars options.",
        table: KeyTableColumns(key: "key", uikit: "UIKit", values: nil, defaultText: "default"),
        [
            .key(.navigationBarHidden, .boolean, uikit: "`isNavigationBarHidden` at the start", default: "`false`"),
            .key(
                .toolbarHidden, .boolean, uikit: "`isToolbarHidden` at the start; the toolbar shows the top item's `toolbarItems`",
                default: "`true`"),
            .key(
                .hidesBarsOnSwipe, .boolean,
                uikit: "`hidesBarsOnSwipe`: a `swipe` step hides both bars, a `swipeDown` step brings them back", default: "`false`"),
            .key(.hidesBarsOnTap, .boolean, uikit: "`hidesBarsOnTap`: a `tap` step toggles the bars", default: "`false`"),
            .key(
                .hidesBarsWhenKeyboardAppears, .boolean, uikit: "`hidesBarsWhenKeyboardAppears`: a `keyboard` step hides the bars",
                default: "`false`"),
            .key(
                .hidesBarsWhenVerticallyCompact, .boolean,
                uikit: "`hidesBarsWhenVerticallyCompact`: a `rotateCompact` step hides the bars, `rotateRegular` shows them again",
                default: "`false`"),
        ])

    /// One step of a scene's `stack:`.
    public static let stackStepObject = ThemeObject(
        .stackStep, "One step of a scene's stack: exactly one operation or event, with animated and refuse.",
        table: KeyTableColumns(key: "operation", uikit: "UIKit", values: "value", defaultText: nil),
        [
            .key(
                .push, .anyOf([.pattern(itemNamePattern), .object(.navigationItem)]),
                uikit: "`pushViewController(_:animated:)`; on a standalone bar `pushItem(_:animated:)`",
                values:
                    "a [navigation item](#navigationItem) (give it a `name` to refer to it later), or the name of an item declared earlier and not on the stack"
            ),
            .key(.pop, .boolean, uikit: "`popViewController(animated:)` / `popItem(animated:)`", values: "`true`"),
            .key(.popToRoot, .boolean, uikit: "`popToRootViewController(animated:)` (controller only)", values: "`true`"),
            .key(
                .popTo, .pattern(itemNamePattern), uikit: "`popToViewController(_:animated:)` (controller only)",
                values: "an item name on the stack"),
            .key(
                .setViewControllers,
                .list(
                    .anyOf([.pattern(itemNamePattern), .object(.navigationItem)]), maximum: 32,
                    allowsSingle: false), uikit: "`setViewControllers(_:animated:)` (controller only)",
                values: "a list of names and items, bottom to top"),
            .key(
                .setItems, .list(.anyOf([.pattern(itemNamePattern), .object(.navigationItem)]), maximum: 32, allowsSingle: false),
                uikit: "`setItems(_:animated:)` (standalone bar only)", values: "a list of names and items, bottom to top"),
            .key(
                .setNavigationBarHidden, .boolean, uikit: "`setNavigationBarHidden(_:animated:)` (controller only)",
                values: "`true`, `false`"),
            .key(.setToolbarHidden, .boolean, uikit: "`setToolbarHidden(_:animated:)` (controller only)", values: "`true`, `false`"),
            .key(
                .event, .choice(of: StackEvent.self), uikit: "a user event (the same words as the bare steps)",
                values: "`swipe`, `swipeDown`, `tap`, `keyboard`, `rotateCompact`, `rotateRegular`"),
            .key(.animated, .boolean, uikit: "the call's `animated:` argument", values: "`true`, `false`; default `true`"),
            .key(
                .refuse, .boolean,
                uikit:
                    "the bar delegate's `navigationBar(_:shouldPush:)` / `navigationBar(_:shouldPop:)` returns `false`, so nothing changes (a controller can only refuse a pop: a subclass overriding `shouldPop`)",
                values: "`true`, `false`; default `false`"),
        ])

    /// Item names (`name:` of a navigation item, and the names steps refer to).
    static let itemNamePattern = #"^[A-Za-z0-9_-]+$"#

    /// A navigation item.
    public static let navigationItemObject = ThemeObject(
        .navigationItem, "A UINavigationItem on the scene's stack.",
        [
            .key(
                .name, .pattern(itemNamePattern), uikit: "(the view controller)",
                values: "letters, digits, `-`, `_`: how [stack steps](#stackStep) refer to the item; unique in a scene", default: "none"),
            .key(.title, .text, uikit: "`title`", values: "text", default: "none"),
            .key(
                .titleView, .object(.placeholderView), uikit: "`titleView`",
                values: "a [placeholder view](#placeholderView), drawn instead of the title when this item is on top", default: "none"),
            .key(
                .prompt, .text, uikit: "`prompt`", values: "text above the bar's buttons; switches to prompt metrics (docs/UIKIT.md §1.6)",
                default: "none"),
            .key(
                .subtitle, .text, uikit: "`subtitle` (iOS 26)",
                values:
                    "text drawn under the inline title in the `ios26` era, the two centred as a pair; ignored in older eras and with a `titleView` (docs/UIKIT.md §10.5)",
                default: "none"),
            .key(
                .largeSubtitle, .text, uikit: "`largeSubtitle` (iOS 26)",
                values:
                    "text drawn under the large title in the `ios26` era (secondaryLabel, 15 pt; the large-title band grows by its line); without it `subtitle` is drawn there (docs/UIKIT.md §10.5)",
                default: "none"),
            .key(
                .backBarButtonItem, .object(.barButtonItem), uikit: "`backBarButtonItem`",
                values:
                    "a [bar button item](#barButtonItem); its title becomes the next screen's back title, its `tintColor` colours that back button (indicator and title) and its `titleTextAttributes`, offsets and background images style it, beating the `barButtonItem` proxies (a custom view there is ignored: lint)",
                default: "none"),
            .key(.backButtonTitle, .text, uikit: "`backButtonTitle` (iOS 11+)", values: "text", default: "none"),
            .key(
                .backButtonDisplayMode, .choice(of: BackButtonDisplayMode.self), uikit: "`backButtonDisplayMode` (iOS 14+)",
                values: "`default`, `generic`, `minimal`", default: "`default`"),
            .key(
                .leftBarButtonItems, .list(.object(.barButtonItem), maximum: 8, allowsSingle: false), uikit: "`leftBarButtonItems`",
                values: "[bar button items](#barButtonItem), first outermost, at most 8", default: "none"),
            .key(
                .rightBarButtonItems, .list(.object(.barButtonItem), maximum: 8, allowsSingle: false), uikit: "`rightBarButtonItems`",
                values: "[bar button items](#barButtonItem), first outermost, at most 8", default: "none"),
            .key(
                .leadingItemGroups, .list(.object(.barButtonItemGroup), maximum: 8, allowsSingle: false),
                uikit: "`leadingItemGroups` (iOS 16+)",
                values:
                    "[item groups](#barButtonItemGroup), leading to trailing, at most 8: the left items in groups, each one glass platter in `ios26` (docs/UIKIT.md §10.4); before `ios26` their items lay out one by one; not with `leftBarButtonItems`",
                default: "none"),
            .key(
                .trailingItemGroups, .list(.object(.barButtonItemGroup), maximum: 8, allowsSingle: false),
                uikit: "`trailingItemGroups` (iOS 16+)",
                values:
                    "[item groups](#barButtonItemGroup), leading to trailing (not outermost first), at most 8: the right items in groups, as `leadingItemGroups`; not with `rightBarButtonItems`",
                default: "none"),
            .key(
                .leftItemsSupplementBackButton, .boolean, uikit: "`leftItemsSupplementBackButton`", values: "`true`, `false`",
                default: "`false`: left items replace the back button"),
            .key(.hidesBackButton, .boolean, uikit: "`hidesBackButton`", values: "`true`, `false`", default: "`false`"),
            .key(
                .largeTitleDisplayMode, .choice(of: LargeTitleDisplayMode.self), uikit: "`largeTitleDisplayMode` (iOS 11+)",
                values: "`automatic`, `always`, `never`", default: "`automatic`"),
            .key(
                .standardAppearance, .object(.navigationBarAppearance),
                uikit: "the item's own appearance objects; they beat the bar's (docs/UIKIT.md §3.8)",
                values: "[appearance objects](#navigationBarAppearance)", default: "none"),
            .key(
                .compactAppearance, .object(.navigationBarAppearance),
                uikit: "the item's own appearance objects; they beat the bar's (docs/UIKIT.md §3.8)",
                values: "[appearance objects](#navigationBarAppearance)", default: "none"),
            .key(
                .scrollEdgeAppearance, .object(.navigationBarAppearance),
                uikit: "the item's own appearance objects; they beat the bar's (docs/UIKIT.md §3.8)",
                values: "[appearance objects](#navigationBarAppearance)", default: "none"),
            .key(
                .compactScrollEdgeAppearance, .object(.navigationBarAppearance),
                uikit: "the item's own appearance objects; they beat the bar's (docs/UIKIT.md §3.8)",
                values: "[appearance objects](#navigationBarAppearance)", default: "none"),
            .key(
                .toolbarItems, .list(.object(.barButtonItem), maximum: 16, allowsSingle: false),
                uikit: "the view controller's `toolbarItems`",
                values:
                    "[bar button items](#barButtonItem), at most 16: what the navigation controller's toolbar shows while this item is on top (in a scene with a `stack:`)",
                default: "none"),
            .key(
                .searchController, .object(.searchController), uikit: "`searchController` (iOS 11+)",
                values:
                    "a [search controller](#searchController): a search field in the navigation bar while this item is on top (docs/UIKIT.md §13)",
                default: "none"),
        ])

    /// `searchController:` of a navigation item (docs/UIKIT.md §13).
    public static let searchControllerObject = ThemeObject(
        .searchController, "navigationItem.searchController: the search field UIKit shows in the navigation bar.",
        [
            .key(
                .placeholder, .text, uikit: "`searchBar.placeholder`", values: "text, drawn in the field in the placeholder colour (17 pt)",
                default: "none (an empty field)"),
            .key(
                .text, .text, uikit: "`searchBar.text`", values: "text typed into the field, drawn in `label` instead of the placeholder",
                default: "none"),
            .key(
                .placement, .choice(of: SearchBarPlacement.self), uikit: "`navigationItem.preferredSearchBarPlacement` (iOS 16+)",
                values:
                    "`automatic`, `stacked` (the row below the bar), `inline`, `integrated`, `integratedButton`, `integratedCentered` (drawn as a search button on the trailing side of the bar's row: approximate, docs/UIKIT.md §13.1); ignored in the `ios7` and `ios13` eras (the row is stacked)",
                default: "`automatic`"),
            .key(
                .hidesWhenScrolling, .boolean, uikit: "`navigationItem.hidesSearchBarWhenScrolling`",
                values:
                    "`true`: the row shows only at the top of the content (the scene's `atScrollEdge`, here `true` unless the scene says `false`); `false`: always",
                default: "`true`"),
            .key(
                .allowsToolbarIntegration, .boolean, uikit: "`navigationItem.searchBarPlacementAllowsToolbarIntegration` (iOS 26)",
                values:
                    "`true`: with placement `automatic` or `integrated` and the navigation controller's toolbar showing (a toolbar scene, or a `stack:` step with the toolbar shown), an iPhone draws the field in its floating toolbar, a 48 pt glass capsule taking the room the other platters leave, at the `searchBarPlacement` item or trailingmost (`integratedButton`: a 48 pt circle with the magnifier, approximate); `false`: it stays in the navigation bar. Only `ios26` (lint `toolbar-search-before-liquid-glass`; docs/UIKIT.md §10.7)",
                default: "`true`"),
            .key(
                .searchBarStyle, .choice(of: SearchBarStyle.self), uikit: "`searchBar.searchBarStyle`",
                values:
                    "`default`, `prominent`, `minimal`: the search bar's own background, which a navigation bar does not draw (no visible change, docs/UIKIT.md §13.3)",
                default: "`default`"),
            .key(
                .barTintColor, .color, uikit: "`searchBar.barTintColor`",
                values: "colour of the search bar's own background (not drawn in a navigation bar)", default: "none"),
            .key(
                .tintColor, .color, uikit: "`searchBar.tintColor`",
                values: "colour of the cursor and Cancel button (an active search only; not drawn)", default: "the bar's `tintColor`"),
            .key(
                .textFieldBackgroundColor, .color, uikit: "`searchBar.searchTextField.backgroundColor` (iOS 13+)",
                values: "colour replacing the field's fill", default: "`ios7`: (118,118,128) at 13.5 %; later eras: tertiarySystemFill"),
        ])

    /// `variants:`: the render matrix.
    public static let variantsObject = ThemeObject(
        .variants, "The render matrix: every combination is one PNG.",
        table: KeyTableColumns(key: "key", uikit: nil, values: "values", defaultText: "default"),
        [
            .key(
                .metrics, .list(.choice(of: BarMetrics.self), maximum: 64, allowsSingle: true),
                values: "`default`, `compact`, `defaultPrompt`, `compactPrompt` (prompt variants parse; their band is approximate)",
                default: "`default`"),
            .key(
                .positions, .list(.choice(of: BarPosition.self), maximum: 64, allowsSingle: true),
                values: "`top`, `topAttached`, `bottom`, `any` (toolbars: not `topAttached`)", default: "`topAttached`"),
            .key(
                .widths, .list(.number(1...TraitEnvironment.widestScreen), maximum: 64, allowsSingle: true),
                values:
                    "1-1376 pt (the iPad Pro 13-inch in landscape; below 320 pt, the narrowest iPhone, lint `narrow-bar` warns: fine for a bare bar on its own); from 678 pt the horizontal size class is regular (iPad) and, from the `ios13` era, bars are 50 pt tall (docs/UIKIT.md §1.1)",
                default: "375"),
            .key(.scales, .list(.integer([1, 2, 3]), maximum: 64, allowsSingle: true), values: "1, 2, 3", default: "3"),
            .key(
                .userInterfaceStyles, .list(.choice(of: UserInterfaceStyle.self), maximum: 64, allowsSingle: true),
                values: "`light`, `dark`", default: "`light`"),
            .key(
                .layoutDirections, .list(.choice(of: LayoutDirection.self), maximum: 64, allowsSingle: true),
                values: "`leftToRight`, `rightToLeft`", default: "`leftToRight`"),
            .key(
                .accessibility, .list(.pattern(AccessibilitySettings.schemaPattern), maximum: 64, allowsSingle: true),
                values:
                    "settings joined with `+`: `increaseContrast`, `reduceTransparency`, `boldText`, `largerText:SIZE` (SIZE `xSmall`…`xxxLarge`, `AX1`…`AX5`), `tintedGlass`; or `none` (docs/UIKIT.md §16)",
                default: "`none`"),
            .key(
                .pseudoLanguages, .list(.choice(of: PseudoLanguage.self), maximum: 64, allowsSingle: true),
                values: "`double`, `accented`, `bounded`, `rtl` (docs/UIKIT.md §17)", default: "none"),
        ])
}
