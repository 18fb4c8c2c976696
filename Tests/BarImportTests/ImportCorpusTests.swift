import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The real-file import corpus (issue #43): public files no one on this project wrote, each with
/// its repository, commit, path and licence in its header (JSON files: a SOURCES.md beside them),
/// Swift, SwiftUI, NUI, Classy (with `@import`), UISS and Stylist. Each entry names the files one
/// import reads and the theme lines it must carry (uncommented, as the writer spells them); the
/// files whose values are asserted by a suite of their own name it. Nothing from
/// ../shared/HELD-OUT.md (the four home-assistant/iOS excerpts the corpus had were removed with #43:
/// that repository is held out).
@Suite struct ImportCorpusTests {
    struct Entry: Sendable, CustomTestStringConvertible {
        let format: ImportFormat
        /// Under Fixtures/; the first is the one named on the command line, the rest are read with it.
        let files: [String]
        var assets: [String] = []
        /// Lines of the imported theme (trimmed) it must carry.
        var carries: [String] = []
        /// Text each of some notes must contain.
        var notes: [String] = []
        /// The suite that asserts this file's values, for files of the earlier corpus.
        var assertedIn: String? = nil
        var testDescription: String { files[0] }
    }

    static let entries: [Entry] = added + tabBars + earlier

    /// Added with #43.
    static let added: [Entry] = [
        Entry(
            format: .swift, files: ["swift/PfandflitzerAppDelegate.swift"],
            carries: [
                "green: \"#2FAC66\"", "barTintColor: $green", "translucent: false", "titleTextAttributes: { foregroundColor: white }",
            ]),
        Entry(
            format: .swift, files: ["swift/MVVMProjectAppDelegate.swift"],
            carries: [
                "barTintColor: \"#2D3641\"", "titleTextAttributes: { foregroundColor: white }",
                "largeTitleTextAttributes: { foregroundColor: white }",
            ]),
        Entry(
            format: .swift, files: ["swift/WifiLampAppDelegate.swift"],
            carries: [
                "barTintColor: \"#80CC28\"", "tintColor: white", "translucent: true", "shadowImage: images/empty.png",
                "titleTextAttributes: { foregroundColor: white }",
            ]),
        Entry(
            format: .swift, files: ["swift/JsonFeedViewController.swift"],
            carries: ["font: { family: Avenir, size: 20 }", "titleTextAttributes: { font: $font, foregroundColor: white }"],
            notes: ["the then-branch is imported"]),
        Entry(
            format: .swift, files: ["swift/MovieSwiftHomeView.swift"], assets: ["assets/MovieSwift.xcassets"],
            carries: [
                "steam_gold: \"#C7A543\"", "font: { family: FjallaOne, size: 40 }", "font: { family: FjallaOne, size: 18 }",
                "font: { family: FjallaOne, size: 16 }", "foregroundColor: $steam_gold",
            ],
            notes: ["custom font \"FjallaOne-Regular\"", "UIWindow.appearance()"]),
        Entry(
            format: .swift, files: ["swift/SlideMenuAppDelegate.swift", "swift-helpers/SlideMenuUIColor.swift"],
            carries: ["tintColor: \"#689F38\""], notes: ["its body in the files cannot be read without running it"]),
        Entry(
            format: .swift, files: ["swift-helpers/FirefoxUIColorExtensions.swift"], carries: ["theme: FirefoxUIColorExtensions"]),
        Entry(
            format: .swift, files: ["swift/ACHNCollectionProgressDetail.swift"],
            carries: ["- title: Collection Progress", "largeTitleDisplayMode: automatic", "prefersLargeTitles: true"]),
        Entry(
            format: .swift, files: ["swift/ACHNCrittersList.swift"],
            carries: ["- title: Critters", "largeTitleDisplayMode: automatic", "prefersLargeTitles: true"]),
        Entry(
            format: .swift, files: ["swift/ACHNCustomTasksList.swift"],
            carries: ["- title: \"Today's Tasks\"", "largeTitleDisplayMode: never"]),
        Entry(
            format: .swift, files: ["swift/ACHNDesignList.swift"],
            carries: ["- title: Designs", "largeTitleDisplayMode: automatic", "prefersLargeTitles: true"]),
        Entry(format: .swift, files: ["swift/ACHNIconChooserSheet.swift"], carries: ["- title: Icons", "largeTitleDisplayMode: never"]),
        Entry(format: .swift, files: ["swift/MovieSwiftFanClubHome.swift"], carries: ["- title: Fan Club", "prefersLargeTitles: true"]),
        Entry(format: .swift, files: ["swift/MovieSwiftSettingsForm.swift"], carries: ["- title: Settings", "prefersLargeTitles: true"]),
        Entry(format: .swift, files: ["swift/MovieSwiftCustomListForm.swift"], carries: ["- title: New list", "prefersLargeTitles: true"]),
        Entry(
            format: .nui, files: ["nui/NUIStyle.nss"],
            carries: [
                "primaryFontColor: \"#555555\"", "primaryBackgroundColorTop: \"#F3F3F3\"",
                "primaryBackgroundColorBottomStrong: \"#DDDDDD\"",
                "font: { family: Helvetica Neue, weight: light, size: 20 }", "foregroundColor: $primaryFontColor",
                "shadow: { color: clear }",
                "- image: images/NUIStyle-navigationbar-background.png",
            ]),
        Entry(
            format: .nui, files: ["nui/DemoNUIStyle.nss"],
            carries: [
                "primaryFontColor: \"#555555\"", "font: { family: Helvetica Neue, weight: light, size: 20 }",
                "- image: images/DemoNUIStyle-navigationbar-background.png",
            ]),
        Entry(
            format: .nui, files: ["nui/BlueNUIStyle2013.nss"],
            carries: [
                "navigationBarBackgroundTop: \"#54B4EB\"", "navigationBarBackgroundBottom: \"#2FA4E7\"", "navFontColor: \"#FFFFFF\"",
                "font: { family: Arial Rounded MT Bold, weight: bold, size: 20 }", "foregroundColor: $navFontColor",
            ]),
        Entry(
            format: .classy, files: ["classy/import-example/stylesheet.cas", "classy/import-example/variables.cas"],
            notes: ["style other views, not bars"]),
        Entry(
            format: .classy,
            files: ["classy/import-tests/Import-Base.cas", "classy/import-tests/Import-1.cas", "classy/import-tests/Import-2.cas"],
            notes: ["style other views, not bars"]),
    ]

    /// Tab bar code (#41 item 4, #43 item 7): UITabBar / UITabBarItem proxies, UITabBarAppearance and
    /// its item appearances, on a tab bar controller's own bar.
    static let tabBars: [Entry] = [
        Entry(
            format: .swift, files: ["swift/GlowEventTabBarVC.swift"],
            carries: [
                "configureWith: opaque", "backgroundColor: clear", "iconColor: lightGray", "iconColor: systemBlue",
                "titleTextAttributes: { foregroundColor: lightGray }", "titleTextAttributes: { foregroundColor: systemBlue }",
                "translucent: true", "scrollEdgeAppearance:",
            ]),
        Entry(
            format: .swift, files: ["swift/AppThemeAppearanceManager.swift"],
            carries: [
                "translucent: false", "barTintColor: orange", "tintColor: white", "unselectedItemTintColor: green",
                "normal: { foregroundColor: yellow }", "selected: { foregroundColor: black }", "backgroundColor: red",
            ],
            notes: ["UIImage(color: .blue)"]),
        Entry(format: .swift, files: ["swift/AppThemeAppDelegate.swift"], carries: ["tintColor: green", "unselectedItemTintColor: blue"]),
        Entry(
            format: .swift, files: ["swift/TabBarTutorialAppDelegate.swift"],
            carries: ["normal: { foregroundColor: \"#007AFF\" }", "selected: { foregroundColor: white }"]),
        Entry(
            format: .swift, files: ["swift/PoemAppTabBarViewController.swift"],
            carries: [
                "iconColor: systemGray3", "titleTextAttributes: { foregroundColor: systemGray3 }", "iconColor: white",
                "titleTextAttributes: { foregroundColor: white }", "bar: tabBar",
            ]),
        Entry(
            format: .nui, files: ["nui/RouteTabBar.nss"],
            carries: [
                "secondaryFontColor: \"#948F8A\"", "titlePositionAdjustment: [0, -11]", "image: images/RouteTabBar-tabbar-background.png",
                "font: { family: Helvetica, weight: bold, size: 18 }",
            ]),
        Entry(
            format: .nui, files: ["nui/SwitchboardTabBar.nss"],
            carries: ["secondaryFontColor: \"#777777\"", "titlePositionAdjustment: [0, -11]"]),
    ]

    /// The corpus before #43, each file's values asserted by its own suite.
    static let earlier: [Entry] = {
        let growth = [
            "CoronaWarnAppDelegate", "DuckDuckGoDownloadsList", "DuckDuckGoEditDevice", "DuckDuckGoSubscriptionFlow",
            "DuckDuckGoSubscriptionITP", "DuckDuckGoSubscriptionRestore", "DuckDuckGoSyncSettings", "DuckDuckGoThemable",
            "NetNewsWireArticle", "NetNewsWireCurrentActivity", "NetNewsWireDinosaurs", "NetNewsWireNotificationInspector",
            "PocketCastsHostingController", "PocketCastsLargeNavBar", "PocketCastsMessageSupport", "PocketCastsNavigationController",
            "PocketCastsSupportLogs", "TBAAppDelegate", "AlphaWalletAppStyle", "GitHawkStyles", "SwiftEntryKitPresets",
        ].map { Entry(format: .swift, files: ["swift/\($0).swift"], assertedIn: "RealCorpusGrowthTests, RealSwiftFixtureTests") }
        let sheets: [Entry] =
            ["Blue", "Default", "Round", "Route", "Switchboard", "TestTheme"].map {
                Entry(format: .nui, files: ["nui/\($0).nss"], assertedIn: "StyleSheetFixtureTests")
            }
            + ["console", "console-2013", "simple"].map {
                Entry(format: .uiss, files: ["uiss/\($0).json"], assertedIn: "StyleSheetFixtureTests")
            }
            + ["Properties-Basic", "Selectors-Hierarchy", "Selectors-Nested"].map {
                Entry(format: .classy, files: ["classy/\($0).cas"], assertedIn: "ClassyStylistTests")
            }
            + ["ExampleCommon", "ParentStylesTest", "ReadmeTheme"].map {
                Entry(format: .stylist, files: ["stylist/\($0).yaml"], assertedIn: "ClassyStylistTests")
            }
        return growth + sheets
    }()

    @Test func theCorpusHasAtLeastSixtyRealFiles() {
        let files = Set(Self.entries.flatMap(\.files))
        #expect(files.count >= 60, "\(files.count) files")
        #expect(!files.contains { ($0 as NSString).lastPathComponent.hasPrefix("HA") }, "home-assistant/iOS is held out")
        for format in [ImportFormat.swift, .nui, .classy, .uiss, .stylist] {
            #expect(Self.entries.contains { $0.format == format }, "\(format)")
        }
        // Every file exists and names its source (a header, or a SOURCES.md beside JSON files).
        for file in files {
            let url = ImportHarness.fixtures.appendingPathComponent(file)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if file.hasSuffix(".json") {
                let sources =
                    (try? String(contentsOf: url.deletingLastPathComponent().appendingPathComponent("SOURCES.md"), encoding: .utf8)) ?? ""
                #expect(sources.contains(url.lastPathComponent), "\(file)")
            } else {
                #expect(text.contains("Repository: ") && text.contains("Commit: ") && text.contains("Licence: "), "\(file)")
            }
        }
    }

    @Test(arguments: added + tabBars)
    func importsWithAllItsValues(_ entry: Entry) throws {
        // A Classy entry names the files its first one imports; they are read through the import.
        let outcome = try ImportHarness.run(
            entry.format,
            sources: try ImportHarness.absoluteFixtures(Array(entry.files.prefix(entry.format == .classy ? 1 : entry.files.count))),
            name: ((entry.files[0] as NSString).lastPathComponent as NSString).deletingPathExtension,
            assetCatalogs: entry.assets.map { ImportHarness.fixtures.appendingPathComponent($0).path })
        // A font the app bundles (or iOS provides) keeps its family; until its file is listed in
        // fontFiles:, validate reports that family, and nothing else (issue #43 item 4).
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        let result = outcome.result
        let lines = Set(result.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") })
        for line in entry.carries { #expect(lines.contains(line), "missing '\(line)' in\n\(result.yaml)") }
        for text in entry.notes { #expect(result.notes.contains { $0.message.contains(text) }, "no note with '\(text)': \(result.notes)") }
        #expect(!result.notes.contains { $0.message.contains("@import") && $0.message.contains("not followed") }, "\(result.notes)")
    }

    /// Real files whose fonts are iOS's own (Helvetica, Helvetica Neue, Arial Rounded MT Bold, Avenir,
    /// Courier New): the import names each by its iOS family and weight (`FontTable.builtInFaces`),
    /// with no TODO for a file no app ships, and the theme validates with only the located
    /// `font-stand-in` warning. Before, each was a custom font (`family: HelveticaNeue` …) that
    /// validate refused until its file was listed under `fontFiles:`.
    @Test(arguments: [
        (ImportFormat.nui, "nui/Route.nss", "font: { family: Helvetica, weight: bold, size: 22 }"),
        (.nui, "nui/NUIStyle.nss", "font: { family: Helvetica Neue, weight: light, size: 20 }"),
        (.nui, "nui/BlueNUIStyle2013.nss", "font: { family: Arial Rounded MT Bold, weight: bold, size: 20 }"),
        (.nui, "nui/RouteTabBar.nss", "font: { family: Helvetica, weight: bold, size: 18 }"),
        (.swift, "swift/JsonFeedViewController.swift", "font: { family: Avenir, size: 20 }"),
    ])
    func iOSFontsImportAsTheirFamiliesAndValidate(_ format: ImportFormat, _ file: String, _ line: String) throws {
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let outcome = try ImportHarness.run(format, sources: [try ImportHarness.fixture(file)], name: name)
        let lines = Set(outcome.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(lines.contains(line), "\(outcome.yaml)")
        #expect(
            !outcome.notes.contains { $0.message.contains("custom font") || $0.suggestion?.contains("fontFiles") == true },
            "\(outcome.notes)")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let standIns = outcome.validation.diagnostics.filter { $0.ruleID == "font-stand-in" }
        #expect(!standIns.isEmpty && standIns.allSatisfy { $0.severity == .warning && $0.location?.line ?? 0 > 0 }, "\(standIns)")
        _ = try outcome.loaded()
    }
}
