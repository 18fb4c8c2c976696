/// The one table of the fonts BarTheme pins: for each face its family (as themes name it), its
/// weight, its file in BarRender's `Resources/Fonts` and its PostScript name (the `name` table's
/// name ID 6, what `UIFont(name:size:)` takes), as read from the files themselves with FreeType
/// (`fc-scan --format '%{postscriptname}'`; `FontTableTests` reads them again with
/// `FontPostScriptName`). Everything that names a pinned font reads it from here: BarRender's file
/// map (`PinnedFonts`), the families and weights a theme may name (`KnownFontFamilies`), the
/// importers' PostScript-name reader and the generated Swift's `UIFont(name:size:)`.
///
/// Inter's files follow CSS weight names, so UIKit's `ultraLight` (100) is `Inter-Thin` and `thin`
/// (200) is `Inter-ExtraLight`; `heavy` (800) is `Inter-ExtraBold`; regular is `Inter-Regular`.
public enum FontTable {
    /// One pinned face.
    public struct Face: Hashable, Sendable {
        /// The family name a theme uses (`Inter`, `Inter Display`).
        public let family: String
        /// The face's weight.
        public let weight: FontWeight
        /// The file's name in BarRender's fonts folder.
        public let file: String
        /// The PostScript name in the file (`Inter-SemiBold`).
        public let postScriptName: String
    }

    /// `system` is UIKit's system font, drawn with Inter (the stand-in for SF Pro).
    public static let systemFamily = "system"
    /// The family `system` is drawn with.
    public static let systemStandIn = "Inter"

    /// Every pinned face.
    public static let faces: [Face] = [
        Face(family: "Inter", weight: .ultraLight, file: "Inter-Thin.otf", postScriptName: "Inter-Thin"),
        Face(family: "Inter", weight: .thin, file: "Inter-ExtraLight.otf", postScriptName: "Inter-ExtraLight"),
        Face(family: "Inter", weight: .light, file: "Inter-Light.otf", postScriptName: "Inter-Light"),
        Face(family: "Inter", weight: .regular, file: "Inter-Regular.otf", postScriptName: "Inter-Regular"),
        Face(family: "Inter", weight: .medium, file: "Inter-Medium.otf", postScriptName: "Inter-Medium"),
        Face(family: "Inter", weight: .semibold, file: "Inter-SemiBold.otf", postScriptName: "Inter-SemiBold"),
        Face(family: "Inter", weight: .bold, file: "Inter-Bold.otf", postScriptName: "Inter-Bold"),
        Face(family: "Inter", weight: .heavy, file: "Inter-ExtraBold.otf", postScriptName: "Inter-ExtraBold"),
        Face(family: "Inter", weight: .black, file: "Inter-Black.otf", postScriptName: "Inter-Black"),
        Face(family: "Inter Display", weight: .bold, file: "InterDisplay-Bold.otf", postScriptName: "InterDisplay-Bold"),
    ]

    /// The families a theme may name: `system`, then the pinned families in table order.
    public static let families: [String] = faces.reduce(into: [systemFamily]) { names, face in
        if !names.contains(face.family) { names.append(face.family) }
    }

    /// The weights a family has a face for (`system`: every weight, as on iOS).
    public static func weights(of family: String) -> [FontWeight] {
        family == systemFamily ? FontWeight.allCases : faces.filter { $0.family == family }.map(\.weight)
    }

    /// The face with this PostScript name (exactly as in the file), or nil.
    public static func face(postScriptName: String) -> Face? {
        faces.first { $0.postScriptName == postScriptName }
    }

    /// The face a family is drawn with at a weight: the weight's own face, else the nearest pinned
    /// one (`nearest`). `system` is drawn with Inter.
    public static func face(family: String, weight: FontWeight) -> Face? {
        let name = family == systemFamily ? systemStandIn : family
        return nearest(faces.filter { $0.family == name }, to: weight, weight: \.weight)
    }

    /// The candidate nearest `wanted` by CSS font matching: the weight's own, else the nearest, for
    /// 500 or more the heavier of two equally near, below the lighter; of equal weights the first.
    /// The one rule for pinned faces (`face(family:weight:)`) and a theme's own (`CustomFontFace`).
    public static func nearest<Candidate>(
        _ candidates: [Candidate], to wanted: FontWeight, weight: (Candidate) -> FontWeight
    ) -> Candidate? {
        let wanted = wanted.numericValue
        return candidates.min { a, b in
            let wa = weight(a).numericValue, wb = weight(b).numericValue
            let da = abs(wa - wanted), db = abs(wb - wanted)
            if da != db { return da < db }
            if wa == wb { return false }
            return wanted >= 500 ? wa > wb : wa < wb
        }
    }
}
