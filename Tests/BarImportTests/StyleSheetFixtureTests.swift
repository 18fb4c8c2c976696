import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The NUI and UISS importers on real style sheets (Fixtures/nui: excerpts of tombenner/nui's
/// themes, headers in each file; Fixtures/uiss: robertwijas/UISS files, sources in SOURCES.md).
/// Each validates with no errors; each was rendered with `render-theme import … --out x.yaml &&
/// render-theme render x.yaml` and looked at; the judgement is in each test's comment.
@Suite struct StyleSheetFixtureTests {
    private func run(_ format: ImportFormat, _ relative: String, name: String) throws -> ImportHarness.Outcome {
        let outcome = try ImportHarness.run(format, sources: [try ImportHarness.fixture(relative)], name: name)
        #expect(outcome.otherErrors.isEmpty, "\(outcome.otherErrors)")
        for note in outcome.notes { #expect(outcome.yaml.contains("# TODO \(note.location):")) }
        return outcome
    }

    private func pixel(_ data: Data?, row: Int) throws -> [UInt8] {
        // The generated PNGs are stored-deflate: after the 2-byte zlib header and the 5-byte block
        // header, each row is a filter byte and 4 bytes.
        let bytes = [UInt8](try #require(data))
        let idat = try #require((0..<(bytes.count - 4)).first { bytes[$0..<$0 + 4] == [0x49, 0x44, 0x41, 0x54] })
        let start = idat + 4 + 2 + 5 + row * 5 + 1
        return Array(bytes[start..<start + 4])
    }

    /// NUI Route theme: a red gradient NavigationBar (#B43B2E → #9E3126) and a white 22 pt
    /// Helvetica-Bold title. Looked at: the bar is the red gradient with a white title, as NUI draws
    /// it; the title is Helvetica bold (iOS's own font, drawn with the stand-in Inter) and the
    /// items are system blue, because NUI's BarButton rule (white text on red buttons) has no theme
    /// block and is noted.
    @Test func nuiRouteGradient() throws {
        let outcome = try run(.nui, "nui/Route.nss", name: "Route")
        let doc = try outcome.loaded()
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let background = try #require(doc.navigationBar?.backgroundImages.first)
        #expect(background.image.path.value == "images/Route-navigationbar-background.png")
        #expect(background.image.capInsets?.value == .zero)
        #expect(try pixel(outcome.result.files["images/Route-navigationbar-background.png"], row: 0) == [0xB4, 0x3B, 0x2E, 0xFF])
        #expect(try pixel(outcome.result.files["images/Route-navigationbar-background.png"], row: 43) == [0x9E, 0x31, 0x26, 0xFF])
        #expect(outcome.result.files["images/Route-navigationbar-background@3x.png"] != nil)
        #expect(doc.navigationBar?.titleTextAttributes?.foregroundColor?.value == .fixed(.white))
        #expect(doc.navigationBar?.titleTextAttributes?.shadow?.value.color?.value == .fixed(.clear))
        #expect(!outcome.notes.contains { $0.message.contains("Helvetica-Bold") }, "\(outcome.notes)")
        #expect(outcome.yaml.contains("font: { family: Helvetica, weight: bold, size: 22 }"), "\(outcome.yaml)")
        #expect(outcome.notes.contains { $0.message.contains("BarButton") })
    }

    /// NUI Blue theme: a blue gradient with the title colour from the `@navFontColor` variable.
    /// Looked at: light-to-darker blue bar, white title: NUI's look; the font is a TODO.
    @Test func nuiBlueVariablesBecomeThePalette() throws {
        let outcome = try run(.nui, "nui/Blue.nss", name: "Blue")
        let doc = try outcome.loadedStandingIn()
        #expect(doc.palette.colors["navFontColor"]?.value == .fixed(.white))
        #expect(outcome.yaml.contains("foregroundColor: $navFontColor"))
        #expect(doc.navigationBar?.backgroundImages.count == 1)
    }

    /// NUI Switchboard theme: a plain white background colour (an image of one colour, as NUI draws
    /// it) and a black title. Looked at: white opaque bar, black title, default hairline.
    @Test func nuiSwitchboardColourBackground() throws {
        let outcome = try run(.nui, "nui/Switchboard.nss", name: "Switchboard")
        #expect(try pixel(outcome.result.files["images/Switchboard-navigationbar-background.png"], row: 0) == [0xFF, 0xFF, 0xFF, 0xFF])
        #expect(try outcome.loadedStandingIn().navigationBar?.titleTextAttributes?.foregroundColor?.value == .fixed(.black))
    }

    /// UISS console style: a light gray tint for bars inside UISSConsoleViewController, `null`
    /// background images (UIKit's default), and a segmented control styled inside the bar (noted).
    /// Looked at (scene imported-scope-1): default bar with light gray items, as the console shows.
    @Test func uissConsoleContainment() throws {
        let outcome = try run(.uiss, "uiss/console.json", name: "Console")
        let scope = try #require(try outcome.loadedStandingIn().scopes.first)
        #expect(scope.containedIn?.value == ["UISSConsoleViewController"])
        #expect(scope.navigationBar?.tintColor?.value == .fixed(RGBAColor(white: 2.0 / 3)))
        #expect(scope.navigationBar?.backgroundImages.isEmpty == true)
        #expect(outcome.notes.contains { $0.message.contains("UISegmentedControl") && $0.location.line == 20 })
    }

    /// The same file in UISS's older argument-array syntax: the same theme.
    @Test func uissOlderArgumentArrays() throws {
        let old = try run(.uiss, "uiss/console-2013.json", name: "Console2013")
        let new = try run(.uiss, "uiss/console.json", name: "Console")
        #expect(try old.loaded().scopes.first?.navigationBar?.tintColor == nil ? false : true)
        #expect(
            try old.loaded().scopes.first?.navigationBar?.tintColor?.value == new.loaded().scopes.first?.navigationBar?.tintColor?.value)
    }

    /// UISS's early test style: `redColor` / `yellowColor` names, a title offset and `{"value": …,
    /// "barMetrics": 1}` images (not beside the theme: TODOs with the lines to add). Looked at: red
    /// items on the default bar, the title 10 pt lower; the toolbar scene has yellow items.
    @Test func uissSimpleOldObjectSyntax() throws {
        let outcome = try run(.uiss, "uiss/simple.json", name: "Simple")
        let doc = try outcome.loadedStandingIn()
        #expect(doc.navigationBar?.tintColor?.value == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(doc.navigationBar?.titleVerticalPositionAdjustment[.default]?.value == 10)
        #expect(doc.toolbar?.tintColor?.value == .fixed(RGBAColor(red: 1, green: 1, blue: 0)))
        #expect(outcome.notes.filter { $0.message.contains("black.png") }.count == 2)
    }
}
