import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The Swift importer on small programs, one construct each, checked through the real theme parser.
@Suite struct SwiftImporterTests {
    private func rgb(_ r: Int, _ g: Int, _ b: Int, _ a: Double = 1) -> ColorValue { .fixed(RGBAColor(r: r, g: g, b: b, alpha: a)) }

    @Test func proxiesBindingsHelpersAndNamedColours() throws {
        let outcome = try ImportHarness.swift(
            """
            import UIKit
            extension UIColor { static let brandGreen = UIColor(red: 10/255.0, green: 92/255.0, blue: 54/255.0, alpha: 1) }
            final class AppDelegate: UIResponder {
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    styleBars()
                    return true
                }
                private func styleBars() {
                    let bar = UINavigationBar.appearance()
                    bar.barTintColor = .brandGreen
                    bar.tintColor = UIColor.white
                    bar.isTranslucent = false
                    bar.barStyle = .black
                    UIToolbar.appearance().barTintColor = UIColor.brandGreen
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barTintColor?.value == rgb(10, 92, 54))
        #expect(doc.navigationBar?.tintColor?.value == .fixed(.white))
        #expect(doc.navigationBar?.translucent?.value == false)
        #expect(doc.navigationBar?.barStyle?.value == .black)
        #expect(doc.toolbar?.barTintColor?.value == rgb(10, 92, 54))
        // The source's name is the palette's, and both bars refer to it.
        #expect(doc.palette.colors["brandGreen"]?.value == rgb(10, 92, 54))
        #expect(outcome.yaml.contains("barTintColor: $brandGreen"))
        #expect(
            outcome.yaml.components(separatedBy: "\n").firstIndex(of: "colors:")! < outcome.yaml.components(separatedBy: "\n").firstIndex(
                of: "navigationBar:")!)
    }

    @Test func colourSpellings() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                UINavigationBar.appearance().barTintColor = UIColor(hex: "#0A5C36")
                UINavigationBar.appearance(whenContainedInInstancesOf: [A.self]).barTintColor = UIColor(hexString: "0a5c36", alpha: 0.5)
                UINavigationBar.appearance(whenContainedInInstancesOf: [B.self]).barTintColor = UIColor(rgb: 0x0A5C36)
                UINavigationBar.appearance(whenContainedInInstancesOf: [C.self]).barTintColor = UIColor(red: 10, green: 92, blue: 54)
                UINavigationBar.appearance(whenContainedInInstancesOf: [D.self]).barTintColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
                UINavigationBar.appearance(whenContainedInInstancesOf: [E.self]).barTintColor = UIColor(white: 0.2, alpha: 1)
                UINavigationBar.appearance(whenContainedInInstancesOf: [F.self]).barTintColor = .systemBlue
                UINavigationBar.appearance(whenContainedInInstancesOf: [G.self]).barTintColor = UIColor.black.withAlphaComponent(0.25)
                UINavigationBar.appearance(whenContainedInInstancesOf: [H.self]).barTintColor = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barTintColor?.value == rgb(10, 92, 54))
        let scoped = Dictionary(
            uniqueKeysWithValues: doc.scopes.map { ($0.containedIn?.value.first ?? "", $0.navigationBar?.barTintColor?.value) })
        #expect(scoped["A"] == rgb(10, 92, 54, 128.0 / 255))
        #expect(scoped["B"] == rgb(10, 92, 54))
        #expect(scoped["C"] == rgb(10, 92, 54))
        #expect(scoped["D"] == rgb(255, 128, 0))
        #expect(scoped["E"] == rgb(51, 51, 51))
        // systemBlue by its name: its values, Increase Contrast variants included, are the era's
        // palette's (docs/UIKIT.md §2.3a, §16.1).
        #expect(scoped["F"] == .system(try #require(SystemColorName("systemBlue"))))
        #expect(scoped["G"] == rgb(0, 0, 0, 64.0 / 255))
        #expect(scoped["H"] == rgb(255, 0, 0))
    }

    @Test func unreadableValuesAreLocatedTodosNeverGuesses() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                UINavigationBar.appearance().barTintColor = UIColor(named: "Brand")
                UINavigationBar.appearance().tintColor = Theme.current.tint
                var rgb: UInt32 = 0
                Scanner(string: "FF0000").scanHexInt32(&rgb)
                UIToolbar.appearance().barTintColor = UIColor(red: CGFloat(rgb >> 16) / 255, green: 0, blue: 0, alpha: 1)
                UIToolbar.appearance().tintColor = UIColor(hex: 0xFF000080)
                UIBarButtonItem.appearance().tintColor = .red
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barTintColor == nil)
        #expect(doc.navigationBar?.tintColor == nil)
        // `&rgb` may have changed rgb: the colour is not read as black.
        #expect(doc.toolbar?.barTintColor == nil)
        #expect(doc.toolbar?.tintColor == nil)
        let places = outcome.notes.map { "\($0.location.line):\($0.location.column)" }
        #expect(
            places.contains("2:5") && places.contains("3:5") && places.contains("6:5") && places.contains("7:5") && !places.contains("8:5"),
            "\(places)")
        #expect(outcome.notes.contains { $0.message.contains("asset catalog") })
        // The item proxy's readable tint is imported (docs/UIKIT.md §2.5), not reported.
        #expect(doc.barButtonItem?.tintColor?.value.resolved(for: .light, palette: .ios13) == RGBAColor(r: 255, g: 0, b: 0, alpha: 1))
        #expect(outcome.yaml.contains("# TODO Appearance.swift:2:5: barTintColor: UIColor(named: \"Brand\")"))
    }

    @Test func assetCatalogColoursForNamedColours() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "barimport-assets-\(UUID().uuidString)/Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try
            #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0x0A","green":"0x5C","blue":"0x36","alpha":"1.000"}},"idiom":"universal"},{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"1.000","green":"1.000","blue":"1.000","alpha":"1.000"}},"idiom":"universal"}]}"#
            .write(to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let result = ThemeImporter.run(
            ThemeImporter.Request(
                format: .swift,
                sources: [("A.swift", "func f() { UINavigationBar.appearance().barTintColor = UIColor(named: \"Brand\") }")],
                assetCatalogs: [folder.deletingLastPathComponent().path]))
        #expect(result.notes.isEmpty)
        #expect(result.yaml.contains("Brand: { light: \"#0A5C36\", dark: \"#FFFFFF\" }"))
        #expect(result.yaml.contains("barTintColor: $Brand"))
    }

    /// A colour set with Xcode's "High Contrast" entries (as `generate assets` writes them) keeps its
    /// normal dark colour and imports the variants (docs/UIKIT.md §16.1); before, the dark
    /// high-contrast entry replaced the dark colour.
    @Test func assetCatalogHighContrastEntriesBecomeTheVariants() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "barimport-assets-\(UUID().uuidString)/Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func entry(_ hex: String, _ appearances: [(String, String)]) -> String {
            let list = appearances.map { #"{"appearance":"\#($0.0)","value":"\#($0.1)"}"# }.joined(separator: ",")
            let c = Array(hex)
            let components =
                #""red":"0x\#(String(c[0...1]))","green":"0x\#(String(c[2...3]))","blue":"0x\#(String(c[4...5]))","alpha":"1.000""#
            return #"{"appearances":[\#(list)],"color":{"color-space":"srgb","components":{\#(components)}},"idiom":"universal"}"#
        }
        let entries = [
            entry("175C4D", []), entry("5CC8A8", [("luminosity", "dark")]), entry("0B3A2F", [("contrast", "high")]),
            entry("A4F0D8", [("luminosity", "dark"), ("contrast", "high")]),
        ]
        try #"{"colors":[\#(entries.joined(separator: ","))]}"#.write(
            to: folder.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let result = ThemeImporter.run(
            ThemeImporter.Request(
                format: .swift,
                sources: [("A.swift", "func f() { UINavigationBar.appearance().barTintColor = UIColor(named: \"Brand\") }")],
                assetCatalogs: [folder.deletingLastPathComponent().path]))
        #expect(
            result.yaml.contains(
                "  Brand:\n    light: \"#175C4D\"\n    dark: \"#5CC8A8\"\n    lightHighContrast: \"#0B3A2F\"\n    darkHighContrast: \"#A4F0D8\"\n"
            ),
            "\(result.yaml)")
        let (document, diagnostics) = ThemeParser.parse(result.yaml, path: "A.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(
            document?.palette.colors["Brand"]?.value.resolved(for: .dark, contrast: .high, palette: .ios13)
                == RGBAColor(r: 0xA4, g: 0xF0, b: 0xD8))
    }

    @Test func fontsAndTextAttributes() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                let shadow = NSShadow()
                shadow.shadowColor = UIColor.black
                shadow.shadowOffset = CGSize(width: 0, height: 1)
                shadow.shadowBlurRadius = 2
                var attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.white, .shadow: shadow]
                attributes[.font] = UIFont.systemFont(ofSize: 18, weight: .semibold)
                UINavigationBar.appearance().titleTextAttributes = attributes
                UINavigationBar.appearance().largeTitleTextAttributes = [NSAttributedString.Key.font: UIFont.preferredFont(forTextStyle: .headline), .kern: 1]
                UINavigationBar.appearance(whenContainedInInstancesOf: [A.self]).titleTextAttributes = [NSFontAttributeName: UIFont(name: "Karla-Bold", size: 17)!]
                UINavigationBar.appearance(whenContainedInInstancesOf: [B.self]).titleTextAttributes = [.font: UIFont(name: "Inter-SemiBold", size: 20) ?? UIFont.boldSystemFont(ofSize: 20)]
            }
            """)
        // The app's own font keeps its family: an error until its file is listed (issue #43 item 4).
        #expect(outcome.errors.map(\.message) == ["'Karla' is not a known font family"], "\(outcome.errors)")
        let doc = try outcome.loaded(listingFonts: ["Karla-Bold.ttf"])
        let title = try #require(doc.navigationBar?.titleTextAttributes)
        #expect(title.foregroundColor?.value == .fixed(.white))
        #expect(title.font?.value.family?.value == "system")
        #expect(title.font?.value.weight?.value == .semibold)
        #expect(title.font?.value.size?.value == 18)
        #expect(title.shadow?.value.offset?.value == Offset(x: 0, y: 1))
        #expect(title.shadow?.value.blurRadius?.value == 2)
        #expect(doc.navigationBar?.largeTitleTextAttributes?.font?.value.size?.value == 17)
        #expect(doc.navigationBar?.largeTitleTextAttributes?.font?.value.weight?.value == .semibold)
        #expect(outcome.notes.contains { $0.message.contains("'kern'") })
        // A font that is not pinned is a TODO with the line to add, never another font.
        #expect(outcome.notes.contains { $0.message.contains("Karla-Bold") && $0.location.line == 10 })
        let scopeA = try #require(doc.scopes.first { $0.containedIn?.value == ["A"] })
        let karla = try #require(scopeA.navigationBar?.titleTextAttributes?.font?.value)
        #expect(karla.family?.value == "Karla" && karla.weight?.value == .bold && karla.size?.value == 17)
        #expect(karla.faces.map(\.postScriptName) == ["Karla-Bold"])
        let scopeB = try #require(doc.scopes.first { $0.containedIn?.value == ["B"] })
        #expect(scopeB.navigationBar?.titleTextAttributes?.font?.value.family?.value == "Inter")
        #expect(scopeB.navigationBar?.titleTextAttributes?.font?.value.weight?.value == .semibold)
    }

