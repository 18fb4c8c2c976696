import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Nothing is dropped in silence (docs/IMPORT.md, "What every import does"): every statement that
/// touches a bar's appearance ends as a value in the theme or a located note. Each test is a construct real files use that was dropped in silence (or
/// imported wrong) before.
@Suite struct NothingDroppedTests {
    /// The accounting of one import: every appearance statement's outcome.
    static func outcomes(_ outcome: ImportHarness.Outcome, sources: [(path: String, text: String)]) throws -> [(
        text: String, outcome: StatementLedger.Outcome
    )] {
        let ledger = try #require(outcome.result.ledger)
        return sources.flatMap { source in
            AppearanceStatementFinder.spans(inFile: source.path, text: source.text).map { ($0.text, ledger.outcome(of: $0.span)) }
        }
    }

    /// An app delegate whose didFinishLaunching also calls Facebook's
    /// `ApplicationDelegate.shared.application(…)`: that call named the app's own `application`
    /// functions "called", so none was read and the eight values were lost with no note.
    @Test func appDelegateCallingAnSDKsApplicationMethodIsStillRead() throws {
        let source = """
            import UIKit
            import FBSDKCoreKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    ApplicationDelegate.shared.application(application, didFinishLaunchingWithOptions: launchOptions)
                    self.setupAppearance()
                    return true
                }
                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    ApplicationDelegate.shared.application(app, open: url, options: options)
                }
                private func setupAppearance() {
                    let bar = UINavigationBar.appearance()
                    bar.barTintColor = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
                    bar.tintColor = .white
                    bar.isTranslucent = false
                    bar.barStyle = .black
                    bar.prefersLargeTitles = true
                    bar.shadowImage = UIImage()
                    bar.titleTextAttributes = [.foregroundColor: UIColor.white]
                    bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "AppDelegate.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let bar = try #require(try outcome.loaded().navigationBar)
        #expect(bar.barTintColor?.value == .fixed(RGBAColor(r: 0x1A, g: 0x33, b: 0x4D)))
        #expect(bar.tintColor?.value == .fixed(.white))
        #expect(bar.translucent?.value == false)
        #expect(bar.barStyle?.value == .black)
        #expect(bar.prefersLargeTitles?.value == true)
        #expect(bar.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(bar.titleTextAttributes?.foregroundColor?.value == .fixed(.white))
        #expect(bar.largeTitleTextAttributes?.foregroundColor?.value == .fixed(.white))
        let accounted = try Self.outcomes(outcome, sources: [("AppDelegate.swift", source)])
        #expect(accounted.count == 9)
        #expect(accounted.allSatisfy { $0.outcome == .imported }, "\(accounted)")
    }

    /// `if #available(iOS 13, *) { return .systemIndigo } else { return .systemPurple }` imported
    /// the iOS 12 branch; it takes the branch current iOS runs, and notes the other at its place.
    @Test func availabilityTakesTheCurrentBranchAndNotesTheOther() throws {
        let outcome = try ImportHarness.swift(
            """
            extension UIColor {
                static var accent: UIColor {
                    if #available(iOS 13, *) {
                        return .systemIndigo
                    } else {
                        return .systemPurple
                    }
                }
            }
            func style() {
                UINavigationBar.appearance().tintColor = .accent
                if #available(iOS 13.0, *) {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    UINavigationBar.appearance().standardAppearance = appearance
                } else {
                    UINavigationBar.appearance().barTintColor = .blue
                }
                if #unavailable(iOS 15) {
                    UINavigationBar.appearance().isTranslucent = false
                }
                if #available(iOS 99, *) {
                    UIToolbar.appearance().tintColor = .red
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.palette.colors["accent"]?.value == .system(try #require(SystemColorName("systemIndigo"))))
        #expect(doc.navigationBar?.standardAppearance?.configureWith?.value == .opaque)
        #expect(doc.navigationBar?.barTintColor == nil)
        #expect(doc.navigationBar?.translucent == nil)
        #expect(doc.toolbar?.tintColor == nil)
        let older = outcome.notes.filter { $0.message.contains("runs only on older iOS") }.map(\.location.line)
        #expect(older == [5, 16], "\(outcome.notes)")
        #expect(outcome.notes.contains { $0.location.line == 19 && $0.message.contains("does not run on current iOS") })
        #expect(outcome.notes.contains { $0.location.line == 22 && $0.message.contains("does not run on current iOS") })
    }

    /// Every colour UIColor.h and UIInterface.h declare is known: the current ones by name, the
    /// deprecated ones as what they return now (with a note), and Swift 2's `whiteColor()`.
    @Test func everyUIKitColourIsKnown() throws {
        let outcome = try ImportHarness.swift(
            """
            func style() {
                UINavigationBar.appearance().barTintColor = UIColor.groupTableViewBackground
                UINavigationBar.appearance().tintColor = .systemMint
                UIToolbar.appearance().barTintColor = UIColor.secondarySystemGroupedBackground
                UIToolbar.appearance().tintColor = UIColor.whiteColor()
                UINavigationBar.appearance(whenContainedInInstancesOf: [A.self]).barTintColor = .underPageBackground
                UINavigationBar.appearance(whenContainedInInstancesOf: [A.self]).tintColor = .quaternaryLabel
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        // A system colour keeps its name (its values are the era's palette's, docs/UIKIT.md §2.3a).
        #expect(doc.navigationBar?.barTintColor?.value == .system(try #require(SystemColorName("systemGroupedBackground"))))
        #expect(outcome.yaml.contains("barTintColor: systemGroupedBackground"))
        #expect(outcome.notes.contains { $0.location.line == 2 && $0.message.contains("deprecated since iOS 13") })
        #expect(outcome.yaml.contains("tintColor: systemMint"))
        #expect(outcome.yaml.contains("barTintColor: secondarySystemGroupedBackground"))
        #expect(doc.toolbar?.tintColor?.value == .fixed(.white))
        #expect(outcome.notes.contains { $0.location.line == 6 && $0.message.contains("underPageBackground is deprecated since iOS 7") })
        #expect(doc.scopes.first?.navigationBar?.tintColor != nil)
        // Every name the importer knows parses through the real theme parser.
        for name in UIKitColorText.names.sorted() {
            let parsed = ThemeParser.parse("theme: t\nnavigationBar: { tintColor: \(name) }\n", path: "t.yaml")
            #expect(parsed.document != nil && parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(name): \(parsed.diagnostics)")
        }
    }

    /// `#if os(iOS)` holds on iOS, `#if DEBUG` is decided when the app is built (noted); `try` and
    /// `guard let bar = …` no longer hide the statements after them.
    @Test func compilerConditionsTryAndGuard() throws {
        let outcome = try ImportHarness.swift(
            """
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    #if os(iOS)
                    UINavigationBar.appearance().tintColor = .red
                    #else
                    UINavigationBar.appearance().tintColor = .blue
                    #endif
                    #if DEBUG
                    UINavigationBar.appearance().barTintColor = .orange
                    #endif
                    guard let bar = navigationController?.navigationBar else { return }
                    bar.barTintColor = .black
                    try UIToolbar.appearance().setValue(1, forKey: "x")
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.tintColor?.value == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(doc.navigationBar?.barTintColor == nil)
        #expect(outcome.notes.contains { $0.location.line == 9 && $0.message.contains("decided when the app is built") })
        #expect(doc.scenes.first?.instance?.barTintColor?.value == .fixed(.black))
        #expect(outcome.notes.contains { $0.location.line == 14 })
    }

    /// `for metrics in [UIBarMetrics.default, .compact] { … }` (common in real app delegates) was
    /// one note for the whole loop; a loop over an array literal is read once per element.
    @Test func loopsOverLiteralArraysAreRead() throws {
        let outcome = try ImportHarness.swift(
            """
            func style() {
                for metrics in [UIBarMetrics.default, .compact, .defaultPrompt, .compactPrompt] {
                    UINavigationBar.appearance().setBackgroundImage(UIImage(), for: metrics)
                }
                for bar in bars { bar.tintColor = .red }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let images = try #require(try outcome.loaded().navigationBar?.backgroundImages)
        #expect(images.compactMap { $0.metrics?.value } == [.default, .compact, .defaultPrompt, .compactPrompt])
        #expect(outcome.notes.map(\.location.line) == [5])
    }

    /// A branch a known argument skips (`setupNavBar(animated: false)`) was dropped in silence; the
    /// closures of every call in a SwiftUI chain (`.onAppear { … }.onChange(of:) { … }`) were not read.
    @Test func skippedBranchesAndChainClosures() throws {
        let outcome = try ImportHarness.swift(
            """
            final class Screen: UIViewController {
                override func viewDidLoad() { setupNavBar(animated: false) }
                func setupNavBar(animated: Bool) {
                    if animated {
                        UINavigationBar.appearance().tintColor = .red
                    } else {
                        UINavigationBar.appearance().barTintColor = .blue
                    }
                }
            }
            struct Themed: ViewModifier {
                func body(content: Content) -> some View {
                    content
                        .onAppear { UIToolbar.appearance().barTintColor = .black }
                        .onChange(of: 1) { _, _ in UIToolbar.appearance().tintColor = .white }
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barTintColor?.value == .fixed(RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(doc.navigationBar?.tintColor == nil)
        #expect(outcome.notes.contains { $0.location.line == 4 && $0.message.contains("does not run here") })
        #expect(doc.toolbar?.barTintColor?.value == .fixed(.black))
        #expect(doc.toolbar?.tintColor?.value == .fixed(.white))
        #expect(!outcome.notes.contains { $0.message.hasPrefix("not read:") }, "\(outcome.notes)")
    }

    /// A function nothing the importer follows calls (here: only from a closure stored for later)
    /// is not read, and each of its statements says so at its place.
    @Test func unreachedCodeIsNotedNotDropped() throws {
        let source = """
            final class Coordinator {
                lazy var onThemeChange: () -> Void = { [weak self] in self?.restyle() }
                private func restyle() {
                    UINavigationBar.appearance().barTintColor = .black
                    UIToolbar.appearance().barTintColor = .black
                }
            }
            """
        let outcome = try ImportHarness.swift(source)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(try outcome.loaded().navigationBar == nil)
        let notRead = outcome.notes.filter { $0.message.hasPrefix("not read:") }
        #expect(notRead.map(\.location.line) == [4, 5], "\(outcome.notes)")
        #expect(notRead.allSatisfy { $0.message.contains("restyle(…), which no code the importer follows calls") })
        let accounted = try Self.outcomes(outcome, sources: [("Appearance.swift", source)])
        #expect(accounted.map(\.outcome) == [.noted, .noted])
    }
}

/// Nothing dropped in silence for the style sheets: NUI's background colour said as a colour, UISS's idiom
/// groups as trait scopes.
@Suite struct StyleSheetFidelityTests {
    /// NUI draws `background-color` into an image; the colour itself is now in the palette, with a
    /// comment naming the image it is drawn into.
    @Test func nuiBackgroundColourIsInThePalette() throws {
        let outcome = try ImportHarness.run(
            .nui,
            sources: [
                (
                    "Style.nss",
                    "@brand: #0A5C36;\nNavigationBar {\n    background-color: @brand;\n}\nToolbar {\n    background-color: #123456;\n}\n"
                )
            ],
            name: "Style")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.palette.colors["brand"]?.value == .fixed(RGBAColor(r: 0x0A, g: 0x5C, b: 0x36)))
        #expect(doc.palette.colors["toolbarBackground"]?.value == .fixed(RGBAColor(r: 0x12, g: 0x34, b: 0x56)))
        #expect(
            outcome.yaml.contains("# NUI NavigationBar background-color (line 3), drawn into images/Style-navigationbar-background.png"))
        #expect(doc.navigationBar?.backgroundImages.first?.image.path.value == "images/Style-navigationbar-background.png")
    }

    /// UISS's `Phone` / `Pad` groups (at the top and inside a bar) become `traits: { userInterfaceIdiom }`
    /// scopes; before, the one inside the bar was "a view in the bar" and lost.
    @Test func uissIdiomGroupsAreTraitScopes() throws {
        let outcome = try ImportHarness.run(
            .uiss,
            sources: [
                (
                    "uiss.json",
                    """
                    {
                        "UINavigationBar": { "tintColor": "#FF0000", "Phone": { "barTintColor": "#00FF00" } },
                        "Pad": { "UINavigationBar": { "barTintColor": "#0000FF" }, "UIToolbar": { "tintColor": "white" } }
                    }
                    """
                )
            ], name: "Idioms")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.tintColor?.value == .fixed(RGBAColor(red: 1, green: 0, blue: 0)))
        #expect(doc.navigationBar?.barTintColor == nil)
        let phone = try #require(doc.scopes.first { $0.traits?.userInterfaceIdiom?.value == .phone })
        #expect(phone.navigationBar?.barTintColor?.value == .fixed(RGBAColor(red: 0, green: 1, blue: 0)))
        #expect(phone.containedIn == nil)
        let pad = try #require(doc.scopes.first { $0.traits?.userInterfaceIdiom?.value == .pad })
        #expect(pad.navigationBar?.barTintColor?.value == .fixed(RGBAColor(red: 0, green: 0, blue: 1)))
        #expect(pad.toolbar?.tintColor?.value == .fixed(.white))
        #expect(!outcome.notes.contains { $0.message.contains("a view in the bar") || $0.message.contains("every device") })
        // The iPad scope gets a scene at an iPad's width, where it applies.
        #expect(doc.scenes.contains { $0.variants.widths?.value == [1024] })
    }
}
