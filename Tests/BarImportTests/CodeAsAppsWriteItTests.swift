import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Issue #43, "code in, code out, as real apps write it": each item on the real file that showed
/// it (Fixtures/, repository, commit, path and licence in each file's header). Each test failed
/// before its change (the outputs before are quoted in the comments).
@Suite struct CodeAsAppsWriteItTests {
    private func run(_ format: ImportFormat, _ files: [String], assets: [String] = []) throws -> ImportHarness.Outcome {
        let outcome = try ImportHarness.run(
            format, sources: try ImportHarness.absoluteFixtures(files),
            assetCatalogs: assets.map { ImportHarness.fixtures.appendingPathComponent($0).path })
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        return outcome
    }

    private func notes(_ outcome: ImportHarness.Outcome, _ text: String) -> [ImportNote] {
        outcome.notes.filter { $0.message.contains(text) }
    }

    /// Item 1. Pfandflitzer's app delegate calls its own `appearance()` from
    /// `application(_:didFinishLaunchingWithOptions:)`. Before: the bare call was taken for UIKit's
    /// proxy, and all four bar statements were "not read: … no code the importer follows calls".
    @Test func aMethodNamedAppearanceIsTheAppsOwn() throws {
        let outcome = try run(.swift, ["swift/PfandflitzerAppDelegate.swift"])
        let bar = try #require(try outcome.loaded().navigationBar)
        #expect(bar.barTintColor?.value == .fixed(RGBAColor(r: 47, g: 172, b: 102, alpha: 1)))
        #expect(bar.translucent?.value == false)
        #expect(bar.titleTextAttributes?.foregroundColor?.value == .fixed(.white))
        #expect(bar.barButtonItem?.titleTextAttributes[.normal]?.value.foregroundColor?.value == .fixed(.white))
        #expect(notes(outcome, "not read").isEmpty)
        #expect(
            outcome.notes.map(\.message) == ["UIButton.appearance().tintColor: BarTheme themes navigation bars, toolbars and tab bars only"]
        )
    }

    /// Item 1, `self.` form and a same-named method elsewhere: `self.appearance()` in a type that has
    /// one calls it; a bar class's own bare `appearance()` is still its proxy.
    @Test func selfAppearanceCallsTheMethodAndABarExtensionKeepsItsProxy() throws {
        let outcome = try ImportHarness.swift(
            """
            class AppDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: Any?) -> Bool {
                    self.appearance()
                    UIToolbar.style()
                    return true
                }
                func appearance() { UINavigationBar.appearance().tintColor = .red }
            }
            extension UIToolbar {
                static func style() { appearance().tintColor = .blue }
            }
            """)
        let document = try outcome.loaded()
        #expect(document.navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 255, g: 0, b: 0, alpha: 1)))
        #expect(document.toolbar?.tintColor?.value == .fixed(RGBAColor(r: 0, g: 0, b: 255, alpha: 1)))
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
    }

    /// Item 2. MVVMProject2 sets `UIColor(displayP3Red: 47/255, green: 54/255, blue: 64/255, alpha: 1.0)`.
    /// Before: "barTintColor: the colour 'UIColor(displayP3Red: …)'" (a TODO). Converted to sRGB
    /// #2D3641, checked against a conversion from the two spaces' primaries (docs/IMPORT.md).
    @Test func displayP3ColoursConvertToSRGB() throws {
        let outcome = try run(.swift, ["swift/MVVMProjectAppDelegate.swift"])
        let bar = try #require(try outcome.loaded().navigationBar)
        #expect(bar.barTintColor?.value == .fixed(RGBAColor(r: 0x2D, g: 0x36, b: 0x41, alpha: 1)))
        #expect(notes(outcome, "displayP3").isEmpty)
        // Inside sRGB a colour converts exactly; outside it is clipped, with a note.
        let converted = DisplayP3.sRGB(red: 1, green: 0, blue: 0)
        #expect(converted.clipped && converted.red == 1 && converted.green == 0 && converted.blue == 0)
        let grey = DisplayP3.sRGB(red: 0.5, green: 0.5, blue: 0.5)
        #expect(!grey.clipped && abs(grey.red - 0.5) < 1e-9 && abs(grey.blue - 0.5) < 1e-9)
        let wide = try ImportHarness.swift("UINavigationBar.appearance().tintColor = UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)")
        #expect(try wide.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 255, g: 0, b: 0, alpha: 1)))
        #expect(wide.notes.map(\.message).contains { $0.contains("outside sRGB") })
    }

    /// Items 3 and 4. jsonfeed guards its custom font: `if let font = UIFont(name: "Avenir Book",
    /// size: 20) { … titleTextAttributes = [white, font] }`. Before: neither branch ("only known at
    /// run time"), so the white title was lost too. Now the then-branch, with a note for it; "Avenir
    /// Book" is the full name of iOS's Avenir-Book, so the font is Avenir regular at 20 pt, which
    /// validate accepts with the `font-stand-in` warning (no file to add: every iPhone has it).
    @Test func ifLetCustomFontImportsTheThenBranch() throws {
        let outcome = try run(.swift, ["swift/JsonFeedViewController.swift"])
        let lines = Set(outcome.yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        #expect(lines.contains("font: { family: Avenir, size: 20 }"), "\(outcome.yaml)")
        #expect(lines.contains("titleTextAttributes: { font: $font, foregroundColor: white }"), "\(outcome.yaml)")
        #expect(notes(outcome, "the then-branch is imported").count == 1)
        #expect(notes(outcome, "custom font").isEmpty)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.validation.diagnostics.contains { $0.ruleID == "font-stand-in" })
    }

    /// Item 3, `guard let … else { return }`: the code after it is the app's look.
    @Test func guardLetCustomFontReadsWhatFollows() throws {
        let outcome = try ImportHarness.swift(
            """
            func style() {
                guard let font = UIFont(name: "Avenir-Heavy", size: 18) else { return }
                UINavigationBar.appearance().titleTextAttributes = [.font: font]
            }
            """)
        #expect(outcome.yaml.contains("font: { family: Avenir, weight: heavy, size: 18 }"), "\(outcome.yaml)")
        #expect(notes(outcome, "'guard let font").count == 1)
    }

    /// Item 4. MovieSwift's title fonts are its bundled FjallaOne-Regular (40 and 18 pt) in the
    /// asset colour `steam_gold`. Before: each font was a TODO and its size was lost, then the size
    /// was kept in the system font. Now family and size stay and each TODO carries the `fontFiles:`
    /// line; the theme validates once the file is listed (`CustomFontFamilyCommandTests` does that
    /// with a real file).
    @Test func aCustomFontKeepsItsSizeWithATodoForTheFile() throws {
        let outcome = try run(.swift, ["swift/MovieSwiftHomeView.swift"], assets: ["assets/MovieSwift.xcassets"])
        for size in [40, 18, 16] { #expect(outcome.yaml.contains("font: { family: FjallaOne, size: \(size) }"), "\(outcome.yaml)") }
        #expect(outcome.yaml.contains("steam_gold: \"#C7A543\""))
        let suggestions = Set(notes(outcome, "FjallaOne-Regular").compactMap(\.suggestion))
        #expect(suggestions == ["fontFiles: [fonts/FjallaOne-Regular.ttf]"])
        #expect(Set(outcome.errors.map(\.message)) == ["'FjallaOne' is not a known font family"])
        #expect(CustomFont.weight(of: "FjallaOne-Regular") == .regular)
        #expect(CustomFont.weight(of: "HelveticaNeue-Light") == .light)
        #expect(CustomFont.weight(of: "AvenirNext-HeavyItalic") == .heavy)
    }

    /// Item 5. The app's own `UIColor(rgb:)` (firefox-ios's extension, shifts and masks) is followed
    /// when its file is given; without it, the common form is read with a note naming the guess.
    @Test func theAppsColourInitialiserIsFollowedWhenItsFileIsGiven() throws {
        let caller = (path: "Caller.swift", text: "UINavigationBar.appearance().tintColor = UIColor(rgb: 0xf37c00)")
        let helper = try ImportHarness.fixture("swift-helpers/FirefoxUIColorExtensions.swift")
        let followed = try ImportHarness.run(.swift, sources: [caller, helper])
        #expect(try followed.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0xF3, g: 0x7C, b: 0x00, alpha: 1)))
        #expect(followed.notes.isEmpty, "\(followed.notes)")
        let guessed = try ImportHarness.run(.swift, sources: [caller])
        #expect(try guessed.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0xF3, g: 0x7C, b: 0x00, alpha: 1)))
        #expect(guessed.notes.map(\.message).contains { $0.contains("not in the files given") })
        // `.init(red: 80, green: 46, blue: 194)` where a colour is set: 0-255 channels, noted.
        let implicit = try ImportHarness.swift("UINavigationBar.appearance().barTintColor = .init(red: 80, green: 46, blue: 194)")
        #expect(try implicit.loaded().navigationBar?.barTintColor?.value == .fixed(RGBAColor(r: 80, g: 46, b: 194, alpha: 1)))
    }

    /// Item 5, a body that cannot be read (SlideMenuControllerSwift's `UIColor(hex:)` runs a
    /// Scanner): the note says so, and the common "#RRGGBB" form is read.
    @Test func anUnreadableInitialiserBodyIsNamedInTheNote() throws {
        let outcome = try run(.swift, ["swift/SlideMenuAppDelegate.swift", "swift-helpers/SlideMenuUIColor.swift"])
        #expect(try outcome.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0x68, g: 0x9F, b: 0x38, alpha: 1)))
        #expect(outcome.notes.map(\.message).contains { $0.contains("its body in the files cannot be read without running it") })
    }

    /// Item 6, Classy `@import`: the example style sheet's `$main-color` lives in variables.cas.
    /// Before: "Classy '@import' is not followed". Now the imported file is read first; the chain
    /// Import-Base → Import-1 → Import-2 (quoted and unquoted forms) is read once each.
    @Test func classyImportsAreFollowedInsideTheFolder() throws {
        let example = try run(.classy, ["classy/import-example/stylesheet.cas"])
        #expect(notes(example, "@import").isEmpty, "\(example.notes)")
        let chain = try run(.classy, ["classy/import-tests/Import-Base.cas"])
        #expect(notes(chain, "@import").isEmpty, "\(chain.notes)")
        #expect(notes(chain, "outside any selector").isEmpty)
        let sheets = ClassyImports(
            path: ImportHarness.fixtures.appendingPathComponent("classy/import-tests/Import-Base.cas").path,
            text: "@import \"Import-1.cas\"")
        #expect(
            sheets.sheets.map { ($0.rules.first?.location.file as NSString?)?.lastPathComponent } == ["Import-2.cas", "Import-1.cas", nil])
        #expect(sheets.sheets[1].variables["var5"] == "5")
    }

    /// Item 6: a cycle, an absolute path and one leading out of the folder are located notes; the
    /// rule after an `@import "x";` line (one line, braces) is read.
    @Test func classyImportsThatMayNotBeReadAreNotes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("classy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sheets"), withIntermediateDirectories: true)
        try "@import \"a.cas\";\n$brand = #123456\n".write(
            to: folder.appendingPathComponent("sheets/b.cas"), atomically: true, encoding: .utf8)
        try "$outside = red\n".write(to: folder.appendingPathComponent("outside.cas"), atomically: true, encoding: .utf8)
        let main = folder.appendingPathComponent("sheets/a.cas").path
        let text = """
            @import "b.cas";
            @import "/etc/hosts";
            @import "../outside.cas";
            UINavigationBar { tintColor: $brand; }
            """
        try text.write(toFile: main, atomically: true, encoding: .utf8)
        let result = ThemeImporter.run(.init(format: .classy, sources: [(main, text)]))
        let messages = result.notes.map { "\($0.location.line): \($0.message)" }
        #expect(messages.contains { $0.hasPrefix("1: ") && $0.contains("already read") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("2: ") && $0.contains("absolute path") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("3: ") && $0.contains("leads out of the style sheet's folder") }, "\(messages)")
        #expect(!messages.contains { $0.contains("outside any selector") })
        #expect(result.yaml.contains("tintColor: $brand") || result.yaml.contains("tintColor: \"#123456\""), "\(result.yaml)")
    }

    /// Item 6: dynamic colour providers that are not a light/dark choice.
    @Test func otherTraitProvidersKeepAValue() throws {
        let contrast = try ImportHarness.swift(
            """
            UINavigationBar.appearance().tintColor = UIColor { traits in
                traits.accessibilityContrast == .high ? UIColor(white: 0, alpha: 1) : UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            }
            """)
        #expect(
            try contrast.loaded().navigationBar?.tintColor?.value
                == .contrasting(
                    light: RGBAColor(r: 51, g: 102, b: 204, alpha: 1), dark: RGBAColor(r: 51, g: 102, b: 204, alpha: 1),
                    lightHighContrast: .black, darkHighContrast: .black))
        let sizeClass = try ImportHarness.swift(
            "UINavigationBar.appearance().tintColor = UIColor { $0.horizontalSizeClass == .regular ? .red : .blue }")
        #expect(try sizeClass.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0, g: 0, b: 255, alpha: 1)))
        #expect(sizeClass.notes.map(\.message).contains { $0.contains("horizontalSizeClass compact") })
    }

    /// Item 6, UISS `:compact` / `:landscapePhone`: a background image that is not beside the theme
    /// keeps its position and metrics in the line to uncomment (before: `[ { image: … } ]`, the
    /// metrics dropped, so uncommenting it replaced the default-metrics image). Classy's
    /// `[barMetrics:…]` the same.
    @Test func missingImagesKeepTheirMetrics() throws {
        let uiss = ThemeImporter.run(
            .init(
                format: .uiss,
                sources: [
                    (
                        "m.json",
                        #"{ "UINavigationBar": { "backgroundImage:any:compact": "bar-compact", "backgroundImage:landscapePhone": "bar-landscape" } }"#
                    )
                ]))
        #expect(
            uiss.notes.compactMap(\.suggestion) == [
                "backgroundImages: [ { image: images/bar-compact.png, position: any, metrics: compact } ]",
                "backgroundImages: [ { image: images/bar-landscape.png, metrics: compact } ]",
            ])
        let classy = ThemeImporter.run(
            .init(format: .classy, sources: [("m.cas", "UINavigationBar {\n  background-image[barMetrics:landscapePhone] bar\n}\n")]))
        #expect(classy.notes.compactMap(\.suggestion) == ["backgroundImages: [ { image: images/bar.png, metrics: compact } ]"])
    }

    /// Item 6: an image named `../../x` is suggested inside the theme's folder.
    @Test func imageNamesStayInsideTheThemeFolder() throws {
        let outcome = try ImportHarness.swift("UINavigationBar.appearance().shadowImage = UIImage(named: \"../../x\")")
        #expect(outcome.notes.compactMap(\.suggestion) == ["shadowImage: images/x.png"])
        let nui = ThemeImporter.run(.init(format: .nui, sources: [("a.nss", "NavigationBar { shadow-image: ../../etc/bar; }")]))
        #expect(nui.notes.compactMap(\.suggestion) == ["shadowImage: images/bar.png"], "\(nui.notes)")
    }
}
