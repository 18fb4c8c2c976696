import BarTheme
import Foundation
import Testing

@testable import BarCodegen

/// `generate swift --swiftui` (docs/GENERATED-CODE.md, "SwiftUI (`--swiftui`)"): a `ViewModifier` per theme, applied with
/// `.barTheme(.ocean)`, that sets what SwiftUI's bar modifiers can say, each behind the
/// `#available` of the iOS that has it (docs/UIKIT.md §15.1). The code typechecks against the UIKit
/// and SwiftUI signature modules, warning-free in the Swift 6 language mode, and swift-format finds
/// nothing in it.
@Suite struct GeneratedSwiftUICodeTests {
    static let theme = """
        navigationBar:
          barStyle: black
          tintColor: systemOrange
          prefersLargeTitles: true
          titleTextAttributes: { foregroundColor: white }
          standardAppearance: { configureWith: opaque, backgroundColor: "#0B3C5D", shadowColor: clear }
          scrollEdgeAppearance: { configureWith: opaque, backgroundColor: "#0B3C5D" }
        toolbar:
          tintColor: white
          barTintColor: "#F4F1EA"
        """

    static func generate(_ text: String, minimumIOS: Int = 13, file: String = "Harbour.yaml") throws -> String {
        let (document, diagnostics) = ThemeParser.parse(text, path: file)
        let parsed = try #require(document, "\(diagnostics)")
        return try SwiftGenerator(minimumIOS: minimumIOS, swiftUI: true).generate([
            SwiftGenerator.Input(document: parsed, parents: [], file: file)
        ])
    }

    /// Typechecks `source` against the UIKit and SwiftUI signature modules, with a screen that
    /// applies each of `members` (`.barTheme(.ocean)`).
    static func typecheck(_ source: String, members: [String], appClasses: [String] = []) throws -> UIKitModule.Result {
        let module = try UIKitModule()
        defer { module.remove() }
        let uikit = try module.build()
        guard uikit.status == 0 else { return uikit }
        let swiftUI = try module.buildSwiftUI()
        #expect(swiftUI.output.isEmpty, "the SwiftUI module builds without warnings: \(swiftUI.output)")
        guard swiftUI.status == 0 else { return swiftUI }
        let screens = members.enumerated().map { index, member in
            "@MainActor func screen\(index)(_ content: some View) -> some View { content.barTheme(.\(member)) }"
        }
        return try module.typecheck(source + "\nimport SwiftUI\n" + screens.joined(separator: "\n") + "\n", appClasses: appClasses)
    }

    @Test func theModifierSaysWhatSwiftUICanBehindTheRightAvailability() throws {
        let source = try Self.generate(Self.theme)
        #expect(source.contains("    import SwiftUI\n    import UIKit\n"))
        let body = """
                            if #available(iOS 18.0, *) {
                                content
                                    .toolbarBackground(Self.barBackground, for: .navigationBar)
                                    .toolbarBackgroundVisibility(.visible, for: .navigationBar)
                                    .toolbarColorScheme(.dark, for: .navigationBar)
                                    .toolbarBackground(Self.toolbarBackground, for: .bottomBar)
                            } else if #available(iOS 16.0, *) {
                                content
                                    .toolbarBackground(Self.barBackground, for: .navigationBar)
                                    .toolbarBackground(.visible, for: .navigationBar)
                                    .toolbarColorScheme(.dark, for: .navigationBar)
                                    .toolbarBackground(Self.toolbarBackground, for: .bottomBar)
                            } else {
                                content
                            }
            """
        #expect(source.contains(body), "\(source)")
        #expect(
            source.contains(
                "private static var barBackground: Color { Color(UIColor(red: 11 / 255, green: 60 / 255, blue: 93 / 255, alpha: 1)) }"))
        // Issue #42 item 6: no screen-wide .tint (it recolours the content), no display mode forced on every screen.
        #expect(!source.contains(".tint(Self.tint)") && !source.contains(".navigationBarTitleDisplayMode("), "\(source)")
        #expect(source.contains("public static var tint: Color { Color(UIColor.systemOrange) }"), "a UIKit colour stays itself")
        #expect(source.contains("a toolbar item takes it with `.tint(BarThemeAppearance.Harbour.BarModifier.tint)`"), "\(source)")
        #expect(source.contains("each screen keeps its own `.navigationBarTitleDisplayMode`"), "\(source)")
        #expect(source.contains("static var harbour: Self { Self() }"))
        // What SwiftUI cannot say is named in the documentation.
        #expect(source.contains("Stays with `apply()`"))
        for left in ["title fonts and colours", "the hairline", "the `toolbar:` block's tint"] {
            #expect(source.contains(left), "\(left)")
        }
        let result = try Self.typecheck(source, members: ["harbour"])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func aDeploymentTargetOfIOS15LeavesOutTheChecksItNoLongerNeeds() throws {
        let source = try Self.generate(Self.theme, minimumIOS: 15)
        #expect(source.contains("if #available(iOS 18.0, *) {"))
        #expect(source.contains("} else if #available(iOS 16.0, *) {"))
        #expect(!source.contains("#available(iOS 15.0"))
        #expect(!source.contains("#available(iOS 14.0"))
        #expect(source.contains("} else {\n                    content\n                }\n"), "\(source)")
    }

