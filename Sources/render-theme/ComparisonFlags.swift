import ArgumentParser
import BarSnapshot

/// The comparison options shared by `diff` and `snapshot verify|record`, so both judge images alike.
///
/// Exact by default. A tolerance is opt-in: `--tolerance-de` (CIEDE2000 per pixel) with an optional
/// pixel budget, or `--cross-machine` (pixelmatch's YIQ threshold with anti-aliasing detection) for
/// references drawn on another kind of machine.
struct ComparisonFlags: ParsableArguments {
    @Option(
        name: .customLong("tolerance-de"),
        help: "CIEDE2000 colour difference tolerated per pixel (about 1.0 is the smallest difference people notice). Default: exact.")
    var toleranceDE: Double?

    @Option(help: "Number of pixels allowed beyond the tolerance per image (default 0).")
    var maxPixels: Int?

    @Option(help: "Fraction of an image's pixels, 0 to 1, allowed beyond the tolerance (instead of --max-pixels).")
    var maxRatio: Double?

    @Flag(
        help:
            "Compare renders from another machine (e.g. macOS references on Linux): pixelmatch's YIQ threshold 0.1 with anti-aliasing detection."
    )
    var crossMachine = false

    @Option(help: "The YIQ threshold of the cross-machine mode, 0 (exact) to 1 (implies --cross-machine; default 0.1).")
    var yiqThreshold: Double?

    @Option(help: ArgumentHelp("Old name of --yiq-threshold (cross-machine mode).", visibility: .hidden))
    var threshold: Double?

    @Flag(inversion: .prefixedNo, help: "In the cross-machine mode, ignore differences that are edge anti-aliasing (default on).")
    var antialiasing: Bool?

    func validate() throws {
        if let conflict = values.conflict { throw ValidationError(conflict) }
        do { _ = try options() } catch {
            throw ValidationError(error.message)
        }
    }

    /// The flags as `ComparisonFlagValues`, which turns them into options (shared with `render-theme-diff`).
    var values: ComparisonFlagValues {
        ComparisonFlagValues(
            toleranceDE: toleranceDE, maxPixels: maxPixels, maxRatio: maxRatio, crossMachine: crossMachine, yiqThreshold: yiqThreshold,
            threshold: threshold, antialiasing: antialiasing)
    }

    var isCrossMachine: Bool { values.isCrossMachine }

    /// The options the flags ask for, or nil when none was given (then each theme's `snapshot:`
    /// settings apply, else an exact comparison).
    func options() throws(ComparisonOptionsError) -> ComparisonOptions? { try values.options() }
}
