import BarTheme
import Foundation
import Testing

@testable import BarImport

/// The counter of issue #31 item 3 on every real Swift file of the corpus: the appearance
/// statements and SwiftUI bar modifiers in the syntax tree (`AppearanceStatementFinder`) are each
/// imported or noted (seen = imported + noted, none dropped), with the numbers pinned per file so a
/// change in what is read shows up here; "not read" notes (the importer's last resort) are counted
/// apart and pinned too.
@Suite struct RealFixtureAccountingTests {
    /// seen, imported, noted, of which "not read" notes.
    static let expected: [String: (seen: Int, imported: Int, noted: Int, notRead: Int)] = [:]

    static let fixtures: [String] = {
        let folder = ImportHarness.fixtures.appendingPathComponent("swift")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    }()

    @Test func theCorpusHasItsFiles() {
        #expect(Self.fixtures.count >= 26)
        #expect(Set(Self.fixtures) == Set(Self.expected.keys), "\(Set(Self.fixtures).symmetricDifference(Self.expected.keys))")
    }

    @Test(arguments: fixtures) func everyStatementIsImportedOrNoted(_ name: String) throws {
        let source = try ImportHarness.fixture("swift/\(name).swift")
        let outcome = try ImportHarness.run(.swift, sources: [source], name: name)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [source])
        let dropped = accounted.filter { $0.outcome == .dropped }
        #expect(dropped.isEmpty, "dropped in silence: \(dropped.map(\.text))")
        let imported = accounted.filter { $0.outcome == .imported }.count
        let noted = accounted.filter { $0.outcome == .noted }.count
        let notRead = outcome.notes.filter { $0.message.hasPrefix("not read:") }.count
        #expect(accounted.count == imported + noted)
        let counts = (seen: accounted.count, imported: imported, noted: noted, notRead: notRead)
        let pinned = Self.expected[name]
        #expect(
            pinned?.seen == counts.seen && pinned?.imported == counts.imported && pinned?.noted == counts.noted
                && pinned?.notRead == counts.notRead,
            "\"\(name)\": (\(counts.seen), \(counts.imported), \(counts.noted), \(counts.notRead)),")
        // Every note is located in the file and written in the theme.
        for note in outcome.notes {
            #expect(note.location.file == source.path && note.location.line > 0)
            #expect(outcome.yaml.contains("# TODO \(note.location):"))
        }
    }
}
