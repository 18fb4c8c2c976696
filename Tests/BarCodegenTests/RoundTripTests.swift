import BarRender
import BarTheme
import Foundation
import Testing

@testable import BarCodegen

/// The round trip (docs/GENERATED-CODE.md, "How it is checked"): theme → generated Swift → UIKit calls, recorded by the test-only
/// UIKit module → theme → PNGs byte-identical to the original theme's, for every scene and variant
/// of every sample theme and codegen fixture.
@Suite struct RoundTripTests {
    /// Runs the generated code of every sample theme and fixture against the recording UIKit
    /// module once (both tests read it): per theme, the calls of `apply()` (section "apply NAME")
    /// and of `apply(to:)` on a navigation bar, a toolbar and a tab bar (section "instance NAME"), as JSON.
    static let recordingJSON: Result<String, any Error> = Result { try record(GeneratedCodeCompilesTests.sampleInputs()) }

    static func record(_ inputs: [SwiftGenerator.Input]) throws -> String {
        let generator = SwiftGenerator()
        let source = try generator.generate(inputs)
        var main = ["@_spi(Recording) import UIKit", ""]
        for name in generator.themeTypeNames(inputs) {
            // A theme that sets no navigation bar (or toolbar) has no apply(to:) for it.
            guard let declarations = Self.enumText(name, in: source) else {
                throw RecordedAppearance.DecodingError("no enum \(name) in the generated file")
            }
            main += ["Recording.begin(\"apply \(name)\")", "BarThemeAppearance.\(name).apply()", "Recording.begin(\"instance \(name)\")"]
            if declarations.contains("static func apply(to navigationBar: UINavigationBar)") {
                main.append("BarThemeAppearance.\(name).apply(to: UINavigationBar())")
            }
            if declarations.contains("static func apply(to toolbar: UIToolbar)") {
                main.append("BarThemeAppearance.\(name).apply(to: UIToolbar())")
            }
            if declarations.contains("static func apply(to tabBar: UITabBar)") {
                main.append("BarThemeAppearance.\(name).apply(to: UITabBar())")
            }
        }
        main.append("print(Recording.json())")
        let module = try UIKitModule()
        defer { module.remove() }
        let built = try module.build()
        guard built.status == 0 else { throw RecordedAppearance.DecodingError("the UIKit module does not build: \(built.output)") }
        let ran = try module.run(
            source, appClasses: GeneratedCodeCompilesTests.appClasses(inputs), main: main.joined(separator: "\n") + "\n")
        guard ran.status == 0 else { throw RecordedAppearance.DecodingError("the generated code does not build or run: \(ran.output)") }
        return ran.output
    }

    /// The text of one theme's enum in the generated file, up to the next theme's.
    static func enumText(_ name: String, in source: String) -> Substring? {
        guard let start = source.range(of: "enum \(name) {\n") else { return nil }
        let end = source.range(of: "\n        @MainActor\n", range: start.upperBound..<source.endIndex)?.lowerBound ?? source.endIndex
        return source[start.upperBound..<end]
    }

    /// The recorded calls by section name.
    static func recordings() throws -> [String: [[String: Any]]] {
        let json = try recordingJSON.get()
        let sections = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var result: [String: [[String: Any]]] = [:]
        for section in sections {
            result[try #require(section["name"] as? String)] = try #require(section["calls"] as? [[String: Any]])
        }
        return result
    }

    /// Writes the theme's asset catalog (`generate assets`) into `folder` and returns how the app
    /// finds an image by name there: the @1x file its `Contents.json` lists (the renderer picks the
    /// @2x / @3x files next to it, as UIKit picks a scale from the image set).
    static func catalogImages(for input: SwiftGenerator.Input, in folder: URL) throws -> (String) throws -> String {
        for file in try AssetCatalog.files(for: [input]) {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url)
        }
        return { name in
            let set = folder.appendingPathComponent("\(name).imageset")
            guard let data = FileManager.default.contents(atPath: set.appendingPathComponent("Contents.json").path),
                let contents = try JSONSerialization.jsonObject(with: data) as? [String: Any],
                let images = contents["images"] as? [[String: Any]],
                let file = images.first(where: { $0["scale"] as? String == "1x" })?["filename"] as? String
            else { throw RecordedAppearance.DecodingError("the asset catalog has no image set '\(name)' with a 1x file") }
            return set.appendingPathComponent(file).path
        }
    }

