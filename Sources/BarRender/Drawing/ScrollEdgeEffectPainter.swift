import BarTheme
internal import CCairo

/// Draws the iOS 26 scroll edge effect over the backdrop, under the bar (docs/UIKIT.md §10.2): the
/// effect's colour at full strength, then a linear fade to nothing; a hard effect's dividing line.
/// The backdrop is one flat colour, so the blur UIKit adds changes nothing and is not drawn.
enum ScrollEdgeEffectPainter {
    static func draw(_ effect: ScrollEdgeEffectPlacement, context cr: OpaquePointer) {
        let c = effect.color
        if effect.solid.height > 0 {
            cairo_rectangle(cr, effect.solid.x, effect.solid.y, effect.solid.width, effect.solid.height)
            CairoColor.set(c, on: cr)
            cairo_fill(cr)
        }
        if effect.fade.height > 0 {
            // Full strength on the side touching the solid band, none on the far side.
            let fromTop = effect.fade.y >= effect.solid.maxY - 0.0001
            let (start, end) = fromTop ? (effect.fade.y, effect.fade.maxY) : (effect.fade.maxY, effect.fade.y)
            if let gradient = cairo_pattern_create_linear(0, start, 0, end) {
                cairo_pattern_add_color_stop_rgba(gradient, 0, c.red, c.green, c.blue, c.alpha)
                cairo_pattern_add_color_stop_rgba(gradient, 1, c.red, c.green, c.blue, 0)
                cairo_rectangle(cr, effect.fade.x, effect.fade.y, effect.fade.width, effect.fade.height)
                cairo_set_source(cr, gradient)
                cairo_fill(cr)
                cairo_pattern_destroy(gradient)
            }
        }
        if let divider = effect.divider, case .hairline(let color) = divider.shadow {
            cairo_rectangle(cr, divider.frame.x, divider.frame.y, divider.frame.width, divider.frame.height)
            CairoColor.set(color, on: cr)
            cairo_fill(cr)
        }
    }
}
