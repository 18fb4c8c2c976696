import Testing

@testable import BarTheme

/// A bar button item showing an SF Symbol before iOS 26 (docs/UIKIT.md §3.9.1): the item lays the
/// symbol's image out, the glyph's advance wide, its ink centred on it, so a leading `plus` starts its
/// ink its side bearing inside the 16 pt margin. Measured on the older-era table's fit half
/// (Tests/Fixtures/Calibration/older): shervik/Tracker-ios and Mishal12g/Tracker (a leading `plus`
/// image item, ink at 18.67-36.67 pt on a 393 pt iOS 16-18 bar) and smoke0030/Tracker (a leading
/// system `.add` item, ink at 18.67-36.33 pt); BarTheme drew the image item's ink at the margin
/// (16.00-33.67) and the `.add` ink at 18.00-35.67.
@Suite struct SymbolItemAdvanceTests {
    /// The `plus` at the bar's 17 pt large scale in SF Pro's font data: advance 2763, left side bearing
    /// 329 of 2048 units (22.93 and 2.73 pt).
    static let plusAdvance = 2763 * 17 / 2048.0

    func symbolFrames(_ l: BarLayout) -> [Rect] {
        l.elements.compactMap { if case .icon(let icon) = $0, case .symbol = icon.icon { return icon.frame } else { return nil } }
    }

    func iconFrames(_ l: BarLayout) -> [Rect] {
        l.elements.compactMap { if case .icon(let icon) = $0, case .system = icon.icon { return icon.frame } else { return nil } }
    }

