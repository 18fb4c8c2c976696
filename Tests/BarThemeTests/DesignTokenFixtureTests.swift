import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// `colors: { from: … }` over real token files from public design systems (`DesignTokens/`,
/// sources and licences in `DesignTokens/SOURCES.md`): Figma's Simple Design System (DTCG 2025.10,
/// one file per mode, `$root` tokens, aliases into a primitives file), Apple's HIG colours (DTCG
/// colour objects) and Workday Canvas (Tokens Studio's legacy format, `oklch` objects).
@Suite struct DesignTokenFixtureTests {
    static let fixtures = Repository.url("Tests/BarThemeTests/DesignTokens")

    /// A fresh folder with the fixtures copied in and `theme.yaml` written beside them; the theme's path.
    static func theme(_ yaml: String, replacing: [String: (String, String)] = [:]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in ["figma-sds", "apple-hig", "workday-canvas"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
        for (file, (old, new)) in replacing {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old))
            try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
        }
        let path = folder.appendingPathComponent("theme.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static let figma = """
        theme: Figma SDS
        colors:
          from:
            light: [figma-sds/color.tokens.json, figma-sds/theme-light.tokens.json]
            dark: [figma-sds/color.tokens.json, figma-sds/theme-dark.tokens.json]
          onBrand: $color.text.brand.on-brand
        navigationBar:
          barTintColor: $color.background.brand
          titleTextAttributes: { foregroundColor: $onBrand }

        """

    static func rgb(_ hex: UInt32, alpha: Double = 1) -> RGBAColor {
        RGBAColor(r: Int(hex >> 16 & 0xFF), g: Int(hex >> 8 & 0xFF), b: Int(hex & 0xFF), alpha: alpha)
    }

    static func close(_ a: RGBAColor, _ b: RGBAColor, within tolerance: Double = 0.5 / 255) -> Bool {
        abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
            && abs(a.alpha - b.alpha) <= 0.001
    }

    @Test func figmaModesBecomeLightAndDarkColoursWithTheirAliasChains() throws {
        let path = try Self.theme(Self.figma)
        let loaded = try ThemeLoader.load(path: path)
        let palette = loaded.document.palette
        // background.brand: brand.800 (#2c2c2c) in light, white.100 (white at 5 % alpha) in dark.
        let brand = try #require(palette.colors["color.background.brand"]?.value)
        guard case .dynamic(let light, let dark) = brand else {
            Issue.record("not a light/dark colour: \(brand)")
            return
        }
        #expect(Self.close(light, Self.rgb(0x2C2C2C)))
        #expect(Self.close(dark, RGBAColor(white: 1, alpha: 0.050980392156862744)))
        // text.default: gray.900 in light, white.1000 in dark.
        let text = try #require(palette.colors["color.text.default"]?.value)
        #expect(
            Self.close(text.resolved(for: .light, palette: .ios13), Self.rgb(0x1E1E1E))
                && text.resolved(for: .dark, palette: .ios13) == .white)
        // Every colour token of the light and dark lists is in the palette; the primitives too.
        #expect(palette.colors["color.brand.800"] != nil)
        #expect(palette.colors["color.background.brand.hover"] != nil)

        // The bar tint names the token down to the files, lines and columns of each step.
        let tint = try #require(loaded.document.navigationBar?.barTintColor)
        let origin = try #require(loaded.document.designTokenOrigin(at: tint.location))
        #expect(origin.token == "color.background.brand")
        let folder = FilePaths.parent(of: path)
        #expect(origin.chains.map(\.appearance) == [.light, .dark])
        #expect(
            origin.chains[0].steps == [
                Located(
                    "color.background.brand", at: SourceLocation(file: "\(folder)/figma-sds/theme-light.tokens.json", line: 6, column: 48)),
                Located("color.brand.800", at: SourceLocation(file: "\(folder)/figma-sds/color.tokens.json", line: 24, column: 19)),
            ])
        #expect(
            origin.chains[1].steps == [
                Located(
                    "color.background.brand", at: SourceLocation(file: "\(folder)/figma-sds/theme-dark.tokens.json", line: 6, column: 48)),
                Located("color.white.100", at: SourceLocation(file: "\(folder)/figma-sds/color.tokens.json", line: 55, column: 19)),
            ])
        // Through a palette entry written in the theme (`onBrand: $color.text.brand.on-brand`).
        let title = try #require(loaded.document.navigationBar?.titleTextAttributes?.foregroundColor)
        #expect(loaded.document.designTokenOrigin(at: title.location)?.token == "color.text.brand.on-brand")
        #expect(Self.close(title.value.resolved(for: .light, palette: .ios13), Self.rgb(0xF5F5F5)))
        #expect(Self.close(title.value.resolved(for: .dark, palette: .ios13), Self.rgb(0x1E1E1E)))
        // The files read, for a watcher.
        #expect(loaded.document.referencedFilePaths.filter { $0.hasSuffix(".json") }.count >= 3)
    }

    @Test func anAliasThatNamesNoTokenIsReportedInTheTokensFileWithTheNearestName() throws {
        let path = try Self.theme(
            Self.figma, replacing: ["figma-sds/theme-light.tokens.json": ("\"{color.brand.900}\"", "\"{color.brand.9000}\"")])
        do {
            _ = try ThemeLoader.load(path: path)
            Issue.record("loaded")
        } catch {
            let folder = FilePaths.parent(of: path)
            let found = error.diagnostics.first { $0.message.contains("{color.brand.9000}") }
            #expect(found?.location == SourceLocation(file: "\(folder)/figma-sds/theme-light.tokens.json", line: 7, column: 48))
            #expect(found?.hint == "did you mean {color.brand.900}?")
            #expect(found?.ruleID == ErrorRules.designTokens)
            // Reported once: not again as a token of the dark files only, nor at the theme's `$` uses.
            #expect(error.diagnostics.count == 1, "\(error.diagnostics)")
            // The text of the tokens file is kept, so the report shows the line.
            #expect(error.sources["\(folder)/figma-sds/theme-light.tokens.json"] != nil)
        }
    }

    @Test func aTokenInOneAppearanceOnlyIsAnError() throws {
        let path = try Self.theme(
            Self.figma, replacing: ["figma-sds/theme-dark.tokens.json": ("\"hover\"", "\"hovered\"")])
        #expect(throws: ThemeLoadError.self) { try ThemeLoader.load(path: path) }
        do { _ = try ThemeLoader.load(path: path) } catch {
            #expect(error.diagnostics.contains { $0.message == "the colour token color.background.brand.hover is in the light files only" })
            #expect(
                error.diagnostics.contains { $0.message == "the colour token color.background.brand.hovered is in the dark files only" })
        }
    }

    @Test func appleColoursReadFromTheColourObjectAndUntypedTokensAreNotColours() throws {
        let path = try Self.theme(
            """
            colors: { from: apple-hig/light.tokens.json }
            navigationBar: { tintColor: $color.systemBlue }

            """)
        let loaded = try ThemeLoader.load(path: path)
        #expect(loaded.document.palette.colors["color.systemBlue"]?.value == .fixed(Self.rgb(0x007AFF)))
        // `systemGray6` has neither a `$type` nor a group's: the format says its type is unknown.
        #expect(loaded.document.palette.colors["color.systemGray6"] == nil)
        let untyped = try Self.theme("colors: { from: apple-hig/light.tokens.json }\nnavigationBar: { tintColor: $color.systemGray6 }\n")
        #expect(throws: ThemeLoadError.self) { try ThemeLoader.load(path: untyped) }
    }

    @Test func tokensStudioLegacyFilesAndOklchAreRead() throws {
        let path = try Self.theme("colors: { from: workday-canvas/palette.json }\n")
        let colors = try ThemeLoader.load(path: path).document.palette.colors
        // `$root` is the group's own colour; the alpha is the object's.
        #expect(colors["palette.black"]?.value == .fixed(.black))
        #expect(colors["palette.black.A500"]?.value == .fixed(RGBAColor.black.withAlpha(0.591)))
        // oklch converted from the components agrees with the file's own hex to within half a step.
        for (name, hex) in [("palette.neutral.900", 0x212121), ("palette.slate.500", 0x7D8896)] as [(String, UInt32)] {
            let value = try #require(colors[name]?.value.resolved(for: .light, palette: .ios13), "\(name)")
            #expect(Self.close(value, Self.rgb(hex), within: 0.6 / 255), "\(name): \(value)")
        }
    }
}
