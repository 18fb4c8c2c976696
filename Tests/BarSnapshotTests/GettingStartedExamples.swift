import BarSnapshot
import BarTheme
import Foundation
import Testing
import XCTest

/// The code of the BarSnapshot getting-started article (`Sources/BarSnapshot/BarSnapshot.docc/GettingStarted.md`),
/// compiled and run against the repository's own references; `DocumentationArticleTests`
/// (BarThemeTests) checks that every Swift block of the article appears here.
@Suite struct GettingStartedExamples {
    @Test func oceanBar() {
        #expect(throws: Never.self) {
            try assertBarSnapshot(theme: "Themes/OceanTranslucent.yaml", scene: "tide-detail", snapshotsDirectory: "Snapshots")
        }
    }

    @Test func reviewFailures() throws {
        let options = try ComparisonOptions(toleranceDE: 1.0, pixelBudget: .count(20))
        #expect(options.pixelBudget == .count(20))
        #expect(throws: Never.self) {
            try assertBarSnapshot(
                theme: "Themes/OceanTranslucent.yaml", scene: "tide-detail", snapshotsDirectory: "Snapshots",
                options: options, reportDirectory: nil)
        }
    }
}

/// The article's XCTest example, run by XCTest.
final class GettingStartedXCTestExamples: XCTestCase {
    func testOceanBar() {
        XCTAssertNoThrow(
            try assertBarSnapshot(
                theme: "Themes/OceanTranslucent.yaml", scene: "tide-detail",
                variant: Variant(scale: 2),
                snapshotsDirectory: "Snapshots"))
    }
}
