/// `compatibilityMode: true` in a theme whose app is built with Xcode 27 or later (`xcode:`): "the
/// system ignores this key when you build for iOS 27 or later" (developer.apple.com,
/// UIDesignRequiresCompatibility; docs/UIKIT.md §10.1), so the app draws Liquid Glass and the key
/// promises a look it will not get. BarTheme renders such a theme in `ios26` too (`Era.effective`).
struct CompatibilityModeIgnoredRule: LintRule {
    let id = "compatibility-mode-ignored"
    let summary = "compatibilityMode has no effect for an app built with Xcode 27 or later."
    let source = "docs/UIKIT.md §10.1"

    func check(_ theme: LintContext) -> [Diagnostic] {
        let chain = [theme.document] + theme.parents
        guard let mode = chain.lazy.compactMap(\.compatibilityMode).first, mode.value,
            let xcode = chain.lazy.compactMap(\.xcode).first, !XcodeVersion.honoursCompatibilityMode(xcode.value)
        else { return [] }
        // Reported in this file: at compatibilityMode when this file sets it, else at the xcode: that
        // makes an inherited compatibilityMode moot; a parent's own pair is reported in the parent.
        let location: SourceLocation
        if theme.document.compatibilityMode != nil {
            location = mode.location
        } else if theme.document.xcode != nil {
            location = xcode.location
        } else {
            return []
        }
        return [
            warning(
                "compatibilityMode: true has no effect for an app built with Xcode \(xcode.value): the system ignores UIDesignRequiresCompatibility when the app is built for iOS \(XcodeVersion.ignoresCompatibilityMode) or later, so its bars draw Liquid Glass (rendered in ios26)"
                    + (theme.declaresTabBar ? "; its tab bar becomes the floating glass capsule (docs/UIKIT.md §18.6)" : ""),
                at: location,
                hint:
                    "make the theme right for Liquid Glass and remove compatibilityMode; if the app is still built with Xcode 26, say xcode: 26; to draw the pre-26 look anyway (e.g. for an older build), set era: ios15 instead"
            )
        ]
    }
}
