import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Tab bars in style sheets (#41 item 4): NUI's `TabBar` / `TabBarItem` classes (as
/// NUITabBarRenderer and NUITabBarItemRenderer apply them) and UISS's `UITabBar` / `UITabBarItem`,
/// on real files (Fixtures/nui: tombenner/nui excerpts; Fixtures/uiss: robertwijas/UISS).
@Suite struct StyleSheetTabBarTests {
    private func run(_ format: ImportFormat, _ relative: String, name: String) throws -> ImportHarness.Outcome {
        let outcome = try ImportHarness.run(format, sources: [try ImportHarness.fixture(relative)], name: name)
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        for note in outcome.notes { #expect(outcome.yaml.contains("# TODO \(note.location):")) }
        return outcome
    }

    /// NUI Route: a dark gradient tab bar (#363636 → #181818, drawn into the bar's background image as
    /// NUI draws it) and 18 pt Helvetica-Bold tab titles in #948F8A, 11 pt higher.
    @Test func nuiRouteTabBarGradientAndTabTitles() throws {
        let outcome = try run(.nui, "nui/RouteTabBar.nss", name: "RouteTabBar")
        let doc = try outcome.loaded()
        let background = try #require(doc.tabBar?.backgroundImage)
        #expect(background.path.value == "images/RouteTabBar-tabbar-background.png")
        #expect(background.capInsets?.value == .zero)
        #expect(outcome.result.files["images/RouteTabBar-tabbar-background@3x.png"] != nil)
        let item = try #require(doc.tabBarItem)
        let grey = ColorValue.fixed(RGBAColor(r: 0x94, g: 0x8F, b: 0x8A))
        #expect(item.titleTextAttributes[.normal]?.value.foregroundColor?.value == grey)
        #expect(item.titleTextAttributes[.normal]?.value.font?.value.size?.value == 18)
        // NUI's font is for every state: the selected title has it too, in the tint (no selected colour).
        #expect(item.titleTextAttributes[.selected]?.value.font?.value.size?.value == 18)
        #expect(item.titleTextAttributes[.selected]?.value.foregroundColor == nil)
        #expect(item.titlePositionAdjustment?.value == Offset(x: 0, y: -11))
        #expect(outcome.yaml.contains("foregroundColor: $secondaryFontColor"))
        // Helvetica-Bold is iOS's Helvetica bold: no note, no file to add.
        #expect(item.titleTextAttributes[.normal]?.value.font?.value.family?.value == "Helvetica")
        #expect(!outcome.notes.contains { $0.message.contains("Helvetica-Bold") }, "\(outcome.notes)")
        #expect(doc.scenes.first?.bar?.value == .tabBar)
    }

    /// NUI Switchboard: a black tab bar (an image of one colour).
    @Test func nuiSwitchboardTabBarColour() throws {
        let outcome = try run(.nui, "nui/SwitchboardTabBar.nss", name: "SwitchboardTabBar")
        #expect(try outcome.loadedStandingIn().tabBar?.backgroundImage?.path.value == "images/SwitchboardTabBar-tabbar-background.png")
        #expect(outcome.result.files["images/SwitchboardTabBar-tabbar-background.png"] != nil)
        #expect(try outcome.loadedStandingIn().tabBarItem?.titlePositionAdjustment?.value == Offset(x: 0, y: -11))
    }

    /// UISS console: a black tab bar tint inside UISSConsoleViewController (the scope with the
    /// console's navigation bar); `selectedImageTintColor` (deprecated) and the tab proxy inside that
    /// container (the format's `tabBarItem:` is for every tab) are notes, in both syntaxes.
    @Test(arguments: ["uiss/console.json", "uiss/console-2013.json"])
    func uissConsoleTabBar(_ file: String) throws {
        let outcome = try run(.uiss, file, name: "Console")
        let scope = try #require(try outcome.loadedStandingIn().scopes.first)
        #expect(scope.containedIn?.value == ["UISSConsoleViewController"])
        #expect(scope.tabBar?.tintColor?.value == .fixed(.black))
        #expect(outcome.notes.contains { $0.message.contains("selectedImageTintColor is deprecated") }, "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.message.contains("'UITabBarItem' inside UISSConsoleViewController") }, "\(outcome.notes)")
        #expect(!outcome.notes.contains { $0.message.contains("style other views") && $0.message.contains("UITabBar") })
    }

    /// UISS simple: a top-level `UITabBarItem` title offset.
    @Test func uissTopLevelTabProxy() throws {
        let outcome = try run(.uiss, "uiss/simple.json", name: "Simple")
        #expect(try outcome.loadedStandingIn().tabBarItem?.titlePositionAdjustment?.value == Offset(x: 10, y: 10))
    }

    /// A UISS tab bar with every key the format has, per state in both syntaxes (a small sheet
    /// written for the test: the public UISS files set only tint and titles).
    @Test func uissEveryTabBarKey() throws {
        let outcome = try ImportHarness.run(
            .uiss,
            sources: [
                (
                    "tabs.json",
                    """
                    {
                      "UITabBar": {
                        "barTintColor": "#1B2A41", "tintColor": "orange", "unselectedItemTintColor": [138, 155, 176],
                        "translucent": false, "barStyle": "black", "itemPositioning": "centered", "itemWidth": 80, "itemSpacing": 12,
                        "UITabBarItem": {
                          "titleTextAttributes": [[{"textColor": "white"}, "selected"], [{"font": ["bold", 11]}, "normal"]],
                          "badgeColor": "#FF9F1C"
                        }
                      },
                      "UITabBarItem": { "titleTextAttributes:disabled": {"textColor": "gray"}, "badgeTextAttributes": {} }
                    }
                    """
                )
            ], name: "Tabs")
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        let doc = try outcome.loadedStandingIn()
        let tabBar = try #require(doc.tabBar)
        #expect(tabBar.barTintColor?.value == .fixed(RGBAColor(r: 0x1B, g: 0x2A, b: 0x41)))
        #expect(tabBar.unselectedItemTintColor?.value == .fixed(RGBAColor(r: 138, g: 155, b: 176)))
        #expect(tabBar.translucent?.value == false)
        #expect(tabBar.barStyle?.value == .black)
        #expect(tabBar.itemPositioning?.value == .centered)
        #expect(tabBar.itemWidth?.value == 80 && tabBar.itemSpacing?.value == 12)
        let item = try #require(doc.tabBarItem)
        #expect(item.titleTextAttributes[.selected]?.value.foregroundColor?.value == .fixed(.white))
        #expect(item.titleTextAttributes[.normal]?.value.font?.value.size?.value == 11)
        #expect(item.titleTextAttributes[.disabled] != nil)
        #expect(item.badgeColor?.value == .fixed(RGBAColor(r: 0xFF, g: 0x9F, b: 0x1C)))
        #expect(
            outcome.notes.contains { $0.message.contains("'badgeTextAttributes' of UITabBarItem has no theme key") }, "\(outcome.notes)")
    }
}
