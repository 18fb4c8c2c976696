import BarSnapshot
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reports of a run with two failing variants (a changed colour) and one stale reference.
@Suite struct ReportTests {
    static func failingRun() throws -> (SnapshotSandbox, SnapshotRun.Outcome) {
        let box = try SnapshotSandbox()
        _ = try box.run(.missing)
        try box.editTheme(replacing: "#0077B6", with: "#B60077")
        return (box, try box.run(.never))
    }

    @Test func theHTMLPageShowsEveryFailingCaseWithReferenceActualAndDiff() throws {
        let (box, outcome) = try Self.failingRun()
        let html = try String(contentsOf: box.report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http://") && !html.contains("https://"), "the page must load nothing from the network")
        let failing = outcome.results.filter { $0.status == .failed }
        #expect(failing.count == 2)
        for result in failing {
            let start = try #require(html.range(of: "data-name=\"\(result.name)\""), "no card for \(result.name)")
            let card = html[start.upperBound...].prefix { _ in true }.split(separator: "</article>", maxSplits: 1)[0]
            let stem = String(result.name.dropLast(4))
            for kind in ["reference", "actual", "diff"] {
                #expect(card.contains("<img src=\"\(stem).\(kind).png\" alt=\"\(kind)\""), "\(result.name) lacks its \(kind) image")
                #expect(box.exists("\(stem).\(kind).png", in: box.report), "\(stem).\(kind).png is not in the report folder")
            }
            #expect(card.contains("type=\"range\""), "\(result.name) lacks the wipe slider")
        }
        #expect(html.contains("<b>2</b> failed"))
    }

    @Test func theHTMLEscapesNamesAndMessages() throws {
        let result = SnapshotCaseResult(
            name: "A<b>/s.png", theme: "A<b>", themePath: "t.yaml", scene: "s", variant: "v@2x",
            status: .error, message: "bad \"thing\" & <more>", referencePath: "Snapshots/A<b>/s.png",
            comparison: nil, artifacts: nil, duration: 0)
        let box = try SnapshotSandbox()
        let outcome = try box.run(.missing)
        let page = HTMLReport.render(
            SnapshotRun.Outcome(
                configuration: outcome.configuration, results: [result], themeErrors: [], staleReferences: [],
                deletedStaleReferences: false, stack: .matches, currentStack: nil, stackRecorded: false, reportFiles: [], writeErrors: []))
        #expect(page.contains("bad &quot;thing&quot; &amp; &lt;more&gt;"))
        #expect(!page.contains("<b>/s.png"))
    }

    @Test func theJUnitFileHasOneTestcasePerVariantAndAFailureForEachDifference() throws {
        let (box, outcome) = try Self.failingRun()
        let data = try Data(contentsOf: box.report.appendingPathComponent("junit.xml"))
        let collector = JUnitCollector()
        let parser = XMLParser(data: data)
        parser.delegate = collector
        #expect(parser.parse(), "junit.xml is not well-formed: \(String(describing: parser.parserError))")
        #expect(collector.testcases.sorted() == ["compact.topAttached.light.375w@1x", "default.topAttached.light.375w@1x"])
        #expect(collector.failureMessages.count == 2)
        #expect(collector.failureMessages.allSatisfy { $0.contains("BARTHEME_RECORD=failed") })
        #expect(collector.suiteAttributes["failures"] == "2")
        #expect(outcome.summary.failed == 2)
    }

    @Test func theJSONSummaryHasCountsAndEveryCaseWithItsArtifacts() throws {
        let (box, _) = try Self.failingRun()
        let data = try Data(contentsOf: box.report.appendingPathComponent("report.json"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["failed"] as? Int == 2)
        #expect(summary["passed"] as? Int == 0)
        #expect(json["mode"] as? String == "never")
        let cases = try #require(json["cases"] as? [[String: Any]])
        #expect(
            cases.map { $0["name"] as? String } == [
                "Tiny/home.compact.topAttached.light.375w@1x.png",
                "Tiny/home.default.topAttached.light.375w@1x.png",
            ])
        #expect(cases.allSatisfy { $0["status"] as? String == "failed" })
        let artifacts = try #require(cases[0]["artifacts"] as? [String: Any])
        #expect(artifacts["diff"] as? String == "Tiny/home.compact.topAttached.light.375w@1x.diff.png")
        let comparison = try #require(cases[0]["comparison"] as? [String: Any])
        #expect((comparison["differentPixels"] as? Int ?? 0) > 0)
    }
}

/// Collects testcase names, failure messages and the first testsuite's attributes from JUnit XML.
final class JUnitCollector: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failureMessages: [String] = []
    var suiteAttributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch name {
        case "testcase": testcases.append(attributes["name"] ?? "")
        case "failure": failureMessages.append(attributes["message"] ?? "")
        case "testsuite" where suiteAttributes.isEmpty: suiteAttributes = attributes
        default: break
        }
    }
}
