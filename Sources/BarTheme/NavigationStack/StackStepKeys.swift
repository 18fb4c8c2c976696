/// The words a `stack:` step may be written as, and the limit on steps.
public enum StackStepKeys {
    /// Steps written as a bare word (`- pop`, `- swipe`): the operations without an argument and
    /// the events.
    public static let bareSteps = [ThemeKey.pop.spelling, ThemeKey.popToRoot.spelling] + StackEvent.allCases.map(\.rawValue)
    /// The operation keys of a step mapping; exactly one per step.
    public static let operations: [ThemeKey] = [
        .push, .pop, .popToRoot, .popTo, .setViewControllers, .setItems, .setNavigationBarHidden, .setToolbarHidden, .event,
    ]
    /// At most this many steps per scene (each renders its own images).
    public static let maximumSteps = 64
}
