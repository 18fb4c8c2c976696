import BarTestSupport
import Foundation
import Testing

@testable import BarTheme

/// `fontFiles:` and a font's `family:` naming a family they provide (issue #43 items 4 and 9), on
/// real files: Karla (OFL, `Tests/Fixtures/CustomFonts/SOURCES.md`) and the pinned Inter.
@Suite struct CustomFontFamilyTests {
    static let karla = Repository.url("Tests/Fixtures/CustomFonts")
    static let pinned = Repository.url("Sources/BarRender/Resources/Fonts")

    /// A folder with Karla's two files under `fonts/` and the theme files given.
    static func folder(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("fonts"), withIntermediateDirectories: true)
        for name in ["Karla-Regular.ttf", "Karla-Bold.ttf"] {
            try FileManager.default.copyItem(at: karla.appendingPathComponent(name), to: url.appendingPathComponent("fonts/\(name)"))
        }
        for (name, text) in files { try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    /// A theme naming Karla's two files whose navigation bar titles are Karla at `title` (weight,
    /// size) and, if given, its large titles at `large`; `rest` follows at the top level.
    static func karlaTheme(title: (String, Int), large: (String, Int)? = nil, rest: String = "") -> String {
        var yaml = """
            fontFiles: [fonts/Karla-Regular.ttf, fonts/Karla-Bold.ttf]
            navigationBar:
              titleTextAttributes: { font: { family: Karla, weight: \(title.0), size: \(title.1) } }

            """
        if let large { yaml += "  largeTitleTextAttributes: { font: { family: Karla, weight: \(large.0), size: \(large.1) } }\n" }
        return yaml + rest
    }

    @Test func readsFamilyStyleWeightAndPostScriptNameFromTheFiles() throws {
        let bold = try #require(FontFileDescription.read(path: Self.karla.appendingPathComponent("Karla-Bold.ttf").path))
        #expect(bold.family == "Karla" && bold.style == "Bold" && bold.postScriptName == "Karla-Bold")
        #expect(bold.weightClass == 700 && bold.weight == .bold && !bold.isItalic && bold.fullName == "Karla Bold")
        let regular = try #require(FontFileDescription.read(path: Self.karla.appendingPathComponent("Karla-Regular.ttf").path))
        #expect(regular.weight == .regular && regular.postScriptName == "Karla-Regular")
        // Inter's files name the typographic family (name ID 16) apart from the legacy one ("Inter Thin").
        let thin = try #require(FontFileDescription.read(path: Self.pinned.appendingPathComponent("Inter-Thin.otf").path))
        #expect(thin.family == "Inter" && thin.weightClass == 100 && thin.weight == .ultraLight)
        #expect(FontFileDescription.read(Array("OTTO".utf8) + [UInt8](repeating: 0, count: 60)) == nil)
    }

    /// Every pinned face's weight in `FontTable` is the weight its own file says.
    @Test func thePinnedTableAgreesWithItsFiles() throws {
        for face in FontTable.faces {
            let file = try #require(FontFileDescription.read(path: Self.pinned.appendingPathComponent(face.file).path))
            #expect(file.weight == face.weight && file.postScriptName == face.postScriptName, "\(face.file)")
        }
    }

    @Test func aFamilyTheFilesProvideIsReadWithItsFaces() throws {
        let folder = try Self.folder([
            "Theme.yaml": Self.karlaTheme(title: ("semibold", 20))
        ])
        let document = try ThemeLoader.load(path: folder.appendingPathComponent("Theme.yaml").path).document
        let font = try #require(document.navigationBar?.titleTextAttributes?.font?.value)
        #expect(font.family?.value == "Karla")
        #expect(font.faces.map(\.postScriptName) == ["Karla-Regular", "Karla-Bold"])
        // Semibold (600) is drawn with the nearest face, bold (CSS matching, as for pinned faces).
        #expect(font.faces.face(for: .semibold)?.postScriptName == "Karla-Bold")
        #expect(font.faces.face(for: .light)?.postScriptName == "Karla-Regular")
        #expect(document.fontFiles.map(\.value) == ["fonts/Karla-Regular.ttf", "fonts/Karla-Bold.ttf"])
        #expect(document.referencedFilePaths.contains(folder.appendingPathComponent("fonts/Karla-Bold.ttf").path))
        // The PostScript family names it too (what an imported `UIFont(name: "Karla-Bold", …)` keeps).
        let descriptor = FontDescriptor(font, fallback: .defaultTitle)
        #expect(descriptor.customFace?.path == folder.appendingPathComponent("fonts/Karla-Bold.ttf").path)
        #expect(descriptor.sameFamily(weight: .regular, size: 13).customFace?.postScriptName == "Karla-Regular")
    }

    @Test func aChildUsesItsParentsFontFiles() throws {
        let folder = try Self.folder([
            "Base.yaml": "fontFiles: [fonts/Karla-Bold.ttf]\n",
            "Child.yaml": """
            extends: Base.yaml
            fonts:
              title: { family: Karla, weight: bold, size: 18 }
            """,
        ])
        let document = try ThemeLoader.load(path: folder.appendingPathComponent("Child.yaml").path).document
        #expect(document.palette.fonts["title"]?.value.faces.first?.file.location.file == folder.appendingPathComponent("Base.yaml").path)
    }

    @Test func aLightWeightTheFilesLackIsReportedWithTheWeightsTheyHave() throws {
        let folder = try Self.folder([
            "Theme.yaml": Self.karlaTheme(title: ("heavy", 20), large: ("bold", 30))
        ])
        let result = ThemeValidator.validate(path: folder.appendingPathComponent("Theme.yaml").path)
        let missing = result.diagnostics.filter { $0.ruleID == "font-weight-missing" }
        #expect(missing.count == 1)
        #expect(
            missing.first?.message
                == "no file in fontFiles has Karla heavy: the render draws bold and generated code names Karla-Bold; "
                + "the files have regular (fonts/Karla-Regular.ttf), bold (fonts/Karla-Bold.ttf) (the files' OS/2 weight classes)")
        #expect(missing.first?.location?.line == 3)
    }

    @Test func listingProblemsAreLocatedErrors() throws {
        let folder = try Self.folder([
            "Theme.yaml": """
            fontFiles:
              - fonts/Karla-Bold.ttf
              - fonts/Karla-Bold.ttf
              - fonts/Karla.woff2
              - /Library/Fonts/Avenir.ttc
            """
        ])
        let result = ThemeValidator.validate(path: folder.appendingPathComponent("Theme.yaml").path)
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(errors.map { $0.location?.line } == [3, 4, 5])
        #expect(errors[0].message == "'fonts/Karla-Bold.ttf' is listed twice in 'fontFiles'")
        #expect(errors[1].message == "'fonts/Karla.woff2' is not a font file name")
        #expect(errors[2].ruleID == ErrorRules.pathOutsideFolder)
    }

    @Test func aPinnedFamilyNeedsNoFilesAndAnUnknownOneSaysHowToAddIt() throws {
        let folder = try Self.folder([
            "Theme.yaml": """
            navigationBar:
              titleTextAttributes: { font: { family: Brandon Grotesque, size: 20 } }
            """
        ])
        let result = ThemeValidator.validate(path: folder.appendingPathComponent("Theme.yaml").path)
        let error = try #require(result.diagnostics.first { $0.severity == .error })
        #expect(error.message == "'Brandon Grotesque' is not a known font family")
        #expect(error.hint?.contains("fontFiles: [fonts/BrandonGrotesque-Regular.ttf]") == true)
    }
}
