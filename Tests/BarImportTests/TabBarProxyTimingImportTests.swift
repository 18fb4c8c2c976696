import Foundation
import Testing

@testable import BarImport
@testable import BarTheme

/// When a tab bar proxy reaches the bar (docs/UIKIT.md §18.8, docs/IMPORT.md "Swift"): UIKit applies
/// an appearance proxy to a bar as it enters a window, so a proxy set in code that runs once the bar is
/// on screen (`.onAppear { … }`, `.task { … }`, `viewDidAppear(_:)`) is not what the app shows. The
/// import keeps it as a located note with the YAML to uncomment; the same code at launch is a value.
@Suite struct TabBarProxyTimingImportTests {
    /// A SwiftUI tab view that sets an opaque `UITabBarAppearance` at `place` (the shape of Botanica's
    /// `MainTabView` and of Boxing Timer's app, docs/FIDELITY.md "Tab bars").
    private func tabView(settingAppearanceIn place: String) -> String {
        let styling = """
                    let appearance = UITabBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = UIColor(red: 0.965, green: 0.969, blue: 0.973, alpha: 1)
                    UITabBar.appearance().standardAppearance = appearance
            """
        let onAppear = place == "onAppear" ? ".onAppear {\n\(styling)\n        }" : ""
        let initialiser = place == "init" ? "init() {\n\(styling)\n    }" : ""
        return """
            import SwiftUI
            import UIKit
            struct MainTabs: View {
                \(initialiser)
                var body: some View {
                    TabView {
                        Text("Today").tabItem { Label("Today", systemImage: "sun.max") }
                    }
                    .tint(.green)
                    \(onAppear)
                }
            }
            """
    }

    @Test func anAppearanceSetInOnAppearIsANoteWithItsYAMLNotAValue() throws {
        let outcome = try ImportHarness.swift(tabView(settingAppearanceIn: "onAppear"), file: "MainTabs.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.tabBar?.standardAppearance == nil, "the app's bar does not show a proxy set after it is on screen")
        let note = try #require(outcome.notes.first { $0.message.contains("UITabBar.appearance().standardAppearance") }, "\(outcome.notes)")
        #expect(note.message.contains("`.onAppear { … }` (MainTabs.swift:"), "\(note.message)")
        #expect(note.message.contains("does not restyle one already in it") && note.message.contains("init()"), "\(note.message)")
        // Located at the assignment (line 14 of the source above), with the YAML to uncomment once it is moved.
        #expect(note.location.line == 14, "\(note.location)")
        let yaml = "standardAppearance:\n  configureWith: opaque\n  backgroundColor: \"#F6F7F8\""
        #expect(note.suggestion == yaml, "\(String(describing: note.suggestion))")
        #expect(outcome.yaml.contains("  # standardAppearance:\n  #   configureWith: opaque"), "\(outcome.yaml)")
        // Read, not dropped: the statements of the closure are accounted for.
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [("MainTabs.swift", tabView(settingAppearanceIn: "onAppear"))])
        #expect(accounted.allSatisfy { $0.outcome != .dropped }, "\(accounted)")
    }

    @Test func theSameAppearanceSetInTheAppsInitIsAValue() throws {
        let outcome = try ImportHarness.swift(tabView(settingAppearanceIn: "init"), file: "MainTabs.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let standard = try #require(try outcome.loaded().tabBar?.standardAppearance)
        #expect(standard.configureWith?.value == .opaque)
        #expect(standard.backgroundColor?.value == .fixed(RGBAColor(r: 246, g: 247, b: 248)))
        #expect(!outcome.notes.contains { $0.message.contains("after the tab bar is on screen") }, "\(outcome.notes)")
    }

    /// Boxing Timer's shape (docs/FIDELITY.md "Tab bars", J1-J4): the appearance in the `App`'s
    /// `init()`, its colour a SwiftUI `Color` constant (the app's own hex initialiser, read in its
    /// common form) wrapped in `UIColor(_:)`.
    @Test func anAppearanceAtLaunchKeepsTheSwiftUIColourItsUIColorWraps() throws {
        let source = """
            import SwiftUI
            import UIKit
            extension Color {
                static let appBackgroundDeep = Color(hex: "152039")
            }
            @main
            struct TimerApp: App {
                init() {
                    let tabAppearance = UITabBarAppearance()
                    tabAppearance.configureWithOpaqueBackground()
                    tabAppearance.backgroundColor = UIColor(Color.appBackgroundDeep)
                    tabAppearance.shadowColor = UIColor(Color.blue)
                    UITabBar.appearance().standardAppearance = tabAppearance
                }
                var body: some Scene { WindowGroup { TabView { Text("Timer") }.tint(.white) } }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "TimerApp.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let standard = try #require(try outcome.loaded().tabBar?.standardAppearance, "\(outcome.yaml)")
        #expect(standard.configureWith?.value == .opaque)
        #expect(standard.backgroundColor?.value == .fixed(RGBAColor(r: 21, g: 32, b: 57)), "\(outcome.notes)")
        // SwiftUI's `.blue` is systemBlue, not UIKit's `.blue` (0,0,255).
        #expect(standard.shadowColor?.value == .system(.systemBlue))
    }

    @Test func aHelperCalledFromTaskAndViewDidAppearAreLateTooButABarInstanceIsNot() throws {
        let source = """
            import SwiftUI
            import UIKit
            struct Root: View {
                var body: some View {
                    TabView { Text("Home") }
                        .task { styleTabBar() }
                }
                private func styleTabBar() {
                    UITabBar.appearance().unselectedItemTintColor = UIColor.white.withAlphaComponent(0.4)
                    UITabBarItem.appearance().badgeColor = .systemTeal
                }
            }
            final class Tabs: UITabBarController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    UITabBar.appearance().tintColor = .systemPink
                    tabBar.barTintColor = .black
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "Root.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.tabBar?.unselectedItemTintColor == nil && doc.tabBar?.tintColor == nil)
        #expect(doc.tabBarItem?.badgeColor == nil)
        let messages = outcome.notes.map(\.message)
        #expect(messages.contains { $0.contains("unselectedItemTintColor is set in `.task { … }` (Root.swift:6:") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("UITabBarItem.appearance().badgeColor is set in `.task { … }`") }, "\(messages)")
        #expect(messages.contains { $0.contains("tintColor is set in `viewDidAppear(_:)` (Root.swift:14:") }, "\(messages)")
        // The controller's own bar is restyled at once: a value of the preview scene's bar.
        #expect(doc.scenes.first?.tabBarInstance?.barTintColor?.value == .fixed(.black))
    }
}
