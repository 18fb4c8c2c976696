import Foundation
import Testing

/// A client that uses only `BarTheme` does not need swift-snapshot-testing (issue #18): every use
/// of it is behind the `SnapshotTesting` trait, so depending with `traits: []` leaves it out.
@Suite struct PackageManifestTests {
    @Test func swiftSnapshotTestingIsUsedOnlyBehindTheSnapshotTestingTrait() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch folder of its own, so this does not wait for the build folder the tests run from.
        let scratch = try CommandRunner.temporaryDirectory()
        process.arguments = ["swift", "package", "--scratch-path", scratch.path, "dump-package"]
        process.currentDirectoryURL = CommandRunner.repositoryRoot
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])

        let traits = try #require(manifest["traits"] as? [[String: Any]])
        #expect(traits.contains { $0["name"] as? String == "SnapshotTesting" })
        var uses = 0
        for target in try #require(manifest["targets"] as? [[String: Any]]) {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                guard let product = dependency["product"] as? [Any], product.count > 3,
                      product[1] as? String == "swift-snapshot-testing" else { continue }
                uses += 1
                let condition = product[3] as? [String: Any]
                #expect(condition?["traits"] as? [String] == ["SnapshotTesting"], "\(target["name"] ?? "")")
            }
        }
        #expect(uses == 2)
    }
}
