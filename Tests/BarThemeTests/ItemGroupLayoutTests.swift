import Testing

@testable import BarTheme

/// Explicit `UIBarButtonItemGroup`s (`leadingItemGroups` / `trailingItemGroups`, docs/UIKIT.md
/// §10.4): one glass platter per group in `ios26`, the items one by one in older eras, and
/// `explain` naming the platter each item is on.
@Suite struct ItemGroupLayoutTests {
    func scene(_ yaml: String) throws -> (ThemeDocument, SceneDeclaration) {
        let (document, diags) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diags.isEmpty, "\(diags)")
        let doc = try #require(document)
        return (doc, try #require(doc.scenes.first))
    }

    func layout(_ yaml: String, width: Double = 390) throws -> (BarLayout, [ExplainedProperty]) {
        let (doc, scene) = try scene(yaml)
        let variant = Variant(position: .topAttached, width: width, scale: 3, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: FixedWidthMeasurer()).layout(appearance: appearance, content: content, variant: variant)
        let explained = BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
        return (layout, explained)
    }

    func platters(_ layout: BarLayout) -> [Rect] {
        layout.elements.compactMap { if case .platter(let p) = $0 { return p.frame } else { return nil } }
    }

    func theme(era: String, items: String) -> String {
        "era: \(era)\nscenes:\n  - name: s\n    items:\n      - title: Inbox\n\(items)"
    }

    /// The layout of an `ios26` scene with these item lines.
    func glassLayout(_ items: String, width: Double = 390) throws -> (BarLayout, [ExplainedProperty]) {
        try layout(theme(era: "ios26", items: items), width: width)
    }

    static let grouped = """
                trailingItemGroups:
                  - items: [{ systemItem: add }, { systemItem: compose }]
                  - items: [{ title: Edit }]

        """
    static let plain = """
                rightBarButtonItems: [{ title: Edit }, { systemItem: compose }, { systemItem: add }]

        """

    @Test func eachGroupIsOnePlatter12PointsFromTheNext() throws {
        let (separate, explained) = try layout(theme(era: "ios26", items: Self.grouped))
        // The same items as right items: the two glyphs share a capsule and the text item has its
        // own (WWDC25 session 284; docs/UIKIT.md §10.4), so the platters are the groups' platters.
        let (plain, plainExplained) = try layout(theme(era: "ios26", items: Self.plain))
        #expect(platters(plain) == platters(separate))
        #expect(plainExplained.map(\.value) == ["glass: icon Add, icon Compose", "glass: \"Edit\""])
        #expect(plainExplained.first?.provenance.rule.hasPrefix("consecutive items share one platter") == true)
        #expect(plainExplained.last?.provenance.rule.hasPrefix("a text item or the system Close item: a platter of its own") == true)
        // Groups: "Edit" (4 × 10 pt + 15.83 pt each side) outermost at 16 pt from the edge, then the
        // two glyphs' capsule (46 pt slots, 8 pt apart) 12 pt further in.
        let frames = platters(separate)
        #expect(frames.count == 2)
        // (Edges on the pixel grid, §10.4: 71.66 pt is 71.67 at @3x.)
        #expect(abs(frames[1].width - pixelWidth(71.66)) < 1e-9 && frames[1].maxX == 390 - 16 && frames[1].y == 0 && frames[1].height == 44)
        #expect(abs(frames[0].maxX - (frames[1].x - 12)) < 1e-9)
        #expect(frames[0].width == 100)
        // explain names each platter's group.
        #expect(explained.map(\.name) == ["layout.platter1", "layout.platter2"])
        #expect(explained[0].value == "glass: icon Add, icon Compose")
        #expect(explained[0].provenance.rule.contains("UIBarButtonItemGroup 1 of trailingItemGroups: its 2 items share one platter"))
        #expect(explained[0].provenance.location?.line == 7)
        #expect(explained[1].provenance.rule.contains("UIBarButtonItemGroup 2 of trailingItemGroups: one platter"))
    }

