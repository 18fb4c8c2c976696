import Testing

@testable import BarTheme

/// docs/UIKIT.md §3.8.1: on iOS 13+ UIKit builds `standardAppearance` from the legacy properties
/// and a nil `scrollEdgeAppearance` means "standard with a transparent background": for large-title
/// bars on iOS 13-14 (`ios13`), for every navigation bar and for toolbars from iOS 15 (`ios15`),
/// whether or not the theme declares appearance objects.
@Suite struct ScrollEdgeRuleTests {
    func resolve(_ yaml: String, era: Era, variant: Variant = Variant()) throws -> BarAppearance {
        let (document, diagnostics) = ThemeParser.parse(yaml, path: "t.yaml")
        #expect(diagnostics.filter { $0.severity == .error }.isEmpty, "\(diagnostics)")
        let doc = try #require(document)
        return AppearanceResolver(era: era).resolve(document: doc, scene: try #require(doc.scenes.first), variant: variant)
    }

    func transparent(_ a: BarAppearance) -> Bool { a.background.value.kind == .transparent && a.shadow.value == .none }

    /// iOS 13.7, measured: a large-title bar at the top of its content with nothing set is transparent
    /// with no hairline; BarTheme kept the material and the hairline because no object was declared.
    @Test func aLargeTitleBarAtTheScrollEdgeIsTransparentOnTheLegacyPath() throws {
        let a = try resolve(
            """
            navigationBar: { prefersLargeTitles: true }
            scenes: [ { name: s, items: [ { title: Settings } ] } ]
            """, era: .ios13)
        #expect(transparent(a))
        #expect(a.background.provenance.rule.contains("ios13 (iOS 13-14): a large-title navigation bar at its scroll edge"))
        #expect(a.appearanceObject.value == "standardAppearance built from the legacy properties (transparent background)")
    }

    /// iOS 13-14: small-title bars keep their standard look at the scroll edge (the calibration set's
    /// three iOS 13 renders all show the hairline); iOS 15+: every navigation bar turns transparent
    /// there, even one coloured with the legacy barTintColor.
    @Test func aSmallTitleBarTurnsTransparentFromIOS15Only() throws {
        let yaml = """
            navigationBar: { barTintColor: "#EA5630" }
            scenes: [ { name: s, atScrollEdge: true, items: [ { title: Orders } ] } ]
            """
        let old = try resolve(yaml, era: .ios13)
        #expect(!transparent(old))
        #expect(old.shadow.value != .none)
        let new = try resolve(yaml, era: .ios15)
        #expect(transparent(new))
        #expect(new.shadow.provenance.rule.contains("ios15 (iOS 15+): every navigation bar at its scroll edge"))
        // Scrolled, the standard (legacy) look comes back.
        let scrolled = try resolve(yaml.replacingOccurrences(of: "atScrollEdge: true", with: "atScrollEdge: false"), era: .ios15)
        #expect(!transparent(scrolled))
    }

    /// A declared scroll-edge object still wins over the rule, in both eras, for large titles.
    @Test func aDeclaredScrollEdgeObjectIsUsed() throws {
        let yaml = """
            navigationBar:
              prefersLargeTitles: true
              scrollEdgeAppearance: { configureWith: opaque, backgroundColor: "#112233" }
            scenes: [ { name: s, items: [ { title: Inbox } ] } ]
            """
        for era in [Era.ios13, .ios15] {
            let a = try resolve(yaml, era: era)
            #expect(a.background.value.layers.last == RGBAColor(r: 0x11, g: 0x22, b: 0x33))
            #expect(a.appearanceObject.value.contains("scrollEdgeAppearance"))
        }
    }

    /// Toolbars have `scrollEdgeAppearance` from iOS 15 only.
    @Test func toolbarsTakeTheRuleFromIOS15() throws {
        let yaml = """
            toolbar: {}
            scenes: [ { name: s, bar: toolbar, atScrollEdge: true, items: [ { systemItem: action } ], variants: { positions: [bottom] } } ]
            """
        #expect(!transparent(try resolve(yaml, era: .ios13, variant: Variant(position: .bottom))))
        #expect(transparent(try resolve(yaml, era: .ios15, variant: Variant(position: .bottom))))
    }

    /// The iOS 7-12 era has no appearance objects and no scroll-edge look.
    @Test func theIOS7EraIgnoresTheScrollEdge() throws {
        let a = try resolve(
            """
            navigationBar: { prefersLargeTitles: true }
            scenes: [ { name: s, items: [ { title: Settings } ] } ]
            """, era: .ios7)
        #expect(!transparent(a))
    }

    /// iOS 26 keeps iOS 15's rule (Apple's scrollEdgeAppearance documentation names no later change):
    /// a small-title bar with a standard appearance background is transparent at its scroll edge, and
    /// a toolbar too. The ios26 era used iOS 13's rule (large titles only) before.
    @Test func theIOS26EraKeepsTheIOS15Rule() throws {
        let bar = """
            navigationBar:
              standardAppearance: { configureWith: opaque, backgroundColor: "#112233" }
            scenes: [ { name: s, atScrollEdge: true, items: [ { title: Orders } ] } ]
            """
        let atEdge = try resolve(bar, era: .ios26)
        #expect(transparent(atEdge))
        #expect(atEdge.appearanceObject.value.contains("(transparent background)"))
        let scrolled = try resolve(bar.replacingOccurrences(of: "atScrollEdge: true", with: "atScrollEdge: false"), era: .ios26)
        #expect(scrolled.background.value.layers.last == RGBAColor(r: 0x11, g: 0x22, b: 0x33))
        let toolbar = """
            toolbar: {}
            scenes: [ { name: s, bar: toolbar, atScrollEdge: true, items: [ { systemItem: action } ], variants: { positions: [bottom] } } ]
            """
        #expect(transparent(try resolve(toolbar, era: .ios26, variant: Variant(position: .bottom))))
    }
}
