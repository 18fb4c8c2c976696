import Foundation
import PackagePlugin

/// A build-tool plugin: for a target whose sources include `*.bartheme.yaml` files, generates
/// `BarThemeAppearance.swift` (one enum per theme, `apply()` and `apply(to:)`, internal access)
/// into the plugin's work folder on every build, as SwiftGen's plugin does. The file is wrapped
/// in `#if canImport(UIKit)`, so the target still builds where UIKit does not exist.
@main
struct BarThemePlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let themes = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".bartheme.yaml") }
            .sorted { $0.path < $1.path }
        guard !themes.isEmpty else { return [] }
        // Every file of the target that is not code is an input, so a parent theme a theme
        // `extends`, a token file or an image it names (all inside the theme's folder, so files
        // of the target) reruns the generator when it changes; the themes alone would leave the
        // generated file stale after a parent's edit.
        let inputs = target.sourceFiles.filter { $0.type != .source && $0.type != .header }.map(\.url)
            .sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BarThemeAppearance.swift")
        let tool = try context.tool(named: "bartheme-codegen")
        return [
            .buildCommand(
                displayName: "BarTheme: generating \(output.lastPathComponent) from \(themes.count) theme\(themes.count == 1 ? "" : "s")",
                executable: tool.url,
                arguments: themes.map(\.path) + ["--out", output.path, "--access", "internal"],
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
