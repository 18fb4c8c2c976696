import Foundation
import Testing

/// A client that uses only `BarTheme` does not need swift-snapshot-testing (CHANGELOG.md, "Package trait
/// `SnapshotTesting`"): every use
/// of it is behind the `SnapshotTesting` trait, so depending with `traits: []` leaves it out.
@Suite struct PackageManifestTests {
    @Test func swiftSnapshotTestingIsUsedOnlyBehindTheSnapshotTestingTrait() throws {
        // A scratch folder of its own, so this does not wait for the build folder the tests run from.
        let scratch = try CommandRunner.temporaryDirectory()
        let result = try CommandRunner.runProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["swift", "package", "--scratch-path", scratch.path, "dump-package"],
            in: CommandRunner.repositoryRoot, environment: nil)
        #expect(result.status == 0, "\(result.stderr)")
        let data = Data(result.stdout.utf8)
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        let traits = try #require(manifest["traits"] as? [[String: Any]])
        #expect(traits.contains { $0["name"] as? String == "SnapshotTesting" })
        var uses = 0
        for target in try #require(manifest["targets"] as? [[String: Any]]) {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any], product.count > 3,
                    product[1] as? String == "swift-snapshot-testing"
                else { continue }
                uses += 1
                let condition = product[3] as? [String: Any]
                #expect(condition?["traits"] as? [String] == ["SnapshotTesting"], "\(target["name"] ?? "")")
            }
        }
        #expect(uses == 2)
    }
}
