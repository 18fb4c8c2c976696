// swift-tools-version:6.1
// The package-benchmark suites of issue #14 (render, encode, decode, diff, validate: wall clock,
// allocations, peak memory). A package of its own so the root package (and CI) never builds the
// benchmark dependency. Run from the repository root:
//   swift package --package-path Benchmarks benchmark
// or `Scripts/benchmark --swift-benchmarks` (docs/PERFORMANCE.md).
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "BarTheme", package: "BarTheme"),
    .product(name: "BarRender", package: "BarTheme"),
    .product(name: "BarSnapshot", package: "BarTheme"),
    "BenchmarkInputs",
]

/// One benchmark executable per measured stage, its source in Benchmarks/<name>/ (the plugin's layout).
func benchmarkTarget(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: benchmarkDependencies,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")])
}

let package = Package(
    name: "BarThemeBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The root package, without its default trait (swift-snapshot-testing is not needed here).
        .package(name: "BarTheme", path: "..", traits: []),
        // MallocInterposer gives the malloc metrics; listing it alone leaves the ARC runtime interposer off.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The repository inputs and the metrics shared by the suites.
        .target(
            name: "BenchmarkInputs",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "BarTheme", package: "BarTheme"),
                .product(name: "BarRender", package: "BarTheme"),
            ])
    ] + ["Render", "Encode", "Decode", "Diff", "Validate"].map(benchmarkTarget))
