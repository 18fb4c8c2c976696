import BarTheme
internal import CCairo

/// Sets a colour as the Cairo source.
enum CairoColor {
    static func set(_ color: RGBAColor, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
