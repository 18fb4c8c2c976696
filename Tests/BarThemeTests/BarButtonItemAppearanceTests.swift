import Testing

@testable import BarTheme

/// `UIBarButtonItem` appearance (docs/UIKIT.md §2.5, docs/PRECEDENCE.md section 7a): the proxy at the top
/// level, contained in a bar, in `when:` scopes, per item; against appearance objects; drawn by the
/// layout.
@Suite struct BarButtonItemAppearanceTests {
    struct Rendered {
        let appearance: BarAppearance
        let layout: BarLayout
    }

    /// Parses `yaml` (a whole theme) and lays out scene `scene` in `variant`, in the iOS 13-14 look
    /// (`era: ios13`) unless the theme names an era: the item appearance API predates Liquid Glass,
    /// whose platters lay items out differently (docs/UIKIT.md §10.4).
    func render(_ yaml: String, scene name: String = "s", variant: Variant = Variant(position: .top, scale: 2)) throws -> Rendered {
        let yaml = yaml.contains("era:") ? yaml : "era: ios13\n" + yaml
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first { $0.name.value == name })
        var v = variant
        v.metrics = ContentResolver.effectiveMetrics(
            items: scene.items, requested: variant.metrics, bar: scene.bar?.value ?? .navigationBar)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: v)
        let content = ContentResolver.resolve(scene: scene, metrics: v.metrics, prefersLargeTitles: appearance.prefersLargeTitles.value)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: v)
        return Rendered(appearance: appearance, layout: layout)
    }

    func errors(_ yaml: String) -> [String] {
        ThemeParser.parse(yaml, path: "t.yaml").1.map(\.description)
    }

    static let gray = RGBAColor(r: 142, g: 142, b: 147, alpha: 1)

    /// A proxy font without `weight:` is a whole UIFont in the app (generated Swift passes
    /// `UIFont.systemFont(ofSize: 17, weight: .regular)`), and UIKit draws a done item in the font it is
    /// given: regular, like the plain item (docs/UIKIT.md §2.5). The render kept the done style's semibold.
    @Test func aWeightlessProxyFontIsRegularOnDoneItemsToo() throws {
        let r = try render(
            """
            barButtonItem:
              titleTextAttributes:
                normal: { font: { size: 17 } }
            scenes:
              - name: s
                items:
                  - title: Edit
                    rightBarButtonItems: [ { systemItem: done } ]
                    leftBarButtonItems: [ { title: Cancel } ]
            """)
        #expect(r.layout.run(.rightItem)?.style.font == .plainItem)
        #expect(r.layout.run(.leftItem)?.style.font == .plainItem)
        // Without a font in the dictionary the done style keeps its semibold.
        let plain = try render(
            """
            scenes:
              - name: s
                items: [ { title: Edit, rightBarButtonItems: [ { systemItem: done } ] } ]
            """)
        #expect(plain.layout.run(.rightItem)?.style.font == .doneItem)
    }

    func chevronColor(_ layout: BarLayout) -> RGBAColor? {
        for element in layout.elements {
            if case .icon(let icon) = element, icon.icon == .chevron { return icon.color }
        }
        return nil
    }

    /// The previous navigation item's `backBarButtonItem` gives the back button its title, its tint
    /// (indicator and title) and its own title attributes (docs/UIKIT.md §2.5); they were ignored
    /// except for the title.
    @Test func theBackItemsOwnTintAndTitleAttributesAreDrawn() throws {
        let r = try render(
            """
            navigationBar: { tintColor: "#007AFF" }
            scenes:
              - name: s
                items:
                  - title: Mailboxes
                    backBarButtonItem:
                      title: Boxes
                      tintColor: "#FF3B30"
                      titleTextAttributes: { normal: { foregroundColor: "#34C759", font: { size: 15 } } }
                  - title: Inbox
            """)
        let back = try #require(r.layout.run(.backTitle))
        #expect(back.text == "Boxes")
        #expect(back.style.color == RGBAColor(r: 0x34, g: 0xC7, b: 0x59, alpha: 1))
        #expect(back.style.font.size == 15)
        // The title colour does not reach the indicator: it takes the back item's tint.
        #expect(chevronColor(r.layout) == RGBAColor(r: 0xFF, g: 0x3B, b: 0x30, alpha: 1))
    }

    /// A tint on the item proxy colours the back button, indicator included; a proxy title colour
    /// colours only the back title, the indicator keeps the bar's tint (docs/UIKIT.md §2.5).
    @Test func theIndicatorFollowsTheItemTintNotTheTitleColour() throws {
        let tinted = try render(
            """
            navigationBar: { tintColor: "#007AFF" }
            barButtonItem: { tintColor: "#AF52DE" }
            scenes:
              - name: s
                items: [ { title: Mailboxes }, { title: Inbox } ]
            """)
        let purple = RGBAColor(r: 0xAF, g: 0x52, b: 0xDE, alpha: 1)
        #expect(chevronColor(tinted.layout) == purple)
        #expect(tinted.layout.run(.backTitle)?.style.color == purple)
        let titled = try render(
            """
            navigationBar: { tintColor: "#007AFF" }
            barButtonItem:
              titleTextAttributes: { normal: { foregroundColor: "#AF52DE" }, disabled: { foregroundColor: "#8E8E93" } }
            scenes:
              - name: s
                items: [ { title: Mailboxes }, { title: Inbox } ]
            """)
        #expect(chevronColor(titled.layout) == RGBAColor(r: 0, g: 0x7A, b: 0xFF, alpha: 1))
        #expect(titled.layout.run(.backTitle)?.style.color == purple)
    }

    @Test func aDisabledDoneIsDrawnInItsDisabledColourNotADimmedTint() throws {
        let r = try render(
            """
            barButtonItem:
              titleTextAttributes:
                normal: { foregroundColor: "#FF9500" }
                disabled: { foregroundColor: "#8E8E93" }
            scenes:
              - name: s
                items:
                  - title: Edit
                    rightBarButtonItems: [ { systemItem: done, enabled: false } ]
                    leftBarButtonItems: [ { title: Cancel } ]
            """)
        let done = try #require(r.layout.run(.rightItem))
        #expect(done.text == "Done")
        #expect(done.style.color == Self.gray)
        // The done style keeps its semibold font: the dictionary sets no font.
        #expect(done.style.font == .doneItem)
        #expect(r.layout.run(.leftItem)?.style.color == RGBAColor(r: 255, g: 149, b: 0, alpha: 1))
        let line = try #require(r.appearance.explained.first { $0.name == "barButtonItem.titleTextAttributes[.disabled]" })
        #expect(line.value.contains("#8E8E93"))
        #expect(line.provenance.rule.contains("UIBarButtonItem.appearance()"))
    }

    @Test func withoutAnyDisabledColourADisabledItemIsStillDimmed() throws {
        let r = try render(
            """
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: Save, enabled: false } ] } ]
            """)
        #expect(r.layout.run(.rightItem)?.style.color == RGBAColor(r: 60, g: 60, b: 67, alpha: 0.3))
    }

    @Test func aNormalColourWithoutADisabledOneKeepsDisabledItemsInThatColour() throws {
        let r = try render(
            """
            barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#FF0000" } } }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: Save, enabled: false } ] } ]
            """)
        #expect(r.layout.run(.rightItem)?.style.color == RGBAColor(r: 255, g: 0, b: 0, alpha: 1))
    }

    @Test func itemBeatsBarContainedProxyWhichBeatsTheGlobalProxy() throws {
        let theme = """
            barButtonItem: { tintColor: "#00FF00", titleTextAttributes: { normal: { foregroundColor: "#0000FF" } } }
            navigationBar:
              barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#FF0000", font: { size: 15 } } } }
            scenes:
              - name: s
                items:
                  - title: T
                    leftBarButtonItems: [ { title: A } ]
                    rightBarButtonItems: [ { title: B, titleTextAttributes: { normal: { foregroundColor: "#FFFFFF" } } } ]
              - name: tb
                bar: toolbar
                items: [ { title: C }, { image: i.png } ]
            """
        let r = try render(theme)
        #expect(r.layout.run(.rightItem)?.style.color == RGBAColor(r: 255, g: 255, b: 255, alpha: 1))
        // The item's dictionary replaces the proxy's whole: no 15 pt font from the bar proxy.
        #expect(r.layout.run(.rightItem)?.style.font == .plainItem)
        let left = try #require(r.layout.run(.leftItem))
        #expect(left.style.color == RGBAColor(r: 255, g: 0, b: 0, alpha: 1))
        #expect(left.style.font.size == 15)
        let line = try #require(r.appearance.explained.first { $0.name == "barButtonItem.titleTextAttributes[.normal]" })
        #expect(line.provenance.rule.contains("whenContainedInInstancesOf: [UINavigationBar.self]"))
        #expect(line.overridden.count == 1)
        // In a toolbar the navigation-bar-contained proxy does not apply: the global one does, and its tint colours images.
        let toolbar = try render(theme, scene: "tb", variant: Variant(position: .bottom, scale: 2))
        #expect(toolbar.layout.run(.toolbarItem)?.style.color == RGBAColor(r: 0, g: 0, b: 255, alpha: 1))
        let image = toolbar.layout.elements.compactMap { e -> ImagePlacement? in if case .image(let i) = e { return i } else { return nil }
        }
        #expect(image.first?.tint == RGBAColor(r: 0, g: 255, b: 0, alpha: 1))
    }

    @Test func scopedProxiesApplyOnlyInsideTheirContainers() throws {
        let theme = """
            when:
              - containedIn: [SettingsViewController]
                navigationBar:
                  barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#FF0000" } } }
              - containedIn: [SettingsViewController]
                barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#00FF00" } }, tintColor: "#00FF00" }
            navigationBar:
              barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#0000FF" } } }
            scenes:
              - name: inside
                containedIn: [UINavigationController, SettingsViewController]
                items: [ { title: T, rightBarButtonItems: [ { title: A } ] } ]
              - name: outside
                items: [ { title: T, rightBarButtonItems: [ { title: A } ] } ]
            """
        let inside = try render(theme, scene: "inside")
        #expect(inside.layout.run(.rightItem)?.style.color == RGBAColor(r: 255, g: 0, b: 0, alpha: 1))
        #expect(inside.appearance.itemAppearance.tintColor?.value == RGBAColor(r: 0, g: 255, b: 0, alpha: 1))
        let outside = try render(theme, scene: "outside")
        #expect(outside.layout.run(.rightItem)?.style.color == RGBAColor(r: 0, g: 0, b: 255, alpha: 1))
        #expect(outside.appearance.itemAppearance.tintColor == nil)
    }

    @Test func proxyValuesBeatTheAppearanceObjectUnlessThePolicySaysOtherwise() throws {
        func theme(_ policy: Bool) -> String {
            """
            policies: { legacyOverridesAppearanceObjects: \(policy) }
            barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#FF0000" } } }
            navigationBar:
              standardAppearance:
                buttonAppearance:
                  normal: { titleTextAttributes: { foregroundColor: "#00FF00" } }
                  disabled: { titleTextAttributes: { foregroundColor: "#8E8E93" } }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: A } ], leftBarButtonItems: [ { title: B, enabled: false } ] } ]
            """
        }
        let legacy = try render(theme(true))
        #expect(legacy.layout.run(.rightItem)?.style.color == RGBAColor(r: 255, g: 0, b: 0, alpha: 1))
        // The object's disabled colour applies: no legacy disabled dictionary.
        #expect(legacy.layout.run(.leftItem)?.style.color == Self.gray)
        let object = try render(theme(false))
        #expect(object.layout.run(.rightItem)?.style.color == RGBAColor(r: 0, g: 255, b: 0, alpha: 1))
        #expect(object.layout.run(.leftItem)?.style.color == Self.gray)
    }

    @Test func anAppearanceObjectsDisabledStateColoursDisabledItems() throws {
        let r = try render(
            """
            navigationBar:
              standardAppearance:
                doneButtonAppearance: { disabled: { titleTextAttributes: { foregroundColor: "#8E8E93" } } }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { systemItem: done, enabled: false } ] } ]
            """)
        #expect(r.layout.run(.rightItem)?.style.color == Self.gray)
    }

    @Test func titleOffsetsFollowTheMetricsWithFallbackAndTheBackButtonHasItsOwn() throws {
        let theme = """
            barButtonItem:
              titlePositionAdjustment: { default: [0, 3], compact: [0, 1] }
              backButtonTitlePositionAdjustment: [4, -2]
            scenes:
              - name: s
                items:
                  - title: Root
                  - title: Detail
                    rightBarButtonItems: [ { title: A } ]
                    prompt: Hello
            """
        let regular = try render(theme)
        let plain = try render(
            """
            scenes:
              - name: s
                items:
                  - title: Root
                  - { title: Detail, rightBarButtonItems: [ { title: A } ], prompt: Hello }
            """)
        let a = try #require(regular.layout.run(.rightItem)?.frame)
        let b = try #require(plain.layout.run(.rightItem)?.frame)
        // defaultPrompt has no value: falls back to default (docs/UIKIT.md §3.3).
        #expect(a.y - b.y == 3)
        #expect(a.x == b.x)
        let backA = try #require(regular.layout.run(.backTitle)?.frame)
        let backB = try #require(plain.layout.run(.backTitle)?.frame)
        #expect(backA.x - backB.x == 4)
        #expect(backA.y - backB.y == -2)
        let compact = try render(theme, variant: Variant(metrics: .compact, position: .top, scale: 2))
        let plainCompact = try render(
            """
            scenes:
              - name: s
                items:
                  - title: Root
                  - { title: Detail, rightBarButtonItems: [ { title: A } ], prompt: Hello }
            """, variant: Variant(metrics: .compact, position: .top, scale: 2))
        #expect(try #require(compact.layout.run(.rightItem)?.frame.y) - #require(plainCompact.layout.run(.rightItem)?.frame.y) == 1)
        let line = try #require(regular.appearance.explained.first { $0.name == "barButtonItem.titlePositionAdjustment" })
        #expect(line.provenance.rule.contains("falls back to default"))
    }

    @Test func backgroundImagesAreDrawnUntintedBehindTheItemAndDisabledFallsBackToNormal() throws {
        let r = try render(
            """
            navigationBar: { tintColor: "#FF0000" }
            barButtonItem:
              backgroundImages:
                - { image: button.png }
                - { image: button-compact.png, metrics: compact }
              backButtonBackgroundImages: [ { image: back.png } ]
            scenes:
              - name: s
                items:
                  - title: Root
                  - { title: Detail, rightBarButtonItems: [ { title: Save, enabled: false } ] }
            """)
        let images = r.layout.elements.compactMap { e -> ImagePlacement? in if case .image(let i) = e { return i } else { return nil } }
        let button = try #require(images.first { $0.image.path.hasSuffix("button.png") })
        #expect(button.tint == nil)
        let save = try #require(r.layout.run(.rightItem))
        // The room: the title plus 8 pt padding each side; FixedImageSize is 24 pt tall, centred in the 44 pt bar.
        #expect(button.frame == Rect(x: save.frame.minX - 8, y: 10, width: save.frame.width + 16, height: 24))
        let back = try #require(images.first { $0.image.path.hasSuffix("back.png") })
        #expect(back.frame.minX == UIKitMetrics.chevronX)
        // Drawn before the chevron, so the chevron stays on top.
        let order = r.layout.elements.map { e -> String in
            switch e {
            case .image(let i): return i.image.path
            case .icon: return "icon"
            default: return "other"
            }
        }
        let backIndex = try #require(order.firstIndex { $0.hasSuffix("back.png") })
        let iconIndex = try #require(order.firstIndex(of: "icon"))
        #expect(backIndex < iconIndex)
    }

    @Test func badValuesAreLocatedErrors() {
        let duplicate = errors(
            """
            barButtonItem:
              backgroundImages:
                - { image: a.png, state: disabled }
                - { image: b.png, state: disabled }
            """)
        #expect(duplicate.contains { $0.contains("t.yaml:4:7") && $0.contains("two backgroundImages for state disabled, metrics default") })
        let state = errors("barButtonItem: { backgroundImages: [ { image: a.png, state: pressed } ] }\n")
        #expect(state.contains { $0.contains("t.yaml:1:") && $0.contains("pressed") })
        let empty = errors("barButtonItem: { titleTextAttributes: {} }\n")
        #expect(empty.contains { $0.contains("t.yaml:1:39") && $0.contains("is empty") })
        let offset = errors("navigationBar: { barButtonItem: { titlePositionAdjustment: 3 } }\n")
        #expect(offset.contains { $0.contains("t.yaml:1:60") && $0.contains("must be [x, y]") })
        let unknown = errors(
            "scenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ { title: A, titleTextAttributes: { pressed: {} } } ] } ]\n"
        )
        #expect(unknown.contains { $0.contains("t.yaml:3:") && $0.contains("pressed") })
    }

    @Test func lintWarnsWhenANormalColourHasNoDisabledCounterpart() throws {
        func warnings(_ yaml: String) throws -> [Diagnostic] {
            let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
            return Linter.lint(try #require(document, "\(diagnostics)")).filter { $0.ruleID == "item-disabled-state-missing" }
        }
        let found = try warnings(
            """
            navigationBar:
              barButtonItem: { titleTextAttributes: { normal: { foregroundColor: "#FF0000" } } }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: A, titleTextAttributes: { normal: { foregroundColor: "#00FF00" } } } ] } ]
            """)
        #expect(found.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0)" } == ["2:70", "5:111"])
        #expect(
            try warnings(
                """
                barButtonItem:
                  titleTextAttributes: { normal: { foregroundColor: "#FF0000" }, disabled: { foregroundColor: "#8E8E93" } }
                """
            ).isEmpty)
    }
}

