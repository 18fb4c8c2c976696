import Testing

@testable import BarTheme

/// Images with or without transparent pixels, by path.
struct ImageTable: ImageInspecting {
    let transparent: Set<String>
    func hasTransparentPixels(_ image: ResolvedImage) -> Bool { transparent.contains(image.path) }
}

func resolveBar(
    _ proxy: BarAppearanceDeclaration, scene: SceneDeclaration = Build.scene(items: [Build.item("A")]), variant: Variant = Variant(),
    era: Era = .ios13, transparent: Set<String> = []
) -> BarAppearance {
    AppearanceResolver(era: era, images: ImageTable(transparent: transparent))
        .resolve(document: Build.document(proxy: proxy), scene: scene, variant: variant)
}

/// docs/UIKIT.md §3.6, docs/PRECEDENCE.md section 4: translucency inferred from and forced on background
/// images.
@Suite struct TranslucencyTableTests {
    struct Row: CustomTestStringConvertible, Sendable {
        let imageHasAlpha: Bool
        let declared: Bool?
        let blackTranslucent: Bool
        let translucent: Bool
        let layers: Int
        let opacity: Double
        var testDescription: String {
            "image alpha \(imageHasAlpha), translucent \(declared.map(String.init) ?? "unset")\(blackTranslucent ? ", blackTranslucent" : "") → \(translucent)"
        }
    }

    static let rows: [Row] = [
        Row(imageHasAlpha: true, declared: nil, blackTranslucent: false, translucent: true, layers: 0, opacity: 1),
        Row(imageHasAlpha: false, declared: nil, blackTranslucent: false, translucent: false, layers: 0, opacity: 1),
        Row(imageHasAlpha: false, declared: true, blackTranslucent: false, translucent: true, layers: 0, opacity: 0.85),
        Row(imageHasAlpha: true, declared: false, blackTranslucent: false, translucent: false, layers: 1, opacity: 1),
        Row(imageHasAlpha: false, declared: false, blackTranslucent: true, translucent: true, layers: 0, opacity: 0.85),
    ]

    @Test(arguments: rows)
    func backgroundImageRows(_ row: Row) {
        let a = resolveBar(
            Build.block {
                $0.backgroundImages = [Build.background("bg.png", nil, nil, line: 2)]
                $0.translucent = row.declared.map { Build.located($0, 3) }
                if row.blackTranslucent { $0.barStyle = Build.located(.blackTranslucent, 4) }
            }, transparent: row.imageHasAlpha ? ["bg.png"] : [])
        #expect(a.isTranslucent.value == row.translucent)
        #expect(a.background.value.kind == .image)
        #expect(a.background.value.layers.count == row.layers)
        #expect(a.background.value.image?.opacity == row.opacity)
    }

    @Test func opaqueBackingUsesBarTintThenTheStyle() {
        let tinted = resolveBar(
            Build.block {
                $0.backgroundImages = [Build.background("bg.png", nil, nil, line: 2)]
                $0.translucent = Build.located(false, 3)
                $0.barTintColor = Build.located(.fixed(RGBAColor(red: 1, green: 0, blue: 0)), 4)
            }, transparent: ["bg.png"])
        #expect(tinted.background.value.layers == [RGBAColor(red: 1, green: 0, blue: 0)])
        let black = resolveBar(
            Build.block {
                $0.backgroundImages = [Build.background("bg.png", nil, nil, line: 2)]
                $0.translucent = Build.located(false, 3)
                $0.barStyle = Build.located(.black, 4)
            }, transparent: ["bg.png"])
        #expect(black.background.value.layers == [.black])
    }
}

/// docs/UIKIT.md §3.4, docs/PRECEDENCE.md section 5: a custom shadow image needs a custom background
/// image (iOS ≤ 10; policy/era switch).
@Suite struct ShadowImageRuleTests {
    let shadowOnly = Build.block {
        $0.shadowImages = [ShadowImageDeclaration(image: Build.image("line.png", line: 2), location: Build.at(2))]
    }

    @Test func ios7IgnoresAShadowImageWithoutABackgroundImage() {
        let a = resolveBar(shadowOnly, era: .ios7)
        #expect(a.shadow.value == .hairline(RGBAColor(white: 0, alpha: 0.3)))
        #expect(a.shadow.provenance.rule.contains("is ignored: it needs a custom background image"))
    }

    @Test func ios13ShowsAShadowImageAlone() {
        let a = resolveBar(shadowOnly, era: .ios13)
        guard case .image(let image, let tint) = a.shadow.value else { Issue.record("expected the shadow image"); return }
        #expect(image.path == "line.png")
        #expect(tint == nil)
    }

