// swift-tools-version:6.1
// libFuzzer targets (not part of the main package or CI): `Scripts/fuzz` builds them with
// `-sanitize=fuzzer` (and `-enable-testing`, for the readers that are internal) and runs them.
// See docs/HARDENING.md.
import PackageDescription

let importer: [Target.Dependency] = ["FuzzDriver", "FuzzImportSupport"]
let package = Package(
    name: "BarThemeFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "BarTheme", path: "..", traits: ["Import"])],
    targets: [
        // libFuzzer's driver, started from each target's `<Target>_main`.
        .target(name: "FuzzDriver"),
        // One input through `render-theme import FORMAT`, for the four style-sheet targets.
        .target(
            name: "FuzzImportSupport",
            dependencies: [.product(name: "BarImport", package: "BarTheme"), .product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzThemeParser", dependencies: ["FuzzDriver", .product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzPNGDecoder", dependencies: ["FuzzDriver", .product(name: "BarRender", package: "BarTheme")]),
        .executableTarget(name: "FuzzDesignTokens", dependencies: ["FuzzDriver", .product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzNUIReader", dependencies: importer),
        .executableTarget(name: "FuzzClassyReader", dependencies: importer),
        .executableTarget(name: "FuzzUISSReader", dependencies: importer),
        .executableTarget(name: "FuzzStylistReader", dependencies: importer),
        .executableTarget(
            name: "FuzzLocatedJSON",
            dependencies: ["FuzzDriver", .product(name: "BarImport", package: "BarTheme"), .product(name: "BarTheme", package: "BarTheme")]),
    ],
    swiftLanguageModes: [.v6]
)
