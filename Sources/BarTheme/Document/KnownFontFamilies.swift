/// The font families a theme may name with `family:`: UIKit's `system` font and the families of
/// the pinned font files BarRender ships (`PinnedFonts`). BarTheme cannot import BarRender, so the
/// list is kept here; a BarRender test checks that the two agree.
public enum KnownFontFamilies {
    /// `system` (UIKit's system font, drawn with the pinned Inter), `Inter`, `Inter Display`.
    public static let names = ["system", "Inter", "Inter Display"]
}
