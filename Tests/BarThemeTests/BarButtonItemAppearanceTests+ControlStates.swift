import Testing

@testable import BarTheme

/// A scene item's `state:` (docs/PRECEDENCE.md section 7a): a pressed (`.highlighted`) or `.focused` item is
/// drawn in that state's title attributes and background image, else in its normal look; a disabled
/// item is never highlighted (docs/UIKIT.md §2.5).
extension BarButtonItemAppearanceTests {
    static let orange = RGBAColor(r: 255, g: 149, b: 0, alpha: 1)
    static let red = RGBAColor(r: 255, g: 0, b: 0, alpha: 1)
    static let green = RGBAColor(r: 0, g: 255, b: 0, alpha: 1)

    /// The text run of the item titled `title`.
    func title(_ title: String, in r: Rendered) throws -> TextRun {
        try #require(r.layout.texts.first { $0.text == title })
    }

    /// The paths of the background images drawn, left to right.
    func backgroundPaths(_ r: Rendered) -> [String] {
        r.layout.elements.compactMap { e -> ImagePlacement? in if case .image(let i) = e { return i } else { return nil } }
            .sorted { $0.frame.minX < $1.frame.minX }.map(\.image.path)
    }

    @Test func aHighlightedItemIsDrawnInItsHighlightedAttributesAndBackground() throws {
        let r = try render(
            """
            barButtonItem:
              titleTextAttributes:
                normal: { foregroundColor: "#FF9500" }
                highlighted: { foregroundColor: "#FF0000", font: { size: 20 } }
              backgroundImages:
                - { image: normal.png }
                - { image: pressed.png, state: highlighted }
            scenes:
              - name: s
                items: [ { title: T, leftBarButtonItems: [ { title: A } ], rightBarButtonItems: [ { title: B, state: highlighted } ] } ]
            """)
        let pressed = try title("B", in: r)
        #expect(pressed.style.color == Self.red)
        #expect(pressed.style.font.size == 20)
        let normal = try title("A", in: r)
        #expect(normal.style.color == Self.orange)
        #expect(normal.style.font.size == 17)
        #expect(backgroundPaths(r).map { $0.split(separator: "/").last.map(String.init) } == ["normal.png", "pressed.png"])
    }

    @Test func aFocusedItemIsDrawnInItsFocusedAttributesFromTheItemOrTheAppearanceObject() throws {
        let own = try render(
            """
            scenes:
              - name: s
                items:
                  - title: T
                    rightBarButtonItems:
                      - { title: B, state: focused, titleTextAttributes: { focused: { foregroundColor: "#00FF00" } } }
            """)
        #expect(try title("B", in: own).style.color == Self.green)
        let object = try render(
            """
            navigationBar:
              standardAppearance:
                buttonAppearance:
                  normal: { titleTextAttributes: { foregroundColor: "#FF9500" } }
                  focused: { titleTextAttributes: { foregroundColor: "#FF0000" }, backgroundImage: ring.png }
            scenes:
              - name: s
                items: [ { title: T, leftBarButtonItems: [ { title: A } ], rightBarButtonItems: [ { title: B, state: focused } ] } ]
            """)
        #expect(try title("B", in: object).style.color == Self.red)
        #expect(try title("A", in: object).style.color == Self.orange)
        #expect(backgroundPaths(object).map { $0.hasSuffix("ring.png") } == [true])
        // Only a highlighted state in the object: it does not colour a focused item.
        let other = try render(
            """
            navigationBar:
              standardAppearance:
                buttonAppearance: { highlighted: { titleTextAttributes: { foregroundColor: "#FF0000" } } }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: B, state: focused } ] } ]
            """)
        #expect(try title("B", in: other).style.color == RGBAColor(r: 0, g: 0x7A, b: 0xFF, alpha: 1))
    }

    @Test func aStateWithoutValuesOfItsOwnFallsBackToTheNormalLook() throws {
        let r = try render(
            """
            barButtonItem:
              titleTextAttributes: { normal: { foregroundColor: "#FF9500", font: { size: 15 } }, highlighted: { font: { size: 20 } } }
              backgroundImages: [ { image: normal.png } ]
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: B, state: highlighted }, { title: C, state: focused } ] } ]
            """)
        // Highlighted: its own font, the normal colour (key by key).
        let pressed = try title("B", in: r)
        #expect(pressed.style.font.size == 20)
        #expect(pressed.style.color == Self.orange)
        // Focused: nothing of its own, the normal look.
        let focused = try title("C", in: r)
        #expect(focused.style.font.size == 15)
        #expect(focused.style.color == Self.orange)
        #expect(backgroundPaths(r).allSatisfy { $0.hasSuffix("normal.png") } && backgroundPaths(r).count == 2)
        // No attributes at all: the tint, as at rest.
        let bare = try render(
            "scenes: [ { name: s, items: [ { title: T, rightBarButtonItems: [ { title: B, state: highlighted } ] } ] } ]\n")
        #expect(try title("B", in: bare).style.color == RGBAColor(r: 0, g: 0x7A, b: 0xFF, alpha: 1))
    }

    @Test func disabledWinsOverHighlightedAndFocused() throws {
        let theme = { (item: String) in
            """
            barButtonItem:
              titleTextAttributes:
                normal: { foregroundColor: "#FF9500" }
                highlighted: { foregroundColor: "#FF0000" }
                focused: { foregroundColor: "#00FF00" }
                disabled: { foregroundColor: "#8E8E93" }
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ \(item) ] } ]
            """
        }
        for item in [
            "{ title: B, enabled: false, state: highlighted }", "{ title: B, enabled: false, state: focused }",
            "{ title: B, state: disabled }",
        ] {
            let r = try render(theme(item))
            #expect(try title("B", in: r).style.color == Self.gray, "\(item)")
            let scene = try #require(ThemeParser.parse("era: ios13\n" + theme(item), path: "t.yaml").0?.scenes.first)
            let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
            #expect(content.rightItems.first?.state == .disabled)
            #expect(content.rightItems.first?.isEnabled == false)
        }
    }

    @Test func anUnknownOrContradictoryStateIsALocatedError() {
        let unknown = errors("scenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ { title: A, state: pressed } ] } ]\n")
        #expect(unknown.contains { $0.contains("t.yaml:3:68") && $0.contains("'pressed' is not a valid state") }, "\(unknown)")
        #expect(unknown.contains { $0.contains("allowed: normal, highlighted, disabled, focused") }, "\(unknown)")
        let contradiction = errors(
            "scenes:\n  - name: s\n    items: [ { title: T, rightBarButtonItems: [ { title: A, enabled: true, state: disabled } ] } ]\n")
        #expect(contradiction.contains { $0.contains("t.yaml:3:") && $0.contains("contradicts 'enabled: true'") }, "\(contradiction)")
    }

    @Test func explainNamesTheStateAnItemIsDrawnIn() throws {
        let yaml = """
            era: ios13
            scenes:
              - name: s
                items: [ { title: T, rightBarButtonItems: [ { title: A, state: highlighted }, { systemItem: done, enabled: false }, { title: C } ] } ]
            """
        let scene = try #require(ThemeParser.parse(yaml, path: "t.yaml").0?.scenes.first)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        let lines = ContentExplanation.properties(scene: scene, content: content, drawnBackTitle: nil)
        let right = try #require(lines.first { $0.name == "content.rightItems" })
        #expect(right.value == "\"A\" [highlighted], \"Done\" (done) [disabled], \"C\"")
    }
}
