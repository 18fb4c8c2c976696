import Testing

@testable import BarTheme

/// docs/UIKIT.md §3.7, docs/PRECEDENCE.md section 2: containedIn chains (written innermost first) against
/// the scene's container chain (outermost first); ranking under the apple and mostSpecific policies.
@Suite struct ScopeMatcherTests {
    static let chain = ["UISplitViewController", "UINavigationController", "SettingsViewController"]
    let traits = TraitEnvironment(Variant())

    struct MatchCase: CustomTestStringConvertible, Sendable {
        let containedIn: [String]
        let matches: Bool
        let anchor: Int?
        var testDescription: String {
            "containedIn \(containedIn) → \(matches ? "anchor \(anchor.map(String.init) ?? "none")" : "no match")"
        }
    }

    static let matchCases: [MatchCase] = [
        MatchCase(containedIn: [], matches: true, anchor: nil),
        MatchCase(containedIn: ["UINavigationController"], matches: true, anchor: 1),
        MatchCase(containedIn: ["SettingsViewController"], matches: true, anchor: 2),
        MatchCase(containedIn: ["UISplitViewController"], matches: true, anchor: 0),
        MatchCase(containedIn: ["UITabBarController"], matches: false, anchor: nil),
        MatchCase(containedIn: ["UINavigationController", "UISplitViewController"], matches: true, anchor: 0),
        MatchCase(containedIn: ["SettingsViewController", "UINavigationController"], matches: true, anchor: 1),
        MatchCase(containedIn: ["UISplitViewController", "UINavigationController"], matches: false, anchor: nil),
        MatchCase(containedIn: ["SettingsViewController", "UISplitViewController"], matches: true, anchor: 0),
        MatchCase(containedIn: ["SettingsViewController", "UINavigationController", "UISplitViewController"], matches: true, anchor: 0),
        MatchCase(containedIn: ["UINavigationController", "SettingsViewController", "UISplitViewController"], matches: false, anchor: nil),
    ]

    @Test(arguments: matchCases)
    func containmentMatchesInNestingOrder(_ c: MatchCase) {
        let scope = Build.scope(containedIn: c.containedIn.isEmpty ? nil : c.containedIn, line: 1)
        let match = ScopeMatcher.match(scope, index: 0, chain: Self.chain, traits: traits)
        #expect((match != nil) == c.matches)
        if c.matches {
            #expect(match?.anchor == c.anchor)
            #expect(match?.depth == c.containedIn.count)
        }
    }

    @Test func traitFiltersMustMatch() {
        let dark = Build.scope(containedIn: nil, style: .dark, line: 1)
        #expect(ScopeMatcher.match(dark, index: 0, chain: [], traits: TraitEnvironment(Variant(userInterfaceStyle: .light))) == nil)
        #expect(ScopeMatcher.match(dark, index: 0, chain: [], traits: TraitEnvironment(Variant(userInterfaceStyle: .dark))) != nil)
    }

    @Test func sizeClassesComeFromWidthAndMetrics() {
        let phone = TraitEnvironment(Variant(metrics: .compact, width: 375))
        #expect(phone.horizontalSizeClass == .compact)
        #expect(phone.verticalSizeClass == .compact)
        let pad = TraitEnvironment(Variant(metrics: .default, width: 1024))
        #expect(pad.horizontalSizeClass == .regular)
        #expect(pad.verticalSizeClass == .regular)
    }

