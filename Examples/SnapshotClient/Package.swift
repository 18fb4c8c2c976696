// swift-tools-version:6.1
// A client of BarTheme as an app team writes one: a test-only package beside the app (or the
// app's own package) whose tests render the app's theme and compare it with reference PNGs.
// Scripts/check-client builds and runs it: it records on the first run, passes on the second and
// fails on a one-step colour change.
import PackageDescription

let package = Package(
    name: "SnapshotClient",
    // BarTheme's products build on macOS 13+ and Linux; they run in a macOS or Linux test target,
    // not in an iOS app's simulator test bundle (Cairo, FreeType and HarfBuzz are not on iOS).
    platforms: [.macOS(.v13)],
    dependencies: [
        // An app's package names the repository instead (until 0.2.0 is tagged, the main branch):
        // .package(url: "https://github.com/bartheme/BarTheme.git", branch: "main", traits: ["SnapshotTesting"]).
        // "SnapshotTesting" (on by default) builds the `.barTheme` strategy; `traits: []` leaves
        // swift-snapshot-testing out for a client that uses only assertBarSnapshot.
        .package(name: "BarTheme", path: "../..", traits: ["SnapshotTesting"]),
        // For `assertSnapshot` itself: the client imports SnapshotTesting, so it names the package too.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .testTarget(
            name: "SnapshotClientTests",
            dependencies: [
                .product(name: "BarSnapshot", package: "BarTheme"),  // assertBarSnapshot
                .product(name: "BarSnapshotTesting", package: "BarTheme"),  // Snapshotting.barTheme
                .product(name: "BarTheme", package: "BarTheme"),  // ThemeLoader, RenderJob
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),  // assertSnapshot
            ],
            // swift-snapshot-testing keeps its references beside the test file; they are not sources.
            exclude: ["__Snapshots__"]),
    ]
)
