// swift-tools-version:6.1
// libFuzzer targets (not part of the main package or CI): `Scripts/fuzz` builds them with
// `-sanitize=fuzzer` (and `-enable-testing`, for the readers that are internal) and runs them.
// See docs/HARDENING.md.
import PackageDescription

let importer: [Target.Dependency] = [
    .product(name: "BarImport", package: "BarTheme"), .product(name: "BarTheme", package: "BarTheme"),
]
let package = Package(
    name: "BarThemeFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "BarTheme", path: "..", traits: ["Import"])],
    targets: [
        .executableTarget(name: "FuzzThemeParser", dependencies: [.product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzPNGDecoder", dependencies: [.product(name: "BarRender", package: "BarTheme")]),
        .executableTarget(name: "FuzzDesignTokens", dependencies: [.product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzNUIReader", dependencies: importer),
        .executableTarget(name: "FuzzClassyReader", dependencies: importer),
        .executableTarget(name: "FuzzUISSReader", dependencies: importer),
        .executableTarget(name: "FuzzStylistReader", dependencies: importer),
        .executableTarget(name: "FuzzLocatedJSON", dependencies: importer),
    ],
    swiftLanguageModes: [.v6]
)
