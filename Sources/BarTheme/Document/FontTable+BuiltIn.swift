/// iOS's own font families (those `UIFont.familyNames` lists on every iPhone), in the one font
/// table: for each family the PostScript name `UIFont(name:size:)` takes for each upright weight.
/// An app cannot bundle these fonts, so a theme names them without `fontFiles:`; BarTheme draws
/// them with a stand-in (`builtInStandIn`, lint `font-stand-in`), while generated Swift names
/// the real face and import reads the real names back.
///
/// Facts, not code: the family and PostScript names as `UIFont.familyNames` and
/// `UIFont.fontNames(forFamilyName:)` list them on a device (luzizheng/UIFontLibrary
/// `UIFontLibrary/UIFontLibrary/UIFontNameConst.m` at 0e23cb2, a 2020 listing; a second listing
/// from 2022 agrees on every family here except Courier, kept as the 2020 one has it). The weight of a
/// face is the weight its style name says (UltraLight, Thin, Light, Regular/Roman/Book, Medium,
/// DemiBold/SemiBold, Bold, Heavy/UltraBold, Black/ExtraBlack); a face whose name has no style
/// word is its family's regular (`Helvetica`, `GeezaPro`), a one-face family named for its weight
/// is that weight (`ArialRoundedMTBold`, `DINAlternate-Bold`, `BradleyHandITCTT-Bold`). Marker
/// Felt's `Thin` and `Wide` are its regular and bold. Italic, oblique and condensed faces are
/// left out: a theme's font has no slant or width.
extension FontTable {
    /// One face of an iOS family.
    public struct BuiltInFace: Hashable, Sendable {
        /// The family as `UIFont.familyNames` spells it (`Helvetica Neue`).
        public let family: String
        /// The face's weight, as its style name says.
        public let weight: FontWeight
        /// The PostScript name (`HelveticaNeue-Bold`).
        public let postScriptName: String
    }

    /// The pinned family every iOS family is drawn with: Inter, the one pinned text family (there is
    /// no pinned serif, monospaced or script face), at the weight of the iOS face drawn.
    public static let builtInStandIn = "Inter"

    /// Every upright face of iOS's own families, family by family, lightest first.
    public static let builtInFaces: [BuiltInFace] = builtIn.flatMap { family, faces in
        faces.map { BuiltInFace(family: family, weight: $0.0, postScriptName: $0.1) }
    }

    /// The iOS families, in table order.
    public static let builtInFamilies: [String] = builtIn.map(\.family)

    /// Whether `family` is one of iOS's own families (exact spelling, as `UIFont.familyNames`).
    public static func isBuiltIn(_ family: String) -> Bool {
        builtInFamilies.contains(family)
    }

    /// The weights an iOS family has a face for.
    public static func builtInWeights(of family: String) -> [FontWeight] {
        builtInFaces.filter { $0.family == family }.map(\.weight)
    }

    /// The face of an iOS family `UIFont(name:size:)` is given for a weight: the weight's own face,
    /// else the nearest the family has (`nearest`, as for pinned and custom families).
    public static func builtInFace(family: String, weight: FontWeight) -> BuiltInFace? {
        nearest(builtInFaces.filter { $0.family == family }, to: weight, weight: \.weight)
    }

    /// The iOS face `UIFont(name:size:)` finds for a name: by its PostScript name
    /// (`HelveticaNeue-Bold`), by its full name, the family then the style (`Avenir Book`,
    /// `Helvetica Neue Bold`), or a family's regular face by the family's name (`Helvetica Neue`).
    public static func builtInFace(postScriptName name: String) -> BuiltInFace? {
        if let face = builtInFaces.first(where: { $0.postScriptName == name }) { return face }
        if isBuiltIn(name) { return builtInFace(family: name, weight: .regular) }
        // A full name: the longest family the name starts with, then a style its faces' names end with.
        let family = builtInFamilies.filter { name.hasPrefix($0 + " ") }.max { $0.count < $1.count }
        guard let family else { return nil }
        let style = "-" + name.dropFirst(family.count + 1).replacingOccurrences(of: " ", with: "").lowercased()
        return builtInFaces.first { $0.family == family && $0.postScriptName.lowercased().hasSuffix(style) }
    }

    /// The pinned face that draws a family at a weight: a pinned family's own (`face(family:weight:)`),
    /// for an iOS family the stand-in at the weight of the iOS face that weight names.
    public static func drawnFace(family: String, weight: FontWeight) -> Face? {
        if let face = face(family: family, weight: weight) { return face }
        guard let builtIn = builtInFace(family: family, weight: weight) else { return nil }
        return face(family: builtInStandIn, weight: builtIn.weight)
    }

