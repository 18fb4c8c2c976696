import BarCodegen
import BarTheme
import Foundation
import Testing

/// Generated code names fonts by the PostScript names their files really have (`FontTable`):
/// before, `weight: ultraLight` gave `Inter-UltraLight` and `heavy` gave `Inter-Heavy`, names no Inter
/// file has, so the app silently fell back to the system font.
@Suite struct FontNameTests {
    /// The Swift generated for one theme per font, each setting the title font.
    private func generated(_ fonts: [(family: String, weight: String)]) throws -> String {
        var inputs: [SwiftGenerator.Input] = []
        for (index, font) in fonts.enumerated() {
            let text = """
                theme: Font\(index)
                navigationBar:
                  titleTextAttributes: { font: { family: \(font.family), weight: \(font.weight), size: 17 } }
                """
            let (document, diagnostics) = ThemeParser.parse(text, path: "font\(index).yaml")
            let theme = try #require(document, "\(diagnostics.map(\.description))")
            inputs.append(SwiftGenerator.Input(document: theme, parents: [], file: "font\(index).yaml"))
        }
        return try SwiftGenerator().generate(inputs)
    }

    /// Every `UIFont(name: "…")` in `source`.
    private func fontNames(in source: String) -> [String] {
        source.components(separatedBy: "UIFont(name: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func interWeightsNameTheFacesInterHas() throws {
        let weights = FontWeight.allCases.map(\.rawValue)
        let source = try generated(weights.map { ("Inter", $0) })
        let names = fontNames(in: source)
        #expect(
            Set(names) == [
                "Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold",
                "Inter-ExtraBold", "Inter-Black",
            ])
        #expect(!source.contains("Inter-UltraLight") && !source.contains("Inter-Heavy"))
    }

    /// A weight the family has no face for names the face the render draws (the nearest), which
    /// lint `font-weight-fallback` reports.
    @Test func aWeightTheFamilyLacksNamesTheNearestFace() throws {
        let source = try generated([("Inter Display", "light"), ("Inter Display", "black")])
        #expect(Set(fontNames(in: source)) == ["InterDisplay-Bold"])
    }

    /// iOS's own families name the real face iOS has for the weight (`FontTable.builtInFaces`), the
    /// nearest when the family lacks it (lint `font-weight-missing`): before, `Helvetica Neue` bold
    /// gave `HelveticaNeue-Bold` only by luck of spelling, Avenir regular gave `Avenir-Regular` and
    /// Arial Rounded MT Bold gave `ArialRoundedMTBold-Regular`, names iOS does not have.
    @Test func iOSFamiliesNameTheirRealFaces() throws {
        let source = try generated([
            ("Helvetica Neue", "bold"), ("Avenir", "regular"), ("Avenir", "heavy"), ("Arial Rounded MT Bold", "regular"),
            ("Futura", "regular"), ("Avenir Next", "semibold"), ("Georgia", "black"), ("Times New Roman", "bold"),
        ])
        #expect(
            Set(fontNames(in: source)) == [
                "HelveticaNeue-Bold", "Avenir-Roman", "Avenir-Heavy", "ArialRoundedMTBold", "Futura-Medium", "AvenirNext-DemiBold",
                "Georgia-Bold", "TimesNewRomanPS-BoldMT",
            ])
    }

    /// Over every codegen fixture theme, each named font is one whose pinned file has that PostScript name.
    @Test func everyFixtureThemeNamesFontsThatExist() throws {
        let root = UIKitModule.root
        let folder = try CodegenFixtures.folder.get()
        let fonts = root.appendingPathComponent("Sources/BarRender/Resources/Fonts")
        let real = Set(
            try FileManager.default.contentsOfDirectory(atPath: fonts.path).compactMap {
                FontPostScriptName.read(path: fonts.appendingPathComponent($0).path)
            })
        var inputs: [SwiftGenerator.Input] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".yaml") {
            let loaded = try ThemeLoader.load(path: folder.appendingPathComponent(name).path)
            inputs.append(SwiftGenerator.Input(document: loaded.document, parents: loaded.parents, file: name))
        }
        let names = fontNames(in: try SwiftGenerator().generate(inputs))
        #expect(!names.isEmpty)
        for name in Set(names) { #expect(real.contains(name), "\(name) is no pinned file's PostScript name") }
    }
}
