/// Flat colours standing in for `UIBlurEffect` styles over a flat backdrop (BarTheme does not
/// blur). `systemChromeMaterial` is docs/UIKIT.md's measured value (§2.1); the others are ❓
/// approximations in the same family, more or less opaque, recorded in docs/PRECEDENCE.md.
public enum MaterialTable {
    /// The flat colour standing in for `style` on a light or `dark` bar of kind `bar`; `nil` when it adds no layer over the backdrop.
    public static func color(for style: BlurEffectStyle, dark: Bool, bar: BarKind) -> RGBAColor? {
        let lightBase = RGBAColor(r: 0xF9, g: 0xF9, b: 0xF9), darkBase = RGBAColor(r: 0x1D, g: 0x1D, b: 0x1D)
        let base = dark ? (bar.isBottomBar ? RGBAColor(r: 0x16, g: 0x16, b: 0x16) : darkBase) : lightBase
        switch style {
        case .none: return nil
        // Over a flat backdrop the light chrome material leaves the colour as it is (measured, see
        // EraDefaults.ios13); dark mode keeps the 0xF01D1D1D approximation.
        case .systemChromeMaterial: return dark ? base.withAlpha(0xF0 / 255.0) : nil
        case .systemThickMaterial, .prominent: return base.withAlpha(0.9)
        case .systemMaterial, .regular: return base.withAlpha(0.78)
        case .systemThinMaterial: return base.withAlpha(0.6)
        case .systemUltraThinMaterial: return base.withAlpha(0.4)
        case .light: return RGBAColor(white: 1, alpha: 0.7)
        case .extraLight: return RGBAColor(r: 0xF8, g: 0xF8, b: 0xF8, alpha: 0.9)
        case .dark: return RGBAColor(r: 0x1C, g: 0x1C, b: 0x1C, alpha: 0.75)
        }
    }
}
