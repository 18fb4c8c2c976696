import BarTheme
import Foundation
import Testing

@testable import BarCodegen

/// The tab bar's generated code (docs/GENERATED-CODE.md, "Tab bars"): every tab bar key of the
/// format is written as UIKit's own call, the file compiles against UIKit's signatures
/// (`UIKitSignatures/UIKit.swift`: UITabBar.h, UITabBarItem.h, UITabBarAppearance.h), and the
/// calls it makes, recorded while it runs, read back as the same `tabBar:`, `tabBarItem:` and scoped
/// `tabBar:` declarations.
@Suite struct TabBarCodegenTests {
    static let at = RecordedAppearance.location

    static func located<T>(_ value: T) -> Located<T> { Located(value, at: at) }
    static func color(_ r: Int, _ g: Int, _ b: Int) -> Located<ColorValue> { located(.fixed(RGBAColor(r: r, g: g, b: b))) }
    static func attributes(_ color: Located<ColorValue>, size: Double, weight: FontWeight) -> TextAttributesDeclaration {
        TextAttributesDeclaration(
            font: located(FontDeclaration(family: located("system"), weight: located(weight), size: located(size), location: at)),
            foregroundColor: color)
    }

    /// A theme that sets every tab bar key the generator writes (channels in steps of 51, exact in the literals).
    static func document() -> ThemeDocument {
        var document = ThemeDocument(path: "/tmp/TabBarCodegen.yaml", name: "TabBarCodegen")
        var bar = TabBarAppearanceDeclaration(location: at)
        bar.barStyle = located(.black)
        bar.translucent = located(false)
        bar.barTintColor = color(0, 51, 102)
        bar.tintColor = color(255, 204, 0)
        bar.unselectedItemTintColor = color(153, 153, 153)
        bar.backgroundColor = color(51, 51, 51)
        bar.itemPositioning = located(.centered)
        bar.itemWidth = located(80)
        bar.itemSpacing = located(12)
        var standard = TabBarAppearanceObjectDeclaration(location: at)
        standard.configureWith = located(.opaque)
        standard.backgroundColor = color(0, 51, 102)
        standard.shadowColor = color(0, 0, 0)
        standard.selectionIndicatorTintColor = color(255, 204, 0)
        standard.stackedItemPositioning = located(.fill)
        standard.stackedItemWidth = located(64)
        standard.stackedItemSpacing = located(4)
        var normal = TabBarItemStateAppearanceDeclaration(location: at)
        normal.iconColor = color(153, 153, 153)
        normal.titleTextAttributes = attributes(color(153, 153, 153), size: 11, weight: .semibold)
        normal.titlePositionAdjustment = located(Offset(x: 0, y: -2))
        normal.badgeBackgroundColor = color(255, 51, 51)
        normal.badgeTextAttributes = attributes(color(255, 255, 255), size: 12, weight: .bold)
        normal.badgePositionAdjustment = located(Offset(x: 2, y: 1))
        normal.badgeTitlePositionAdjustment = located(Offset(x: 0, y: 1))
        var selected = TabBarItemStateAppearanceDeclaration(location: at)
        selected.iconColor = color(255, 204, 0)
        var stacked = TabBarItemAppearanceDeclaration(location: at)
        stacked.normal = normal
        stacked.selected = selected
        standard.stackedLayoutAppearance = stacked
        var inline = TabBarItemAppearanceDeclaration(location: at)
        inline.selected = selected
        standard.inlineLayoutAppearance = inline
        bar.standardAppearance = standard
        var edge = TabBarAppearanceObjectDeclaration(location: at)
        edge.configureWith = located(.transparent)
        bar.scrollEdgeAppearance = edge
        document.tabBar = bar
        var item = TabBarItemProxyDeclaration(location: at)
        item.titleTextAttributes[.normal] = located(attributes(color(153, 153, 153), size: 10, weight: .medium))
        item.titleTextAttributes[.selected] = located(attributes(color(255, 204, 0), size: 10, weight: .bold))
        item.titlePositionAdjustment = located(Offset(x: 0, y: -3))
        item.badgeColor = color(255, 51, 51)
        document.tabBarItem = item
        var scope = ScopedAppearanceDeclaration(location: at)
        scope.containedIn = located(["SettingsViewController"])
        var scoped = TabBarAppearanceDeclaration(location: at)
        scoped.tintColor = color(51, 204, 102)
        scope.tabBar = scoped
        document.scopes = [scope]
        return document
    }

    static let input = SwiftGenerator.Input(document: document(), parents: [], file: "TabBarCodegen.yaml")

    @Test func theTabBarCodeCallsUIKitsTabBarAPI() throws {
        let source = try SwiftGenerator().generate([Self.input])
        for line in [
            "configureTabBar(UITabBar.appearance())", "tabBar.unselectedItemTintColor = ", "tabBar.itemPositioning = .centered",
            "tabBar.standardAppearance = makeTabBarStandardAppearance()", "let appearance = UITabBarAppearance()",
            "appearance.stackedLayoutAppearance.normal.iconColor = ", "appearance.stackedLayoutAppearance.normal.badgeTextAttributes = ",
            "appearance.inlineLayoutAppearance.selected.iconColor = ", "appearance.stackedItemPositioning = .fill",
            "configureTabBarItem(UITabBarItem.appearance())", "item.setTitleTextAttributes(", "item.badgeColor = ",
            "UITabBar.appearance(whenContainedInInstancesOf: [SettingsViewController.self])",
            "static func apply(to tabBar: UITabBar)",
        ] {
            #expect(source.contains(line), "\(line)")
        }
        // UITabBar.scrollEdgeAppearance is iOS 15 (UITabBar.h): behind #available below that target.
        #expect(
            source.contains(
                "if #available(iOS 15.0, *) {\n                    tabBar.scrollEdgeAppearance = makeTabBarScrollEdgeAppearance()"))
    }

    @Test func theTabBarCodeCompilesAgainstUIKitsSignatures() throws {
        for minimumIOS in [13, 15] {
            let source = try SwiftGenerator(minimumIOS: minimumIOS).generate([Self.input])
            let result = try GeneratedCodeCompilesTests.typecheck(source, appClasses: ["SettingsViewController"])
            #expect(result.status == 0, "\(result.output)")
            #expect(result.output.isEmpty, "no warnings: \(result.output)")
        }
    }

    @Test func theRecordedCallsReadBackAsTheSameTabBarDeclarations() throws {
        let json = try RoundTripTests.record([Self.input])
        let sections = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        func calls(_ name: String) throws -> [[String: Any]] {
            try #require(sections.first { $0["name"] as? String == name }?["calls"] as? [[String: Any]], "\(name)")
        }
        let noImages: (String) throws -> String = { throw RecordedAppearance.DecodingError("no image \($0)") }
        let proxies = try RecordedAppearance(calls: try calls("apply TabBarCodegen"), imageFile: noImages)
        let document = Self.document()
        #expect(proxies.tabBar == document.tabBar)
        #expect(proxies.tabBarItem == document.tabBarItem)
        #expect(proxies.scopes.map(\.tabBar) == document.scopes.map(\.tabBar))
        #expect(proxies.scopes.map(\.containedIn) == document.scopes.map(\.containedIn))
        let instance = try RecordedAppearance(calls: try calls("instance TabBarCodegen"), imageFile: noImages)
        #expect(instance.tabBar == document.tabBar, "apply(to:) sets what apply() sets on the unscoped proxy")
    }
}
