import Foundation
import Testing

@testable import BarTheme

/// The one JSON writer: what reports, STACK.json, page data and the rollback journal rely on.
@Suite struct ReportJSONTests {
    struct Sample: Encodable {
        let path: String
        let title: String
        let count: Int
    }

    static let sample = Sample(path: "Snapshots/a/b.png", title: "Inbox\u{202E}gnp.exe", count: 2)

    @Test func prettyTextHasSortedKeysUnescapedSlashesAndNoFinalNewline() throws {
        let text = String(decoding: try ReportJSON.encode(Self.sample), as: UTF8.self)
        #expect(text == "{\n  \"count\" : 2,\n  \"path\" : \"Snapshots/a/b.png\",\n  \"title\" : \"Inbox\\u202egnp.exe\"\n}")
    }

    @Test func aFileOnItsOwnEndsInANewline() throws {
        let data = try ReportJSON.encode(Self.sample, endsWithNewline: true)
        #expect(data.last == UInt8(ascii: "\n"))
        #expect(data.dropLast() == (try ReportJSON.encode(Self.sample)))
    }

    @Test func compactTextIsOneLineWithTheSameEscaping() throws {
        let text = String(decoding: try ReportJSON.encode(Self.sample, layout: .compact), as: UTF8.self)
        #expect(text == #"{"count":2,"path":"Snapshots/a/b.png","title":"Inbox\u202egnp.exe"}"#)
        // The bidirectional override is escaped, not dropped: a reader gets the title back as written.
        struct Back: Decodable { let title: String }
        #expect(try JSONDecoder().decode(Back.self, from: Data(text.utf8)).title == Self.sample.title)
    }
}
