import ArgumentParser
import BarCommandLine
import BarRender
import BarTheme
import Foundation

/// `render-theme validate`: checks themes (errors) and lints them (warnings), for editors and CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check theme files and report every error and warning with its line and column.",
        discussion: """
            Errors stop a theme from rendering; warnings (lint) name the UIKit rule they come from and \
            their rule id, which a theme can switch off with lint: { disable: [id] }.
            Exit status: 0 clean, 1 findings (errors, or warnings with --strict), 2 usage or I/O error.
            """)

    @Argument(
        help: "Theme files or folders to check (folders: every .yaml under them; default: Themes/).",
        completion: .file(extensions: ["yaml", "yml"]))
    var themes: [String] = []

    @Option(help: "Output format: text (with source excerpts), json, github (workflow annotations), or sarif (SARIF 2.1.0).")
    var format: DiagnosticReport.Format = .text

    @Flag(help: "Treat warnings as failures.")
    var strict = false

    @OptionGroup var settings: AccessibilityOptions

    @OptionGroup var quiet: QuietOption
    @OptionGroup var eraChoice: EraOption

    func run() throws {
        quiet.apply()
        let paths: [String]
        do { paths = try ThemeInputs.paths(themes, command: "validate", quiet: false) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        var all: [Diagnostic] = []
        var sources: [String: String] = [:]
        // The pinned fonts and image decoding, for the glyph check and image-backed contrast estimates;
        // images are decoded in full and fonts loaded, so what validate accepts, render can draw.
        let resources = try? RenderLintResources()
        let decoder = ReferencedFileDecoder()
        // --pseudo / --accessibility: lay out those variants and report what truncates or collides.
        var overrides = settings.overrides
        overrides.eras = eraChoice.eras
        let layoutCheck = settings.isEmpty ? nil : try? RenderedLayoutCheck(overrides: overrides)
        // Folders are looked up once for the whole run, not once a theme (docs/PERFORMANCE.md, "validate").
        PhysicalPath.sharingFolderLookups {
            for path in paths {
                let result = ThemeValidator.validate(
                    path: path, resources: resources, decoder: decoder, layoutCheck: layoutCheck, eras: eraChoice.eras)
                all += result.diagnostics
                sources.merge(result.sources) { a, _ in a }
            }
        }
        let report = DiagnosticReport(diagnostics: all, sources: sources, fileCount: paths.count)
        let output = report.render(format, summary: !quiet.quiet)
        if !output.isEmpty { print(output) }
        if report.errorCount > 0 || (strict && report.warningCount > 0) { throw ExitCodes.findings }
    }
}

extension DiagnosticReport.Format: ExpressibleByArgument {}
