import BarRender
import BarTheme
import Foundation

/// What `render-theme --version` prints: BarTheme's version, then the rendering stack this binary
/// draws with (the linked cairo, FreeType and HarfBuzz versions and the SHA-256 of every pinned font
/// file), which is what decides a reference's exact pixels (`Snapshots/STACK.json` records the same).
enum VersionText {
    /// The text, or the version alone with a note when the stack cannot be read (e.g. a font file
    /// is missing beside the binary).
    static func make() -> String {
        var lines = ["render-theme \(BarThemeVersion.current)"]
        do {
            let stack = try RenderingStack.current()
            lines.append("rendering stack: cairo \(stack.cairo), FreeType \(stack.freetype), HarfBuzz \(stack.harfbuzz)")
            lines.append("pinned fonts (sha256):")
            for (file, hash) in stack.fonts.sorted(by: { $0.key < $1.key }) {
                lines.append("  \(file) \(hash)")
            }
        } catch {
            lines.append("rendering stack: unknown (\(error.description))")
        }
        return lines.joined(separator: "\n")
    }
}
