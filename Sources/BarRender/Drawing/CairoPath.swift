internal import CCairo

/// Path shapes shared by the painters.
enum CairoPath {
    /// Adds a rectangle with circular corners of `radius` as a new closed sub-path (the caller fills
    /// or strokes it); the radius is used as given (callers clamp it to half the shorter side).
    static func addRoundedRect(_ cr: OpaquePointer, x: Double, y: Double, width: Double, height: Double, radius r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + width - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + width - r, y + height - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + height - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
