/// The animated change between two steps of a stack scene, for one bar in one variant: the resting
/// jobs it starts and ends on (nil for a hidden bar) and how UIKit moves between them
/// (docs/UIKIT.md §11.6).
public struct TransitionJob: Sendable {
    /// `library.step02` or `library.step02.toolbar`: the step (and bar) the transition ends on.
    public let name: String
    /// The theme.
    public let document: ThemeDocument
    /// The variant both ends are drawn in.
    public let variant: Variant
    /// The resting bar the transition starts from; `nil` when the bar appears.
    public let from: RenderJob?
    /// The resting bar it ends on; `nil` when the bar hides.
    public let to: RenderJob?
    /// Push, pop, hide or show: how the bar moves.
    public let kind: StackTransition

    /// `PhotoJourney/library.step01.transition.default.topAttached.light.375w@3x.png` (an APNG).
    public var relativeOutputPath: String {
        "\(document.outputKey)/\(name).transition.\(variant).png"
    }

    /// The contact sheet of the frames, one above the other.
    public var relativeSheetPath: String {
        "\(document.outputKey)/\(name).transition-frames.\(variant).png"
    }

    /// Every animated transition of a theme's stack scenes (or only `sceneName`'s), per variant.
    public static func jobs(
        for document: ThemeDocument, parents: [ThemeDocument] = [], sceneName: String? = nil,
        overrides: VariantOverrides = VariantOverrides()
    ) -> [TransitionJob] {
        var result: [TransitionJob] = []
        let eras = EraVariant.axis(documents: [document] + parents, overrides: overrides)
        for scene in document.scenes where !scene.stack.isEmpty {
            let steps = NavigationStackSimulator.simulate(scene).steps
            for (previous, step) in zip(steps, steps.dropFirst()) where step.animated && step.transition != .none {
                let before = scene.restingScenes(at: previous), after = scene.restingScenes(at: step)
                for toolbar in [false, true] {
                    let from = before.first { ($0.bar?.value == .toolbar) == toolbar }
                    let to = after.first { ($0.bar?.value == .toolbar) == toolbar }
                    guard from != nil || to != nil else { continue }
                    let kind: StackTransition
                    switch (from != nil, to != nil) {
                    case (true, false): kind = toolbar ? .hideToolbar : .hideNavigationBar
                    case (false, true): kind = toolbar ? .showToolbar : .showNavigationBar
                    default:
                        guard step.transition == .push || step.transition == .pop else { continue }
                        kind = step.transition
                    }
                    let name = "\(scene.name.value).\(step.label)" + (toolbar ? ".toolbar" : "")
                    if let sceneName, sceneName != scene.name.value, !name.hasPrefix(sceneName) { continue }
                    let template = (to ?? from)!
                    let variants = VariantMatrix.variants(for: template, overrides: overrides, eras: eras)
                    for variant in variants {
                        func job(_ resting: SceneDeclaration?) -> RenderJob? {
                            guard let resting else { return nil }
                            guard VariantMatrix.variants(for: resting, overrides: overrides, eras: eras).contains(variant) else {
                                return nil
                            }
                            return RenderJob(document: document, parents: parents, scene: resting, variant: variant)
                        }
                        let fromJob = job(from), toJob = job(to)
                        // Both sides must exist in this variant when both bars show (a rotation can change metrics).
                        guard fromJob != nil || from == nil, toJob != nil || to == nil, fromJob != nil || toJob != nil else { continue }
                        result.append(TransitionJob(name: name, document: document, variant: variant, from: fromJob, to: toJob, kind: kind))
                    }
                }
            }
        }
        return result
    }
}
