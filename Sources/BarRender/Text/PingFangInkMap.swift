/// Draws the pinned Noto Sans CJK SC at the size of PingFang's ink, the font iOS draws CJK
/// characters in (docs/UIKIT.md §2.4, "CJK ink at PingFang's size"). Noto's ideographs fill more
/// of their em than PingFang's: each glyph's outline is mapped linearly in its own em box (x from
/// the pen position, y from the baseline, in ems): x ↦ x × `horizontalScale` + `horizontalOffset`,
/// y ↦ y × `verticalScale` + `verticalOffset`; the advance is `advance` em (one em but in large
/// titles, where UIKit sets the characters closer).
///
/// Measured at three sizes on one fit app (Reader for iOS, minliny/Reader-for-iOS): per character,
/// UIKit's ink box against Noto's exact outline box, least squares. Between the measured sizes the
/// values are interpolated linearly; outside them the nearest is kept **(approx.)**.
struct PingFangInkMap: Hashable, Sendable {
    /// The text size the values were measured at, points.
    let size: Double
    let horizontalScale: Double
    let horizontalOffset: Double
    let verticalScale: Double
    let verticalOffset: Double
    /// The advance of a character, in ems of the text size.
    let advance: Double

    /// The fallback family drawn as PingFang (Droid Sans Fallback, for the characters Noto's subset
    /// lacks, has other proportions and is not measured: it is drawn as it is).
    static let family = "Noto Sans CJK SC"

    /// The measured sizes, ascending (docs/UIKIT.md §2.4):
    /// - 10 pt: tab titles 书架 发现 书源 我的 (16 characters, the app-shell review's four tab bar
    ///   captures, 001-004_main_tabs_*_after_fix.png at 3f9679e); residuals 0.16 pt (x) and 0.12
    ///   pt (y) root mean square;
    /// - 17 pt: the inline titles 我的 and 导入书源 and the item 取消 (x: the lines the layout
    ///   places), with the verification screen's title (y; m6-booksource-import-validate-device-review
    ///   at 3371d81); residuals 0.43 and 0.16 pt;
    /// - 34 pt bold: large titles 书架, 书源 and 我的 (the same review); the second character starts
    ///   2.18 pt left of one em after the first; residuals 0.17 and 0.25 pt.
    static let measured: [PingFangInkMap] = [
        PingFangInkMap(
            size: 10, horizontalScale: 0.963, horizontalOffset: -0.010, verticalScale: 0.961, verticalOffset: -0.007, advance: 1),
        PingFangInkMap(
            size: 17, horizontalScale: 0.954, horizontalOffset: -0.002, verticalScale: 0.961, verticalOffset: -0.024, advance: 1),
        PingFangInkMap(
            size: 34, horizontalScale: 0.928, horizontalOffset: 0.002, verticalScale: 0.920, verticalOffset: -0.009, advance: 0.936),
    ]

    /// The map for text of `size` points: a measured size's, or the linear blend of the two
    /// measured sizes around it; below the smallest and above the largest, theirs.
    static func forSize(_ size: Double) -> PingFangInkMap {
        guard let (a, b) = zip(measured, measured.dropFirst()).first(where: { size < $0.1.size }) else {
            return measured[measured.count - 1]
        }
        if size <= a.size { return a }
        let t = (size - a.size) / (b.size - a.size)
        func blend(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        return PingFangInkMap(
            size: size, horizontalScale: blend(a.horizontalScale, b.horizontalScale),
            horizontalOffset: blend(a.horizontalOffset, b.horizontalOffset), verticalScale: blend(a.verticalScale, b.verticalScale),
            verticalOffset: blend(a.verticalOffset, b.verticalOffset), advance: blend(a.advance, b.advance))
    }

    /// The horizontal map in font units of a face with `unitsPerEm`.
    func horizontal(unitsPerEm: Double) -> ShapedLine.HorizontalMap {
        ShapedLine.HorizontalMap(scale: horizontalScale, offset: horizontalOffset * unitsPerEm)
    }

    /// The vertical map in font units of a face with `unitsPerEm`.
    func vertical(unitsPerEm: Double) -> ShapedLine.VerticalMap {
        .linear(scale: verticalScale, offset: verticalOffset * unitsPerEm)
    }

    /// Where the glyphs of a run of the fallback go: HarfBuzz's advances and offsets times
    /// `advance`, each outline on this map's horizontal map (font units of a face with `unitsPerEm`).
    func positions(of shaped: [HarfBuzzBuffer.Glyph], unitsPerEm: Double) -> [SanFranciscoPlacement.Position] {
        let map = horizontal(unitsPerEm: unitsPerEm)
        return shaped.map {
            SanFranciscoPlacement.Position(xAdvance: $0.xAdvance * advance, xOffset: $0.xOffset * advance, horizontal: map)
        }
    }
}
