// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "BarTheme",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "BarTheme", targets: ["BarTheme"]),
        .library(name: "BarRender", targets: ["BarRender"]),
        .library(name: "BarSnapshot", targets: ["BarSnapshot"]),
        .library(name: "BarImport", targets: ["BarImport"]),
        // A swift-snapshot-testing strategy (`Snapshotting<RenderJob, Raster>.barTheme`), apart so
        // BarSnapshot users do not need swift-snapshot-testing; empty without the SnapshotTesting trait.
        .library(name: "BarSnapshotTesting", targets: ["BarSnapshotTesting"]),
        .executable(name: "render-theme", targets: ["render-theme"]),
        // `render-theme diff` in a small process without Cairo (docs/PERFORMANCE.md, "diff").
        .executable(name: "render-theme-diff", targets: ["render-theme-diff"]),
        // Code generation in an app's package: on every build, or on demand (docs/GENERATED-CODE.md).
        .plugin(name: "BarThemePlugin", targets: ["BarThemePlugin"]),
        .plugin(name: "BarThemeGenerate", targets: ["BarThemeGenerate"]),
    ],
    // Traits keep the render path lean (docs/PERFORMANCE.md, "Build time"); all three are on by default.
    // - `SnapshotTesting` builds the BarSnapshotTesting strategy (swift-snapshot-testing).
    // - `Import` builds `render-theme import` and the BarImport product (swift-syntax's parser).
    // - `Preview` builds `render-theme watch`'s live preview server (Hummingbird, SwiftNIO).
    // `Scripts/render-samples` and the GitHub Action build `render-theme` with `--disable-default-traits`:
    // render, validate, explain, diff, snapshot, generate, compare, describe and gallery need none of them.
    // A client that does not use a trait's product depends with `traits: []` (or only the ones it uses), and
    // the packages behind the others are then neither resolved nor built.
    traits: [
        .trait(name: "SnapshotTesting", description: "The swift-snapshot-testing strategy in the BarSnapshotTesting product."),
        .trait(
            name: "Import",
            description:
                "`render-theme import` and the BarImport product: Swift appearance code and style sheets to a theme (swift-syntax)."),
        .trait(name: "Preview", description: "`render-theme watch`: the live preview server (Hummingbird)."),
        .default(enabledTraits: ["SnapshotTesting", "Import", "Preview"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        // Only for the BarSnapshotTesting product (trait SnapshotTesting); measured: about +9 s on a clean debug build.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Only for `render-theme watch`'s local preview server (BarPreview, trait Preview).
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.6.0"),
        // NIOCore's ByteBuffer in BarPreview's responses (Hummingbird's own dependency, named because BarPreview imports it).
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.81.0"),
        // The preview server's graceful shutdown on Ctrl-C / SIGTERM (Hummingbird's own dependency, named
        // because BarPreview closes the pages' event streams as the first step of that shutdown).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        // BarImport reads Swift with SwiftParser (trait Import); BarCodegenTests parse the generated code with it.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "602.0.0"),
        // `swift package generate-documentation` (Scripts/docs): the DocC catalogs of the library
        // products. A command plugin: nothing of it is linked into the products.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // C libraries: the only places a C header is named.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"]), .brew(["cairo"])]),
        .systemLibrary(
            name: "CFreeType", pkgConfig: "freetype2",
            providers: [.apt(["libfreetype-dev"]), .brew(["freetype"])]),
        .systemLibrary(
            name: "CHarfBuzz", pkgConfig: "harfbuzz",
            providers: [.apt(["libharfbuzz-dev"]), .brew(["harfbuzz"])]),
        // The Unicode Bidirectional Algorithm (UAX #9) for right-to-left and mixed-direction bar text.
        .systemLibrary(
            name: "CFriBidi", pkgConfig: "fribidi",
            providers: [.apt(["libfribidi-dev"]), .brew(["fribidi"])]),
        // zlib's CRC-32 for the chunks of animated PNGs (the frames themselves come from Cairo's libpng writer).
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // GLib's SHA-256 (GChecksum) for the pinned fonts' fingerprints (RenderingStack): HarfBuzz
        // already needs GLib, so it costs no install and no build time (docs/PERFORMANCE.md).
        .systemLibrary(
            name: "CGLib", pkgConfig: "glib-2.0",
            providers: [.apt(["libglib2.0-dev"]), .brew(["glib"])]),
        // libdeflate: the deflate and CRC-32 of the PNG writer (BarPNGWriter; docs/PERFORMANCE.md has the measurement).
        .systemLibrary(
            name: "CLibDeflate", pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"]), .brew(["libdeflate"])]),

        // Theme document, parser, diagnostics, resolver, layout. Pure Swift, no C, no file writes.
        .target(
            name: "BarTheme", dependencies: [.product(name: "Yams", package: "Yams")], exclude: ["Layout/SFSymbols/README.md"]),
        // Every file the tools write: staged atomic writes, the rollback journal, output-folder locks
        // and confinement, the fault seam. No Cairo, so a module that writes files need not link it.
        .target(name: "BarWriting", dependencies: ["BarTheme"]),
        // Pixels without Cairo: the RGBA raster, the PNG files BarTheme writes and reads (BarPNGWriter,
        // PlainPNGReader) and the pixel comparison, so `render-theme-diff` need not link Cairo's
        // libraries (docs/PERFORMANCE.md, "diff"). BarRender and BarSnapshot re-export it.
        .target(name: "BarPixels", dependencies: ["CLibDeflate"]),
        // Drawing with Cairo, text shaped by HarfBuzz from pinned font files read by FreeType, PNG encoding.
        .target(
            name: "BarRender",
            dependencies: [
                "BarPixels", "BarTheme", "BarWriting", "CCairo", "CFreeType", "CHarfBuzz", "CFriBidi", "CZlib", "CLibDeflate", "CGLib",
            ],
            resources: [.copy("Resources/Fonts"), .copy("Resources/SanFrancisco")]),
        // Pixel comparison, reference store, record modes, verification and reports.
        .target(name: "BarSnapshot", dependencies: ["BarPixels", "BarTheme", "BarRender", "BarWriting"]),
        // The swift-snapshot-testing strategy (its code is `#if SnapshotTesting`).
        .target(
            name: "BarSnapshotTesting",
            dependencies: [
                "BarSnapshot", "BarRender", "BarTheme",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]),
        // Reviewing a theme: what VoiceOver reads, comparing two versions, the gallery.
        .target(name: "BarReview", dependencies: ["BarTheme", "BarRender", "BarSnapshot", "BarWriting"]),
        // `render-theme watch`: re-render on change and serve a live preview page (Hummingbird).
        .target(
            name: "BarPreview",
            dependencies: [
                "BarTheme", "BarRender",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
                .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Preview"])),
                .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Preview"])),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Preview"])),
            ]),
        // Theme document → the Swift that applies it in an app: a plain source printer, no swift-syntax,
        // so the plugins' tool builds without it (its output is proven by BarCodegenTests).
        .target(name: "BarCodegen", dependencies: ["BarTheme"]),
        // Existing looks → theme document: Swift appearance code (SwiftParser) and NUI / Classy / UISS / Stylist files.
        .target(
            name: "BarImport",
            dependencies: [
                "BarTheme", .product(name: "Yams", package: "Yams"),
                .product(name: "SwiftSyntax", package: "swift-syntax", condition: .when(traits: ["Import"])),
                .product(name: "SwiftParser", package: "swift-syntax", condition: .when(traits: ["Import"])),
                .product(name: "SwiftOperators", package: "swift-syntax", condition: .when(traits: ["Import"])),
            ]),
        // Option groups and option values the two command lines share (--era, the generator's options).
        .target(
            name: "BarCommandLine",
            dependencies: ["BarTheme", "BarCodegen", .product(name: "ArgumentParser", package: "swift-argument-parser")]),
        // The Swift generator alone, without the rendering stack, for the plugins.
        .executableTarget(
            name: "bartheme-codegen",
            dependencies: [
                "BarCodegen", "BarTheme", "BarCommandLine", "BarWriting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        .plugin(name: "BarThemePlugin", capability: .buildTool(), dependencies: ["bartheme-codegen"]),
        .plugin(
            name: "BarThemeGenerate",
            capability: .command(
                intent: .custom(
                    verb: "bartheme-generate", description: "Write BarThemeAppearance.swift next to each target's *.bartheme.yaml files"),
                permissions: [.writeToPackageDirectory(reason: "writes BarThemeAppearance.swift into the targets that hold themes")]),
            dependencies: ["bartheme-codegen"]),
        // `diff` of BarTheme's own PNGs without ArgumentParser: run by `render-theme` before its command
        // tree and by `render-theme-diff`, which links only this, BarPixels and the write path.
        .target(name: "BarDiff", dependencies: ["BarPixels", "BarTheme", "BarWriting"]),
        .executableTarget(name: "render-theme-diff", dependencies: ["BarDiff"]),
        // The command-line tool: a thin layer over the libraries.
        .executableTarget(
            name: "render-theme",
            dependencies: [
                "BarTheme", "BarRender", "BarSnapshot", "BarReview", "BarCodegen", "BarCommandLine", "BarWriting", "BarDiff",
                .target(name: "BarPreview", condition: .when(traits: ["Preview"])),
                .target(name: "BarImport", condition: .when(traits: ["Import"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),

        // What every test target shares: the repository's root (Tests/Support).
        .target(name: "BarTestSupport", path: "Tests/Support"),
        .testTarget(name: "BarThemeTests", dependencies: ["BarTestSupport", "BarTheme"], exclude: ["Corpus", "DesignTokens"]),
        .testTarget(name: "BarWritingTests", dependencies: ["BarTestSupport", "BarWriting"]),
        .testTarget(name: "BarRenderTests", dependencies: ["BarTestSupport", "BarTheme", "BarPixels", "BarRender", "CCairo", "CZlib"]),
        .testTarget(name: "BarDiffTests", dependencies: ["BarDiff", "BarPixels"]),
        .testTarget(name: "BarSnapshotTests", dependencies: ["BarTestSupport", "BarPixels", "BarSnapshot", "BarRender"]),
        .testTarget(
            name: "BarPreviewTests",
            dependencies: ["BarTestSupport", .target(name: "BarPreview", condition: .when(traits: ["Preview"]))]),
        .testTarget(name: "BarReviewTests", dependencies: ["BarTestSupport", "BarReview", "BarTheme", "BarRender"]),
        .testTarget(
            name: "BarCommandLineTests",
            dependencies: [
                "BarTestSupport",
                "BarCommandLine", "BarCodegen", "BarTheme", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // Compiles generated code against UIKit's signatures (Tests/BarCodegenTests/UIKitSignatures), runs it
        // against their recording implementation and renders the recorded theme (the round trip).
        // SwiftParser proves every generated file parses; swift-format lints it (docs/GENERATED-CODE.md).
        .testTarget(
            name: "BarCodegenTests",
            dependencies: [
                "BarTestSupport", "BarCodegen", "BarTheme", "BarRender", .product(name: "SwiftParser", package: "swift-syntax"),
            ],
            exclude: ["UIKitSignatures", "Fixtures"]),
        // Real files from public repositories (Fixtures/, each with its source and licence) and round trips through BarCodegen.
        .testTarget(
            name: "BarImportTests", dependencies: ["BarTestSupport", "BarImport", "BarTheme", "BarCodegen", "BarRender"],
            exclude: ["Fixtures"]),
        .testTarget(
            name: "BarSnapshotTestingTests",
            dependencies: [
                "BarTestSupport",
                "BarSnapshotTesting", "BarSnapshot", "BarRender", "BarTheme",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]),
        // The hostile corpus (docs/HARDENING.md): hundreds of generated inputs through validate and render,
        // in process and through the built CLI with time and memory limits.
        .testTarget(name: "HostileInputTests", dependencies: ["BarTestSupport", "BarTheme", "BarRender", "CZlib"]),
        .testTarget(
            name: "RenderThemeEndToEndTests",
            dependencies: ["BarTestSupport", "BarTheme", "BarRender", "BarSnapshot"]),
    ],
    swiftLanguageModes: [.v6]
)
