import ArgumentParser
import BarRender
import BarReview
import BarTheme
import Foundation

/// `render-theme describe`: what VoiceOver reads for each bar, in the order it reads it.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: "Print what VoiceOver reads for each bar of a theme's scenes, in reading order.",
        discussion: """
            Each element is printed as VoiceOver speaks it (label, then traits: "Albums, Back Button", "Inbox, Heading", \
            "Edit, dimmed, Button") with where the label comes from. Image items without an accessibilityLabel are read by \
            their image name. A scene with a stack: is described step by step. One variant per scene and layout direction \
            is described (narrow it with the variant options).
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "Theme files or folders (folders: every .yaml under them; default: Themes/).")
    var themes: [String] = []

    @Option(help: "Describe only this scene (or one step of it: NAME.step03).")
    var scene: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var variant: VariantOptions

    @Option(
        help:
            "UIKit era: ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26+, Liquid Glass). Default: each theme's era: (with compatibilityMode), else ios26."
    )
    var era: String?

    func validate() throws {
        if let era, Era(rawValue: era) == nil {
            throw ValidationError("--era must be one of: \(Era.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        let inputs: [ThemeInputs.Input]
        do { inputs = try ThemeInputs.inputs(themes, command: "describe") } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        let renderer: BarRenderer
        do { renderer = try BarRenderer(era: era.flatMap(Era.init(rawValue:))) } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.usageOrIO
        }
        var failed = false
        var unknownScene = false
        var described: [[String: Any]] = []
        for input in inputs {
            let path = input.path
            guard let loaded = ThemeInputs.load(input) else { failed = true; continue }
            let jobs = RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: scene, overrides: variant.overrides)
            if jobs.isEmpty && input.fromFolder && loaded.document.scenes.isEmpty && scene == nil { continue }
            if jobs.isEmpty {
                let names = loaded.document.scenes.flatMap(\.renderedScenes).map(\.name.value)
                StandardError.print(
                    "\(path): error: " + (scene.map { "no scene named '\($0)'" } ?? "the theme has no scenes")
                        + (names.isEmpty ? "" : "; scenes: \(names.joined(separator: ", "))"))
                unknownScene = true
                continue
            }
            var seen = Set<String>()
            for job in jobs where seen.insert("\(job.scene.name.value)|\(job.variant.layoutDirection)").inserted {
                let output: BarRenderer.Output
                do { output = try renderer.render(job) } catch {
                    StandardError.print("error: \(job.document.path) scene '\(job.scene.name.value)': \(error)")
                    failed = true
                    continue
                }
                let bar = job.scene.bar?.value ?? .navigationBar
                let elements = VoiceOverReader.elements(content: output.content, layout: output.layout, bar: bar)
                let direction = job.variant.layoutDirection == .rightToLeft ? "right to left" : "left to right"
                switch format {
                case .text:
                    print(
                        "\(job.document.name) / \(job.scene.name.value) (\(bar == .toolbar ? "toolbar" : "navigation bar"), \(direction), \(job.variant))"
                    )
                    if elements.isEmpty { print("    (nothing for VoiceOver to read)") }
                    for (index, element) in elements.enumerated() {
                        print("    \(index + 1). \(element.spoken)    [\(element.source)]")
                    }
                case .json:
                    described.append([
                        "theme": job.document.name, "scene": job.scene.name.value, "bar": bar.rawValue,
                        "variant": job.variant.description, "layoutDirection": direction,
                        "elements": elements.map {
                            [
                                "role": $0.role.rawValue, "label": $0.label, "traits": $0.traits,
                                "spoken": $0.spoken, "source": $0.source,
                            ] as [String: Any]
                        },
                    ])
                }
            }
        }
        if format == .json {
            let data = try JSONSerialization.data(withJSONObject: described, options: [.prettyPrinted, .sortedKeys])
            printJSON(data)
        }
        if unknownScene { throw ExitCodes.usageOrIO }
        if failed { throw ExitCodes.findings }
    }
}