    @Test func aGroupOfSeveralIgnoresItsItemsSharingFlagsButAGroupOfOneKeepsThem() throws {
        let (several, _) = try layout(
            theme(
                era: "ios26",
                items: """
                            leadingItemGroups:
                              - items: [{ systemItem: add, sharesBackground: false }, { systemItem: compose, hidesSharedBackground: true }]

                    """))
        #expect(platters(several).count == 1)
        let (one, explained) = try layout(
            theme(
                era: "ios26",
                items: """
                            leadingItemGroups:
                              - items: [{ systemItem: add }]
                              - items: [{ customView: { width: 30, height: 30 }, hidesSharedBackground: true }]

                    """))
        #expect(platters(one).count == 1)
        #expect(explained.map(\.value) == ["glass: icon Add", "no platter: custom view custom view"])
    }

    @Test func beforeIOS26GroupsLayOutAsTheirItems() throws {
        for era in ["ios7", "ios13", "ios15"] {
            let (grouped, explained) = try layout(theme(era: era, items: Self.grouped))
            let (plain, _) = try layout(theme(era: era, items: Self.plain))
            #expect(grouped.elements == plain.elements, "\(era)")
            #expect(explained.isEmpty)
        }
    }

    @Test func leadingGroupsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let yaml = """
            scenes:
              - name: s
                items:
                  - title: Inbox
                  - title: Message
                    leftItemsSupplementBackButton: true
                    leadingItemGroups:
                      - items: [{ systemItem: bookmarks }]
            """
        let (l, explained) = try layout(yaml)
        // The back circle, then the group's circle 12 pt after it.
        #expect(platters(l) == [Rect(x: 16, y: 0, width: 44, height: 44), Rect(x: 72, y: 0, width: 44, height: 44)])
        #expect(explained.map(\.value) == ["back button", "glass: icon Bookmarks"])
    }

    /// Molten's Purchases bar (check half, #39): a leading `gear` and `EditButton()` are a 44 pt
    /// circle and a capsule 12 pt apart, not one capsule. Apple documents the rule (WWDC25 session
    /// 284, "Build a UIKit app with the new design"): image buttons share a glass background; text
    /// buttons and the system Done and Close buttons have their own.
    @Test func aTextItemBesideAGlyphIsOnAPlatterOfItsOwn() throws {
        let (l, explained) = try glassLayout(
            """
                    leftBarButtonItems: [{ image: { systemName: gear } }, { systemItem: edit }]

            """, width: 440)
        // The gear's circle at the 440 pt inset (20), then "Edit" (4 × 10 pt + 15.83 pt each side).
        let frames = platters(l)
        #expect(frames.count == 2)
        #expect(frames.first == Rect(x: 20, y: 0, width: 44, height: 44))
        #expect(frames.last.map { $0.x == 20 + 44 + 12 && abs($0.width - pixelWidth(71.66)) < 1e-9 } == true)
        #expect(explained.count == 2)
        #expect(explained.last?.value == "glass: \"Edit\"")
        #expect(explained.last?.provenance.rule.contains("WWDC25") == true)
    }

    @Test func theSystemCloseItemAndTwoTextItemsEachHaveTheirOwnPlatter() throws {
        let (l, explained) = try glassLayout(
            """
                    leftBarButtonItems: [{ systemItem: close }, { systemItem: add }]
                    rightBarButtonItems: [{ title: Save }, { title: Undo }]

            """)
        #expect(platters(l).count == 4)
        #expect(explained.map(\.value) == ["glass: icon Close", "glass: icon Add", "glass: \"Undo\"", "glass: \"Save\""])
    }

    @Test func anExplicitGroupStillSharesOnePlatterWithItsTextItem() throws {
        let (l, explained) = try glassLayout(
            """
                    trailingItemGroups:
                      - items: [{ systemItem: add }, { title: Edit }]

            """)
        #expect(platters(l).count == 1)
        #expect(explained.map(\.value) == ["glass: icon Add, \"Edit\""])
    }
}
