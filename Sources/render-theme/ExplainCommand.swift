import ArgumentParser
import BarRender
import BarTheme
import Foundation

/// `render-theme explain`: every resolved property of a scene, its value and why it won.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show how a scene's bar appearance was resolved: each value, where it came from, and the rule that chose it.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    @Argument(help: "The theme file.")
    var theme: String

    @Option(help: "The scene to explain (default: the theme's first scene).")
    var scene: String?

    @Option(
        help:
            "For a scene with a stack: explain the bars after this step (0 is the starting items:), with the stack, top and back items and the back-title rule."
    )
    var step: Int?

    @Option(help: "Show only this property, e.g. barTintColor.")
    var property: String?

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    @OptionGroup var variant: VariantOptions

    @Option(
        help:
            "UIKit era: ios7 (iOS 7-12), ios13 (iOS 13-14), ios15 (iOS 15-18) or ios26 (iOS 26+, Liquid Glass). Default: the theme's era: (with compatibilityMode), else ios26."
    )
    var era: String?

    func validate() throws {
        if let era, Era(rawValue: era) == nil {
            throw ValidationError("--era must be one of: \(Era.allCases.map(\.rawValue).joined(separator: ", "))")
        }
    }

    func run() throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: theme, isDirectory: &isFolder) else {
            StandardError.print("error: \(theme): no such file or folder")
            throw ExitCodes.usageOrIO
        }
        guard !isFolder.boolValue else {
            StandardError.print("error: \(theme): this is a folder, not a theme file; explain takes one theme file")
            throw ExitCodes.usageOrIO
        }
        guard let loaded = ThemeInputs.load(theme) else { throw ExitCodes.findings }
        let document = loaded.document
        guard var chosen = scene.map({ name in document.scenes.first { $0.name.value == name } }) ?? document.scenes.first else {
            let names = document.scenes.map(\.name.value)
            StandardError.print(
                "error: " + (scene.map { "no scene named '\($0)'" } ?? "the theme has no scenes")
                    + (names.isEmpty ? "" : "; scenes: \(names.joined(separator: ", "))"))
            throw ExitCodes.usageOrIO
        }
        var stackStep: StackStep?
        if let step {
            let (found, bar) = try StackExplanation.step(step, of: chosen)
            stackStep = found
            guard let bar else {
                if format == .text {
                    for line in StackExplanation.lines(for: found) { print(line) }
                } else {
                    printJSON(
                        try JSONSerialization.data(
                            withJSONObject: ["step": StackExplanation.json(for: found)], options: [.prettyPrinted, .sortedKeys]))
                }
                return
            }
            chosen = bar
        }
        guard let first = VariantMatrix.variants(for: chosen, overrides: variant.overrides).first else { throw ExitCodes.usageOrIO }
        // Rendered, not only resolved: translucency inferred from a background image's alpha needs the
        // decoded image, and the back title that fits needs the layout.
        let output: BarRenderer.Output
        do {
            output = try BarRenderer(era: era.flatMap(Era.init(rawValue:)))
                .render(RenderJob(document: document, parents: loaded.parents, scene: chosen, variant: first))
        } catch {
            StandardError.print("error: \(error)")
            throw ExitCodes.findings
        }
        let appearance = output.appearance
        let drawnBack = output.content.backButton == nil ? nil : (output.layout.texts.first { $0.role == .backTitle }?.text ?? "")
        let all =
            appearance.explained
            + ContentExplanation.properties(
                scene: chosen, content: output.content, drawnBackTitle: drawnBack, era: appearance.era)
        var properties = all
        if let property {
            // An exact name first: `shadow` is the bar's shadow, not the title's `titleTextAttributes.shadow`.
            let exact = all.filter { $0.name == property }
            properties = exact.isEmpty ? all.filter { $0.name.hasSuffix(".\(property)") } : exact
            guard !properties.isEmpty else {
                let names = all.map(\.name)
                let hint = SpellingSuggestion.closest(to: property, in: names).map { "did you mean '\($0)'? " } ?? ""
                StandardError.print("error: no property '\(property)'; \(hint)properties: \(names.joined(separator: ", "))")
                throw ExitCodes.usageOrIO
            }
        }
        // The design token behind a declared colour (docs/THEME-FORMAT.md, "Design tokens").
        func token(_ property: ExplainedProperty) -> DesignTokenOrigin? {
            guard case .declared(let location, _) = property.provenance.origin else { return nil }
            return document.designTokenOrigin(at: location, parents: loaded.parents)?.for(appearance.effectiveStyle)
        }
        let summary = ExplanationSummary.line(appearance: appearance, content: output.content, drawnBackTitle: drawnBack)
        switch format {
        case .text:
            if let stackStep { for line in StackExplanation.lines(for: stackStep) { print(line) } }
            print("\(document.name) / \(chosen.name.value) / \(first)")
            if property == nil { print(summary) }
            for p in properties {
                print("")
                print("\(p.name) = \(p.value)")
                print("    from \(Self.origin(p.provenance))")
                if let token = token(p) { print("    \(token)") }
                print("    why: \(p.provenance.rule)")
                for lost in p.overridden {
                    print("    beats \(lost.value) at \(lost.location) (\(lost.layer))")
                }
                if let swiftUI = Self.swiftUINote(p, bar: appearance.bar) { print("    SwiftUI: \(swiftUI)") }
            }
        case .json:
            let items: [[String: Any]] = properties.map { p in
                var item: [String: Any] = ["property": p.name, "value": p.value, "detail": p.detail, "rule": p.provenance.rule]
                switch p.provenance.origin {
                case .declared(let l, let layer):
                    item["source"] = ["file": l.file, "line": l.line, "column": l.column, "layer": layer] as [String: Any]
                case .defaulted(let what):
                    item["default"] = what
                }
                if let swiftUI = Self.swiftUINote(p, bar: appearance.bar) { item["swiftUI"] = swiftUI }
                if let token = token(p) {
                    item["token"] = [
                        "name": token.token,
                        "chains": token.chains.map { chain in
                            [
                                "appearance": chain.appearance?.rawValue ?? "any",
                                "steps": chain.steps.map { step in
                                    [
                                        "token": step.value, "file": step.location.file, "line": step.location.line,
                                        "column": step.location.column,
                                    ] as [String: Any]
                                },
                            ] as [String: Any]
                        },
                    ] as [String: Any]
                }
                item["overridden"] = p.overridden.map { lost in
                    [
                        "value": lost.value, "layer": lost.layer, "file": lost.location.file, "line": lost.location.line,
                        "column": lost.location.column,
                    ] as [String: Any]
                }
                return item
            }
            var object: [String: Any] = [
                "theme": document.name, "scene": chosen.name.value, "variant": first.description,
                "summary": summary, "properties": items,
            ]
            if let stackStep { object["step"] = StackExplanation.json(for: stackStep) }
            let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            printJSON(data)
        }
    }

    /// What a SwiftUI modifier would do to a proxy value (docs/UIKIT.md §15.2).
    static func swiftUINote(_ property: ExplainedProperty, bar: BarKind) -> String? {
        guard case .declared(_, let layer) = property.provenance.origin else { return nil }
        return SwiftUIOverride.note(property: property.name, layer: layer, bar: bar)
    }

    static func origin(_ provenance: Provenance) -> String {
        switch provenance.origin {
        case .declared(let location, let layer): return "\(location) (\(layer))"
        case .defaulted(let what): return "default: \(what)"
        }
    }
}
