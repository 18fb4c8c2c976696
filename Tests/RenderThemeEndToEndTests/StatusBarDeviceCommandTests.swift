import Foundation
import Testing

/// The status bar follows the device the variant's width, scale and idiom name (issue #42 item 4),
/// and `explain` names it, through the built CLI.
@Suite struct StatusBarDeviceCommandTests {
    static func theme(width: Int, scale: Int = 3, statusBar: String = "", era: String = "ios15") -> String {
        """
        era: \(era)
        navigationBar: { barTintColor: "#0B5FFF", translucent: false }
        scenes:
          - name: home
            items: [{ title: Inbox }]\(statusBar)
            variants: { widths: [\(width)], scales: [\(scale)] }
        """
    }

    /// The 393 pt render of `theme`'s one scene, through the built CLI.
    static func render393(_ theme: String) throws -> Data {
        let work = try NewcomerWallsCommandTests.themes(["Device": theme])
        let result = try CommandRunner.run(["render", "Themes/Device.yaml", "--out", "out"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        return try Data(contentsOf: work.appendingPathComponent("out/Device/home.default.topAttached.light.393w@3x.png"))
    }

    static func statusBar(_ theme: String) throws -> String {
        let work = try NewcomerWallsCommandTests.themes(["Device": theme])
        let result = try CommandRunner.run(["explain", "Themes/Device.yaml", "--property", "statusBarHeight"], in: work)
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test(arguments: [
        (393, 3, "54 pt", "Dynamic Island"), (390, 3, "47 pt", "iPhone 12-14 or 16e"), (402, 3, "62 pt", "iPhone 16 Pro or 17"),
        (375, 2, "20 pt", "home button"), (375, 3, "44 pt", "iPhone X"), (414, 2, "48 pt", "iPhone XR"),
        (440, 3, "62 pt", "Pro Max"), (1024, 2, "24 pt", "iPad without a home button"), (768, 2, "20 pt", "iPad with a home button"),
    ])
    func theDefaultIsTheDevicesStatusBarNamedInExplain(width: Int, scale: Int, height: String, device: String) throws {
        let text = try Self.statusBar(Self.theme(width: width, scale: scale))
        #expect(text.contains("statusBarHeight = \(height)\n"), "\(text)")
        #expect(text.contains(device), "\(text)")
    }

    /// A 393 pt render draws the 54 pt status bar a Dynamic Island phone has (it drew an iPhone 8's 20).
    @Test func aRenderDrawsTheDevicesStatusBarUnlessTheSceneSaysOtherwise() throws {
        let device = try Self.render393(Self.theme(width: 393))
        #expect(device == (try Self.render393(Self.theme(width: 393, statusBar: "\n    statusBarHeight: 54"))))
        #expect(device != (try Self.render393(Self.theme(width: 393, statusBar: "\n    statusBarHeight: 20"))))
        let declared = try Self.statusBar(Self.theme(width: 393, statusBar: "\n    statusBarHeight: 20"))
        #expect(declared.contains("statusBarHeight = 20 pt\n    from Themes/Device.yaml:6:"), "\(declared)")
    }

    /// On iOS 26 a 393 or 430 pt Dynamic Island phone's bar starts at its 59 pt safe area (a fit app's
    /// real 393 pt phone, docs/UIKIT.md §1.2); before iOS 26 at 54. `explain` says which and why.
    @Test(arguments: [(393, "ios26", "59 pt"), (430, "ios26", "59 pt"), (393, "ios15", "54 pt"), (402, "ios26", "62 pt")])
    func anIOS26BarOnADynamicIslandPhoneStartsAtTheSafeArea(width: Int, era: String, height: String) throws {
        let text = try Self.statusBar(Self.theme(width: width, era: era))
        #expect(text.contains("statusBarHeight = \(height)\n"), "\(text)")
        #expect(text.contains("safe area") == (height == "59 pt"), "\(text)")
    }

    /// The iOS 26 render at 393 pt is the one a 59 pt status bar gives, unless the scene writes its own.
    @Test func anIOS26RenderAt393PointsDrawsTheSafeAreasStatusBar() throws {
        let device = try Self.render393(Self.theme(width: 393, era: "ios26"))
        #expect(device == (try Self.render393(Self.theme(width: 393, statusBar: "\n    statusBarHeight: 59", era: "ios26"))))
        #expect(device != (try Self.render393(Self.theme(width: 393, statusBar: "\n    statusBarHeight: 54", era: "ios26"))))
    }

    /// A phone in landscape hides its status bar (compact metrics).
    @Test func aLandscapePhoneHasNoStatusBar() throws {
        let theme = Self.theme(width: 852).replacingOccurrences(of: "widths: [852]", with: "widths: [852], metrics: [compact]")
        let text = try Self.statusBar(theme)
        #expect(text.contains("statusBarHeight = 0 pt\n"), "\(text)")
    }
}
