internal import CCairo

/// UIKit's back indicator drawn as a vector: a "<" stroke filling a 13 × 21 pt box (spec §1.4),
/// 3 pt wide with round caps and join, like the iOS 7+ chevron asset.
enum BackChevron {
    static let lineWidth = 3.0

    static func draw(in frame: BarTheme.Rect, color: BarTheme.RGBAColor, context: OpaquePointer) {
        let inset = lineWidth / 2
        cairo_save(context)
        cairo_new_path(context)
        cairo_move_to(context, frame.maxX - inset, frame.minY + inset)
        cairo_line_to(context, frame.minX + inset, frame.midY)
        cairo_line_to(context, frame.maxX - inset, frame.maxY - inset)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        CairoColor.set(color, on: context)
        cairo_stroke(context)
        cairo_restore(context)
    }
}

import BarTheme

/// Sets a colour as the Cairo source.
enum CairoColor {
    static func set(_ color: RGBAColor, on context: OpaquePointer) {
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
    }
}