    @Test(arguments: ["ios13", "ios15"])
    func aLeadingSymbolItemsInkStartsItsSideBearingInsideTheMargin(era: String) throws {
        let l = try layout(
            "      - title: T\n        leftBarButtonItems: [{ image: { systemName: plus } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: era)
        let ink = try #require(symbolFrames(l).first)
        // The measured 17.67 pt ink centred on the 22.93 pt advance from the 16 pt margin: 18.63-36.30
        // (UIKit: 18.67-36.67 semibold, 18.67-36.33 the `.add` item's regular).
        #expect(abs(ink.midX - (16 + Self.plusAdvance / 2)) < 0.01, "\(ink)")
        #expect(abs(ink.minX - 18.63) < 0.01, "\(ink)")
    }

    @Test func aTrailingSymbolItemEndsItsSideBearingInsideTheMarginAndTheNextItemFollowsTheAdvance() throws {
        let l = try layout(
            "      - title: T\n        rightBarButtonItems: [{ image: { systemName: plus } }, { image: { systemName: plus } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: "ios15")
        let inks = symbolFrames(l).sorted { $0.x < $1.x }
        try #require(inks.count == 2)
        #expect(abs(inks[1].maxX - (393 - 16 - (Self.plusAdvance - 17.67) / 2)) < 0.01, "\(inks)")
        // The two items' rooms: each its advance plus 8 pt of padding each side.
        #expect(abs((inks[1].midX - inks[0].midX) - (Self.plusAdvance + 16)) < 0.01, "\(inks)")
    }

    /// A symbol with unequal side bearings keeps its ink off the advance's centre (`inkOffsetX`).
    @Test func anAsymmetricSymbolSitsOnItsAdvanceByItsOwnBearings() throws {
        let l = try layout(
            "      - title: T\n        leftBarButtonItems: [{ image: { systemName: square.and.arrow.up } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: "ios15")
        let ink = try #require(symbolFrames(l).first)
        let advance = try #require(SymbolFontBoxes.advance(for: "square.and.arrow.up"))
        let box = SymbolImage(name: "square.and.arrow.up").box
        #expect(abs(ink.midX - (16 + advance / 2 + box.inkOffsetX)) < 0.01, "\(ink)")
    }

    /// The system `.add` item from iOS 15 takes the `plus`'s advance (smoke0030/Tracker: ink
    /// 18.67-36.33 pt); `ios13` keeps its iOS 13 measurement, the ink 2.0 pt inside the margin
    /// (NinjaLikesCheez/Magnesium's toolbar, docs/UIKIT.md §1.4.1).
    @Test func theSystemAddItemTakesThePlusAdvanceFromIOS15() throws {
        let variant = Variant(position: .top, width: 393, scale: 3)
        let items = "      - leftBarButtonItems: [{ systemItem: add }]\n"
        let ios15 = try #require(iconFrames(try layout(items, variant: variant, era: "ios15")).first)
        // The 21.67 pt glyph box (ink 2.0 pt inside it) centred on the 22.93 pt advance.
        #expect(abs(ios15.midX - (16 + Self.plusAdvance / 2)) < 0.01 && abs(ios15.minX + 2 - 18.63) < 0.01, "\(ios15)")
        let ios13 = try #require(iconFrames(try layout(items, variant: variant, era: "ios13")).first)
        #expect(ios13.minX == 16 && ios13.width == UIKitMetrics.symbolPlusBoxSize, "\(ios13)")
    }

    /// Vertically, before iOS 26 a symbol sits as SF Pro's glyph does with the row's centre 6.1 pt above
    /// its baseline (`SymbolFontBoxes.barBeforeLiquidGlass`), not Liquid Glass's 6.33: the `plus` (its ink
    /// centre 6.00 pt above the baseline at 17 pt) 0.10 pt below the row's centre, where glass's measured
    /// box puts it 0.5 pt below. UIKit: 22.00 pt (shervik, Mishal12g, semibold), 22.17 (vault-ios); BarTheme drew 22.50.
    @Test(arguments: ["ios13", "ios15"])
    func beforeIOS26APlusSitsOnTheRowsCentre(era: String) throws {
        let l = try layout(
            "      - title: T\n        leftBarButtonItems: [{ image: { systemName: plus } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: era)
        let ink = try #require(symbolFrames(l).first)
        let glyphCentre = (-330 + 1775) / 2 * 17 / 2048.0
        #expect(abs(ink.midY - (22 + 6.1 - glyphCentre)) < 0.01, "\(ink)")
        #expect(abs(ink.midY - 22.10) < 0.01, "\(ink)")
        // On Liquid Glass the measured box stays: 0.5 pt below the centre.
        #expect(SymbolImage(name: "plus").box.inkOffsetY == 0.5)
    }

    /// A custom view showing a symbol (SKemenov/iOS-Tracker's `UIButton`, `plus` at 20 pt medium, large
    /// scale: UIKit's ink centre 22.17 pt) takes the same rule at its size: 6.1 × 20 / 17 pt above the
    /// glyph's baseline (22.12); BarTheme drew 22.59.
    @Test func beforeIOS26ACustomViewsSymbolSitsTheSameWay() throws {
        let l = try layout(
            "      - title: T\n        leftBarButtonItems: [{ customView: { image: { systemName: plus, pointSize: 20, weight: medium, scale: large } } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: "ios15")
        let ink = try #require(symbolFrames(l).first)
        let glyphCentre = (-330 + 1775) / 2 * 20 / 2048.0
        #expect(abs(ink.midY - (22 + 6.1 * 20 / 17 - glyphCentre)) < 0.01, "\(ink)")
    }

    /// A symbol the font data lacks keeps its box, moved up by the two centres' difference (0.23 pt at 17 pt).
    @Test func aSymbolTheFontLacksMovesUpByTheCentresDifference() throws {
        let name = "figure.walk.motion"
        #expect(!SymbolFontBoxes.has(name))
        let l = try layout(
            "      - title: T\n        leftBarButtonItems: [{ image: { systemName: \(name) } }]\n",
            variant: Variant(position: .top, width: 393, scale: 3), era: "ios15")
        let ink = try #require(symbolFrames(l).first)
        let box = SymbolImage(name: name).box
        #expect(abs(ink.midY - (22 + box.inkOffsetY - (6.33 - 6.1))) < 0.01, "\(ink)")
    }

    /// `explain` says, before iOS 26, what room each symbol item takes and where its ink sits; nothing on glass.
    @Test func explainNamesTheAdvanceAndTheHeightBeforeIOS26Only() throws {
        func explained(_ era: String) throws -> ExplainedProperty? {
            let (document, diags) = ThemeParser.parse(
                "era: \(era)\nscenes:\n  - name: s\n    items:\n      - title: T\n"
                    + "        leftBarButtonItems: [{ image: { systemName: plus } }, { systemItem: add }]\n",
                path: "t.yaml")
            #expect(diags.isEmpty, "\(diags)")
            let scene = try #require(document?.scenes.first)
            let content = ContentResolver.resolve(scene: scene, metrics: .default, prefersLargeTitles: false)
            let eraValue = try #require(Era(rawValue: era))
            return ContentExplanation.properties(scene: scene, content: content, drawnBackTitle: nil, era: eraValue)
                .first { $0.name == "content.symbolItems" }
        }
        let ios15 = try #require(try explained("ios15"))
        #expect(
            ios15.value
                == "plus 22.94 pt wide (its advance), its 17.67 pt ink centred on it, 0.1 pt below the row's centre; system add 22.94 pt wide (the plus's advance)",
            "\(ios15.value)")
        #expect(ios15.provenance.rule.contains("docs/UIKIT.md §3.9.1"))
        // ios13 keeps the add item's measured iOS 13 box: only the symbol is named.
        #expect(try explained("ios13")?.value.contains("system add") == false)
        #expect(try explained("ios26") == nil)
    }
}
