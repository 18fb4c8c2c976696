import BarRender
import BarTheme
import Foundation
import Testing

/// `FontTable` is the one table of pinned fonts: its PostScript names are the ones in the files
/// (read here from each file's `name` table), and the renderer's file map, the families a theme may
/// name and the importer's reader all come from it.
@Suite struct FontTableTests {
    @Test(arguments: FontTable.faces)
    func eachFaceHasThePostScriptNameItsFileHas(face: FontTable.Face) {
        let path = PinnedFonts.directory.appendingPathComponent(face.file).path
        #expect(FontPostScriptName.read(path: path) == face.postScriptName, "\(face.file)")
    }

    /// UIKit's weights by number: ultraLight is 100 (Inter Thin), thin 200 (Inter ExtraLight), heavy 800.
    @Test func theRendererDrawsEachWeightWithTheFaceTheTableNames() throws {
        for face in FontTable.faces {
            let drawn = try #require(PinnedFonts.face(family: face.family, weight: face.weight))
            #expect(drawn.file == face.file)
            #expect(drawn.weight == face.weight.numericValue)
        }
        #expect(FontTable.face(postScriptName: "Inter-Thin")?.weight == .ultraLight)
        #expect(FontTable.face(postScriptName: "Inter-ExtraLight")?.weight == .thin)
        #expect(FontTable.face(postScriptName: "Inter-UltraLight") == nil)
        #expect(FontTable.face(postScriptName: "Inter-Heavy") == nil)
        #expect(KnownFontFamilies.names == ["system", "Inter", "Inter Display"])
        #expect(KnownFontFamilies.weights["Inter Display"] == [.bold])
    }
}
