import ArgumentParser
import BarTheme

/// The options that replace a scene's variant axes.
struct VariantOptions: ParsableArguments {
    @Option(help: "Render only at this scale (1, 2 or 3).")
    var scale: Int?

    @Option(help: "Render only at this bar width in points (1-1366; below 320 is linted).")
    var width: Double?

    @Option(help: "Render only these bar metrics: default, compact (landscapePhone is an alias).")
    var metrics: String?

    @Option(help: "Render only at this bar position: top, topAttached, bottom, any.")
    var position: String?

    @Option(help: "Render only in this appearance: light or dark.")
    var style: String?

    func validate() throws {
        if let scale, ![1, 2, 3].contains(scale) { throw ValidationError("--scale must be 1, 2 or 3, not \(scale)") }
        if let width, !(1...1366).contains(width) { throw ValidationError("--width must be from 1 to 1366 points") }
        if let metrics, BarMetrics(rawValue: metrics) ?? BarMetrics.aliases[metrics] == nil {
            throw ValidationError("--metrics must be one of \(BarMetrics.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let position, BarPosition(rawValue: position) == nil {
            throw ValidationError("--position must be one of \(BarPosition.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        if let style, UserInterfaceStyle(rawValue: style) == nil { throw ValidationError("--style must be light or dark") }
    }

    var overrides: VariantOverrides {
        VariantOverrides(
            metrics: metrics.flatMap { BarMetrics(rawValue: $0) ?? BarMetrics.aliases[$0] },
            position: position.flatMap(BarPosition.init(rawValue:)), width: width, scale: scale,
            userInterfaceStyle: style.flatMap(UserInterfaceStyle.init(rawValue:)))
    }
}