    /// `userInterfaceIdiom` (docs/THEME-FORMAT.md, "Traits"): a pad from 678 pt wide with regular
    /// metrics, a phone otherwise (only phones have compact bar metrics, so a wide compact render is a
    /// phone in landscape).
    @Test func idiomComesFromWidthAndMetrics() {
        var padOnly = ScopedAppearanceDeclaration(location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        var traits = TraitsDeclaration(location: SourceLocation(file: "t.yaml", line: 1, column: 1))
        traits.userInterfaceIdiom = Located(.pad, at: SourceLocation(file: "t.yaml", line: 1, column: 1))
        padOnly.traits = traits
        #expect(TraitEnvironment(Variant(width: 375)).userInterfaceIdiom == .phone)
        #expect(TraitEnvironment(Variant(metrics: .compact, width: 932)).userInterfaceIdiom == .phone)
        #expect(TraitEnvironment(Variant(width: 1024)).userInterfaceIdiom == .pad)
        #expect(ScopeMatcher.match(padOnly, index: 0, chain: [], traits: TraitEnvironment(Variant(width: 375))) == nil)
        #expect(ScopeMatcher.match(padOnly, index: 0, chain: [], traits: TraitEnvironment(Variant(width: 1024))) != nil)
    }

    /// Outer [UISplitViewController] (depth 1, anchor 0) vs inner deeper
    /// [SettingsViewController, UINavigationController] (depth 2, anchor 1).
    @Test func applePolicyLetsTheOutermostContainerWin() {
        let outer = ScopeMatcher.Match(index: 0, anchor: 0, depth: 1, hasTraits: false)
        let deeper = ScopeMatcher.Match(index: 1, anchor: 1, depth: 2, hasTraits: false)
        #expect(ScopeMatcher.ranked([deeper, outer], policy: .apple).first == outer)
        #expect(ScopeMatcher.ranked([outer, deeper], policy: .mostSpecific).first == deeper)
    }

    @Test func tiesBreakByDepthThenTraitsThenLaterDeclaration() {
        let shallow = ScopeMatcher.Match(index: 0, anchor: 0, depth: 1, hasTraits: false)
        let deep = ScopeMatcher.Match(index: 1, anchor: 0, depth: 2, hasTraits: false)
        #expect(ScopeMatcher.ranked([shallow, deep], policy: .apple).first == deep)
        let plain = ScopeMatcher.Match(index: 2, anchor: 0, depth: 2, hasTraits: false)
        let traited = ScopeMatcher.Match(index: 3, anchor: 0, depth: 2, hasTraits: true)
        #expect(ScopeMatcher.ranked([traited, plain], policy: .apple).first == traited)
        let first = ScopeMatcher.Match(index: 4, anchor: 0, depth: 2, hasTraits: true)
        let later = ScopeMatcher.Match(index: 5, anchor: 0, depth: 2, hasTraits: true)
        #expect(ScopeMatcher.ranked([later, first], policy: .apple).first == later)
    }

    @Test func containedInScopesBeatTraitOnlyScopes() {
        let traitOnly = ScopeMatcher.Match(index: 0, anchor: nil, depth: 0, hasTraits: true)
        let contained = ScopeMatcher.Match(index: 1, anchor: 2, depth: 1, hasTraits: false)
        #expect(ScopeMatcher.ranked([traitOnly, contained], policy: .apple).first == contained)
        #expect(ScopeMatcher.ranked([traitOnly, contained], policy: .mostSpecific).first == contained)
    }

    /// Depth 0-3 containment chains through the whole resolver: instance > best scope > proxy.
    @Test(arguments: [0, 1, 2, 3])
    func resolverAppliesTheBestMatchingScopeBelowTheInstance(depth: Int) {
        let chain = Array(Self.chain.prefix(depth))
        let proxy = Build.block(1) { $0.barTintColor = Build.located(.fixed(.black), 1) }
        let scope = Build.scope(containedIn: depth == 0 ? nil : Array(chain.reversed()), line: 2) {
            $0.barTintColor = Build.located(.fixed(.white), 2)
        }
        let document = Build.document(proxy: proxy, scopes: depth == 0 ? [] : [scope])
        let a = AppearanceResolver().resolve(document: document, scene: Build.scene(containedIn: Self.chain), variant: Variant())
        #expect(a.barTintColor.value == (depth == 0 ? .black : .white))
        if depth > 0 {
            #expect(a.barTintColor.overridden.map(\.layer) == ["navigationBar proxy"])
        }
        let withInstance = AppearanceResolver().resolve(
            document: document,
            scene: Build.scene(
                containedIn: Self.chain,
                instance: Build.block(3) { $0.barTintColor = Build.located(.fixed(RGBAColor(red: 1, green: 0, blue: 0)), 3) }),
            variant: Variant())
        #expect(withInstance.barTintColor.value == RGBAColor(red: 1, green: 0, blue: 0))
        #expect(withInstance.barTintColor.overridden.count == (depth == 0 ? 1 : 2))
    }
}
