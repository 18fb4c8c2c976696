import Foundation
import Testing

/// `render-theme describe`: what VoiceOver reads, per bar, through the built binary.
@Suite struct DescribeCommandTests {
    @Test func describesEachStepOfAStackInReadingOrder() throws {
        let result = try CommandRunner.run(["describe", "Themes/PhotoJourney.yaml", "--scene", "library.step02"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                PhotoJourney / library.step02 (navigation bar, left to right, default.topAttached.light.375w@3x)
                    1. Albums, Back Button    [the back title UIKit shows]
                    2. Harbour at Dusk, Heading    [the top item's title (read in full even when it is truncated)]
                    3. Edit, Button    [title]
                PhotoJourney / library.step02.toolbar (toolbar, left to right, default.bottom.light.375w@3x)
                    1. Share, Button    [UIKit's label for systemItem action]
                    2. Bookmarks, Button    [UIKit's label for systemItem bookmarks]
                    3. Delete, Button    [UIKit's label for systemItem trash]

                """)
    }

    @Test func rightToLeftScenesSayTheirDirection() throws {
        let result = try CommandRunner.run(["describe", "Themes/International.yaml", "--scene", "hebrew", "--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let scene = try #require(json?.first)
        #expect(scene["layoutDirection"] as? String == "right to left")
        let spoken = (scene["elements"] as? [[String: Any]])?.compactMap { $0["spoken"] as? String }
        #expect(spoken?.last == "Done, Button")
        #expect(spoken?.first?.hasSuffix(", Back Button") == true)
    }

    @Test func anUnknownSceneListsTheScenes() throws {
        let result = try CommandRunner.run(["describe", "Themes/PhotoJourney.yaml", "--scene", "nosuch"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no scene named 'nosuch'; scenes: library.step00, library.step01"))
    }
}