    @Test func aTransparentBarIsHiddenAndAThemeWithNothingToSayAppliesNothing() throws {
        let hidden = try Self.generate("navigationBar: { standardAppearance: { configureWith: transparent } }")
        #expect(hidden.contains(".toolbarBackgroundVisibility(.hidden, for: .navigationBar)"))
        #expect(hidden.contains(".toolbarBackground(.hidden, for: .navigationBar)"))
        let nothing = try Self.generate("toolbar: { tintColor: black }", file: "Tools.yaml")
        #expect(nothing.contains("The theme sets nothing SwiftUI has a modifier for: `apply()` does it all."))
        #expect(nothing.contains("public func body(content: Content) -> some View {\n                content\n            }"), "\(nothing)")
        let result = try Self.typecheck(nothing, members: ["tools"])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    /// SwiftUI draws a `.toolbarBackground` colour flat (docs/UIKIT.md §15.2): a translucent colour
    /// over the default material gets no modifier (`apply()` draws it, and the documentation says
    /// so); the same colour with `backgroundEffect: none`, or an opaque one, gets it.
    @Test func aTranslucentColourOverTheMaterialStaysWithApply() throws {
        let overMaterial = try Self.generate("navigationBar: { standardAppearance: { backgroundColor: \"#1A1A2680\" } }", file: "Veil.yaml")
        #expect(!overMaterial.contains(".toolbarBackground(Self.barBackground"), "\(overMaterial)")
        #expect(
            overMaterial.replacingOccurrences(of: "\n        /// ", with: " ").contains(
                "a background colour that is not opaque, over the material"),
            "\(overMaterial)")
        let flat = try Self.generate(
            "navigationBar: { standardAppearance: { backgroundColor: \"#1A1A2680\", backgroundEffect: none } }", file: "Veil.yaml")
        #expect(flat.contains(".toolbarBackground(Self.barBackground, for: .navigationBar)"), "\(flat)")
        let opaque = try Self.generate("navigationBar: { standardAppearance: { backgroundColor: \"#1A1A26\" } }", file: "Veil.yaml")
        #expect(opaque.contains(".toolbarBackground(Self.barBackground, for: .navigationBar)"), "\(opaque)")
        let tabs = try Self.generate("tabBar: { standardAppearance: { backgroundColor: \"#1A1A2680\" } }", file: "Veil.yaml")
        #expect(!tabs.contains(".toolbarBackground(Self.tabBarBackground"), "\(tabs)")
        let unwrapped = tabs.replacingOccurrences(of: "\n        /// ", with: " ")
        #expect(unwrapped.contains("the tab bar's background colour that is not opaque, over the material"), "\(tabs)")
        let result = try Self.typecheck(overMaterial, members: ["veil"])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func anIOS15ColorIsNamedInAPropertyMarkedIOS15() throws {
        let source = try Self.generate("navigationBar: { tintColor: systemCyan }", file: "Cyan.yaml")
        #expect(source.contains("@available(iOS 15.0, *) public static var tint: Color { Color(UIColor.systemCyan) }"), "\(source)")
        #expect(
            try Self.generate("navigationBar: { tintColor: systemCyan }", minimumIOS: 15, file: "Cyan.yaml").contains(
                "        public static var tint: Color { Color(UIColor.systemCyan) }"))
        let result = try Self.typecheck(source, members: ["cyan"])
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func withoutTheOptionThereIsNoSwiftUI() throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs()
        let source = try SwiftGenerator().generate(inputs)
        #expect(!source.contains("import SwiftUI"))
        #expect(!source.contains("barTheme"))
    }

    @Test(arguments: [13, 15])
    func everySampleThemesModifierCompilesAgainstSwiftUIsSignatures(minimumIOS: Int) throws {
        let inputs = try GeneratedCodeCompilesTests.sampleInputs()
        let generator = SwiftGenerator(minimumIOS: minimumIOS, swiftUI: true)
        let source = try generator.generate(inputs)
        let members = generator.themeTypeNames(inputs).map { SwiftExpressions.identifier($0) }
        #expect(source.components(separatedBy: "ThemeModifier where Self == ").count == inputs.count + 1, "one modifier per theme")
        let result = try Self.typecheck(source, members: members, appClasses: GeneratedCodeCompilesTests.appClasses(inputs))
        #expect(result.status == 0 && result.output.isEmpty, "\(result.output)")
    }

    @Test func aModifierSwiftUIDoesNotHaveFailsToCompile() throws {
        var source = try Self.generate(Self.theme)
        source = source.replacingOccurrences(of: ".toolbarBackgroundVisibility(", with: ".toolbarBackgroundVisible(")
        let result = try Self.typecheck(source, members: ["harbour"])
        #expect(result.status != 0)
        #expect(result.output.contains("toolbarBackgroundVisible"), "\(result.output)")
    }

    @Test(
        .enabled(
            if: GeneratedCodeFormatTests.swiftFormat != nil,
            "skipped: this toolchain has no `swift format` and there is no `swift-format` on the PATH"),
        arguments: [SwiftGenerator(swiftUI: true), SwiftGenerator(access: .internal, minimumIOS: 15, swiftUI: true)])
    func swiftFormatLintFindsNothingInTheSwiftUICode(_ generator: SwiftGenerator) throws {
        let swiftFormat = try #require(GeneratedCodeFormatTests.swiftFormat)
        let inputs = try GeneratedCodeCompilesTests.sampleInputs()
        let files =
            try inputs.map { (generator.themeTypeNames([$0])[0], try generator.generate([$0])) }
            + [("AllThemes", try generator.generate(inputs)), ("Harbour", try Self.generate(Self.theme))]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-swiftui-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        for (name, source) in files {
            let url = folder.appendingPathComponent("\(name).swift")
            try source.write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let result = try UIKitModule.run(
            swiftFormat + ["lint", "--strict", "--configuration", UIKitModule.root.appendingPathComponent(".swift-format").path] + paths,
            in: folder)
        #expect(result.status == 0 && result.output.isEmpty, "swift format lint found:\n\(result.output)")
    }
}
