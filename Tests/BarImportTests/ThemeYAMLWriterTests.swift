import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The one writer every importer uses: canonical key order (as `ThemeKeys` documents it), palette
/// first, a header naming the source, each note as a located `# TODO`, quoting where YAML needs it.
@Suite struct ThemeYAMLWriterTests {
    @Test func canonicalOrderPaletteFirstAndHeader() throws {
        var draft = ThemeDraft(name: "Brand", format: .uiss, sources: ["Styles/uiss.json"])
        // Set in an order unlike the reference's: the writer reorders.
        draft.root.set([.toolbar, .tintColor], .scalar("white"))
        draft.root.set([.navigationBar, .titleTextAttributes, .foregroundColor], .scalar("white"))
        draft.root.set([.navigationBar, .tintColor], .scalar("white"))
        draft.root.set([.navigationBar, .barStyle], .scalar("black"))
        draft.addColor("brand.green", .scalar("\"#0A5C36\""))
        draft.root.set([.navigationBar, .barTintColor], .scalar("$brand-green"))
        let text = ThemeYAMLWriter.write(draft)
        #expect(
            text == """
                # Imported by `render-theme import uiss` from uiss.json.
                # Everything bar-related in the source was read.
                theme: Brand

                colors:
                  brand-green: "#0A5C36"

                navigationBar:
                  barStyle: black
                  barTintColor: $brand-green
                  tintColor: white
                  titleTextAttributes: { foregroundColor: white }

                toolbar:
                  tintColor: white

                """)
        #expect(ThemeYAMLWriter.write(draft) == text)
    }

    @Test func notesAreLocatedCommentsInTheirBlock() throws {
        var draft = ThemeDraft(name: "x: y", format: .swift, sources: ["A.swift"])
        draft.root.addNote(
            ImportNote(
                "barTintColor: a value\nwith a line break", at: SourceLocation(file: "A.swift", line: 3, column: 9),
                suggestion: "barTintColor: $brand"), at: [.navigationBar])
        draft.root.addNote(ImportNote("top", at: SourceLocation(file: "A.swift", line: 1, column: 1)), at: [])
        let text = ThemeYAMLWriter.write(draft)
        #expect(text.contains("theme: \"x: y\"\n# TODO A.swift:1:1: top\n"))
        #expect(
            text.contains("navigationBar: {}\n  # TODO A.swift:3:9: barTintColor: a value with a line break\n  # barTintColor: $brand\n"))
        #expect(text.contains("# 2 things could not be imported"))
        // The parser accepts a block that only holds notes.
        let parsed = ThemeParser.parse(text, path: "x.yaml")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
    }

    /// A per-metrics mapping's entries are named by the metrics (UIKit's old names read as the
    /// format's), written after the other keys in the order set, and the theme parses.
    @Test func perMetricsEntriesAreNamedByTheirMetrics() throws {
        var draft = ThemeDraft(name: "Metrics", format: .swift, sources: ["A.swift"])
        let compact = try #require(ThemeKey(metricsNamed: "landscapePhonePrompt"))
        #expect(compact == ThemeKey(metrics: .compactPrompt))
        #expect(ThemeKey(metricsNamed: "portrait") == nil)
        draft.root.set([.navigationBar, .titleVerticalPositionAdjustment, ThemeKey(metrics: .default)], .number(-2))
        draft.root.set([.navigationBar, .titleVerticalPositionAdjustment, compact], .number(3))
        let text = ThemeYAMLWriter.write(draft)
        #expect(text.contains("navigationBar:\n  titleVerticalPositionAdjustment: { default: -2, compactPrompt: 3 }\n"), "\(text)")
        let parsed = ThemeParser.parse(text, path: "metrics.yaml")
        #expect(parsed.diagnostics.filter { $0.severity == .error }.isEmpty, "\(parsed.diagnostics)")
    }

    @Test func scalarsAreQuotedOnlyWhenNeeded() {
        #expect(YAMLScalar.quotedIfNeeded("Home") == "Home")
        #expect(YAMLScalar.quotedIfNeeded("images/bar.png") == "images/bar.png")
        #expect(YAMLScalar.quotedIfNeeded("yes") == "\"yes\"")
        #expect(YAMLScalar.quotedIfNeeded("17") == "\"17\"")
        #expect(YAMLScalar.quotedIfNeeded("#fff") == "\"#fff\"")
        #expect(YAMLScalar.quotedIfNeeded("a\"b") == "\"a\\\"b\"")
        #expect(YAMLScalar.number(17) == "17")
        #expect(YAMLScalar.number(0.33333) == "0.3333")
        #expect(YAMLScalar.number(-2.5) == "-2.5")
    }
}
