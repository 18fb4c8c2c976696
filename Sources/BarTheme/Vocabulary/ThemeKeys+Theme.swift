/// The top level and its settings: `policies:`, `snapshot:`, `lint:`.
extension ThemeKeys {
    /// The top level of a theme file.
    public static let themeObject = ThemeObject(
        .theme, "A BarTheme theme: palettes, bar appearance proxies, scoped appearance and scenes.", table: .meaning,
        [
            .key(.theme, .text, values: "display name; names the output folder", default: "the file name without `.yaml`"),
            .key(
                .extends, .pattern(#"^[^/~\\].*\.ya?ml$"#),
                values:
                    "a parent theme, relative to this file and inside its folder (e.g. `Base.yaml`). The parent's proxies, scopes and palettes apply under this theme's, and a theme without `scenes:` draws the parent's scenes in its own look (so a child that only changes `era:` or a colour renders); a cycle is an error naming the chain; at most 16 themes deep",
                default: "none"),
            .key(
                .era, eraShape,
                values:
                    "the UIKit look: `ios7` (iOS 7-12, flat translucent bars, no dark mode), `ios13` (iOS 13-14 materials and dynamic colours; at the scroll edge only a large-title bar without `scrollEdgeAppearance` turns transparent), `ios15` (iOS 15-18: as `ios13`, and every navigation bar, and a toolbar, at its scroll edge without `scrollEdgeAppearance` is transparent; docs/UIKIT.md §3.8.1) or `ios26` (iOS 26+ Liquid Glass: no bar background, items on glass platters, docs/UIKIT.md §10); an iOS version is read as the era it falls in (`ios18` is `ios15`, `ios12` is `ios7`, `ios27` is `ios26`; `explain` says which; `ios19`-`ios25` never shipped and are errors); the CLI's `--era` overrides it; not with `supports`; inherited from the parent",
                default: "`ios26`"),
            .key(
                .supports, .object(.supports),
                values:
                    "the iOS versions the app runs on, `{ from: 17 }` ([deployment range](#supports)): every era the range spans is a variant of each scene, as light and dark are, named in the file names; not with `era`",
                default: "none: one era"),
            .key(
                .compatibilityMode, .boolean,
                values:
                    "`true`, `false`: as the `UIDesignRequiresCompatibility` Info.plist key, `true` draws an `ios26` theme in the pre-26 look (`ios15`, iOS 15-18); no effect on older eras (docs/UIKIT.md §10.1), nor with `xcode` 27 or later; inherited from the parent",
                default: "`false`"),
            .key(
                .xcode, .number(Double(XcodeVersion.oldest)...Double(XcodeVersion.newest)),
                values:
                    "`26` to `99`: the version of the Xcode (the iOS SDK) the app is built with (`27.2` reads as 27 for the rules below). From 27 on the system ignores `UIDesignRequiresCompatibility`, so `compatibilityMode` changes nothing and lint says so (`compatibility-mode-ignored`, docs/UIKIT.md §10.1); `26.0`, written with its minor version, draws text items on Xcode 26.0's narrower capsules (11.83 pt of glass each side of the title, not 15.83: docs/UIKIT.md §10.14; `26` alone, and `26.1` or later, draw the wider ones); `26.0` to `26.2` draw a dark-mode text item's title plain white, where later releases (and `26` alone) draw the vibrant label colour #F4F4F4 (docs/UIKIT.md §10.3); an app built with Xcode 25 or older says `era:` instead; inherited from the parent",
                default: "not said: `compatibilityMode` is taken at its word"),
            .key(
                .policies, .object(.policies), values: "choices where UIKit's documents and behaviour disagree ([below](#policies))",
                default: "see below"),
            .key(
                .lint, .object(.lint), values: "`{ disable: [rule-id, ...] }`: lint rules this theme switches off ([rules](#lint))",
                default: "every rule runs"),
            .key(
                .snapshot, .object(.snapshot),
                values:
                    "`{ toleranceDE: 1.0, maxPixels: 20 }`: how `snapshot verify` compares this theme's references ([snapshot](#snapshot))",
                default: "exact"),
            .key(
                .colors, .colorPalette,
                values:
                    "palette: `name: colour`, referenced as `$name` (later entries may use earlier ones; a child may use its parents' names and redefine them); `from:` reads W3C design tokens files into it ([design tokens](#design-tokens))",
                default: "none"),
            .key(
                .fontFiles, .list(fontFileShape, maximum: FontFileLimits.maximumFiles, allowsSingle: true),
                values:
                    "the app's own font files, relative to this file and inside its folder (`.otf`, `.ttf`, `.ttc`: each face of a collection), at most \(FontFileLimits.maximumFiles), each at most 32 MiB: a font's `family:` may then name a family they provide ([custom fonts](#custom-fonts)); inherited like `colors`",
                default: "none"),
            .key(.fonts, .map(.font), values: "palette: `name: font`, referenced as `$name` (inherited like `colors`)", default: "none"),
            .key(
                .navigationBar, .object(.navigationBar),
                values: "what `UINavigationBar.appearance()` receives ([navigation bar](#navigationBar))", default: "nothing set"),
            .key(
                .toolbar, .object(.toolbar), values: "what `UIToolbar.appearance()` receives ([toolbar](#toolbar))", default: "nothing set"),
            .key(
                .barButtonItem, .object(.itemAppearance),
                values: "what `UIBarButtonItem.appearance()` receives: every item in any bar ([item proxy](#itemAppearance))",
                default: "nothing set"),
            .key(.tabBar, .object(.tabBar), values: "what `UITabBar.appearance()` receives ([tab bar](#tabBar))", default: "nothing set"),
            .key(
                .tabBarItem, .object(.tabBarItemProxy),
                values: "what `UITabBarItem.appearance()` receives ([tab proxy](#tabBarItemProxy))", default: "nothing set"),
            .key(
                .when, .list(.object(.scope), maximum: 64, allowsSingle: false),
                values: "scoped appearance: `appearance(whenContainedInInstancesOf:)` / `appearance(for:)` ([scope](#scope)), at most 64",
                default: "none"),
            .key(
                .scenes, .list(.object(.scene), maximum: 256, allowsSingle: false),
                values: "what to draw ([scene](#scene)), at most 256; a theme with none renders nothing (lint `renders-nothing`)",
                default: "the parent's, with `extends`; else none"),
        ])

    /// A font file's path as a theme writes it (`fontFiles:`, a font's `file:`): relative, ending in a font's extension.
    static let fontFileShape = ValueShape.pattern(#"^[^/~\\].*\.(otf|ttf|ttc|OTF|TTF|TTC)$"#)

    /// An era as a theme writes it: an era's name or an iOS version in it (`ios18`, `EraName`).
    static let eraShape = ValueShape.anyOf([.choice(of: Era.self), .pattern(#"^[iI][oO][sS] ?([7-9]|[1-3][0-9]|40)(\.[0-9]{1,2}){0,2}$"#)])

    /// `supports:`: the iOS versions the app runs on, each era of it a variant.
    public static let supportsObject = ThemeObject(
        .supports, "The iOS versions the app runs on, from its deployment target: every era the range spans is a variant of each scene.",
        table: .meaning,
        [
            .key(
                .from, .anyOf([.number(7...Double(EraName.newestVersion)), eraShape]),
                values:
                    "the deployment target: an iOS version (`17`, `17.4`, `ios17`) or an era (`ios15`); versions read as their era (7-12 `ios7`, 13-14 `ios13`, 15-18 `ios15`, 26 and later `ios26`)",
                default: "required"),
            .key(
                .to, .anyOf([.number(7...Double(EraName.newestVersion)), eraShape]),
                values: "the newest iOS the range covers, in the same words",
                default: "today's (`ios26`)"),
        ])

    /// `policies:`: choices where UIKit's documentation and observed behaviour disagree.
    public static let policiesObject = ThemeObject(
        .policies, "Choices where UIKit's documentation and observed behaviour disagree (docs/UIKIT.md §8).", table: .meaning,
        [
            .key(
                .containment, .choice(of: ContainmentPolicy.self),
                values:
                    "how competing `containedIn` scopes rank (docs/UIKIT.md §3.7): `apple` (outermost container wins, depth breaks ties, as `UIAppearance.h` says) or `mostSpecific` (longest chain wins, as observed)",
                default: "`apple`"),
            .key(
                .legacyOverridesAppearanceObjects, .boolean,
                values:
                    "whether legacy proxy values beat iOS 13 appearance objects when both are set (docs/UIKIT.md §7 item 2, observed on iOS 13)",
                default: "`true`"),
            .key(
                .shadowImageRequiresBackgroundImage, .boolean,
                values:
                    "whether `shadowImage` needs a custom background image to show (docs/UIKIT.md §3.4: documented; iOS 11+ shows it anyway)",
                default: "`true` for `ios7`, `false` for `ios13`"),
        ])

    /// `snapshot:`: the theme's comparison tolerance for snapshot references.
    public static let snapshotObject = ThemeObject(
        .snapshot, "How this theme's snapshot references are compared when the command line gives no tolerance (exact by default).",
        table: .meaning,
        [
            .key(
                .toleranceDE, .number(0...100),
                values:
                    "the CIEDE2000 colour difference tolerated per pixel, 0-100 (about 1.0 is the smallest difference most people notice side by side)",
                default: "0: exact"),
            .key(
                .maxPixels, .number(0...100_000_000), values: "how many pixels per image may exceed the tolerance (a whole number)",
                default: "0"),
            .key(
                .maxRatio, .number(0...1), values: "instead of `maxPixels`: the fraction of an image's pixels (0-1) that may exceed it",
                default: "none"),
        ])

    /// `lint:`: lint rules switched off for this theme.
    public static let lintObject = ThemeObject(
        .lint, "Lint settings for this theme.", table: .meaning,
        [
            .key(
                .disable, .list(.choice(LintRules.ids), maximum: 32, allowsSingle: true),
                values:
                    "a rule id or a list of them (see [lint rules](#lint-rules)); for findings the theme's authors looked at and accept",
                default: "none")
        ])
}
