import Testing

@testable import BarTheme

/// docs/UIKIT.md §1.2: an iOS 26 bar on a 393 or 430 pt Dynamic Island phone starts at the 59 pt safe area when
/// the status bar is the device's; a variant given a status bar of its own keeps it, whatever its value.
@Suite struct StatusBarRuleTests {
    func statusBar(_ variant: Variant, era: Era) throws -> Double? {
        let (document, diagnostics) = ThemeParser.parse("scenes: [ { name: s, items: [ { title: Inbox } ] } ]", path: "t.yaml")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        let scene = try #require(doc.scenes.first)
        return AppearanceResolver(era: era).resolve(document: doc, scene: scene, variant: variant).statusBarHeight?.value
    }

    @Test func theDevicesStatusBarMovesToTheSafeAreaOnIOS26() throws {
        let device = Variant(width: 393, scale: 3)
        #expect(device.statusBarIsDevices)
        #expect(try statusBar(device, era: .ios26) == 59)
        #expect(try statusBar(device, era: .ios15) == 54)
    }

    /// A Swift caller who builds a variant with the 393 pt phone's pre-iOS 26 height, 54 pt, asked for 54: before
    /// the variant knew where its height came from, the iOS 26 rule took the equal value for the device's and drew 59.
    @Test func aGivenStatusBarKeepsItsHeightEvenWhenItEqualsTheDevices() throws {
        let given = Variant(width: 393, scale: 3, statusBarHeight: 54)
        #expect(!given.statusBarIsDevices)
        #expect(try statusBar(given, era: .ios26) == 54)
        var set = Variant(width: 393, scale: 3)
        set.statusBarHeight = 54
        #expect(try statusBar(set, era: .ios26) == 54)
        set.useDeviceStatusBar()
        #expect(try statusBar(set, era: .ios26) == 59)
    }
}
