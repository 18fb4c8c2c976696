import Testing

@testable import BarImport
@testable import BarTheme

/// A tab's own appearance in app code (`tabBarItem.standardAppearance = …`, docs/UIKIT.md §18.4): the
/// importer writes no scene tabs from instance code, so it leaves it out with a note naming the theme
/// key (before session 32 the note said only that the base was "not an appearance proxy").
@Suite struct TabItemAppearanceImportTests {
    @Test func aTabsOwnAppearanceIsLeftOutWithANoteNamingItsKey() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            final class Tabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let appearance = UITabBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    let home = UIViewController()
                    home.tabBarItem.standardAppearance = appearance
                    home.tabBarItem.scrollEdgeAppearance = appearance
                }
            }
            """)
        let notes = outcome.notes.filter { $0.message.contains("a tab's own appearance") }
        #expect(notes.count == 2, "\(outcome.notes)")
        #expect(notes.first?.message.contains("standardAppearance on a scene's tab") == true, "\(notes)")
        #expect(notes.map { $0.location.line } == [8, 9], "\(notes)")
    }
}
