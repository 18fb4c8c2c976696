import Foundation
import Testing

@testable import BarImport
@testable import BarTheme

/// The tab bar in Swift appearance code (#41 item 4, #43 item 7): `UITabBar` proxies, scopes and
/// instances, `UITabBarAppearance` with its item appearances, and the `UITabBarItem` proxy, each
/// checked through the real theme parser.
@Suite struct TabBarImportTests {
    /// A UIKit colour as the theme parser reads its name: a system colour by name, a class colour's value.
    private func system(_ name: String) -> ColorValue {
        guard let color = SystemColors.table[name] else {
            Issue.record("no UIKit colour named \(name)")
            return .fixed(RGBAColor(r: 1, g: 2, b: 3))
        }
        return SystemColorName(name).map(ColorValue.system) ?? color
    }
    private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> ColorValue { .fixed(RGBAColor(r: r, g: g, b: b, alpha: a)) }

    @Test func legacyTabBarPropertiesAndTheTabProxy() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            func styleTabs() {
                let tabBar = UITabBar.appearance()
                tabBar.barStyle = .black
                tabBar.isTranslucent = false
                tabBar.barTintColor = UIColor(red: 27/255, green: 42/255, blue: 65/255, alpha: 1)
                tabBar.tintColor = .systemOrange
                tabBar.unselectedItemTintColor = UIColor(white: 0.6, alpha: 1)
                tabBar.shadowImage = UIImage()
                tabBar.itemPositioning = .centered
                tabBar.itemWidth = 90
                tabBar.itemSpacing = 12
                UITabBarItem.appearance().setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 11, weight: .semibold)], for: .normal)
                UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .selected)
                UITabBarItem.appearance().titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -2)
                UITabBarItem.appearance().badgeColor = .systemTeal
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
        let doc = try outcome.loaded()
        let tabBar = try #require(doc.tabBar)
        #expect(tabBar.barStyle?.value == .black)
        #expect(tabBar.translucent?.value == false)
        #expect(tabBar.barTintColor?.value == rgb(27, 42, 65))
        #expect(tabBar.tintColor?.value == system("systemOrange"))
        #expect(tabBar.unselectedItemTintColor?.value == rgb(153, 153, 153))
        #expect(tabBar.shadowImage != nil)
        #expect(tabBar.itemPositioning?.value == .centered)
        #expect(tabBar.itemWidth?.value == 90)
        #expect(tabBar.itemSpacing?.value == 12)
        let item = try #require(doc.tabBarItem)
        #expect(item.titleTextAttributes[.normal]?.value.font?.value.size?.value == 11)
        #expect(item.titleTextAttributes[.selected]?.value.foregroundColor?.value == system("systemOrange"))
        #expect(item.titlePositionAdjustment?.value == Offset(x: 0, y: -2))
        #expect(item.badgeColor?.value == system("systemTeal"))
        // A tab bar theme is drawn as one: a tab bar scene, no navigation bar stand-in.
        #expect(doc.scenes.map(\.name.value) == ["imported-tabs"])
        #expect(doc.scenes.first?.bar?.value == .tabBar)
    }

    @Test func appearanceObjectsWithItemAppearancesPerLayoutAndState() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            @available(iOS 15.0, *)
            func styleTabs() {
                let itemAppearance = UITabBarItemAppearance(style: .stacked)
                itemAppearance.normal.iconColor = .systemGray
                itemAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray]
                itemAppearance.normal.badgeBackgroundColor = .systemPink
                itemAppearance.normal.badgeTextAttributes = [.foregroundColor: UIColor.white]
                itemAppearance.normal.badgePositionAdjustment = UIOffset(horizontal: 2, vertical: -1)
                itemAppearance.normal.badgeTitlePositionAdjustment = UIOffset(horizontal: 0, vertical: 1)
                let selected = itemAppearance.selected
                selected.iconColor = .systemIndigo
                selected.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -3)
                itemAppearance.disabled.iconColor = .systemGray4
                itemAppearance.focused.iconColor = .systemBlue

                let appearance = UITabBarAppearance()
                appearance.configureWithOpaqueBackground()
                appearance.backgroundColor = .systemBackground
                appearance.shadowColor = nil
                appearance.selectionIndicatorTintColor = .systemIndigo
                appearance.stackedItemPositioning = .fill
                appearance.stackedItemWidth = 80
                appearance.stackedItemSpacing = 4
                appearance.stackedLayoutAppearance = itemAppearance
                appearance.inlineLayoutAppearance = appearance.stackedLayoutAppearance
                appearance.compactInlineLayoutAppearance.selected.iconColor = .systemRed

                let scrollEdge = UITabBarAppearance(barAppearance: appearance)
                scrollEdge.configureWithTransparentBackground()

                UITabBar.appearance().standardAppearance = appearance
                UITabBar.appearance().scrollEdgeAppearance = scrollEdge
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
        let doc = try outcome.loaded()
        let standard = try #require(doc.tabBar?.standardAppearance)
        #expect(standard.configureWith?.value == .opaque)
        #expect(standard.backgroundColor?.value == system("systemBackground"))
        #expect(standard.shadowColor?.value == .fixed(.clear))
        #expect(standard.selectionIndicatorTintColor?.value == system("systemIndigo"))
        #expect(standard.stackedItemPositioning?.value == .fill)
        #expect(standard.stackedItemWidth?.value == 80)
        #expect(standard.stackedItemSpacing?.value == 4)
        let stacked = try #require(standard.stackedLayoutAppearance)
        #expect(stacked.normal?.iconColor?.value == system("systemGray"))
        #expect(stacked.normal?.titleTextAttributes?.foregroundColor?.value == system("systemGray"))
        #expect(stacked.normal?.badgeBackgroundColor?.value == system("systemPink"))
        #expect(stacked.normal?.badgeTextAttributes?.foregroundColor?.value == .fixed(.white))
        #expect(stacked.normal?.badgePositionAdjustment?.value == Offset(x: 2, y: -1))
        #expect(stacked.normal?.badgeTitlePositionAdjustment?.value == Offset(x: 0, y: 1))
        // `let selected = itemAppearance.selected` is the same object: what is set through it stays.
        #expect(stacked.selected?.iconColor?.value == system("systemIndigo"))
        #expect(stacked.selected?.titlePositionAdjustment?.value == Offset(x: 0, y: -3))
        #expect(stacked.disabled?.iconColor?.value == system("systemGray4"))
        #expect(stacked.focused?.iconColor?.value == system("systemBlue"))
        #expect(standard.inlineLayoutAppearance?.normal?.iconColor?.value == system("systemGray"))
        #expect(standard.compactInlineLayoutAppearance?.selected?.iconColor?.value == system("systemRed"))
        // The copy keeps the item appearances and takes the transparent background (UIKit's configureWith… resets only the background).
        let scrollEdge = try #require(doc.tabBar?.scrollEdgeAppearance)
        #expect(scrollEdge.configureWith?.value == .transparent)
        #expect(scrollEdge.backgroundColor == nil)
        #expect(scrollEdge.stackedLayoutAppearance?.selected?.iconColor?.value == system("systemIndigo"))
        #expect(doc.scenes.map(\.name.value) == ["imported-tabs", "imported-tabs-scroll-edge"])
    }

    @Test func scopedProxiesAndTabBarInstances() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            final class MainTabs: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tabBar.tintColor = .systemGreen
                    self.tabBar.isTranslucent = false
                }
            }
            final class AppDelegate: UIResponder {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UITabBar.appearance(whenContainedInInstancesOf: [SettingsTabs.self]).barTintColor = .black
                    UITabBar.appearance(for: UITraitCollection(userInterfaceStyle: .dark)).tintColor = .systemYellow
                    UITabBarItem.appearance(whenContainedInInstancesOf: [SettingsTabs.self]).badgeColor = .systemGreen
                    return true
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.scopes.first { $0.containedIn?.value == ["SettingsTabs"] }?.tabBar?.barTintColor?.value == .fixed(.black))
        #expect(doc.scopes.contains { $0.tabBar?.tintColor?.value == system("systemYellow") })
        let instance = try #require(doc.scenes.first?.tabBarInstance)
        #expect(instance.tintColor?.value == system("systemGreen"))
        #expect(instance.translucent?.value == false)
        // The format's tabBarItem: is for every tab: a scoped tab proxy is said, not widened to all tabs.
        #expect(doc.tabBarItem == nil)
        #expect(outcome.notes.contains { $0.message.contains("tabBarItem: is for every tab") }, "\(outcome.notes)")
        #expect(doc.scenes.contains { $0.name.value == "imported-tabs-scope-1" })
    }

    @Test func whatTheFormatLacksIsNoted() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            func styleTabs(_ controller: UITabBarController) {
                UITabBar.appearance().backgroundColor = .red
                UITabBarItem.appearance().setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
                UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.red], for: .highlighted)
                UITabBar.appearance().itemWidth = -4
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let messages = outcome.notes.map(\.message)
        // The bar view's own colour has a key since #41 session 15 (docs/UIKIT.md §18.8).
        #expect(!messages.contains { $0.contains("backgroundColor") }, "\(messages)")
        #expect(outcome.yaml.contains("backgroundColor: red"), "\(outcome.yaml)")
        #expect(messages.contains { $0.contains("setBadgeTextAttributes") }, "\(messages)")
        #expect(messages.contains { $0.contains("the tab state") && $0.contains("highlighted") }, "\(messages)")
        #expect(messages.contains { $0.contains("itemWidth") }, "\(messages)")
        // None of it is dropped in silence, and none of it is widened into a theme key.
        #expect(messages.allSatisfy { !$0.contains("BarTheme themes") })
        let tabBar = try outcome.loaded().tabBar
        #expect(tabBar?.itemWidth == nil && tabBar?.tintColor == nil && tabBar?.barTintColor == nil)
        #expect(try outcome.loaded().tabBarItem?.titleTextAttributes.isEmpty ?? true)
    }
}

