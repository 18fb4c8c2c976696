import Testing

@testable import BarTheme

/// A disabled text item on Liquid Glass with no `.disabled` colour of its own: in light mode its title
/// is the text item's label colour, black, at 30 % (Marks' disabled "Save", fit: (176,176,178) on
/// (251,251,255) glass, where tertiaryLabel's blue grey gave (194,194,199)); dark mode keeps
/// tertiaryLabel (Vaultify, fit: docs/UIKIT.md §10.3). Older eras keep tertiaryLabel.
@Suite struct DisabledTextItemOnGlassTests {
    static func theme(era: String, disabledColor: String? = nil) -> String {
        let own = disabledColor.map { ", titleTextAttributes: { disabled: { foregroundColor: \"\($0)\" } }" } ?? ""
        return """
            era: \(era)
            scenes:
              - name: add
                items:
                  - title: Add Bookmark
                    leftBarButtonItems: [{ title: Cancel }]
                    rightBarButtonItems: [{ title: Save, style: done, enabled: false\(own) }]
            """
    }

    func saveColor(_ yaml: String, _ style: UserInterfaceStyle) throws -> (RGBAColor, [ExplainedProperty]) {
        let scene = try LaidOutNavigationScene(yaml, position: .top, width: 440, style: style)
        let runs = scene.layout.elements.compactMap { e -> TextRun? in
            if case .text(let run) = e, run.text == "Save" { return run } else { return nil }
        }
        let run = try #require(runs.first)
        return (run.style.color, scene.platters)
    }

    @Test func aDisabledTextItemOnLightGlassIsBlackAtThirtyPercent() throws {
        let (color, explained) = try saveColor(Self.theme(era: "ios26"), .light)
        #expect(color == RGBAColor.black.withAlpha(0.3), "\(color)")
        let lines = explained.filter { $0.provenance.rule.contains("a disabled text item") }.map(\.value)
        #expect(lines.count == 1 && lines.first?.contains("Save") == true, "\(explained.map { "\($0.value): \($0.provenance.rule)" })")
    }

    @Test func darkGlassAndOlderErasKeepTertiaryLabel() throws {
        let dark = try saveColor(Self.theme(era: "ios26"), .dark).0
        #expect(dark == ItemLook.disabledColor(for: .dark, palette: Era.ios26.defaults.palette))
        let ios15 = try saveColor(Self.theme(era: "ios15"), .light).0
        #expect(ios15 == ItemLook.disabledColor(for: .light, palette: Era.ios15.defaults.palette))
    }

    @Test func anAppsOwnDisabledColourIsKept() throws {
        let color = try saveColor(Self.theme(era: "ios26", disabledColor: "#FF0000"), .light).0
        #expect(color == RGBAColor(r: 255, g: 0, b: 0), "\(color)")
    }
}
