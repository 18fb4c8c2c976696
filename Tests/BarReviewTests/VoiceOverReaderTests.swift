import BarRender
import BarReview
import BarTestSupport
import BarTheme
import Foundation
import Testing

/// What VoiceOver reads for a bar (docs/UIKIT.md §12), on small themes rendered through the real
/// layout, so the back title is the one UIKit would show.
@Suite struct VoiceOverReaderTests {
    func spoken(
        _ yaml: String, path: String = "t.yaml",
        variant: Variant = Variant(
            metrics: .default, position: .topAttached, width: 375, scale: 1,
            userInterfaceStyle: .light)
    ) throws -> [String] {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: path)
        var theme = try #require(document, "\(diagnostics.map(\.description))")
        // Read in the iOS 13-18 layout, whose back button shows its title (the default era, ios26,
        // shows the chevron alone).
        if theme.era == nil { theme.era = Located(.ios13, at: SourceLocation(file: path, line: 1, column: 1)) }
        let scene = try #require(theme.scenes.first)
        let output = try BarRenderer().render(RenderJob(document: theme, scene: scene, variant: variant))
        return VoiceOverReader.elements(content: output.content, layout: output.layout, bar: scene.bar?.value ?? .navigationBar)
            .map(\.spoken)
    }

    @Test func anIOS26PhoneToolbarReadsItsSearchFieldWhereItIsDrawn() throws {
        let yaml = """
            era: ios26
            scenes:
              - name: s
                bar: toolbar
                searchController: { placeholder: Search Articles }
                items: [{ systemItem: organize }, { systemItem: flexibleSpace }, { searchBarPlacement: true }, { systemItem: reply }]
            """
        let phone = Variant(position: .bottom, width: 390, scale: 1)
        let read = try spoken(yaml, variant: phone)
        #expect(read.count == 3)
        #expect(read[1].hasPrefix("Search Articles"), "\(read)")
        #expect(read[1].contains("Search Field"), "\(read)")
        // At iPad width the toolbar does not float: the field is not in it (docs/UIKIT.md §10.7).
        #expect(try spoken(yaml, variant: Variant(position: .bottom, width: 820, scale: 1)).count == 2)
    }

    @Test func readingOrderIsPromptBackLeftTitleRightOutermostLastThenTheLargeTitle() throws {
        let elements = try spoken(
            """
            scenes:
              - name: s
                items:
                  - title: Mail
                  - title: Inbox
                    prompt: Offline
                    leftItemsSupplementBackButton: true
                    leftBarButtonItems: [{ title: Filter }]
                    rightBarButtonItems: [{ systemItem: compose }, { systemItem: search, enabled: false }]
            """)
        // The first right item is outermost, so VoiceOver reaches it last.
        #expect(
            elements == ["Offline", "Mail, Back Button", "Filter, Button", "Inbox, Heading", "Search, dimmed, Button", "Compose, Button"])
    }

    @Test func anImageItemIsReadByItsLabelElseByItsImageName() throws {
        let elements = try spoken(
            """
            scenes:
              - name: s
                items:
                  - title: Trip
                    rightBarButtonItems:
                      - { image: images/star.png }
                      - { image: images/logo.png, accessibilityLabel: Sunset Travel }
            """, path: CommandLinePaths.themes + "/VoiceOverTest.yaml")
        #expect(elements == ["Trip, Heading", "Sunset Travel, Button", "star, Button"])
    }

    /// The search row lies below the large title, so VoiceOver reaches the field last (docs/UIKIT.md §13).
    @Test func theSearchFieldIsReadLastByItsTextElseItsPlaceholder() throws {
        let elements = try spoken(
            """
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: s
                items:
                  - title: Repositories
                    rightBarButtonItems: [{ systemItem: add }]
                    searchController: { placeholder: Search repositories }
            """)
        #expect(elements == ["Add, Button", "Repositories, Heading", "Search repositories, Search Field"])
        let typed = try spoken(
            """
            scenes:
              - name: s
                items:
                  - title: Albums
                    searchController: { placeholder: Search, text: Kind of Blue }
            """)
        #expect(typed == ["Albums, Heading", "Kind of Blue, Search Field"])
        // A collapsed row is not on screen, so not read.
        let collapsed = try spoken(
            """
            scenes:
              - name: s
                atScrollEdge: false
                items:
                  - title: Albums
                    searchController: { placeholder: Search }
            """)
        #expect(collapsed == ["Albums, Heading"])
    }

    @Test func aLargeTitleIsReadAfterTheBarsButtonsAsAHeading() throws {
        let elements = try spoken(
            """
            navigationBar: { prefersLargeTitles: true }
            scenes:
              - name: s
                items: [{ title: Mailboxes, rightBarButtonItems: [{ systemItem: edit }] }]
            """)
        #expect(elements == ["Edit, Button", "Mailboxes, Heading"])
    }

    @Test func aToolbarReadsItsItemsFromTheLeadingEdgeAndSkipsSpaces() throws {
        let elements = try spoken(
            """
            scenes:
              - name: s
                bar: toolbar
                items: [{ systemItem: trash }, { systemItem: flexibleSpace }, { systemItem: reply }, { systemItem: fixedSpace, width: 20 }, { title: Move }]
            """, variant: Variant(metrics: .default, position: .bottom, width: 375, scale: 1, userInterfaceStyle: .light))
        #expect(elements == ["Delete, Button", "Reply, Button", "Move, Button"])
    }

    @Test func anImageNameDropsFoldersScaleAndExtension() {
        #expect(VoiceOverNames.imageName("images/ic_share@2x.png") == "ic_share")
        #expect(VoiceOverNames.imageName("logo.pdf") == "logo")
        #expect(VoiceOverNames.imageName("a/b/c") == "c")
    }

    @Test func rightToLeftKeepsTheReadingOrderFromTheLeadingEdge() throws {
        let elements = try spoken(
            """
            scenes:
              - name: s
                items: [{ title: הגדרות }, { title: כללי, rightBarButtonItems: [{ systemItem: done }] }]
            """,
            variant: Variant(
                metrics: .default, position: .topAttached, width: 375, scale: 1, userInterfaceStyle: .light,
                layoutDirection: .rightToLeft))
        #expect(elements == ["הגדרות, Back Button", "כללי, Heading", "Done, Button"])
    }

    @Test func aBackTitleThatDoesNotFitIsReadAsBack() throws {
        let elements = try spoken(
            """
            scenes:
              - name: s
                items:
                  - title: A Very Long Previous Screen Title Indeed
                  - title: Scheduled Summary Delivery Times
            """, variant: Variant(metrics: .default, position: .topAttached, width: 320, scale: 1, userInterfaceStyle: .light))
        #expect(elements.first == "Back, Back Button")
        #expect(elements.dropFirst().first == "Scheduled Summary Delivery Times, Heading", "the title is read in full")
    }
}

/// The repository's sample themes folder (for image paths in test themes).
enum CommandLinePaths {
    static let themes: String = {
        Repository.url("Themes").path
    }()
}
