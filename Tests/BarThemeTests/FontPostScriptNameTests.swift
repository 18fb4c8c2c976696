import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// The PostScript names of the pinned font files (what `UIFont(name:size:)` takes), read from
/// their `name` tables, and nothing from a file that is not a font.
@Suite struct FontPostScriptNameTests {
    static let fonts = Repository.url("Sources/BarRender/Resources/Fonts")

    @Test(arguments: [
        ("DejaVuSans-Bold.ttf", "DejaVuSans-Bold"), ("Inter-SemiBold.otf", "Inter-SemiBold"),
        ("InterDisplay-Bold.otf", "InterDisplay-Bold"), ("DejaVuSans.ttf", "DejaVuSans"),
    ])
    func readsThePostScriptName(file: String, name: String) {
        #expect(FontPostScriptName.read(path: Self.fonts.appendingPathComponent(file).path) == name)
    }

    @Test func aFileThatIsNotAFontHasNoName() {
        #expect(FontPostScriptName.read(Array("OTTO".utf8) + [UInt8](repeating: 0, count: 60)) == nil)
        #expect(FontPostScriptName.read([]) == nil)
        #expect(FontPostScriptName.read(path: "/nonexistent/font.otf") == nil)
    }
}
