import Foundation
import PackagePlugin

/// `swift package bartheme-generate [--target NAME …]`: writes `BarThemeAppearance.swift` next to
/// the `*.bartheme.yaml` files of each target (every target that has some, or those named), for
/// teams that commit the generated code instead of generating it on every build.
@main
struct BarThemeGenerate: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let named = extractor.extractOption(named: "target")
        let tool = try context.tool(named: "bartheme-codegen")
        var wrote = 0
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, named.isEmpty || named.contains(target.name) else { continue }
            let themes = target.sourceFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".bartheme.yaml") }
                .sorted { $0.path < $1.path }
            guard !themes.isEmpty else { continue }
            // Next to the (first) theme file, inside the target.
            let output = themes[0].deletingLastPathComponent().appendingPathComponent("BarThemeAppearance.swift")
            let process = Process()
            process.executableURL = tool.url
            process.arguments = themes.map(\.path) + ["--out", output.path, "--access", "internal"]
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("bartheme-generate: the themes of target '\(target.name)' have errors (see above)")
                return
            }
            print("bartheme-generate: wrote \(output.path) (\(themes.count) theme\(themes.count == 1 ? "" : "s"))")
            wrote += 1
        }
        if wrote == 0 { Diagnostics.warning("bartheme-generate: no target has *.bartheme.yaml files") }
    }
}