    /// The font files next to the theme and its parents, by PostScript name: the fonts the app
    /// bundles (UIAppFonts), which `UIFont(name:size:)` finds.
    static func bundledFonts(for input: SwiftGenerator.Input) -> (String) -> String? {
        var fonts: [String: String] = [:]
        for folder in Set(([input.document] + input.parents).map { ($0.path as NSString).deletingLastPathComponent }).sorted() {
            guard let files = FileManager.default.enumerator(atPath: folder) else { continue }
            for case let file as String in files where file.hasSuffix(".ttf") || file.hasSuffix(".otf") {
                if let name = FontPostScriptName.read(path: "\(folder)/\(file)"), fonts[name] == nil { fonts[name] = "\(folder)/\(file)" }
            }
        }
        return { fonts[$0] }
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-roundtrip-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func everyThemeRoundTripsThroughUIKitCallsToIdenticalPixels() throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs()
        let names = SwiftGenerator().themeTypeNames(inputs)
        let recordings = try Self.recordings()
        let renderer = try BarRenderer()
        let catalogs = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: catalogs) }
        var compared = 0
        var callCount = 0
        for (input, name) in zip(inputs, names) {
            let images = try Self.catalogImages(for: input, in: catalogs.appendingPathComponent("\(name).xcassets"))
            let calls = try #require(recordings["apply \(name)"], "no recording for \(name)")
            callCount += calls.count
            let recorded = try RecordedAppearance(calls: calls, imageFile: images, fontFile: Self.bundledFonts(for: input))
            let rebuilt = recorded.document(replacingAppearanceOf: input.document, parents: input.parents)
            let originalJobs = RenderJob.jobs(for: input.document, parents: input.parents)
            let rebuiltJobs = RenderJob.jobs(for: rebuilt)
            #expect(originalJobs.count == rebuiltJobs.count && !originalJobs.isEmpty, "\(input.file)")
            var differing: [String] = []
            for (original, again) in zip(originalJobs, rebuiltJobs) {
                if try renderer.renderPNG(original) != renderer.renderPNG(again) { differing.append(original.relativeOutputPath) }
                compared += 1
            }
            #expect(
                differing.isEmpty,
                "\(input.file): \(differing.count) of \(originalJobs.count) renders differ after the round trip: \(differing.prefix(5))")
        }
        #expect(compared >= 105, "every scene and variant of every theme and fixture: \(compared)")
        #expect(callCount >= 100, "the recording holds the calls: \(callCount)")
    }

    @Test func applyToABarSetsWhatApplySetsOnTheUnscopedProxies() throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs()
        let recordings = try Self.recordings()
        let catalogs = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: catalogs) }
        for (input, name) in zip(inputs, SwiftGenerator().themeTypeNames(inputs)) {
            let images = try Self.catalogImages(for: input, in: catalogs.appendingPathComponent("\(name).xcassets"))
            let fonts = Self.bundledFonts(for: input)
            let proxies = try RecordedAppearance(calls: try #require(recordings["apply \(name)"]), imageFile: images, fontFile: fonts)
            let instance = try RecordedAppearance(calls: try #require(recordings["instance \(name)"]), imageFile: images, fontFile: fonts)
            // Item proxies are UIBarButtonItem's, not the bar's: `apply(to:)` leaves them to `apply()`.
            func withoutItems(_ block: BarAppearanceDeclaration?) -> BarAppearanceDeclaration? {
                guard var block else { return nil }
                block.barButtonItem = nil
                return block == BarAppearanceDeclaration(location: RecordedAppearance.location) ? nil : block
            }
            #expect(instance.navigationBar == withoutItems(proxies.navigationBar), "\(input.file)")
            #expect(instance.toolbar == withoutItems(proxies.toolbar), "\(input.file)")
            #expect(instance.tabBar == proxies.tabBar, "\(input.file)")
        }
    }
}
