import Testing

@testable import BarTheme

func content(_ itemsYAML: String) throws -> BarContent {
    let (document, diags) = ThemeParser.parse("scenes:\n  - name: s\n    items:\n" + itemsYAML, path: "t.yaml")
    #expect(diags.isEmpty, "\(diags)")
    return ContentResolver.resolve(items: try #require(document?.scenes.first).items)
}

@Suite struct ContentResolverTests {
    @Test func aSingleItemHasNoBackButton() throws {
        let c = try content("      - title: Inbox\n")
        #expect(c.backButton == nil)
        #expect(c.title == "Inbox")
    }

    @Test func backTitleIsThePreviousTitleThenBackThenChevronAlone() throws {
        let c = try content("      - title: Settings\n      - title: General\n")
        #expect(c.backButton?.titleCandidates == ["Settings", "Back", ""])
    }

    @Test func backBarButtonItemTitleWins() throws {
        let c = try content("      - { title: Settings, backBarButtonItem: { title: Done Here } }\n      - title: General\n")
        #expect(c.backButton?.titleCandidates == ["Done Here", ""])
    }

    @Test func previousItemWithoutTitleGivesGenericBack() throws {
        let c = try content("      - {}\n      - title: General\n")
        #expect(c.backButton?.titleCandidates == ["Back", ""])
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() throws {
        let replaced = try content("      - title: A\n      - { title: B, leftBarButtonItems: [ { title: Close } ] }\n")
        #expect(replaced.backButton == nil)
        #expect(replaced.leftItems.map(\.title) == ["Close"])
        let supplemented = try content(
            "      - title: A\n      - { title: B, leftItemsSupplementBackButton: true, leftBarButtonItems: [ { title: Close } ] }\n")
        #expect(supplemented.backButton != nil)
        #expect(supplemented.leftItems.map(\.title) == ["Close"])
    }

    @Test func hidesBackButtonHidesIt() throws {
        let c = try content("      - title: A\n      - { title: B, hidesBackButton: true }\n")
        #expect(c.backButton == nil)
    }

    @Test func systemItemsGetTheirTitleAndStyle() throws {
        let c = try content("      - rightBarButtonItems: [ { systemItem: done }, { systemItem: cancel } ]\n")
        #expect(
            c.rightItems == [
                BarItemContent(title: "Done", style: .done, isEnabled: true),
                BarItemContent(title: "Cancel", style: .plain, isEnabled: true),
            ])
    }
}
