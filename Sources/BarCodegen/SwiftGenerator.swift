import BarTheme
import Foundation

/// Generates the Swift that applies themes in a UIKit app (`render-theme generate swift`): one
/// nested enum per theme under `typeName`, with the palette as static colours, `apply()` for the
/// appearance proxies, `apply(to:)` for a single bar, and one `configure…` function per proxy that
/// both use. It is generated from the theme *document* (what the theme declares), not from resolved
/// values, so UIKit resolves at run time exactly as BarTheme does (docs/GENERATED-CODE.md).
public struct SwiftGenerator: Sendable {
    public enum Access: String, Sendable, CaseIterable {
        case `public`, `internal`
    }

    public var typeName: String
    public var access: Access
    /// The bundle images are loaded from (`Bundle.main` by default).
    public var bundle: String
    /// The app's deployment target (13-26): from 15 on, iOS 15 API is called without `#available`, from 16
    /// `.toolbarBackground` without it, and so on.
    public var minimumIOS: Int

    /// Whether to add a SwiftUI `ViewModifier` per theme (`.barTheme(.ocean)`, `generate swift --swiftui`).
    public var swiftUI: Bool
    /// Whether a large-title font the theme declares follows Dynamic Type, as UIKit's own large title
    /// does (`UIFontMetrics(forTextStyle: .largeTitle).scaledFont(for:)`, docs/UIKIT.md §16.4); false
    /// with `generate swift --fixed-fonts`. The inline title and items do not scale in UIKit (§16.4).
    public var scalesFonts = true

    public init(
        typeName: String = "BarThemeAppearance", access: Access = .public, bundle: String = "Bundle.main", minimumIOS: Int = 13,
        swiftUI: Bool = false, scalesFonts: Bool = true
    ) {
        self.scalesFonts = scalesFonts
        self.typeName = typeName
        self.access = access
        self.bundle = bundle
        self.minimumIOS = minimumIOS
        self.swiftUI = swiftUI
    }

    /// A theme to generate: its document, its `extends` parents (their declarations are emitted
    /// first, so the child's win as they do in BarTheme) and the file it came from.
    public struct Input: Sendable {
        public var document: ThemeDocument
        public var parents: [ThemeDocument]
        public var file: String
        public init(document: ThemeDocument, parents: [ThemeDocument], file: String) {
            self.document = document
            self.parents = parents
            self.file = file
        }

        /// A parent's path as the user would write it: relative to the folder of `file`, as the
        /// theme was given (`Themes/base/CorporateBase.yaml`), whatever path it was loaded from.
        func shownPath(of parent: ThemeDocument) -> String {
            let base = URL(fileURLWithPath: document.path).deletingLastPathComponent().standardizedFileURL.path
            let full = URL(fileURLWithPath: parent.path).standardizedFileURL.path
            guard full.hasPrefix(base + "/") else { return parent.path }
            let relative = String(full.dropFirst(base.count + 1))
            let folder = FilePaths.parent(of: file)
            return folder.isEmpty ? relative : "\(folder)/\(relative)"
        }
    }

    /// The generated file, printed by `SwiftSourceWriter` at the project's swift-format layout: the
    /// header, then inside `#if canImport(UIKit)` one enum per theme (`ThemeEnumWriter`). Nothing here
    /// parses Swift: the tests parse every generated sample, compile it against UIKit's signatures,
    /// run it and lint it with swift-format (docs/GENERATED-CODE.md). It throws nothing today; it stays
    /// `throws` so the command-line tools and plugins need not change when a theme can be refused.
    public func generate(_ themes: [Input]) throws -> String {
        var writer = SwiftSourceWriter()
        for line in header(themes) { writer.line(line) }
        writer.line("")
        // UIKit exists only on iOS, tvOS, visionOS and Mac Catalyst: elsewhere (a package that also builds on
        // Linux or macOS) the file compiles to nothing.
        let enumName = SwiftExpressions.identifier(typeName, uppercased: true)
        writer.conditionalCompilation("canImport(UIKit)") { writer in
            if swiftUI { writer.line("import SwiftUI") }
            writer.line("import UIKit")
            writer.line("")
            writer.line("@MainActor")
            writer.block("\(modifier)enum \(enumName)") { writer in
                for (index, (theme, name)) in zip(themes, themeTypeNames(themes)).enumerated() {
                    if index > 0 { writer.blankLine() }
                    ThemeEnumWriter(theme: theme, name: name, generator: self).write(into: &writer)
                }
            }
            guard swiftUI else { return }
            // SwiftUI (docs/GENERATED-CODE.md, "SwiftUI (`--swiftui`)"): a ViewModifier per theme, applied with `.barTheme(.ocean)`.
            writer.blankLine()
            SwiftUIModifierWriter.writeShared(into: &writer, typeName: enumName, access: modifier)
            for (theme, name) in zip(themes, themeTypeNames(themes)) {
                writer.blankLine()
                SwiftUIModifierWriter(theme: theme, name: name, generator: self).write(into: &writer, typeName: enumName)
            }
        }
        return writer.text
    }

    /// `public ` or nothing, before each declaration.
    var modifier: String { access == .public ? "public " : "" }

    /// The name of each theme's enum, in order: the file name made an identifier, `_` appended to a
    /// name already taken (`Themes/Ocean.yaml` → `Ocean`; the plugins' `Ocean.bartheme.yaml` → `Ocean`).
    public func themeTypeNames(_ themes: [Input]) -> [String] {
        var seen = Set<String>()
        return themes.map { theme in
            var key = ThemeDocument.outputKey(forFile: theme.file)
            if key.hasSuffix(".bartheme") && key.count > ".bartheme".count { key.removeLast(".bartheme".count) }
            var name = SwiftExpressions.identifier(key, uppercased: true)
            while !seen.insert(name).inserted { name += "_" }
            return name
        }
    }

    func header(_ themes: [Input]) -> [String] {
        var lines = ["// Generated by BarTheme \(BarThemeVersion.current) from:"]
        for theme in themes {
            lines.append(
                "//   \(theme.file)"
                    + (theme.parents.isEmpty ? "" : " (extends \(theme.parents.map { theme.shownPath(of: $0) }.joined(separator: ", ")))"))
        }
        lines += [
            "// Do not edit: change the theme and run `render-theme generate swift` again (or build with BarThemePlugin).",
            "// Left out, because it is not app code: scenes (navigation item stacks, toolbar items, stack steps),",
            "// backdrops, status-bar heights and variant matrices describe what BarTheme draws, not what the app sets;",
            "// lint settings, policies and snapshot tolerances only steer BarTheme. Images are loaded by name from",
            "// the app's asset catalog (`render-theme generate assets`); fonts from files must be in the app's UIAppFonts.",
        ]
        return lines
    }
}
