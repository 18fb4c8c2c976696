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
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BarThemeAppearance.swift")
        let tool = try context.tool(named: "bartheme-codegen")
        return [
            .buildCommand(
                displayName: "BarTheme: generating \(output.lastPathComponent) from \(themes.count) theme\(themes.count == 1 ? "" : "s")",
                executable: tool.url,
                arguments: themes.map(\.path) + ["--out", output.path, "--access", "internal"],
                inputFiles: themes,
                outputFiles: [output])
        ]
    }
}
