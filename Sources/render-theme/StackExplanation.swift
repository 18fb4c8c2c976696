import BarTheme

/// `explain --step N`: finds the step (its explanation is BarTheme's `StackStepExplanation`).
enum StackExplanation {
    /// The step's scene to resolve (its navigation bar), or nil when the bar is hidden.
    static func step(_ index: Int, of scene: SceneDeclaration) throws -> (step: StackStep, bar: SceneDeclaration?) {
        let steps = NavigationStackSimulator.simulate(scene).steps
        guard steps.indices.contains(index) else {
            StandardError.print("error: scene '\(scene.name.value)' has steps 0...\(steps.count - 1); there is no step \(index)")
            throw ExitCodes.usageOrIO
        }
        let step = steps[index]
        let bar = scene.restingScenes(at: step).first { $0.bar?.value != .toolbar }
        return (step, bar)
    }
}