/// `validate` checks the files item blocks name (a missing item background image was not checked).
@Suite struct BarButtonItemFileReferenceTests {
    @Test func itemBackgroundImagesAndFontsAreReferencedFiles() {
        let (document, _) = ThemeParser.parse(
            """
            barButtonItem: { backgroundImages: [ { image: a.png } ], titleTextAttributes: { disabled: { font: { file: f.ttf, size: 12 } } } }
            navigationBar: { barButtonItem: { backButtonBackgroundImages: [ { image: b.png } ] } }
            when: [ { containedIn: [X], barButtonItem: { backgroundImages: [ { image: c.png, state: disabled } ] } } ]
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: A, backgroundImages: [ { image: d.png } ] } ] } ]
            """, path: "t.yaml")
        guard let document else {
            Issue.record("no document")
            return
        }
        let references = ThemeFileReferences(document)
        #expect(references.images.map(\.value) == ["b.png", "a.png", "c.png", "d.png"])
        #expect(references.fonts.map(\.value) == ["f.ttf"])
    }
}

/// `imageInsets` / `landscapeImagePhoneInsets` on image items (docs/THEME-FORMAT.md, "Bar button
/// item"): the image keeps its size and moves by half the difference of opposite insets.
@Suite struct ImageInsetsTests {
    func imageFrame(_ item: String, metrics: BarMetrics) throws -> Rect {
        let (document, diagnostics) = ThemeParser.parse(
            "era: ios13\nscenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ \(item) ] } ]\n", path: "t.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let variant = Variant(metrics: metrics, position: .top, scale: 2)
        let appearance = AppearanceResolver().resolve(document: doc, scene: doc.scenes[0], variant: variant)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer())
            .layout(appearance: appearance, content: ContentResolver.resolve(items: doc.scenes[0].items), variant: variant)
        let images = layout.elements.compactMap { e -> ImagePlacement? in if case .image(let i) = e { return i } else { return nil } }
        return try #require(images.first).frame
    }

    @Test func insetsMoveTheImageAndCompactMetricsUseTheLandscapeOnes() throws {
        let plain = try imageFrame("{ image: star.png }", metrics: .default)
        let moved = try imageFrame(
            "{ image: star.png, imageInsets: [5, 0, -5, 0], landscapeImagePhoneInsets: [0, -4, 0, 4] }", metrics: .default)
        #expect(moved.y - plain.y == 5)
        #expect(moved.x == plain.x)
        #expect(moved.width == plain.width && moved.height == plain.height)
        let compactPlain = try imageFrame("{ image: star.png }", metrics: .compact)
        let compact = try imageFrame(
            "{ image: star.png, imageInsets: [5, 0, -5, 0], landscapeImagePhoneInsets: [0, -4, 0, 4] }", metrics: .compact)
        #expect(compact.x - compactPlain.x == -4)
        #expect(compact.y == compactPlain.y)
        let fallback = try imageFrame("{ image: star.png, imageInsets: [2, 0, 0, 0] }", metrics: .compact)
        #expect(fallback.y - compactPlain.y == 1)
    }
}
