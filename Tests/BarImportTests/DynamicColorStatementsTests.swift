import BarTheme
import Foundation
import Testing

@testable import BarImport

/// Dynamic colours whose provider chooses by the interface style with statements (`if … { return }`,
/// `guard`, `switch`), as much real appearance code writes them, and helpers with default
/// arguments (docs/IMPORT.md, "Dynamic colours").
@Suite struct DynamicColorStatementsTests {
    static let black = RGBAColor(r: 0, g: 0, b: 0, alpha: 1)
    static let white = RGBAColor(r: 255, g: 255, b: 255, alpha: 1)

    /// `if traits.userInterfaceStyle == .dark { return A }` then `return B`: before, the `if` was
    /// skipped (its condition is known only at run time) and the provider read as `B` alone, so the
    /// theme's dark mode silently got the light colour. As a script's top-level code, after a
    /// top-level `let`: before, the statement also got a "not read" note (the top-level statements
    /// were read from a copy that had lost their places in the file).
    @Test func anIfThatReturnsTheDarkColourKeepsBothColours() throws {
        let outcome = try ImportHarness.swift(
            """
            let barColor = UIColor { traits in
                if traits.userInterfaceStyle == .dark {
                    return UIColor(white: 0, alpha: 1)
                }
                return UIColor(white: 1, alpha: 1)
            }
            UINavigationBar.appearance().barTintColor = barColor
            """)
        #expect(try outcome.loaded().navigationBar?.barTintColor?.value == .dynamic(light: Self.white, dark: Self.black), "\(outcome.yaml)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
    }

    /// `if … == .light { return A } else { return B }`, `guard … else { return B }`, and a `switch`
    /// on the style (its `default` the light colour): each the same `{ light:, dark: }`.
    @Test func elseGuardAndSwitchFormsGiveBothColours() throws {
        let outcome = try ImportHarness.swift(
            """
            enum Palette {
                static let tint = UIColor { (trait) -> UIColor in
                    if trait.userInterfaceStyle == .light {
                        return UIColor.black
                    } else {
                        return UIColor.white
                    }
                }
                static let bar = UIColor(dynamicProvider: { traits in
                    guard traits.userInterfaceStyle == .dark else { return .white }
                    return .black
                })
                static let toolbarTint = UIColor { traits in
                    switch traits.userInterfaceStyle {
                    case .dark: return .white
                    default: return .black
                    }
                }
            }
            UINavigationBar.appearance().tintColor = Palette.tint
            UINavigationBar.appearance().barTintColor = Palette.bar
            UIToolbar.appearance().tintColor = Palette.toolbarTint
            """)
        let theme = try outcome.loaded()
        let lightBlack = ColorValue.dynamic(light: Self.black, dark: Self.white)
        #expect(theme.navigationBar?.tintColor?.value == lightBlack, "\(outcome.yaml)")
        #expect(theme.navigationBar?.barTintColor?.value == .dynamic(light: Self.white, dark: Self.black), "\(outcome.yaml)")
        #expect(theme.toolbar?.tintColor?.value == lightBlack, "\(outcome.yaml)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
    }

    /// A branch that sets bar appearance by the style is a choice made at run time, not a colour:
    /// neither branch is imported (a note), so the theme does not take the dark branch's colour as
    /// the bar's in both appearances.
    @Test func aBranchThatSetsAppearanceIsNotReadAsAColour() throws {
        let outcome = try ImportHarness.swift(
            """
            final class Styler {
                func apply(_ traits: UITraitCollection) {
                    if traits.userInterfaceStyle == .dark {
                        UINavigationBar.appearance().barTintColor = .black
                    }
                    switch traits.userInterfaceStyle {
                    case .dark: UIToolbar.appearance().barTintColor = .black
                    default: UIToolbar.appearance().barTintColor = .white
                    }
                }
            }
            """)
        let theme = try outcome.loaded()
        #expect(theme.navigationBar?.barTintColor == nil, "\(outcome.yaml)")
        #expect(theme.toolbar?.barTintColor == nil, "\(outcome.yaml)")
        #expect(outcome.notes.contains { $0.message.contains("only known at run time") }, "\(outcome.notes)")
    }

    /// Fire's design tokens (a real file, GPL-3.0 excerpt): a helper `adaptiveUIColor(_:_:oled:)`
    /// with a default argument, whose dark branch returns `isOledMode ? (oled ?? dark) : dark`, a
    /// user preference read at run time. Called without `oled`, both branches are the dark colour,
    /// so the colour is read whole; called with one, the dark colour depends on the preference, so
    /// the value is a TODO that says so. Before: every call was a TODO (the default argument did
    /// not match), and the bars' backgrounds were read as their light colours alone.
    @Test func fireTokensKeepBothColoursOrSayWhyNot() throws {
        let source = try ImportHarness.fixture("swift/FireThemeAppearance.swift")
        let outcome = try ImportHarness.run(.swift, sources: [source], name: "Fire")
        let theme = try outcome.loaded()
        let accent = ColorValue.dynamic(light: RGBAColor(r: 232, g: 99, b: 46, alpha: 1), dark: RGBAColor(r: 250, g: 122, b: 61, alpha: 1))
        #expect(theme.navigationBar?.tintColor?.value == accent, "\(outcome.yaml)")
        #expect(theme.tabBar?.tintColor?.value == accent)
        #expect(theme.tabBar?.unselectedItemTintColor?.value.description == "{ light: #8C8C94, dark: #FFFFFF61 }")
        // The two backgrounds with an OLED colour: not imported, never as the light colour alone.
        #expect(theme.navigationBar?.standardAppearance?.backgroundColor == nil, "\(outcome.yaml)")
        #expect(theme.tabBar?.standardAppearance?.backgroundColor == nil)
        #expect(!outcome.yaml.contains("F2F0EB"), "\(outcome.yaml)")
        let oled = outcome.notes.filter { $0.message.contains("dark colour is not readable") && $0.message.contains("isOledMode") }
        #expect(oled.map(\.location.line) == [60, 74], "\(outcome.notes.map(\.message))")
    }
}
