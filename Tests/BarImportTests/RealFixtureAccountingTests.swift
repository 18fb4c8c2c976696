import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The "nothing is dropped in silence" counter (docs/IMPORT.md, "What every import does") on every real Swift file of the corpus: the appearance
/// statements and SwiftUI bar modifiers in the syntax tree (`AppearanceStatementFinder`) are each
/// imported or noted (seen = imported + noted, none dropped), with the numbers pinned per file so a
/// change in what is read shows up here; "not read" notes (the importer's last resort) are counted
/// apart and pinned too.
@Suite struct RealFixtureAccountingTests {
    /// seen, imported, noted, of which "not read" notes. Each `.toolbar { … }` is one SwiftUI bar
    /// modifier (its items, session 10): the five files with one here declare only items a theme
    /// cannot say (the app's own views, run-time titles, `.principal`, items inside `if`), so noted.
    static let expected: [String: (seen: Int, imported: Int, noted: Int, notRead: Int)] = [
        "ACHNCollectionProgressDetail": (1, 1, 0, 0),
        "ACHNCrittersList": (1, 1, 0, 0),
        "ACHNCustomTasksList": (1, 1, 0, 0),
        "ACHNDesignList": (1, 1, 0, 0),
        "ACHNIconChooserSheet": (1, 1, 0, 0),
        "JsonFeedViewController": (1, 0, 1, 0),
        "MVVMProjectAppDelegate": (6, 3, 3, 0),
        "MovieSwiftCustomListForm": (1, 1, 0, 0),
        "MovieSwiftFanClubHome": (1, 1, 0, 0),
        "MovieSwiftHomeView": (3, 0, 3, 0),
        "MovieSwiftSettingsForm": (1, 1, 0, 0),
        "PfandflitzerAppDelegate": (4, 4, 0, 0),
        "WifiLampAppDelegate": (5, 5, 0, 0),
        "AlphaWalletAppStyle": (24, 7, 17, 0),
        "CoronaWarnAppDelegate": (5, 1, 4, 0),
        "DuckDuckGoDownloadsList": (4, 2, 2, 0),
        "DuckDuckGoEditDevice": (3, 1, 2, 0),
        "DuckDuckGoSubscriptionFlow": (5, 2, 3, 0),
        "DuckDuckGoSubscriptionITP": (8, 3, 5, 0),
        "DuckDuckGoSubscriptionRestore": (8, 3, 5, 0),
        "DuckDuckGoSyncSettings": (7, 4, 3, 0),
        "DuckDuckGoThemable": (16, 4, 12, 0),
        "GitHawkStyles": (3, 3, 0, 0),
        "NetNewsWireArticle": (5, 5, 0, 0),
        "NetNewsWireCurrentActivity": (3, 2, 1, 0),
        "NetNewsWireDinosaurs": (2, 2, 0, 0),
        "NetNewsWireNotificationInspector": (7, 4, 3, 0),
        "PocketCastsHostingController": (13, 6, 7, 0),
        "PocketCastsLargeNavBar": (10, 5, 5, 0),
        "PocketCastsMessageSupport": (4, 1, 3, 0),
        "PocketCastsNavigationController": (12, 6, 6, 0),
        "PocketCastsSupportLogs": (2, 1, 1, 0),
        "SlideMenuAppDelegate": (1, 0, 1, 0),
        "SwiftEntryKitPresets": (3, 0, 3, 0),
        "TBAAppDelegate": (26, 20, 6, 0),
        // Tab bar code (#41 item 4).
        "AppThemeAppDelegate": (2, 2, 0, 0),
        "AppThemeAppearanceManager": (10, 9, 1, 0),
        "GlowEventTabBarVC": (12, 12, 0, 0),
        "PoemAppTabBarViewController": (6, 6, 0, 0),
        "TabBarTutorialAppDelegate": (2, 2, 0, 0),
        // Dynamic colours chosen with statements, a helper's default argument.
        "FireThemeAppearance": (21, 19, 2, 0),
    ]

    /// Text that always means a bar proxy or a SwiftUI bar modifier on a line.
    static let textualMarkers = [
        "UINavigationBar.appearance(", "UIToolbar.appearance(", "UIBarButtonItem.appearance(", ".toolbarBackground(",
        ".toolbarColorScheme(", ".navigationBarTitleDisplayMode(", ".navigationTitle(", ".navigationSubtitle(",
        "UINavigationBarAppearance()", "UIToolbarAppearance()", "UITabBar.appearance(", "UITabBarItem.appearance(", "UITabBarAppearance()",
        "UITabBarItemAppearance(",
    ]

    static let fixtures: [String] = {
        let folder = ImportHarness.fixtures.appendingPathComponent("swift")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func theCorpusHasItsFiles() {
        #expect(Self.fixtures.count >= 26)
        #expect(Set(Self.fixtures) == Set(Self.expected.keys), "\(Set(Self.fixtures).symmetricDifference(Self.expected.keys))")
    }

    @Test(arguments: fixtures) func everyStatementIsImportedOrNoted(_ name: String) throws {
        let source = try ImportHarness.fixture("swift/\(name).swift")
        let outcome = try ImportHarness.run(.swift, sources: [source], name: name)
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [source])
        let dropped = accounted.filter { $0.outcome == .dropped }
        #expect(dropped.isEmpty, "dropped in silence: \(dropped.map(\.text))")
        let imported = accounted.filter { $0.outcome == .imported }.count
        let noted = accounted.filter { $0.outcome == .noted }.count
        let notRead = outcome.notes.filter { $0.message.hasPrefix("not read:") }.count
        #expect(accounted.count == imported + noted)
        let counts = (seen: accounted.count, imported: imported, noted: noted, notRead: notRead)
        let pinned = Self.expected[name]
        #expect(
            pinned?.seen == counts.seen && pinned?.imported == counts.imported && pinned?.noted == counts.noted
                && pinned?.notRead == counts.notRead,
            "\"\(name)\": (\(counts.seen), \(counts.imported), \(counts.noted), \(counts.notRead)),")
        // An independent, textual lower bound: every line naming a bar proxy or a SwiftUI bar
        // modifier overlaps a counted statement (so the counter cannot miss them).
        let spans = AppearanceStatementFinder.spans(inFile: source.path, text: source.text).map(\.span)
        var lineStart = 0
        for line in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
            let lineEnd = lineStart + line.utf8.count
            defer { lineStart = lineEnd + 1 }
            let code = line.trimmingCharacters(in: .whitespaces)
            guard !code.hasPrefix("//"), Self.textualMarkers.contains(where: { code.contains($0) }) else { continue }
            #expect(spans.contains { $0.start <= lineEnd && $0.end >= lineStart }, "not counted: \(code)")
        }
        // Every note is located in the file and written in the theme.
        for note in outcome.notes {
            #expect(note.location.file == source.path && note.location.line > 0)
            #expect(outcome.yaml.contains("# TODO \(note.location):"))
        }
    }
}
