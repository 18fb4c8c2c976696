import Testing

@testable import BarImport
@testable import BarTheme

/// An imported SwiftUI app's tab bar scene shows the app's own tabs (`SwiftUITabItems`): the titles,
/// symbols, badges and search role its `TabView` declares, where BarTheme's four stand-in tabs were
/// drawn before. The shapes are those of real apps' tab views (Botanica's `.tabItem { Label }` with
/// `.tag`, ClubEasy's and Ice Cubes' iOS 18 `Tab`s, docs/FIDELITY.md "Tab bars"), written here.
@Suite struct SwiftUITabItemsImportTests {
    private func tabs(_ body: String) throws -> [TabBarItemDeclaration] {
        let source = """
            import SwiftUI
            struct MainTabs: View {
                var body: some View {
                    TabView {
            \(body)
                    }
                    .tint(.green)
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "MainTabs.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let scene = try #require(try outcome.loaded().scenes.first { $0.tabBarContent?.items.isEmpty == false }, "\(outcome.yaml)")
        return scene.tabBarContent?.items ?? []
    }

    @Test func tabItemLabelsBecomeTheScenesTabs() throws {
        let items = try tabs(
            """
                        TodayView()
                            .tabItem { Label("Today", systemImage: "sun.max") }
                            .tag(Section.today)
                        PlantsView()
                            .tabItem {
                                Image(systemName: "leaf.fill")
                                Text("My Plants")
                            }
                            .badge(3)
            """)
        #expect(items.map { $0.title?.value } == ["Today", "My Plants"])
        // SwiftUI's tab bar draws each symbol's `.fill` variant (four fit apps, docs/UIKIT.md §18.6):
        // before, the theme kept "sun.max" and BarTheme drew its outline.
        #expect(items.map { $0.symbol?.name.value } == ["sun.max.fill", "leaf.fill"])
        #expect(items.map { $0.badgeValue?.value } == [nil, "3"])
    }

    @Test func iOS18TabsKeepTheirSearchRole() throws {
        let items = try tabs(
            """
                        Tab("Timeline", systemImage: "rectangle.stack") { Text("…") }
                        Tab("Notifications", systemImage: "bell") { Text("…") }.badge("New")
                        Tab(role: .search) { Text("…") }
            """)
        #expect(items.map { $0.title?.value } == ["Timeline", "Notifications", "Search"])
        // The `.fill` variants where SF Symbols has one; the search tab's magnifier has none.
        #expect(items.map { $0.symbol?.name.value } == ["rectangle.stack.fill", "bell.fill", "magnifyingglass"])
        #expect(items.map { $0.badgeValue?.value } == [nil, "New", nil])
        #expect(items.map { $0.role?.value } == [nil, nil, .search])
    }

    /// A tab the import cannot read (a computed title) keeps the stand-ins: a partial tab bar would
    /// pass for the app's.
    @Test func aTabViewWithAComputedTabKeepsTheStandIns() throws {
        let items = try tabs(
            """
                        TodayView().tabItem { Label("Today", systemImage: "sun.max") }
                        SettingsView().tabItem { Label(settingsTitle, systemImage: "gear") }
            """)
        #expect(items.map { $0.title?.value } == ["Home", "Search", "Inbox", "Settings"])
    }
}
