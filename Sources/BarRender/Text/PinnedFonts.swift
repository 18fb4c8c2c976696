import BarTheme
import Foundation

/// The font files BarTheme draws with, shipped as package resources (`Resources/Fonts`), so text
/// never depends on what a machine has installed (see `Resources/Fonts/README.md`).
public enum PinnedFonts {
    /// One pinned face: a family, its weight, and the file.
    public struct Face: Hashable, Sendable {
        /// The family name themes use (`Inter`, `Inter Display`, ...).
        public let family: String
        /// The weight, 100-900 (400 regular, 600 semibold, 700 bold).
        public let weight: Int
        /// The font file's name in the fonts folder.
        public let file: String
    }

    /// `system` is UIKit's system font; Inter stands in for SF Pro Text.
    public static let systemFamily = FontTable.systemFamily

    /// The faces a theme can name by family and weight, from `FontTable` (the one table of pinned
    /// fonts; the fallback fonts for other scripts are ``fallbacks``).
    public static let faces: [Face] = FontTable.faces.map { Face(family: $0.family, weight: $0.weight.numericValue, file: $0.file) }

    /// Fonts tried, in order, for characters the chosen font lacks: CJK (Noto Sans CJK SC, cut to
    /// about 7,900 common characters), colour emoji (Noto Color Emoji, single code points), Droid
    /// Sans Fallback for other CJK characters, Hebrew and Arabic, Devanagari, Thai, then symbols
    /// and pictographs (monochrome). A family with a bold face uses
    /// it for text of weight 600 and up.
    public static let fallbacks: [Face] = [
        Face(family: "Noto Sans CJK SC", weight: 400, file: "NotoSansCJKsc-Regular-Subset.otf"),
        Face(family: "Noto Sans CJK SC", weight: 700, file: "NotoSansCJKsc-Bold-Subset.otf"),
        Face(family: "Noto Color Emoji", weight: 400, file: "NotoColorEmoji-Subset.ttf"),
        Face(family: "Droid Sans Fallback", weight: 400, file: "DroidSansFallback.ttf"),
        Face(family: "DejaVu Sans", weight: 400, file: "DejaVuSans.ttf"),
        Face(family: "DejaVu Sans", weight: 700, file: "DejaVuSans-Bold.ttf"),
        Face(family: "Noto Sans Devanagari", weight: 400, file: "NotoSansDevanagari-Regular.ttf"),
        Face(family: "Noto Sans Devanagari", weight: 700, file: "NotoSansDevanagari-Bold.ttf"),
        Face(family: "Noto Sans Thai", weight: 400, file: "NotoSansThai-Regular.ttf"),
        Face(family: "Noto Sans Thai", weight: 700, file: "NotoSansThai-Bold.ttf"),
        Face(family: "Noto Sans Symbols2", weight: 400, file: "NotoSansSymbols2-Regular.ttf"),
    ]

    /// The fallback families standing in for iOS's CJK fonts (PingFang), whose characters take no
    /// tracking: San Francisco's `trak` table is its own font's (measured on one fit app, Reader for
    /// iOS's "取消" capsule, docs/UIKIT.md §2.4). The other fallbacks keep San Francisco's (not measured).
    public static let untrackedFamilies: Set<String> = ["Noto Sans CJK SC", "Droid Sans Fallback"]

    /// Every pinned file: the faces, then the fallbacks.
    public static var files: [String] { (faces + fallbacks).map(\.file) }

    /// The families a theme may name (`system` included).
    public static var families: [String] {
        [systemFamily] + Array(Set(faces.map(\.family))).sorted()
    }

    /// The folder holding the pinned files.
    public static var directory: URL {
        if let override = ProcessInfo.processInfo.environment["BARTHEME_FONTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        return Bundle.module.resourceURL!.appendingPathComponent("Fonts")
    }

    /// The face for a family and weight: `FontTable.drawnFace(family:weight:)`, the nearest pinned
    /// weight, or for one of iOS's own families (`Helvetica Neue`) the stand-in Inter at the weight of
    /// the iOS face that weight names.
    public static func face(family: String, weight: FontWeight) -> Face? {
        FontTable.drawnFace(family: family, weight: weight).map { Face(family: $0.family, weight: $0.weight.numericValue, file: $0.file) }
    }
}
