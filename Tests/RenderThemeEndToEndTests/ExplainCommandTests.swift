import Foundation
import Testing

/// `render-theme explain` on a theme with a parent proxy value, scoped values and a scene override.
@Suite struct ExplainCommandTests {
    func property(_ arguments: [String]) throws -> [String: Any] {
        let result = try CommandRunner.run(["explain", "Themes/ScopedCorporate.yaml"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        return try #require((json?["properties"] as? [[String: Any]])?.first)
    }

    @Test func theSceneValueWinsAndEveryLosingLayerIsListed() throws {
        let p = try property(["--scene", "billing", "--property", "barTintColor"])
        #expect(p["value"] as? String == "#FCA311")
        let source = p["source"] as? [String: Any]
        #expect(source?["file"] as? String == "Themes/ScopedCorporate.yaml")
        #expect(source?["line"] as? Int == 34)
        #expect(source?["layer"] as? String == "scene 'billing' instance")
        #expect((p["rule"] as? String)?.contains("beats every appearance proxy (docs/UIKIT.md §3.7)") == true)
        let lost = try #require(p["overridden"] as? [[String: Any]])
        #expect(
            lost.map { $0["layer"] as? String } == [
                "when[0] containedIn [SettingsViewController]",
                "navigationBar proxy of CorporateBase (extends)",
            ])
        #expect(lost.map { $0["value"] as? String } == ["#3D405B", "#14213D"])
        #expect(lost.map { $0["file"] as? String } == ["Themes/ScopedCorporate.yaml", "Themes/base/CorporateBase.yaml"])
    }

    @Test func aContainmentScopeBeatsATraitScopeUnderTheApplePolicy() throws {
        let p = try property(["--scene", "settings", "--style", "dark", "--property", "barTintColor"])
        #expect(p["value"] as? String == "#3D405B")
        #expect((p["source"] as? [String: Any])?["layer"] as? String == "when[0] containedIn [SettingsViewController]")
        let lost = try #require(p["overridden"] as? [[String: Any]])
        #expect(lost.first?["layer"] as? String == "when[1] traits {userInterfaceStyle: dark}")
    }

    @Test func outsideTheScopesTheParentsProxyValueApplies() throws {
        let p = try property(["--scene", "home", "--property", "barTintColor"])
        #expect(p["value"] as? String == "#14213D")
        #expect((p["source"] as? [String: Any])?["layer"] as? String == "navigationBar proxy of CorporateBase (extends)")
        #expect((p["rule"] as? String)?.contains("inherited from the parent theme") == true)
    }

    @Test func textFormatNamesSourceRuleAndLosers() throws {
        let result = try CommandRunner.run(["explain", "Themes/ScopedCorporate.yaml", "--scene", "billing", "--property", "barTintColor"])
        #expect(
            result.stdout == """
                ScopedCorporate / billing / default.topAttached.light.375w@3x

                barTintColor = #FCA311
                    from Themes/ScopedCorporate.yaml:34:21 (scene 'billing' instance)
                    palette $gold
                    why: a value set on the bar instance beats every appearance proxy (docs/UIKIT.md §3.7)
                    beats #3D405B at Themes/ScopedCorporate.yaml:14:21 (when[0] containedIn [SettingsViewController])
                    beats #14213D at Themes/base/CorporateBase.yaml:11:17 (navigationBar proxy of CorporateBase (extends))

                """)
    }

    /// docs/UIKIT.md §15.2: under a value a proxy set, explain says which SwiftUI modifier would win over it;
    /// not under an instance value (the screen's own bar), which no modifier is said to beat.
    @Test func explainSaysWhenASwiftUIModifierWouldOverrideAProxyValue() throws {
        let tint = try CommandRunner.run(["explain", "Themes/AppearanceObjects.yaml", "--property", "tintColor"])
        #expect(tint.stdout.contains("    SwiftUI: on a SwiftUI screen that applies .tint(_:) on the NavigationStack (iOS 15+)"))
        let background = try CommandRunner.run(["explain", "Themes/AppearanceObjects.yaml", "--property", "background", "--format", "json"])
        #expect(background.stdout.contains("toolbarBackground(_:for: .navigationBar) (iOS 16+"))
        let instance = try CommandRunner.run(["explain", "Themes/ScopedCorporate.yaml", "--scene", "billing", "--property", "barTintColor"])
        #expect(!instance.stdout.contains("SwiftUI:"))
    }

    @Test func aColourFromADesignTokenNamesTheTokenItsFileAndItsAliases() throws {
        let text = try CommandRunner.run(["explain", "Themes/DesignTokens.yaml", "--property", "barTintColor", "--style", "dark"])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(
            text.stdout.contains(
                "    from Themes/DesignTokens.yaml:17:17 (navigationBar proxy)\n    token dark: color.bar.background "
                    + "(Themes/tokens/dark.tokens.json:5:33) → {color.night} (Themes/tokens/core.tokens.json:14:26)\n"), "\(text.stdout)")
        let json = try CommandRunner.run(["explain", "Themes/DesignTokens.yaml", "--property", "barTintColor", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let property = try #require((object?["properties"] as? [[String: Any]])?.first)
        let token = try #require(property["token"] as? [String: Any])
        #expect(token["name"] as? String == "color.bar.background")
        let chains = try #require(token["chains"] as? [[String: Any]])
        #expect(chains.map { $0["appearance"] as? String } == ["light"])
        let steps = try #require(chains.first?["steps"] as? [[String: Any]])
        #expect(steps.map { $0["token"] as? String } == ["color.bar.background", "color.teal.700"])
        #expect(steps.map { $0["file"] as? String } == ["Themes/tokens/light.tokens.json", "Themes/tokens/core.tokens.json"])
        #expect(steps.map { $0["line"] as? Int } == [5, 6])
    }
}