    @Test func imagesEmptyImageAndMissingImages() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                UINavigationBar.appearance().shadowImage = UIImage()
                UINavigationBar.appearance().setBackgroundImage(UIImage(), for: .default)
                UINavigationBar.appearance().backIndicatorImage = UIImage(named: "back")?.withRenderingMode(.alwaysOriginal)
                UIToolbar.appearance().setBackgroundImage(UIImage(named: "bar")!.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)), forToolbarPosition: .bottom, barMetrics: .compact)
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.result.files[EmptyImage.path] == EmptyImage.png)
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.shadowImages.first?.image.path.value == "images/empty.png")
        #expect(doc.navigationBar?.backgroundImages.first?.metrics?.value == .default)
        let back = try #require(outcome.notes.first { $0.message.contains("\"back\"") })
        #expect(back.suggestion == "backIndicatorImage: images/back.png")
        #expect(outcome.yaml.contains("  # backIndicatorImage: images/back.png"))
        #expect(outcome.notes.contains { $0.message.contains("\"bar\"") })
    }

    @Test func foundImagesKeepTheirOptions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("barimport-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try EmptyImage.png.write(to: folder.appendingPathComponent("bar.png"))
        let outcome = try ImportHarness.run(
            .swift,
            sources: [
                (
                    "A.swift",
                    """
                    func apply() {
                        UIToolbar.appearance().setBackgroundImage(UIImage(named: "bar")!.resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4)), forToolbarPosition: .bottom, barMetrics: .compact)
                    }
                    """
                )
            ], imagesFrom: folder)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let entry = try #require(try outcome.loaded().toolbar?.backgroundImages.first)
        #expect(entry.image.path.value == "images/bar.png")
        #expect(entry.image.capInsets?.value == EdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        // resizableImage(withCapInsets:) tiles unless told otherwise; the theme's default is stretch, so it is written.
        #expect(entry.image.resizingMode?.value == .tile)
        #expect(entry.position?.value == .bottom)
        #expect(entry.metrics?.value == .compact)
    }

    @Test func appearanceObjectsAreCopiedWhenAssignedAndConfigureResetsTheBackground() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                if #available(iOS 13.0, *) {
                    let appearance = UINavigationBarAppearance()
                    appearance.backgroundColor = .red
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = UIColor(hex: "#112233")
                    appearance.shadowColor = nil
                    let buttons = UIBarButtonItemAppearance()
                    buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.yellow]
                    appearance.buttonAppearance = buttons
                    appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
                    UINavigationBar.appearance().standardAppearance = appearance
                    appearance.backgroundColor = .green
                    UINavigationBar.appearance().scrollEdgeAppearance = appearance
                } else {
                    UINavigationBar.appearance().barTintColor = .blue
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        let standard = try #require(doc.navigationBar?.standardAppearance)
        #expect(standard.configureWith?.value == .opaque)
        #expect(standard.backgroundColor?.value == rgb(0x11, 0x22, 0x33))
        #expect(standard.shadowColor?.value == .fixed(.clear))
        #expect(standard.buttonAppearance?.normal?.titleTextAttributes?.foregroundColor?.value == rgb(255, 255, 0))
        #expect(standard.backButtonAppearance?.normal?.titleTextAttributes?.foregroundColor?.value == .fixed(.clear))
        // UIKit copies the object on assignment: the later change only reaches the scroll-edge slot.
        #expect(doc.navigationBar?.scrollEdgeAppearance?.backgroundColor?.value == rgb(0, 255, 0))
        // Only the branch current iOS runs is read (docs/IMPORT.md, "Swift", `if #available`); the older one is a note at its place.
        #expect(doc.navigationBar?.barTintColor == nil)
        #expect(outcome.notes.contains { $0.location.line == 15 && $0.message.contains("runs only on older iOS") })
    }

    @Test func runtimeConditionsAreNotGuessed() throws {
        let outcome = try ImportHarness.swift(
            """
            func apply() {
                if UIDevice.current.userInterfaceIdiom == .pad {
                    UINavigationBar.appearance().barTintColor = .red
                } else {
                    UINavigationBar.appearance().barTintColor = .blue
                }
                if let font = UIFont(name: "Inter-Bold", size: 17) {
                    UINavigationBar.appearance().titleTextAttributes = [.font: font]
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barTintColor == nil)
        #expect(outcome.notes.contains { $0.message.contains("only known at run time") && $0.location.line == 2 })
        #expect(doc.navigationBar?.titleTextAttributes?.font?.value.weight?.value == .bold)
    }

    @Test func dynamicColoursTraitsScopesAndToolbarShadows() throws {
        let outcome = try ImportHarness.swift(
            """
            let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : UIColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1) }
            func apply() {
                UINavigationBar.appearance().tintColor = ink
                UINavigationBar.appearance(for: UITraitCollection(horizontalSizeClass: .regular)).barTintColor = .systemGray6
                UIToolbar.appearance().setShadowImage(UIImage(), forToolbarPosition: .bottom)
                UINavigationBar.appearance().setTitleVerticalPositionAdjustment(-2, for: .compact)
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.tintColor?.value == .dynamic(light: RGBAColor(r: 51, g: 51, b: 51, alpha: 1), dark: .white))
        #expect(doc.palette.colors["ink"] != nil)
        #expect(doc.scopes.first?.traits?.horizontalSizeClass?.value == .regular)
        #expect(doc.toolbar?.shadowImages.first?.position?.value == .bottom)
        #expect(doc.navigationBar?.titleVerticalPositionAdjustment[.compact]?.value == -2)
    }

    @Test func hostileSourceIsReadWithoutCrashing() throws {
        // Deep recursion, self-referencing properties and a half-written file: notes, no crash.
        let outcome = try ImportHarness.swift(
            """
            static let a = b
            static let b = a
            func loop() { loop() }
            func apply() {
                loop()
                UINavigationBar.appearance().barTintColor = a
                UINavigationBar.appearance().tintColor = UIColor(red: 2, green: 0, blue: 0, alpha: 1)
                UINavigationBar.appearance().titleTextAttributes = [.foregroundColor: UIColor(
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(outcome.notes.contains { $0.message.contains("outside 0...1") })
    }
}

/// Methods the app adds to the bar classes: static ones reach the proxy through a bare
/// `appearance()`, instance ones are read with `self` bound to the bar they are called on.
@Suite struct SwiftBarExtensionTests {
    @Test func staticExtensionMethodsUseTheBareProxy() throws {
        let outcome = try ImportHarness.swift(
            """
            extension UINavigationBar {
                static func customizeAppearance() {
                    appearance().barStyle = UIBarStyle.default
                    appearance().tintColor = .white
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let doc = try outcome.loaded()
        #expect(doc.navigationBar?.barStyle?.value == .default)
        #expect(doc.navigationBar?.tintColor?.value == .fixed(.white))
    }

    @Test func instanceExtensionMethodsCalledOnABar() throws {
        let outcome = try ImportHarness.swift(
            """
            extension UINavigationBar {
                func setCustomAppearance(background: UIColor) {
                    let appearance = UINavigationBarAppearance()
                    appearance.configureWithOpaqueBackground()
                    appearance.backgroundColor = background
                    self.standardAppearance = appearance
                    scrollEdgeAppearance = appearance
                    setBackgroundImage(UIImage(), for: .default)
                }
            }
            final class Screen: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationController?.navigationBar.setCustomAppearance(background: .systemTeal)
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let bar = try #require(try outcome.loaded().scenes.first?.instance)
        #expect(bar.standardAppearance?.configureWith?.value == .opaque)
        // A system colour keeps its name, so it takes the era's palette (docs/UIKIT.md §2.3a).
        #expect(bar.scrollEdgeAppearance?.backgroundColor?.value == .system(try #require(SystemColorName("systemTeal"))))
        #expect(bar.backgroundImages.first?.image.path.value == "images/empty.png")
        // Called from the file given, so the method itself is not also read on its own.
        #expect(!outcome.notes.contains { $0.message.contains("is not called") })
    }

    @Test func uncalledInstanceMethodsAreReadOnTheSceneBar() throws {
        let outcome = try ImportHarness.swift(
            """
            extension UINavigationBar {
                func clear() {
                    shadowImage = UIImage()
                    barTintColor = .white
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        #expect(try outcome.loaded().scenes.first?.instance?.barTintColor?.value == .fixed(.white))
        #expect(outcome.notes.contains { $0.message.contains("UINavigationBar.clear(…) is not called") && $0.location.line == 2 })
    }
}
