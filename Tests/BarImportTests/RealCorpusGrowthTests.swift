import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The files added to the corpus with "Nothing dropped in silence by `import swift`" (CHANGELOG,
/// Unreleased; Fixtures/swift and Fixtures/nui, each with its repository, commit, path and licence
/// in its header): the values each must carry and the notes it must print. Judged against what the code shows on iOS (docs/UIKIT.md §15 for SwiftUI); where the
/// app takes a value from its own theme functions, the note is the honest result.
@Suite struct RealCorpusGrowthTests {
    private func run(_ name: String) throws -> (outcome: ImportHarness.Outcome, doc: ThemeDocument) {
        let outcome = try ImportHarness.run(.swift, sources: [try ImportHarness.fixture("swift/\(name).swift")], name: name)
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        for note in outcome.notes { #expect(outcome.yaml.contains("# TODO \(note.location):")) }
        return (outcome, try outcome.loadedStandingIn())
    }

    private func scene(_ doc: ThemeDocument, _ name: String) throws -> SceneDeclaration {
        try #require(doc.scenes.first { $0.name.value == name }, "\(doc.scenes.map(\.name.value))")
    }

    private func notes(_ outcome: ImportHarness.Outcome, containing text: String) -> [Int] {
        outcome.notes.filter { $0.message.contains(text) }.map(\.location.line)
    }

    // MARK: UIKit

    /// the-blue-alliance: an opaque appearance object for all three slots (iOS 15 branch, taken) and
    /// the legacy proxy values after it; the bar colour is the app's dynamic colour (a note), tab
    /// bar's appearance object and translucency are read (its colour is the app's, a note), segmented control lines are notes. Rendered (ios15): white title and items on the
    /// default opaque white background, nothing visible but the bar: the app's blue is the noted
    /// colour, so that is all the readable code says; the note is the fix to make.
    @Test func blueAllianceAppDelegate() throws {
        let (outcome, doc) = try run("TBAAppDelegate")
        let bar = try #require(doc.navigationBar)
        for slot in [bar.standardAppearance, bar.compactAppearance, bar.scrollEdgeAppearance] {
            #expect(slot?.configureWith?.value == .opaque)
            #expect(slot?.shadowColor?.value == .fixed(.clear))
            #expect(slot?.titleTextAttributes?.foregroundColor?.value == .fixed(.white))
        }
        #expect(bar.tintColor?.value == .fixed(.white))
        #expect(bar.translucent?.value == false)
        #expect(bar.backgroundImages.first?.image.path.value == "images/empty.png")
        #expect(notes(outcome, containing: "navigationBarTintColor") == [13, 24])
        // The tab bar (#41 item 4): an opaque appearance object for both slots, the legacy proxy's translucency;
        // the tab colour is the app's own dynamic colour, so it and the selection indicator's tint are notes.
        let tabBar = try #require(doc.tabBar)
        #expect(tabBar.standardAppearance?.configureWith?.value == .opaque)
        #expect(tabBar.scrollEdgeAppearance?.configureWith?.value == .opaque)
        #expect(tabBar.translucent?.value == false)
        #expect(notes(outcome, containing: "tabBarTintColor") == [34, 42])
        #expect(notes(outcome, containing: "UITabBar").isEmpty)
        #expect(notes(outcome, containing: "UISegmentedControl").count == 2)
    }

    /// pocket-casts-ios PCHostingController: one helper called for light and dark traits writes two
    /// `appearance(for:whenContainedInInstancesOf:)` scopes; the colours come from the app's theme.
    @Test func pocketCastsTraitScopes() throws {
        let (outcome, doc) = try run("PocketCastsHostingController")
        let styles = doc.scopes.compactMap { $0.traits?.userInterfaceStyle?.value }
        #expect(styles == [.light, .dark])
        for scope in doc.scopes {
            #expect(scope.containedIn?.value == ["PCHostingController"])
            #expect(scope.navigationBar?.standardAppearance?.configureWith?.value == .opaque)
            #expect(scope.navigationBar?.scrollEdgeAppearance?.largeTitleTextAttributes?.font?.value.size?.value == 31)
        }
        #expect(try scene(doc, "imported-scope-2").variants.userInterfaceStyles?.value == [.dark])
        #expect(notes(outcome, containing: "navBarIconsColor") == [49])
        #expect(notes(outcome, containing: "UITableView.appearance()") == [12])
    }

    /// pocket-casts-ios LargeNavBarViewController: values on `navigationController?.navigationBar`
    /// (the scene's own bar): large titles and an appearance object without a hairline.
    @Test func pocketCastsLargeTitleInstance() throws {
        let (outcome, doc) = try run("PocketCastsLargeNavBar")
        let bar = try #require(doc.scenes.first?.instance)
        #expect(bar.prefersLargeTitles?.value == true)
        #expect(bar.standardAppearance?.shadowColor?.value == .fixed(.clear))
        #expect(bar.scrollEdgeAppearance?.shadowColor?.value == .fixed(.clear))
        let back = try #require(outcome.notes.first { $0.message.contains("\"nav-back\"") })
        #expect(back.location.line == 23)
        #expect(notes(outcome, containing: "sizeToFit") == [12])
    }

    /// pocket-casts-ios PCNavigationController: a bare `navigationBar` in a UINavigationController
    /// subclass is its own bar (the scene's); the app's colours are notes; UILabel proxies are notes.
    @Test func pocketCastsNavigationControllerSubclass() throws {
        let (outcome, doc) = try run("PocketCastsNavigationController")
        let bar = try #require(doc.scenes.first?.instance)
        #expect(bar.standardAppearance?.configureWith?.value == .opaque)
        #expect(bar.scrollEdgeAppearance?.shadowColor?.value == .fixed(.clear))
        #expect(notes(outcome, containing: "tintColor: 'AppTheme.colorForStyle(iconStyle") == [20])
        #expect(notes(outcome, containing: "UILabel.appearance()") == [24, 25, 26])
    }

    // MARK: SwiftUI

    // home-assistant/iOS is held out (../shared/HELD-OUT.md): its four SwiftUI excerpts were removed
    // (#43); literal inline and large titles are covered by ACHNBrowserUI's and MovieSwiftUI's views
    // in ImportCorpusTests.

    /// NetNewsWire AccountNotificationInspectorView: `Text("…", comment:)` titles in a stack, and
    /// the app's `navigationSubtitleIfAvailable` extension (iOS 26's `.navigationSubtitle` with a
    /// parameter: a note).
    @Test func netNewsWireInspectorAndSubtitle() throws {
        let (outcome, doc) = try run("NetNewsWireNotificationInspector")
        let scene = try scene(doc, "swiftui-AccountNotificationInspectorView-16")
        #expect(scene.items.first?.title?.value == "New Article Notifications")
        #expect(scene.items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(outcome, containing: ".navigationSubtitle(Text(verbatim: subtitle))") == [104])
        #expect(try self.scene(doc, "swiftui-extension-View").items.first?.subtitle == nil)
    }

    /// NetNewsWire DinosaursView and CurrentActivityView: literal and NSLocalizedString titles.
    @Test func netNewsWireTitles() throws {
        let (_, dinosaurs) = try run("NetNewsWireDinosaurs")
        #expect(try scene(dinosaurs, "swiftui-DinosaursView").items.first?.title?.value == "🦖 Dinosaurs")
        let (activity, activityDoc) = try run("NetNewsWireCurrentActivity")
        #expect(try scene(activityDoc, "swiftui-CurrentActivityView").items.first?.title?.value == "Current Activity")
        #expect(notes(activity, containing: "outside a NavigationStack") == [34])
    }

    /// pocket-casts-ios MessageSupportView and SupportLogsView: titles from the view model and the
    /// string table, an accent colour from the app's theme: notes; inline titles.
    @Test func pocketCastsSupportViews() throws {
        let (message, messageDoc) = try run("PocketCastsMessageSupport")
        #expect(try scene(messageDoc, "swiftui-MessageSupportView-19").items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(message, containing: "viewModel.title") == [50])
        #expect(notes(message, containing: ".accentColor(ThemeColor.secondaryIcon01") == [69])
        let (logs, logsDoc) = try run("PocketCastsSupportLogs")
        #expect(try scene(logsDoc, "swiftui-SupportLogsView").items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(logs, containing: "L10n.supportTitleAttachedLogs") == [26])
    }

    /// duckduckgo/iOS SubscriptionITPView and SubscriptionRestoreView: SwiftUI modifiers and, in
    /// the same view, `UINavigationBar.appearance()` set from its own method (the proxy block):
    /// both ways in one file.
    @Test func duckDuckGoSwiftUIWithProxies() throws {
        let (itp, itpDoc) = try run("DuckDuckGoSubscriptionITP")
        #expect(itpDoc.navigationBar?.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(try scene(itpDoc, "swiftui-SubscriptionITPView").items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(itp, containing: "navigationBarBackButtonHidden(viewModel.canNavigateBack)") == [37])
        #expect(notes(itp, containing: "'backgroundColor' has no theme key") == [46])
        #expect(notes(itp, containing: "designSystemColor").count == 2)
        let (restore, restoreDoc) = try run("DuckDuckGoSubscriptionRestore")
        #expect(restoreDoc.navigationBar?.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(notes(restore, containing: "designSystemColor").count == 2)
        #expect(try scene(restoreDoc, "swiftui-SubscriptionRestoreView").items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(restore, containing: "viewModel.state.viewTitle") == [31])
    }

    /// duckduckgo/iOS EditDeviceView: a NavigationView with a title built from the device name.
    @Test func duckDuckGoEditDevice() throws {
        let (outcome, doc) = try run("DuckDuckGoEditDevice")
        #expect(try scene(doc, "swiftui-EditDeviceView-14").items.first?.largeTitleDisplayMode?.value == .never)
        #expect(notes(outcome, containing: "UserText.editDeviceTitle") == [23])
    }

    // MARK: NUI

    /// tombenner/nui Default and Round: a gradient NavigationBar from `@primaryBackgroundColorTop`
    /// to `@primaryBackgroundColorBottomStrong`; both colours are in the palette under their names;
    /// the title font (HelveticaNeue-Light, ArialRoundedMTBold) is iOS's own, named by its family.
    @Test(arguments: [
        ("Default", "family: Helvetica Neue, weight: light"), ("Round", "family: Arial Rounded MT Bold, weight: bold"),
    ])
    func nuiGradientColoursInThePalette(_ name: String, font: String) throws {
        let outcome = try ImportHarness.run(.nui, sources: [try ImportHarness.fixture("nui/\(name).nss")], name: name)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.palette.colors["primaryBackgroundColorTop"]?.value == .fixed(RGBAColor(r: 0xF3, g: 0xF3, b: 0xF3)))
        #expect(doc.palette.colors["primaryBackgroundColorBottomStrong"]?.value == .fixed(RGBAColor(r: 0xDD, g: 0xDD, b: 0xDD)))
        #expect(outcome.yaml.contains("# NUI NavigationBar background-color-top"))
        #expect(doc.navigationBar?.backgroundImages.first?.image.path.value == "images/\(name)-navigationbar-background.png")
        #expect(outcome.yaml.contains(font), "\(outcome.yaml)")
    }

    /// tombenner/nui's own test theme: a yellow background colour drawn into an image and said in
    /// the palette, an orange bar tint, red items, a green Avenir title (iOS's Avenir) with a dark
    /// gray shadow offset (1, 2), a title 2 pt lower, a shadow image that is not beside the theme.
    @Test func nuiTestTheme() throws {
        let outcome = try ImportHarness.run(.nui, sources: [try ImportHarness.fixture("nui/TestTheme.nss")], name: "TestTheme")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(outcome.yaml.contains("navigationBarBackground: yellow"))
        #expect(doc.navigationBar?.barTintColor?.value == .fixed(RGBAColor(red: 1, green: 0.5, blue: 0)))
        #expect(doc.navigationBar?.tintColor?.value == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(doc.navigationBar?.titleTextAttributes?.foregroundColor?.value == .fixed(RGBAColor(red: 0, green: 1, blue: 0)))
        #expect(doc.navigationBar?.titleTextAttributes?.shadow?.value.offset?.value == Offset(x: 1, y: 2))
        #expect(doc.navigationBar?.titleVerticalPositionAdjustment[.default]?.value == 2)
        #expect(doc.navigationBar?.titleTextAttributes?.font?.value.family?.value == "Avenir")
        #expect(outcome.notes.contains { $0.message.contains("shadow_image") })
    }
}
