import BarRender
import BarReview
import BarTheme
import Foundation
import Testing

/// `compare` on tab bars (#41 item 3): a change to a tab bar value is named with the declaration
/// behind it and the tab it changed, and the pixels that moved are counted, as for the other bars.
@Suite struct TabBarReviewTests {
    func version(_ yaml: String) throws -> ThemeVersion {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "Tabs.yaml")
        return ThemeVersion(key: "Tabs.yaml", document: try #require(document, "\(diagnostics.map(\.description))"), parents: [])
    }

    func theme(badge: String) -> String {
        """
        theme: Tabs
        era: ios15
        tabBarItem:
          badgeColor: "\(badge)"
        scenes:
          - name: home
            bar: tabBar
            atScrollEdge: false
            items:
              - { title: Home, image: { systemName: house } }
              - { title: Inbox, image: { systemName: tray.full }, badgeValue: "3" }
            variants: { widths: [393], scales: [2] }
        """
    }

    @Test func compareNamesTheTabBarValueThatChangedAndItsPixels() throws {
        let comparison = try ThemeComparer(renderer: BarRenderer()).compare(
            old: try version(theme(badge: "#FF3B30")), new: try version(theme(badge: "#123456")))
        let badge = try #require(
            comparison.settingChanges.first { $0.property.hasSuffix(".badgeColor") && $0.property.contains("'Inbox'") })
        #expect(badge.newValue.contains("#123456") && badge.oldValue.contains("#FF3B30"))
        #expect(badge.newSource.contains("Tabs.yaml:4:") && badge.rule.contains("§18.4"))
        #expect(comparison.pixelChanges.count == 1)
        // Only the badge moved: the pixels that changed are within a badge's size of the Inbox tab.
        let box = try #require(comparison.pixelChanges.first?.boundingBox)
        #expect(box.width <= 2 * 30 && box.height <= 2 * 20)
        #expect(Double(box.x) / 2 > 393 / 2)
    }

    /// The gallery's card for a tab bar (#41 item 3, session 29's audit): opened, it shows the tab bar's
    /// values and each tab's, as `explain` does, not the navigation bar's title, large title, back
    /// button and 44 pt height, which a tab bar does not draw (before the fix it showed those and no tab).
    @Test func aGalleryCardOfATabBarExplainsTheTabBar() throws {
        let document = try version(theme(badge: "#123456")).document
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-tabs-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let outcome = GalleryRun(folder: folder).render(RenderJob.jobs(for: document, parents: [], overrides: VariantOverrides()))
        #expect(outcome.failures.isEmpty)
        let lines = try #require(outcome.cards.first).explain
        #expect(lines.contains { $0.hasPrefix("tabBar.itemLayout = stacked") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("tab[1] 'Inbox'") && $0.contains("badgeColor = #123456") && $0.contains("Tabs.yaml:4:") })
        for navigationOnly in ["largeTitleTextAttributes", "backIndicatorImage", "barHeight", "prefersLargeTitles"] {
            #expect(!lines.contains { $0.hasPrefix(navigationOnly) }, "\(navigationOnly) in \(lines)")
        }
    }
}