    @Test func withABackgroundImageTheShadowImageShowsInEveryEra() {
        var block = shadowOnly
        block.backgroundImages = [Build.background("bg.png", nil, nil, line: 3)]
        guard case .image = resolveBar(block, era: .ios7).shadow.value else { Issue.record("expected the shadow image"); return }
    }
}

/// docs/UIKIT.md §3.5, docs/PRECEDENCE.md section 6: the back indicator needs both images.
@Suite struct BackIndicatorRuleTests {
    @Test(arguments: [(true, true), (true, false), (false, true), (false, false)])
    func onlyBothImagesReplaceTheChevron(image: Bool, mask: Bool) {
        let a = resolveBar(
            Build.block {
                if image { $0.backIndicatorImage = Build.image("back.png", line: 2) }
                if mask { $0.backIndicatorTransitionMaskImage = Build.image("mask.png", line: 3) }
            })
        if image && mask {
            guard case .image(let resolved) = a.backIndicator.value else { Issue.record("expected the image"); return }
            #expect(resolved.path == "back.png")
        } else {
            #expect(a.backIndicator.value == .chevron)
            if image || mask { #expect(a.backIndicator.provenance.rule.contains("both must be set")) }
        }
    }
}

/// docs/UIKIT.md §3.8, docs/PRECEDENCE.md section 7: one whole appearance object per render, chosen by
/// chain; item before bar.
@Suite struct AppearanceObjectChainTests {
    func objects(item: [AppearanceObjectSelection.Slot], bar: [AppearanceObjectSelection.Slot]) -> (
        NavigationItemDeclaration, AppearanceLayer
    ) {
        var line = 10
        let topItem = Build.item("Top") { top in
            for slot in item {
                line += 1
                top[keyPath: slot.onItem] = Build.object(line)
            }
        }
        let block = Build.block(1) { b in
            for slot in bar {
                line += 1
                b[keyPath: slot.onBar] = Build.object(line)
            }
        }
        return (topItem, Build.layer("navigationBar proxy", block))
    }

    struct ChainCase: CustomTestStringConvertible, Sendable {
        let compact: Bool
        let scrollEdge: Bool
        let item: [AppearanceObjectSelection.Slot]
        let bar: [AppearanceObjectSelection.Slot]
        let expected: String?
        let transparent: Bool
        var testDescription: String {
            "\(compact ? "compact" : "normal")\(scrollEdge ? " scroll edge" : ""), item \(item.map(\.rawValue)), bar \(bar.map(\.rawValue)) → \(expected ?? "none")"
        }
    }

    static let cases: [ChainCase] = [
        ChainCase(compact: false, scrollEdge: false, item: [], bar: [], expected: nil, transparent: false),
        ChainCase(
            compact: false, scrollEdge: false, item: [], bar: [.standardAppearance], expected: "navigationBar proxy standardAppearance",
            transparent: false),
        ChainCase(
            compact: false, scrollEdge: false, item: [.standardAppearance], bar: [.standardAppearance],
            expected: "navigationItem[0].standardAppearance", transparent: false),
        ChainCase(
            compact: true, scrollEdge: false, item: [.standardAppearance], bar: [.compactAppearance],
            expected: "navigationBar proxy compactAppearance", transparent: false),
        ChainCase(
            compact: true, scrollEdge: false, item: [], bar: [.standardAppearance], expected: "navigationBar proxy standardAppearance",
            transparent: false),
        ChainCase(
            compact: false, scrollEdge: true, item: [], bar: [.scrollEdgeAppearance, .standardAppearance],
            expected: "navigationBar proxy scrollEdgeAppearance", transparent: false),
        ChainCase(
            compact: false, scrollEdge: true, item: [.standardAppearance], bar: [.standardAppearance],
            expected: "navigationItem[0].standardAppearance", transparent: true),
        ChainCase(
            compact: true, scrollEdge: true, item: [.scrollEdgeAppearance], bar: [.compactScrollEdgeAppearance],
            expected: "navigationBar proxy compactScrollEdgeAppearance", transparent: false),
        ChainCase(
            compact: true, scrollEdge: true, item: [.scrollEdgeAppearance], bar: [.compactAppearance],
            expected: "navigationItem[0].scrollEdgeAppearance", transparent: false),
        ChainCase(
            compact: true, scrollEdge: true, item: [], bar: [.compactAppearance, .standardAppearance],
            expected: "navigationBar proxy compactAppearance", transparent: true),
        ChainCase(
            compact: false, scrollEdge: false, item: [.compactAppearance, .scrollEdgeAppearance], bar: [], expected: nil, transparent: false
        ),
    ]

