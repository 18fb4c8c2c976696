import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The Swift importer on excerpts of real apps (Fixtures/swift, each with its repository, commit,
/// path and licence in its header). Each import must validate with no errors, read what is
/// statically readable, and note (never guess) the rest. Each was rendered with
/// `render-theme import swift FILE --out x.yaml && render-theme render x.yaml` and looked at; the
/// judgement against what the code shows on iOS is in each test's comment.
@Suite struct RealSwiftFixtureTests {
    private func run(_ name: String) throws -> ImportHarness.Outcome {
        let outcome = try ImportHarness.run(.swift, sources: [try ImportHarness.fixture("swift/\(name).swift")], name: name)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.notes.allSatisfy { $0.location.file.hasSuffix("\(name).swift") && $0.location.line > 0 })
        for note in outcome.notes { #expect(outcome.yaml.contains("# TODO \(note.location):")) }
        return outcome
    }

    /// dekatotoro/SlideMenuControllerSwift: `UINavigationBar.appearance().tintColor = UIColor(hex: "689F38")`.
    /// Looked at: green (#689F38) back chevron, "Inbox" and "Edit"/+ over the default translucent
    /// white bar with its hairline, black title: what that one line does on iOS 13+. The app's
    /// `UIColor(hex:)` extension is not in the excerpt, so the common "#RRGGBB" reading is a guess,
    /// and the one note says so.
    @Test func slideMenuHexTint() throws {
        let outcome = try run("SlideMenuAppDelegate")
        #expect(outcome.notes.map(\.message).allSatisfy { $0.contains("the app's own initialiser, not in the files given") })
        #expect(outcome.notes.count == 1)
        #expect(try outcome.loaded().navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0x68, g: 0x9F, b: 0x38, alpha: 1)))
    }

    /// GitHawkApp/GitHawk: colours are hex strings turned into colours by `"0366d6".color`
    /// (`UIColor.fromHex`, a Scanner the importer cannot run, read as the usual hex factory).
    /// Looked at: GitHub blue (#0366D6) items, near-black (#24292E) title on the default bar, as the
    /// app's bars look; inside NYTPhotosOverlayView the tint is white (a scene per scope).
    /// The UISwitch / UISearchBar / DropdownTitleView lines are noted as not bars.
    @Test func gitHawkHexStringsThroughAStringExtension() throws {
        let outcome = try run("GitHawkStyles")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.tintColor?.value == .fixed(RGBAColor(r: 0x03, g: 0x66, b: 0xD6, alpha: 1)))
        #expect(doc.navigationBar?.titleTextAttributes?.foregroundColor?.value == .fixed(RGBAColor(r: 0x24, g: 0x29, b: 0x2E, alpha: 1)))
        #expect(doc.scopes.first?.containedIn?.value == ["NYTPhotosOverlayView"])
        #expect(outcome.notes.count == 7)
    }

    /// Ranchero-Software/NetNewsWire: a default-background appearance object on a view controller's
    /// navigationItem (all three slots). Looked at: the default iOS 13+ bar (material, hairline,
    /// system blue items), which is what configureWithDefaultBackground() shows.
    @Test func netNewsWireItemAppearance() throws {
        let outcome = try run("NetNewsWireArticle")
        #expect(outcome.notes.isEmpty)
        let top = try #require(try outcome.loaded().scenes.first?.items.last)
        #expect(top.standardAppearance?.configureWith?.value == .default)
        #expect(top.scrollEdgeAppearance?.configureWith?.value == .default)
        #expect(top.compactAppearance?.configureWith?.value == .default)
    }

    /// AlphaWallet/alpha-wallet-ios: opaque appearance objects for all slots; every colour and font
    /// comes from the app's `Configuration.Color.Semantic` / `Fonts` (not readable): 20 located
    /// TODOs. Looked at: an opaque white bar with a hairline and default blue items, which is the
    /// configuration that was readable; the app's own colours are the TODOs, not guesses.
    @Test func alphaWalletOpaqueObjectsWithUnreadableColours() throws {
        let outcome = try run("AlphaWalletAppStyle")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.standardAppearance?.configureWith?.value == .opaque)
        #expect(doc.navigationBar?.compactAppearance?.configureWith?.value == .opaque)
        #expect(doc.navigationBar?.standardAppearance?.backgroundColor == nil)
        #expect(outcome.notes.contains { $0.message.contains("Configuration.Color.Semantic.navigationBarBackgroundColor") })
        // UIBarButtonItem proxies (docs/UIKIT.md §2.5): the back-title hack of line 23 is imported as written
        // (UIOffset(horizontal: -200, vertical: 0) for .default); the item tints (lines 14, 24, 25: global,
        // UIDocumentBrowserViewController- and UIToolbar-contained) come from Configuration and are TODOs.
        #expect(doc.barButtonItem?.backButtonTitlePositionAdjustment[.default]?.value == Offset(x: -200, y: 0))
        #expect(outcome.yaml.contains("barButtonItem:\n  backButtonTitlePositionAdjustment: { default: [-200, 0] }"))
        for line in [14, 24, 25] {
            #expect(outcome.notes.contains { $0.location.line == line && $0.message.contains("navigationBarButtonItemTint") })
        }
        // Drawn: the back title moves 200 pt left, off the bar, as the app intends (a chevron alone).
        let scene = try #require(doc.scenes.first)
        let variant = Variant(position: .top, scale: 2)
        // In the iOS 15-18 look: iOS 26's glass back button shows the chevron alone anyway.
        let appearance = AppearanceResolver(era: .ios15).resolve(document: doc, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: TenPointCharacters()).layout(appearance: appearance, content: content, variant: variant)
        let back = try #require(layout.texts.first { $0.role == .backTitle })
        #expect(back.frame.maxX < 0)
    }

    /// corona-warn-app/cwa-app-ios: colours from `enaColor(for:)` and a scaled large-title font:
    /// nothing readable, five located TODOs. Looked at: the default bar (nothing imported), correct
    /// for what could be read.
    @Test func coronaWarnAppOnlyTodos() throws {
        let outcome = try run("CoronaWarnAppDelegate")
        #expect(outcome.notes.count == 5)
        #expect(outcome.notes.contains { $0.message.contains("enaColor") && $0.location.line == 10 })
    }

    /// duckduckgo/iOS DownloadsListHostingController: a containment scope with an empty shadow
    /// image (written as images/empty.png) and colours from the design system (TODOs). Looked at:
    /// inside the scope the hairline is gone and the bar is otherwise default, as on iOS.
    @Test func duckDuckGoScopedEmptyShadow() throws {
        let outcome = try run("DuckDuckGoDownloadsList")
        let scope = try #require(try outcome.loaded().scopes.first)
        #expect(scope.containedIn?.value == ["DownloadsListHostingController"])
        #expect(scope.navigationBar?.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(outcome.result.files[EmptyImage.path] != nil)
    }

    /// duckduckgo/iOS SubscriptionFlowView: the proxy's shadow image removed; colours are TODOs.
    /// Looked at: default bar without a hairline (BarTheme's shadow image policy, docs/UIKIT.md §8).
    @Test func duckDuckGoProxyEmptyShadow() throws {
        let outcome = try run("DuckDuckGoSubscriptionFlow")
        #expect(try outcome.loaded().navigationBar?.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(outcome.notes.count == 3)
    }

    /// duckduckgo/iOS Themable: values from a `theme` parameter (TODOs) and an appearance object with
    /// a clear shadow set on `navigationController?.navigationBar` (the scene's own bar). Looked at:
    /// default bar with no hairline in both scenes, which is the readable part of that code.
    @Test func duckDuckGoInstanceAppearance() throws {
        let outcome = try run("DuckDuckGoThemable")
        let bar = try #require(try outcome.loaded().scenes.first?.instance)
        #expect(bar.standardAppearance?.shadowColor?.value == .fixed(.clear))
        #expect(bar.scrollEdgeAppearance?.shadowColor?.value == .fixed(.clear))
        #expect(outcome.notes.contains { $0.message.contains("parameter 'theme'") })
    }

    /// duckduckgo/iOS SyncSettingsViewController: the same pattern from a `let theme` that is read at
    /// run time. Looked at: default bar without a hairline.
    @Test func duckDuckGoSyncSettings() throws {
        let outcome = try run("DuckDuckGoSyncSettings")
        #expect(try outcome.loaded().scenes.first?.instance?.standardAppearance?.shadowColor?.value == .fixed(.clear))
    }

    /// huri000/SwiftEntryKit: colours computed per trait collection by the app (`EKColor…color(for:mode:)`):
    /// three TODOs, nothing guessed. Looked at: the default bar.
    @Test func swiftEntryKitTraitColours() throws {
        let outcome = try run("SwiftEntryKitPresets")
        #expect(outcome.notes.count == 3)
        #expect(try outcome.loaded().navigationBar == nil)
    }
}

/// Every character 10 pt wide, lines 20 pt: layout positions without fonts.
struct TenPointCharacters: TextMeasuring {
    func measure(_ text: String, style: TextStyle) -> TextMetrics { TextMetrics(width: Double(text.count) * 10, height: 20) }
}
