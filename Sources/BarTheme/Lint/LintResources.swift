/// What some lint checks need from the renderer, which BarTheme cannot import: the glyphs the
/// pinned fonts have and the colours of image files. `render-theme validate` passes BarRender's;
/// without it those checks are skipped (a bar with a background image is not estimated, glyphs are
/// not checked).
public protocol LintResources: AnyObject, Sendable {
    /// The characters of `text` that neither `font` nor any fallback font has a glyph for (drawn as
    /// an empty box), each once, in order.
    func missingCharacters(in text: String, font: FontDescriptor) -> [Character]
    /// The average colour of an image file (alpha-weighted, alpha kept), or nil when it cannot be read.
    func averageColor(of image: ResolvedImage) -> RGBAColor?
}
