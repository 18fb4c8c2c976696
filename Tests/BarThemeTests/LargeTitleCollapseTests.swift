import Testing

@testable import BarTheme

/// docs/UIKIT.md §1.5.1: a large title belongs to the top of the content; a scene that is scrolled
/// (`atScrollEdge: false`) shows the title collapsed into the 44 pt row, in every era and whatever
/// `largeTitleDisplayMode` says. Seen on Reader for iOS' 我的 screen scrolled (fit) and Fire's 首页
/// (check), where BarTheme drew the large band under an empty row.
@Suite struct LargeTitleCollapseTests {
    /// The layout, content and scene of `yaml`'s first scene, laid out as the search field tests do
    /// (10 pt per character, ascent 16 pt).
    func lay(_ yaml: String, variant: Variant = Variant(position: .top, width: 402, scale: 3)) throws -> SearchFieldLayoutTests.Laid {
        try SearchFieldLayoutTests().lay(yaml, variant: variant)
    }

    func theme(era: String, scene: String, mode: String = "automatic") -> String {
        """
        era: \(era)
        navigationBar: { prefersLargeTitles: true }
        scenes:
          - name: s
            \(scene)
            items:
              - { title: Library, largeTitleDisplayMode: \(mode) }
        """
    }

    func runs(_ layout: BarLayout, _ role: TextRun.Role) -> [TextRun] {
        layout.elements.compactMap { if case .text(let run) = $0, run.role == role { return run } else { return nil } }
    }

    @Test(arguments: ["ios7", "ios13", "ios15", "ios26"])
    func aScrolledLargeTitleIsDrawnInTheInlineRow(era: String) throws {
        let top = try lay(theme(era: era, scene: "atScrollEdge: true"))
        #expect(top.content.showsLargeTitle)
        #expect(runs(top.layout, .largeTitle).map(\.text) == ["Library"])

        let scrolled = try lay(theme(era: era, scene: "atScrollEdge: false"))
        #expect(!scrolled.content.showsLargeTitle)
        #expect(scrolled.content.largeTitleCollapsed)
        #expect(runs(scrolled.layout, .largeTitle).isEmpty)
        let title = try #require(runs(scrolled.layout, .title).first)
        #expect(title.text == "Library")
        // Centred in the bar's row (44 pt; 64 pt in the ios26 era) of a 402 pt bar; the 52 pt band is gone.
        #expect(abs(title.frame.midX - 201) < 1e-9)
        #expect(title.frame.maxY <= scrolled.layout.background.height)
        #expect(scrolled.layout.background.height == (era == "ios26" ? 64 : 44))
        #expect(top.layout.background.height - scrolled.layout.background.height == 52)
    }

    @Test func alwaysCollapsesToo() throws {
        let scrolled = try lay(theme(era: "ios15", scene: "atScrollEdge: false", mode: "always"))
        #expect(!scrolled.content.showsLargeTitle)
        #expect(runs(scrolled.layout, .title).map(\.text) == ["Library"])
    }

    @Test func aTitleThatIsNeverLargeIsNotCalledCollapsed() throws {
        let scrolled = try lay(theme(era: "ios15", scene: "atScrollEdge: false", mode: "never"))
        #expect(!scrolled.content.largeTitleCollapsed)
        let explained = ContentExplanation.properties(scene: scrolled.scene, content: scrolled.content, drawnBackTitle: nil, era: .ios15)
            .first { $0.name == "content.title" }
        #expect(explained?.provenance.rule.contains("§1.5.1") == false)
    }

    @Test func explainSaysTheTitleCollapsed() throws {
        let scrolled = try lay(theme(era: "ios26", scene: "atScrollEdge: false"))
        let explained = ContentExplanation.properties(scene: scrolled.scene, content: scrolled.content, drawnBackTitle: nil, era: .ios26)
            .first { $0.name == "content.title" }
        #expect(explained?.value == "\"Library\"")
        #expect(explained?.provenance.rule.contains("collapses into the inline row") == true)
        #expect(explained?.provenance.rule.contains("docs/UIKIT.md §1.5.1") == true)
    }
}
