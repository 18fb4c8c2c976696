/// A theme file exactly as written: palettes resolved to values, everything else optional and
/// located. The resolver turns it (plus its `extends` parents, a scene and a variant) into a
/// `BarAppearance`.
public struct ThemeDocument: Hashable, Sendable {
    /// The path the theme was read from.
    public var path: String
    /// `theme:`, the display name; defaults to the file name without extension.
    public var name: String
    /// The folder this theme's outputs (renders, references, report images) are written under:
    /// the file's name without extension (`Themes/Ocean.yaml` → `Ocean`), or its path relative to
    /// the folder a command was given (`Themes/sub/X.yaml` from `Themes/` → `sub/X`). Never the
    /// display name, which may contain anything.
    public var outputKey: String
    /// `extends:`, a parent theme's path relative to this file.
    public var extends: Located<String>?
    /// `era:`, the UIKit look this theme targets; the CLI's `--era` overrides it.
    public var era: Located<Era>?
    /// The iOS version `era:` was written as (`era: ios18` → 18, drawn in `ios15`), or `nil` when it
    /// names an era (`EraName`): `explain` says which era the version falls in.
    public var eraVersion: Int?
    /// `supports:`, the iOS versions the app runs on: each era of the range is a variant of every
    /// scene (`EraVariant`); not together with `era:` in one file.
    public var supports: DeploymentRangeDeclaration?
    /// `compatibilityMode:`, as the `UIDesignRequiresCompatibility` Info.plist key: `true` renders an
    /// `ios26` theme in ``Era/compatibilityMode`` (docs/UIKIT.md §10.8).
    public var compatibilityMode: Located<Bool>?
    /// `xcode:`, the major version of the Xcode (and so of the iOS SDK) the app is built with: from
    /// ``XcodeVersion/ignoresCompatibilityMode`` on, `compatibilityMode` has no effect (docs/UIKIT.md §10.1).
    public var xcode: Located<Int>?
    /// The minor version when `xcode:` writes one (`26.0`: 0, `26.2`: 2); `nil` for a major version
    /// alone (`xcode: 26`). Xcode 26.0 draws narrower text item capsules than later releases
    /// (``XcodeVersion/drawsNarrowTextItems(major:minor:)``, docs/UIKIT.md §10.14).
    public var xcodeMinor: Int?
    /// `policies:`: which side the theme takes where UIKit's documentation and behaviour disagree.
    @Indirect public var policies: PoliciesDeclaration? = nil
    /// `UINavigationBar.appearance()`.
    @Indirect public var navigationBar: BarAppearanceDeclaration? = nil
    /// `UIToolbar.appearance()`.
    @Indirect public var toolbar: BarAppearanceDeclaration? = nil
    /// `UIBarButtonItem.appearance()`: every bar button item, in any bar (docs/UIKIT.md §2.5).
    @Indirect public var barButtonItem: ItemAppearanceDeclaration? = nil
    /// `UITabBar.appearance()` (docs/UIKIT.md §18).
    @Indirect public var tabBar: TabBarAppearanceDeclaration? = nil
    /// `UITabBarItem.appearance()` (docs/UIKIT.md §18.4).
    @Indirect public var tabBarItem: TabBarItemProxyDeclaration? = nil
    /// `when:` scopes, in the order written.
    public var scopes: [ScopedAppearanceDeclaration] = []
    /// `scenes:`: what to draw, in the order written.
    public var scenes: [SceneDeclaration] = []
    /// Whether the file writes `scenes:` itself. A theme that does not draws its nearest parent's
    /// scenes in its own look (`ThemeLoader`), so a child that only changes the era or a colour renders.
    public var declaresScenes = false
    /// The file the scenes were written in, when they came from a parent (`extends`); `nil` for the
    /// theme's own.
    public var scenesInheritedFrom: String?
    /// `colors:` and `fonts:`, with what the `extends` chain provides.
    public var palette = ThemePalette()
    /// `fontFiles:` as this file lists them (their faces are in `palette.fontFaces`, with the parents').
    public var fontFiles: [Located<String>] = []
    /// Every colour of this file written as a UIKit colour name (`systemBackground`, `label`,
    /// `white`), directly or as a `$name` whose palette colour is one, by where it is written. The
    /// value is in the declaration; the name is what generated code writes (`UIColor.systemBackground`),
    /// because the system colour does more in an app than its light and dark values (docs/GENERATED-CODE.md).
    public var namedColors: [SourceLocation: String] = [:]
    /// Every colour of this file that comes from a design token (a `$token`, or a `$name` whose
    /// palette colour came from one), by where it is written: what `explain` and `compare` name.
    public var tokenColors: [SourceLocation: DesignTokenOrigin] = [:]
    /// Every colour of this file written as a `$name` of the palette, by where it is written: the
    /// palette entry `explain` names (issue #42 item 8).
    public var paletteReferences: [SourceLocation: String] = [:]
    /// The design tokens files this theme's `colors: { from: … }` read (paths as diagnostics show
    /// them), which a watcher must look at too.
    public var tokenFiles: [String] = []
    /// `lint:`, the theme's lint settings.
    @Indirect public var lint: LintSettingsDeclaration? = nil
    /// `snapshot:`, the theme's comparison tolerance for snapshot references (exact when absent).
    @Indirect public var snapshot: SnapshotSettingsDeclaration? = nil

    /// `lint: { disable: [...] }`: lint rule ids this theme switches off.
    public var disabledLintRules: [String] { lint?.disable.map(\.value) ?? [] }

    /// An empty theme read from `path`, called `name`; the parser fills in the rest.
    public init(path: String, name: String) {
        self.path = path
        self.name = name
        self.outputKey = Self.outputKey(forFile: path)
    }

    /// `Ocean` for `Themes/Ocean.yaml`: the file name without folder and extension.
    public static func outputKey(forFile path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".yaml", ".yml"] where name.hasSuffix(suffix) { name = String(name.dropLast(suffix.count)) }
        return name
    }

    /// The proxy block for one bar kind.
    public func appearance(for bar: BarKind) -> BarAppearanceDeclaration? {
        switch bar {
        case .navigationBar: return navigationBar
        case .toolbar: return toolbar
        case .tabBar: return tabBar?.barEquivalent
        }
    }
}