/// SwiftUI's tab bar modifiers (docs/IMPORT.md, "SwiftUI"): `for: .tabBar` placements and a `TabView`'s `.tint`.
@Suite struct SwiftUITabBarImportTests {
    @Test func tabBarPlacementsAndTheTabViewTint() throws {
        let source = """
            import SwiftUI
            struct RootTabs: View {
                var body: some View {
                    TabView {
                        NavigationStack {
                            Text("Home")
                                .navigationTitle("Home")
                                .toolbarBackground(Color(red: 0.1, green: 0.2, blue: 0.3), for: .tabBar)
                                .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                                .toolbarColorScheme(.dark, for: .tabBar)
                                .toolbar(.hidden, for: .bottomBar)
                        }
                        .tabItem { Label("Home", systemImage: "house") }
                    }
                    .tint(.orange)
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "RootTabs.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        let tabs = try #require(doc.scenes.first { $0.name.value == "swiftui-RootTabs-5-tabs" }, "\(doc.scenes.map(\.name.value))")
        #expect(tabs.bar?.value == .tabBar)
        let tabBar = try #require(tabs.tabBarInstance)
        let navy = ColorValue.fixed(RGBAColor(r: 26, g: 51, b: 77))
        #expect(tabBar.standardAppearance?.backgroundColor?.value == navy)
        // `.visible` shows the background at the scroll edge too.
        #expect(tabBar.scrollEdgeAppearance?.backgroundColor?.value == navy)
        #expect(tabBar.barStyle?.value == .black)
        // The TabView's tint colours the selected tab of the tab bar its stack shows (SwiftUI's orange is systemOrange).
        #expect(tabBar.tintColor?.value == .system(SystemColorName("systemOrange")!))
        // The stack's own navigation bar: its title and the visible background, not the tab bar's colour.
        let stack = try #require(doc.scenes.first { $0.name.value == "swiftui-RootTabs-5" })
        #expect(stack.instance?.scrollEdgeAppearance?.configureWith?.value == .default)
        #expect(stack.instance?.standardAppearance?.backgroundColor == nil)
        // The TabView's own scene went into the tab bar: two SwiftUI scenes, the stack's and its tab bar.
        #expect(doc.scenes.filter { $0.name.value.hasPrefix("swiftui-") }.count == 2, "\(doc.scenes.map(\.name.value))")
        // The bottom bar is no bar a theme holds: said, not dropped.
        #expect(outcome.notes.contains { $0.message.contains("for: .bottomBar") }, "\(outcome.notes)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [("RootTabs.swift", source)])
        #expect(accounted.allSatisfy { $0.outcome != .dropped })
    }
}
