import Testing

@testable import BarTheme

/// Tabs a tab bar cannot have (issue #41, session 28's open items), reported where they are written,
/// with the fix: a second search tab (UIKit's bar has one, drawn apart; BarTheme drew only the
/// first and dropped the other), and a system item that also sets a title or an image
/// (`UITabBarItem(tabBarSystemItem:tag:)` owns both; BarTheme drew the theme's over UIKit's).
@Suite struct TabBarSceneMistakesTests {
    private func parse(_ yaml: String) -> (ThemeDocument?, [Diagnostic]) { ThemeParser.parse(yaml, path: "t.yaml") }

    @Test func aSecondSearchTabIsALocatedErrorWithTheFix() throws {
        let (_, diagnostics) = parse(
            """
            era: ios26
            scenes:
              - name: s
                bar: tabBar
                items:
                  - { title: Home, image: { systemName: house } }
                  - { title: Search, role: search }
                  - { title: Find, role: search }
              - name: one
                bar: tabBar
                items: [{ title: Home }, { title: Search, role: search }]
            """)
        let errors = diagnostics.filter { $0.message.contains("search tab") }
        #expect(errors.count == 1, "\(diagnostics)")
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(error.location?.line == 8)
        #expect(error.location?.column == 30, "the second tab's role")
        #expect(error.message.contains("one search tab"), "\(error)")
        #expect(error.hint?.contains("line 7") == true, "\(error)")
        #expect(error.hint?.contains("remove 'role: search'") == true, "\(error)")
    }

    @Test func aSystemItemWithATitleOrAnImageIsALocatedErrorWithTheFix() throws {
        let (_, diagnostics) = parse(
            """
            scenes:
              - name: s
                bar: tabBar
                items:
                  - { systemItem: favorites, title: Likes }
                  - { systemItem: search, image: { systemName: magnifyingglass } }
                  - { systemItem: more, badgeValue: "2", accessibilityLabel: More }
                  - { title: Home, image: { systemName: house } }
            """)
        let errors = diagnostics.filter { $0.message.contains("systemItem") }
        #expect(errors.map { $0.location?.line } == [5, 6], "\(diagnostics)")
        let title = try #require(errors.first)
        #expect(title.location?.column == 41, "at the title")
        #expect(title.message.contains("'systemItem: favorites'") && title.message.contains("'title'"), "\(title)")
        #expect(title.hint?.contains("UITabBarItem(tabBarSystemItem:tag:)") == true, "\(title)")
        #expect(title.hint?.contains("remove 'title'") == true, "\(title)")
        #expect(errors.last?.message.contains("'image'") == true)
        #expect(errors.allSatisfy { $0.severity == .error })
    }
}
