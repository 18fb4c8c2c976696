/// The font families a theme may name with `family:` and the weights each is drawn at, as
/// `FontTable` (the one table of pinned fonts) gives them.
public enum KnownFontFamilies {
    /// `system` (UIKit's system font, drawn with the pinned Inter), `Inter`, `Inter Display`.
    public static var names: [String] { FontTable.families }

    /// The weights each family has a pinned face for; other weights are drawn with the nearest.
    /// `system` has every weight (drawn with Inter's).
    public static var weights: [String: [FontWeight]] {
        Dictionary(uniqueKeysWithValues: FontTable.families.map { ($0, FontTable.weights(of: $0)) })
    }

    /// The weight a family is drawn with for a requested weight (`FontTable.face(family:weight:)`).
    public static func drawnWeight(family: String, requested: FontWeight) -> FontWeight? {
        if family == FontTable.systemFamily { return requested }
        return FontTable.face(family: family, weight: requested)?.weight
    }
}