    private static let builtIn: [(family: String, faces: [(FontWeight, String)])] = [
        ("Academy Engraved LET", [(.regular, "AcademyEngravedLetPlain")]),
        ("Al Nile", [(.regular, "AlNile"), (.bold, "AlNile-Bold")]),
        (
            "American Typewriter",
            [
                (.light, "AmericanTypewriter-Light"), (.regular, "AmericanTypewriter"), (.semibold, "AmericanTypewriter-Semibold"),
                (.bold, "AmericanTypewriter-Bold"),
            ]
        ),
        (
            "Apple SD Gothic Neo",
            [
                (.ultraLight, "AppleSDGothicNeo-UltraLight"), (.thin, "AppleSDGothicNeo-Thin"), (.light, "AppleSDGothicNeo-Light"),
                (.regular, "AppleSDGothicNeo-Regular"), (.medium, "AppleSDGothicNeo-Medium"), (.semibold, "AppleSDGothicNeo-SemiBold"),
                (.bold, "AppleSDGothicNeo-Bold"),
            ]
        ),
        ("Arial", [(.regular, "ArialMT"), (.bold, "Arial-BoldMT")]),
        ("Arial Hebrew", [(.light, "ArialHebrew-Light"), (.regular, "ArialHebrew"), (.bold, "ArialHebrew-Bold")]),
        ("Arial Rounded MT Bold", [(.bold, "ArialRoundedMTBold")]),
        (
            "Avenir",
            [
                (.light, "Avenir-Light"), (.regular, "Avenir-Roman"), (.regular, "Avenir-Book"), (.medium, "Avenir-Medium"),
                (.heavy, "Avenir-Heavy"), (.black, "Avenir-Black"),
            ]
        ),
        (
            "Avenir Next",
            [
                (.ultraLight, "AvenirNext-UltraLight"), (.regular, "AvenirNext-Regular"), (.medium, "AvenirNext-Medium"),
                (.semibold, "AvenirNext-DemiBold"), (.bold, "AvenirNext-Bold"), (.heavy, "AvenirNext-Heavy"),
            ]
        ),
        (
            "Avenir Next Condensed",
            [
                (.ultraLight, "AvenirNextCondensed-UltraLight"), (.regular, "AvenirNextCondensed-Regular"),
                (.medium, "AvenirNextCondensed-Medium"), (.semibold, "AvenirNextCondensed-DemiBold"),
                (.bold, "AvenirNextCondensed-Bold"), (.heavy, "AvenirNextCondensed-Heavy"),
            ]
        ),
        ("Baskerville", [(.regular, "Baskerville"), (.semibold, "Baskerville-SemiBold"), (.bold, "Baskerville-Bold")]),
        ("Bodoni 72", [(.regular, "BodoniSvtyTwoITCTT-Book"), (.bold, "BodoniSvtyTwoITCTT-Bold")]),
        ("Bodoni 72 Oldstyle", [(.regular, "BodoniSvtyTwoOSITCTT-Book"), (.bold, "BodoniSvtyTwoOSITCTT-Bold")]),
        ("Bodoni 72 Smallcaps", [(.regular, "BodoniSvtyTwoSCITCTT-Book")]),
        ("Bradley Hand", [(.bold, "BradleyHandITCTT-Bold")]),
        ("Chalkboard SE", [(.light, "ChalkboardSE-Light"), (.regular, "ChalkboardSE-Regular"), (.bold, "ChalkboardSE-Bold")]),
        ("Chalkduster", [(.regular, "Chalkduster")]),
        ("Charter", [(.regular, "Charter-Roman"), (.bold, "Charter-Bold"), (.black, "Charter-Black")]),
        ("Cochin", [(.regular, "Cochin"), (.bold, "Cochin-Bold")]),
        ("Copperplate", [(.light, "Copperplate-Light"), (.regular, "Copperplate"), (.bold, "Copperplate-Bold")]),
        ("Courier", [(.regular, "Courier"), (.bold, "Courier-Bold")]),
        ("Courier New", [(.regular, "CourierNewPSMT"), (.bold, "CourierNewPS-BoldMT")]),
        (
            "Damascus",
            [
                (.light, "DamascusLight"), (.regular, "Damascus"), (.medium, "DamascusMedium"), (.semibold, "DamascusSemiBold"),
                (.bold, "DamascusBold"),
            ]
        ),
        ("Didot", [(.regular, "Didot"), (.bold, "Didot-Bold")]),
        ("DIN Alternate", [(.bold, "DINAlternate-Bold")]),
        ("DIN Condensed", [(.bold, "DINCondensed-Bold")]),
        ("Euphemia UCAS", [(.regular, "EuphemiaUCAS"), (.bold, "EuphemiaUCAS-Bold")]),
        ("Farah", [(.regular, "Farah")]),
        ("Futura", [(.medium, "Futura-Medium"), (.bold, "Futura-Bold")]),
        ("Galvji", [(.regular, "Galvji"), (.bold, "Galvji-Bold")]),
        ("Geeza Pro", [(.regular, "GeezaPro"), (.bold, "GeezaPro-Bold")]),
        ("Georgia", [(.regular, "Georgia"), (.bold, "Georgia-Bold")]),
        (
            "Gill Sans",
            [
                (.light, "GillSans-Light"), (.regular, "GillSans"), (.semibold, "GillSans-SemiBold"), (.bold, "GillSans-Bold"),
                (.heavy, "GillSans-UltraBold"),
            ]
        ),
        ("Helvetica", [(.light, "Helvetica-Light"), (.regular, "Helvetica"), (.bold, "Helvetica-Bold")]),
        (
            "Helvetica Neue",
            [
                (.ultraLight, "HelveticaNeue-UltraLight"), (.thin, "HelveticaNeue-Thin"), (.light, "HelveticaNeue-Light"),
                (.regular, "HelveticaNeue"), (.medium, "HelveticaNeue-Medium"), (.bold, "HelveticaNeue-Bold"),
            ]
        ),
        ("Hiragino Maru Gothic ProN", [(.regular, "HiraMaruProN-W4")]),
        ("Hiragino Mincho ProN", [(.regular, "HiraMinProN-W3"), (.semibold, "HiraMinProN-W6")]),
        ("Hiragino Sans", [(.regular, "HiraginoSans-W3"), (.semibold, "HiraginoSans-W6"), (.bold, "HiraginoSans-W7")]),
        ("Hoefler Text", [(.regular, "HoeflerText-Regular"), (.black, "HoeflerText-Black")]),
        ("Kailasa", [(.regular, "Kailasa"), (.bold, "Kailasa-Bold")]),
        ("Kefa", [(.regular, "Kefa-Regular")]),
        ("Marker Felt", [(.regular, "MarkerFelt-Thin"), (.bold, "MarkerFelt-Wide")]),
        ("Menlo", [(.regular, "Menlo-Regular"), (.bold, "Menlo-Bold")]),
        ("Mishafi", [(.regular, "DiwanMishafi")]),
        ("Noteworthy", [(.light, "Noteworthy-Light"), (.bold, "Noteworthy-Bold")]),
        ("Optima", [(.regular, "Optima-Regular"), (.bold, "Optima-Bold"), (.black, "Optima-ExtraBlack")]),
        ("Palatino", [(.regular, "Palatino-Roman"), (.bold, "Palatino-Bold")]),
        ("Papyrus", [(.regular, "Papyrus")]),
        ("Party LET", [(.regular, "PartyLetPlain")]),
        pingFang("HK"), pingFang("SC"), pingFang("TC"),
        ("Rockwell", [(.regular, "Rockwell-Regular"), (.bold, "Rockwell-Bold")]),
        ("Savoye LET", [(.regular, "SavoyeLetPlain")]),
        ("Snell Roundhand", [(.regular, "SnellRoundhand"), (.bold, "SnellRoundhand-Bold"), (.black, "SnellRoundhand-Black")]),
        ("Thonburi", [(.light, "Thonburi-Light"), (.regular, "Thonburi"), (.bold, "Thonburi-Bold")]),
        ("Times New Roman", [(.regular, "TimesNewRomanPSMT"), (.bold, "TimesNewRomanPS-BoldMT")]),
        ("Trebuchet MS", [(.regular, "TrebuchetMS"), (.bold, "TrebuchetMS-Bold")]),
        ("Verdana", [(.regular, "Verdana"), (.bold, "Verdana-Bold")]),
        ("Zapfino", [(.regular, "Zapfino")]),
    ]

    /// PingFang HK, SC or TC: six weights, `PingFangSC-Ultralight` … `PingFangSC-Semibold`.
    private static func pingFang(_ region: String) -> (family: String, faces: [(FontWeight, String)]) {
        let faces: [(FontWeight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"), (.medium, "Medium"),
            (.semibold, "Semibold"),
        ]
        return ("PingFang \(region)", faces.map { ($0.0, "PingFang\(region)-\($0.1)") })
    }
}
