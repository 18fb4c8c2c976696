import Testing

@testable import BarTheme

/// Offsets in UIKit's own field names (issue #41, session 28's open item): a `UIOffset` key takes
/// `[x, y]` or `{ horizontal:, vertical: }` (what `UIOffset(horizontal:vertical:)` says in Swift), a
/// shadow's `offset` (`NSShadow.shadowOffset`, a `CGSize`) `[x, y]` or `{ width:, height: }`; a wrong
/// shape is an error at its place, with the fix.
@Suite struct OffsetFieldNamesTests {
    private func parse(_ yaml: String) -> (ThemeDocument?, [Diagnostic]) { ThemeParser.parse(yaml, path: "t.yaml") }

    @Test func everyTabBarOffsetTakesUIOffsetsFieldNames() throws {
        let (document, diagnostics) = parse(
            """
            tabBar:
              standardAppearance:
                stackedLayoutAppearance:
                  normal:
                    titlePositionAdjustment: { horizontal: 1, vertical: -2 }
                    badgePositionAdjustment: { horizontal: 3, vertical: 4 }
                    badgeTitlePositionAdjustment: { vertical: 0.5, horizontal: -1 }
            tabBarItem:
              titlePositionAdjustment: { horizontal: 0, vertical: -4 }
            scenes:
              - name: tabs
                bar: tabBar
                items:
                  - { title: Home, titlePositionAdjustment: { horizontal: 2, vertical: 3 } }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let normal = try #require(document?.tabBar?.standardAppearance?.stackedLayoutAppearance?.normal)
        #expect(normal.titlePositionAdjustment?.value == Offset(x: 1, y: -2))
        #expect(normal.titlePositionAdjustment?.location.line == 5)
        #expect(normal.badgePositionAdjustment?.value == Offset(x: 3, y: 4))
        #expect(normal.badgeTitlePositionAdjustment?.value == Offset(x: -1, y: 0.5))
        #expect(document?.tabBarItem?.titlePositionAdjustment?.value == Offset(x: 0, y: -4))
        let tab = try #require(document?.scenes.first?.tabBarContent?.items.first)
        #expect(tab.appearance?.titlePositionAdjustment?.value == Offset(x: 2, y: 3))
    }

    @Test func navigationBarAndItemOffsetsTakeThemToo() throws {
        let (document, diagnostics) = parse(
            """
            navigationBar:
              standardAppearance:
                titlePositionAdjustment: { horizontal: 0, vertical: 2 }
                buttonAppearance:
                  normal: { titlePositionAdjustment: { horizontal: 1, vertical: 1 } }
              titleTextAttributes:
                shadow: { color: black, offset: { width: 0, height: 1 } }
            barButtonItem:
              titlePositionAdjustment: { horizontal: 0, vertical: 2 }
              backButtonTitlePositionAdjustment: { default: { horizontal: -200, vertical: 0 }, compact: [0, 1] }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let appearance = try #require(document?.navigationBar?.standardAppearance)
        #expect(appearance.titlePositionAdjustment?.value == Offset(x: 0, y: 2))
        #expect(appearance.buttonAppearance?.normal?.titlePositionAdjustment?.value == Offset(x: 1, y: 1))
        #expect(document?.navigationBar?.titleTextAttributes?.shadow?.value.offset?.value == Offset(x: 0, y: 1))
        let item = try #require(document?.barButtonItem)
        #expect(item.titlePositionAdjustment[.default]?.value == Offset(x: 0, y: 2))
        #expect(item.backButtonTitlePositionAdjustment[.default]?.value == Offset(x: -200, y: 0))
        #expect(item.backButtonTitlePositionAdjustment[.compact]?.value == Offset(x: 0, y: 1))
    }

    @Test func aWrongShapeIsALocatedErrorThatShowsBothForms() throws {
        let (_, diagnostics) = parse(
            """
            tabBarItem:
              titlePositionAdjustment: { x: 0, y: -4 }
            tabBar:
              standardAppearance:
                inlineLayoutAppearance:
                  normal:
                    badgePositionAdjustment: { horizontal: 2 }
                    titlePositionAdjustment: 3
            navigationBar:
              titleTextAttributes:
                shadow: { offset: { horizontal: 0, vertical: 1 } }
            barButtonItem:
              titlePositionAdjustment: { dx: 1, dy: 2 }
            """)
        func first(line: Int) -> Diagnostic? { diagnostics.first { $0.location?.line == line } }
        // Swift's CGPoint names on a UIOffset: one error naming UIOffset's fields, the mapping rewritten.
        let misnamed = try #require(first(line: 2))
        #expect(
            misnamed.message.contains("'titlePositionAdjustment' is a UIOffset: its fields are 'horizontal' and 'vertical'"), "\(misnamed)")
        #expect(misnamed.hint?.contains("{ horizontal: 0, vertical: -4 } or [0, -4]") == true, "\(misnamed)")
        #expect(misnamed.location?.column == 28)
        #expect(diagnostics.filter { $0.location?.line == 2 }.count == 1)
        let half = try #require(first(line: 7))
        #expect(half.message.contains("'badgePositionAdjustment' needs 'vertical'"), "\(half)")
        #expect(half.hint?.contains("{ horizontal: 2, vertical: 0 }") == true, "\(half)")
        let number = try #require(first(line: 8))
        #expect(number.message.contains("[x, y] or { horizontal: x, vertical: y }"), "\(number)")
        // A shadow's offset is a CGSize: UIOffset's names there are the wrong ones, and it says which are right.
        let shadow = try #require(first(line: 11))
        #expect(shadow.message.contains("the shadow's 'offset' is a CGSize: its fields are 'width' and 'height'"), "\(shadow)")
        #expect(shadow.hint?.contains("{ width: 0, height: 1 }") == true, "\(shadow)")
        // Per-metrics offsets: a mapping with neither metrics nor UIOffset's names is read as an offset.
        let perMetrics = try #require(first(line: 13))
        #expect(perMetrics.message.contains("is a UIOffset") && perMetrics.message.contains("not 'dx' and 'dy'"), "\(perMetrics)")
        // One field misspelt beside a right one: the reader's "did you mean".
        let (_, misspelt) = parse("tabBarItem:\n  titlePositionAdjustment: { horizontal: 0, verticle: 2 }\n")
        #expect(misspelt.first?.message.contains("unknown key 'verticle'") == true, "\(misspelt)")
        #expect(misspelt.first?.hint?.contains("did you mean 'vertical'?") == true, "\(misspelt)")
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }
}