    @Test(arguments: cases)
    func theChainPicksOneWholeObject(_ c: ChainCase) {
        let (item, layer) = objects(item: c.item, bar: c.bar)
        let selected = AppearanceObjectSelection.select(
            layers: [layer], topItem: item, topItemIndex: 0, compact: c.compact, scrollEdge: c.scrollEdge)
        #expect(selected?.slot == c.expected)
        #expect((selected?.transparentBackground ?? false) == c.transparent)
    }

    /// iOS 15+: every navigation bar at its scroll edge without a scrollEdgeAppearance uses its standard
    /// object with a transparent background; iOS 13-14 only for a large-title bar (docs/UIKIT.md §3.8.1).
    @Test func transparentScrollEdgeVariantHasNoBackgroundAndNoShadow() {
        var block = Build.block { $0.standardAppearance = Build.object(2) { $0.backgroundColor = Build.located(.fixed(.black), 2) } }
        block.prefersLargeTitles = nil
        var scene = Build.scene(items: [Build.item("A")])
        scene.atScrollEdge = Build.located(true, 5)
        let a = resolveBar(block, scene: scene, era: .ios15)
        #expect(a.background.value.kind == .transparent)
        #expect(a.shadow.value == .none)
        #expect(a.appearanceObject.value.hasSuffix("(transparent background)"))
        // iOS 13-14: a small-title bar keeps its standard object at the scroll edge.
        let old = resolveBar(block, scene: scene, era: .ios13)
        #expect(old.background.value.layers == [RGBAColor.black])
        #expect(old.shadow.value != .none)
    }

    @Test func configureWithOpaqueGivesSystemBackgroundAndDefaultShadow() {
        let a = resolveBar(Build.block { $0.standardAppearance = Build.object(2) { $0.configureWith = Build.located(.opaque, 2) } })
        #expect(a.background.value.layers.last == .white)
        #expect(a.isTranslucent.value == false)
        #expect(a.shadow.value == .hairline(RGBAColor(white: 0, alpha: 0.3)))
    }

    @Test func clearShadowColorRemovesTheShadowAndTemplateShadowImagesAreTinted() {
        let cleared = resolveBar(
            Build.block { $0.standardAppearance = Build.object(2) { $0.shadowColor = Build.located(.fixed(.clear), 2) } })
        #expect(cleared.shadow.value == .none)
        let tinted = resolveBar(
            Build.block {
                $0.standardAppearance = Build.object(2) {
                    var image = Build.image("line.png", line: 3)
                    image.renderingMode = Build.located(.template, 3)
                    $0.shadowImage = image
                    $0.shadowColor = Build.located(.fixed(RGBAColor(red: 1, green: 0, blue: 0)), 4)
                }
            })
        guard case .image(_, let tint) = tinted.shadow.value else { Issue.record("expected a shadow image"); return }
        #expect(tint == RGBAColor(red: 1, green: 0, blue: 0))
    }

    @Test func unspecifiedTitleKeysGetDefaultsKeyByKey() {
        let a = resolveBar(
            Build.block {
                $0.standardAppearance = Build.object(2) {
                    var attributes = TextAttributesDeclaration()
                    attributes.foregroundColor = Build.located(.fixed(RGBAColor(red: 1, green: 0, blue: 0)), 3)
                    $0.titleTextAttributes = attributes
                }
            })
        #expect(a.titleColor.value == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(a.titleFont.value == .defaultTitle)
    }

    @Test func legacyValuesBeatTheObjectUnlessThePolicySaysOtherwise() {
        let proxy = Build.block {
            $0.barTintColor = Build.located(.fixed(RGBAColor(red: 1, green: 0, blue: 0)), 2)
            $0.translucent = Build.located(false, 3)
            $0.standardAppearance = Build.object(4) { $0.backgroundColor = Build.located(.fixed(.black), 4) }
        }
        let legacyWins = resolveBar(proxy)
        #expect(legacyWins.background.value.layers == [RGBAColor(red: 1, green: 0, blue: 0)])
        var document = Build.document(proxy: proxy)
        var policies = PoliciesDeclaration(location: Build.at(9))
        policies.legacyOverridesAppearanceObjects = Build.located(false, 9)
        document.policies = policies
        let objectWins = AppearanceResolver().resolve(document: document, scene: Build.scene(items: [Build.item("A")]), variant: Variant())
        #expect(objectWins.background.value.layers.last == .black)
    }

