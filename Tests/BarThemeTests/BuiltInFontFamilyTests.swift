import Foundation
import Testing

@testable import BarTheme

/// iOS's own font families (`FontTable.builtInFaces`): a theme names them without `fontFiles:`
/// (no app ships Helvetica's file), validate says where BarTheme draws a stand-in, a weight the
/// family lacks is `font-weight-missing`, and an app's font with no file stays an error.
@Suite struct BuiltInFontFamilyTests {
    private func validate(_ theme: String) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-ios-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("Theme.yaml").path
        try theme.write(toFile: path, atomically: true, encoding: .utf8)
        return ThemeValidator.validate(path: path).diagnostics
    }

    /// Before: "'Helvetica Neue' is not a known font family" (an error, asking for a file no app has).
    @Test func anIOSFamilyValidatesWithALocatedStandInWarning() throws {
        let diagnostics = try validate(
            """
            navigationBar:
              titleTextAttributes: { font: { family: Helvetica Neue, weight: bold, size: 20 } }
            """)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let warning = try #require(diagnostics.first { $0.ruleID == "font-stand-in" })
        #expect(warning.severity == .warning)
        #expect(warning.location?.line == 2 && warning.location?.column == 42, "\(String(describing: warning.location))")
        #expect(warning.location?.file.hasSuffix("Theme.yaml") == true)
        #expect(warning.message.contains("Helvetica Neue is iOS's own font") && warning.message.contains("stand-in Inter bold"))
        #expect(warning.message.contains("HelveticaNeue-Bold"))
        #expect(warning.hint?.contains("list it under fontFiles:") == true)
        #expect(!diagnostics.contains { $0.ruleID == "font-weight-missing" })
    }

    /// Futura has medium and bold only; Arial Rounded MT Bold only bold: a regular names the
    /// nearest face, and lint says so at the weight.
    @Test func aWeightTheIOSFamilyLacksIsFontWeightMissing() throws {
        let diagnostics = try validate(
            """
            navigationBar:
              titleTextAttributes: { font: { family: Futura, weight: regular, size: 20 } }
              largeTitleTextAttributes: { font: { family: Arial Rounded MT Bold, weight: light, size: 30 } }
            """)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
        let missing = diagnostics.filter { $0.ruleID == "font-weight-missing" }
        #expect(missing.map { $0.location?.line } == [2, 3], "\(missing)")
        #expect(missing.first?.message.contains("iOS's Futura has no regular face: generated code names Futura-Medium") == true)
        #expect(missing.first?.message.contains("medium (Futura-Medium), bold (Futura-Bold)") == true)
        #expect(missing.last?.message.contains("names ArialRoundedMTBold") == true)
    }

    /// An app's own font named with no file is still an error with the fix; a PostScript name
    /// written as a family gets the family and weight to write.
    @Test func anAppFontWithoutItsFileStaysAnError() throws {
        let diagnostics = try validate(
            """
            navigationBar:
              titleTextAttributes: { font: { family: FjallaOne, size: 20 } }
              largeTitleTextAttributes: { font: { family: HelveticaNeue-Light, size: 30 } }
            """)
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["'FjallaOne' is not a known font family", "'HelveticaNeue-Light' is not a known font family"])
        #expect(errors.first?.hint?.contains("fontFiles: [fonts/FjallaOne-Regular.ttf]") == true)
        #expect(errors.last?.hint?.hasPrefix("'HelveticaNeue-Light' is the PostScript name of iOS's Helvetica Neue light") == true)
        #expect(!diagnostics.contains { $0.ruleID == "font-stand-in" })
    }

    /// The table's facts: names `UIFont(name:size:)` takes map to their family and weight; the
    /// stand-in draws the iOS face's weight; no iOS family is a pinned one.
    @Test func theTableReadsNamesAndDrawsTheStandIn() throws {
        let cases: [(String, String, FontWeight)] = [
            ("HelveticaNeue-Bold", "Helvetica Neue", .bold), ("Helvetica", "Helvetica", .regular),
            ("Avenir Book", "Avenir", .regular), ("Helvetica Neue Bold", "Helvetica Neue", .bold),
            ("ArialRoundedMTBold", "Arial Rounded MT Bold", .bold), ("AvenirNext-DemiBold", "Avenir Next", .semibold),
            ("GillSans-UltraBold", "Gill Sans", .heavy), ("CourierNewPSMT", "Courier New", .regular),
        ]
        for (name, family, weight) in cases {
            let face = try #require(FontTable.builtInFace(postScriptName: name), "\(name)")
            #expect(face.family == family && face.weight == weight, "\(name)")
        }
        #expect(FontTable.builtInFace(postScriptName: "FjallaOne-Regular") == nil)
        #expect(FontTable.drawnFace(family: "Helvetica Neue", weight: .heavy)?.postScriptName == "Inter-Bold")
        #expect(FontTable.drawnFace(family: "Futura", weight: .light)?.postScriptName == "Inter-Medium")
        #expect(Set(FontTable.builtInFamilies).isDisjoint(with: FontTable.families))
        let names = FontTable.builtInFaces.map(\.postScriptName)
        #expect(Set(names).count == names.count)
        #expect(FontTable.builtInFamilies.count >= 55)
    }
}
