// swift-tools-version:6.0
// libFuzzer targets (not part of the main package or CI): `Scripts/fuzz` builds them with
// `-sanitize=fuzzer,address` and runs them. See docs/HARDENING.md.
import PackageDescription

let package = Package(
    name: "BarThemeFuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "BarTheme", path: "..")],
    targets: [
        .executableTarget(name: "FuzzThemeParser", dependencies: [.product(name: "BarTheme", package: "BarTheme")]),
        .executableTarget(name: "FuzzPNGDecoder", dependencies: [.product(name: "BarRender", package: "BarTheme")]),
    ],
    swiftLanguageModes: [.v6]
)