    @Test func ios7IgnoresAppearanceObjects() {
        let a = resolveBar(
            Build.block { $0.standardAppearance = Build.object(2) { $0.backgroundColor = Build.located(.fixed(.black), 2) } }, era: .ios7)
        #expect(a.background.value.kind == .material)
        #expect(a.appearanceObject.value == "none")
    }
}

/// docs/UIKIT.md §4, docs/PRECEDENCE.md section 9: content rules beyond the left-side ones.
@Suite struct ContentRuleTests {
    @Test(arguments: [(BackButtonDisplayMode.default, ["Settings", "Back", ""]), (.generic, ["Back", ""]), (.minimal, [""])])
    func backButtonDisplayModes(mode: BackButtonDisplayMode, expected: [String]) {
        let content = ContentResolver.resolve(items: [
            Build.item("Settings") { $0.backButtonDisplayMode = Build.located(mode, 1) }, Build.item("General"),
        ])
        #expect(content.backButton?.titleCandidates == expected)
    }

    @Test func backButtonTitleBeatsTitleAndBackBarButtonItemBeatsBoth() {
        let titled = ContentResolver.resolve(items: [
            Build.item("Settings") { $0.backButtonTitle = Build.located("Prefs", 1) }, Build.item("G"),
        ])
        #expect(titled.backButton?.titleCandidates == ["Prefs", "Back", ""])
        let item = ContentResolver.resolve(items: [
            Build.item("Settings") {
                $0.backButtonTitle = Build.located("Prefs", 1)
                var back = BarButtonItemDeclaration(location: Build.at(1))
                back.title = Build.located("Done", 1)
                back.customView = PlaceholderViewDeclaration(location: Build.at(1))
                $0.backBarButtonItem = back
                $0.backButtonDisplayMode = Build.located(.minimal, 1)
            }, Build.item("G"),
        ])
        #expect(item.backButton?.titleCandidates == ["Done", ""])
    }

    @Test func titleViewReplacesTheTitle() {
        let content = ContentResolver.resolve(items: [
            Build.item("Inbox") { $0.titleView = PlaceholderViewDeclaration(location: Build.at(1)) }
        ])
        #expect(content.titleView == PlaceholderView(width: 120, height: 30, color: SystemColors.table["systemGray5"]!, label: nil))
    }

    @Test func aPromptSwitchesToPromptMetrics() {
        let items = [Build.item("A") { $0.prompt = Build.located("Syncing", 1) }]
        #expect(ContentResolver.effectiveMetrics(items: items, requested: .default, bar: .navigationBar) == .defaultPrompt)
        #expect(ContentResolver.effectiveMetrics(items: items, requested: .compact, bar: .navigationBar) == .compactPrompt)
        #expect(ContentResolver.effectiveMetrics(items: [Build.item("A")], requested: .default, bar: .navigationBar) == .default)
    }

    @Test func largeTitlesFollowPreferenceDisplayModeAndHeight() {
        let automatic = [Build.item("A"), Build.item("B")]
        #expect(ContentResolver.showsLargeTitle(items: automatic, prefersLargeTitles: true, metrics: .default))
        #expect(!ContentResolver.showsLargeTitle(items: automatic, prefersLargeTitles: false, metrics: .default))
        #expect(!ContentResolver.showsLargeTitle(items: automatic, prefersLargeTitles: true, metrics: .compact))
        let never = [Build.item("A") { $0.largeTitleDisplayMode = Build.located(.never, 1) }, Build.item("B")]
        #expect(!ContentResolver.showsLargeTitle(items: never, prefersLargeTitles: true, metrics: .default))
        let always = [
            Build.item("A") { $0.largeTitleDisplayMode = Build.located(.never, 1) },
            Build.item("B") { $0.largeTitleDisplayMode = Build.located(.always, 1) },
        ]
        #expect(ContentResolver.showsLargeTitle(items: always, prefersLargeTitles: true, metrics: .default))
    }

    @Test func systemItemsBecomeTextIconsOrSpaces() {
        func kind(_ system: SystemItem) -> BarItemContent.Kind {
            var item = BarButtonItemDeclaration(location: Build.at(1))
            item.systemItem = Build.located(system, 1)
            return ContentResolver.itemContent(item).kind
        }
        #expect(kind(.edit) == .text("Edit"))
        #expect(kind(.add) == .icon(.add))
        #expect(kind(.close) == .icon(.close))
        #expect(kind(.flexibleSpace) == .flexibleSpace)
        #expect(kind(.fixedSpace) == .fixedSpace(8))
    }
}
