/// The boxes SF Symbols take in a bar, at the bar's own symbol configuration (docs/UIKIT.md
/// §10.13): the facts BarTheme lays a `systemName` image out with, since it cannot draw Apple's
/// glyphs. Each measured entry names its captures; a symbol not measured takes its box from SF Pro's
/// font data (``SymbolFontBoxes``, fitted on the measured boxes), else ``SymbolBoxes/approximate``.
public enum SymbolBoxes {
    /// Where a box comes from.
    public enum Provenance: Hashable, Sendable {
        /// Measured on real captures (the source named).
        case measured(String)
        /// Read from SF Pro's font data and mapped to the bar by the fit on the measured boxes
        /// (``SymbolFontBoxes``, docs/UIKIT.md §10.13).
        case font
        /// Not measured: BarTheme's documented approximation.
        case approximate
    }

    /// One symbol's box in points.
    public struct Box: Hashable, Sendable {
        /// The width the image takes in layout: the ink plus its side bearings (the room between
        /// two symbols on a shared capsule follows it, docs/UIKIT.md §10.13).
        public var width: Double
        /// The ink's width (pixels within ΔE 30 of the glyph's colour, at @3x).
        public var inkWidth: Double
        /// The ink's height.
        public var inkHeight: Double
        /// How far the ink's centre sits below the centre of the row it is centred in (SF Symbols
        /// are aligned on a baseline, so each glyph sits a little differently; negative: higher).
        public var inkOffsetY: Double
        /// How far the ink's centre sits right of the centre of its layout width (UIKit centres a
        /// symbol's advance, so an asymmetric glyph such as `chevron.left` sits off centre; negative: left).
        public var inkOffsetX: Double
        /// Measured or approximate.
        public var provenance: Provenance

        /// A box `width` wide in layout with its ink `inkWidth` × `inkHeight`, `inkOffsetY` below the
        /// row's centre and `inkOffsetX` right of the layout width's centre.
        public init(
            width: Double, inkWidth: Double, inkHeight: Double, inkOffsetY: Double, inkOffsetX: Double = 0, provenance: Provenance
        ) {
            self.width = width
            self.inkWidth = inkWidth
            self.inkHeight = inkHeight
            self.inkOffsetY = inkOffsetY
            self.inkOffsetX = inkOffsetX
            self.provenance = provenance
        }

        /// The ink's frame for a layout slot centred at (`x`, `y`): the ink centred there, moved by
        /// `inkOffsetX` and `inkOffsetY` (how bar items and tabs place a symbol's glyph).
        public func inkFrame(centredAt x: Double, _ y: Double) -> Rect {
            Rect(x: x - inkWidth / 2 + inkOffsetX, y: y - inkHeight / 2 + inkOffsetY, width: inkWidth, height: inkHeight)
        }

        /// The box scaled by `factor` (a `scale` or `pointSize` other than the bar's).
        public func scaled(by factor: Double) -> Box {
            Box(
                width: width * factor, inkWidth: inkWidth * factor, inkHeight: inkHeight * factor, inkOffsetY: inkOffsetY * factor,
                inkOffsetX: inkOffsetX * factor, provenance: factor == 1 ? provenance : .approximate)
        }
    }

    /// NetNewsWire 7's App Store screenshots (R9, R10: the article's navigation bar and the feeds
    /// and article toolbars, 390 and 440 pt phones, light and dark, docs/UIKIT.md §10.9).
    static let netNewsWire = "NetNewsWire 7 screenshots (R9, R10)"

    /// NetNewsWire 7's feeds and timeline screenshots (R7, R8: the filter item, on glass and on
    /// the accent's fill).
    static let netNewsWireFilter = "NetNewsWire 7 screenshots (R7, R8)"

    /// Bindicator's fastlane screenshots (#39 corpus, fit half: SwiftUI, dark, 390-440 pt phones and
    /// 13" iPads): one app.
    static let bindicator = "Bindicator screenshots (#39 corpus, one app)"

    /// Tickertape's screenshot (#39 corpus, fit half: two glyphs at a 20 pt symbol size on a shared
    /// capsule, scaled here to the bar's 17 pt): one app.
    static let tickertape = "Tickertape screenshot (#39 corpus, one app, scaled from 20 pt)"

    /// NetNewsWire 7's 13" iPad screenshots (#39, session 6: AppStore/NetNewsWire7/Screenshots/iPad13,
    /// light and dark, @2x, so ±0.25 pt; the split view's own items, measured, not compared as rows).
    static let netNewsWireIPad = "NetNewsWire 7 iPad screenshots (#39, one app, @2x)"

    /// Yana's fastlane screenshots (#39 corpus, fit half, session 8: the UIKit reader's items, 440 pt,
    /// light): one app.
    static let yana = "Yana screenshots (#39 corpus, one app)"

    /// ExpenseMate's editor sheet (#39 corpus, fit half, session 8: a SwiftUI group of three symbols
    /// on one capsule, 402 pt, light): one app, one capture.
    static let expenseMate = "ExpenseMate screenshot (#39 corpus, one app)"

    /// Reader for iOS's M6 review screenshots (#39 corpus, fit half, session 17: a SwiftUI `Button`'s
    /// `doc.badge.plus` on a capsule it shares, 402 pt, light, three captures of one screen): one app.
    static let readerIOS = "Reader for iOS screenshots (#39 corpus, one app)"

    /// TTC Route Alerts' simulator screenshots (#39 corpus, fit half, session 18: a SwiftUI `Button`'s
    /// lone `arrow.clockwise` on its circle, 402 pt, light, three captures of one screen): one app.
    static let ttcRouteAlerts = "TTC Route Alerts screenshots (#39 corpus, one app)"

    /// Apollo's profile screenshot (#39 corpus, fit half, session 20: icpryde/Apollo-ImprovedCustomApi @
    /// b09d79e, `apollo-profile`; a UIKit bar, 402 pt, dark): one app, one capture.
    static let apollo = "Apollo screenshot (#39 corpus, one app)"

    /// NetNewsWire 7 and Hitokara Log (#39 corpus, fit half: the same 17.67 pt ink, 0.5 pt low): two apps.
    static let netNewsWireAndHitokara = "NetNewsWire 7 screenshots (R10) and Hitokara Log (#39 corpus)"

    /// The measured symbols (docs/UIKIT.md §10.13). Ink boxes are the mean over four captures
    /// (two widths, light and dark; eight for the filter); the side bearings are what the shared capsules' edges leave
    /// over (`star` 0.3 pt, `square.and.arrow.up` 1.0 pt each side, the others none).
    public static let measured: [String: Box] = [
        // Their 100 pt capsule (R9) held 20 pt layout widths at session 8's 13 pt grouped padding;
        // a shared capsule now lays them out on the font's advance (#39 session 10, §10.13).
        "chevron.up": Box(width: 20, inkWidth: 18.5, inkHeight: 10.67, inkOffsetY: 0, provenance: .measured(netNewsWire)),
        "chevron.down": Box(width: 20, inkWidth: 18.5, inkHeight: 10.67, inkOffsetY: 0.67, provenance: .measured(netNewsWire)),
        "gear": Box(width: 23.67, inkWidth: 23.67, inkHeight: 23.33, inkOffsetY: 0.33, provenance: .measured(netNewsWire)),
        "plus": Box(width: 17.67, inkWidth: 17.67, inkHeight: 17.67, inkOffsetY: 0.5, provenance: .measured(netNewsWireAndHitokara)),
        // Its ink is 21.67 × 18.67 pt, centred on the row. Its lone 47.67 pt capsule is not its
        // width's doing: SF Pro gives it line.3.horizontal.decrease's advance and side bearings
        // within 0.2 pt, and that symbol keeps the 44 pt circle (NetNewsWire): a listed fit miss.
        "slider.horizontal.3": Box(width: 21.67, inkWidth: 21.67, inkHeight: 18.67, inkOffsetY: 0, provenance: .measured(bindicator)),
        "pencil.circle": Box(width: 21.5, inkWidth: 21.5, inkHeight: 21.5, inkOffsetY: 0.33, provenance: .measured(tickertape)),
        "circle": Box(width: 22, inkWidth: 22, inkHeight: 22, inkOffsetY: 0.33, provenance: .measured(netNewsWire)),
        "star": Box(width: 24.43, inkWidth: 23.83, inkHeight: 22.83, inkOffsetY: -0.58, provenance: .measured(netNewsWire)),
        "chevron.down.circle": Box(width: 22, inkWidth: 22, inkHeight: 22, inkOffsetY: 0.33, provenance: .measured(netNewsWire)),
        "text.page": Box(width: 18, inkWidth: 18, inkHeight: 22.67, inkOffsetY: 0, provenance: .measured(netNewsWire)),
        "line.3.horizontal.decrease": Box(
            width: 21.67, inkWidth: 21.67, inkHeight: 12.67, inkOffsetY: 0.33, provenance: .measured(netNewsWireFilter)),
        "square.and.arrow.up": Box(width: 21, inkWidth: 19, inkHeight: 24.08, inkOffsetY: -0.38, provenance: .measured(netNewsWire)),
        // The split view's sidebar button: 25.25 × 19.75 pt (25-25.5 × 19.5-20 light and dark), its
        // centre 0.2 pt below the row's (against the filter glyph beside it, +0.33).
        "sidebar.left": Box(width: 25.25, inkWidth: 25.25, inkHeight: 19.75, inkOffsetY: 0.2, provenance: .measured(netNewsWireIPad)),
        // The article column's full-screen button: 20.5 × 20.5 pt, its centre level with the
        // chevron.down beside it (+0.67).
        "arrow.up.left.and.arrow.down.right": Box(
            width: 20.5, inkWidth: 20.5, inkHeight: 20.5, inkOffsetY: 0.67, provenance: .measured(netNewsWireIPad)),
        // Yana's reader (UIKit, 440 pt, light): the lone leading item's ink and the circled symbols
        // on the trailing capsule, their layout widths their ink (circles, as NetNewsWire's `circle`).
        "list.bullet": Box(width: 21.67, inkWidth: 21.67, inkHeight: 16, inkOffsetY: 0.33, provenance: .measured(yana)),
        "line.3.horizontal.decrease.circle": Box(
            width: 22, inkWidth: 22, inkHeight: 22, inkOffsetY: 0.33, provenance: .measured(yana)),
        "ellipsis.circle": Box(width: 22, inkWidth: 22, inkHeight: 22, inkOffsetY: 0.33, provenance: .measured(yana)),
        // ExpenseMate's editor sheet (SwiftUI group, 402 pt, light): the ink, and the layout widths
        // its 165.67 pt capsule and glyph pitches (59.33, 58.33 pt) gave at session 8's 13 pt grouped
        // padding (a shared capsule now takes the font's advances, §10.13).
        "calendar": Box(width: 23, inkWidth: 21.67, inkHeight: 19.67, inkOffsetY: 0.33, provenance: .measured(expenseMate)),
        "camera": Box(width: 27.67, inkWidth: 26.33, inkHeight: 20.33, inkOffsetY: 0.33, provenance: .measured(expenseMate)),
        "trash": Box(width: 21, inkWidth: 21, inkHeight: 24, inkOffsetY: 0.17, provenance: .measured(expenseMate)),
        // Reader for iOS's shared capsule (SwiftUI, 402 pt, light): the ink is the font's (22.78 ×
        // 25.25) within 0.25 pt, but its centre is 0.5 pt above the row's, where the font's baseline
        // rule puts it 1.37 below (its badge reaches 7.5 pt under the baseline); 2.58 pt left of its
        // advance's slot on the capsule (the font's side bearings say 2.32). docs/UIKIT.md §10.13.
        "doc.badge.plus": Box(
            width: 22.67, inkWidth: 22.67, inkHeight: 25, inkOffsetY: -0.5, inkOffsetX: -2.58, provenance: .measured(readerIOS)),
        // TTC Route Alerts' lone circle (SwiftUI, 402 pt, light): the ink is the font's (18.77 × 23.00)
        // within 0.25 pt, its centre 0.17 pt below the row's, where the font's baseline rule puts it
        // 1.00 above (its ink reaches higher above the baseline than the rule's symbols). §10.13.
        "arrow.clockwise": Box(width: 19, inkWidth: 19, inkHeight: 23, inkOffsetY: 0.17, provenance: .measured(ttcRouteAlerts)),
        // Apollo's profile bar (UIKit, 402 pt, dark; the one capture at b09d79e): a lone circle, ink
        // 351.00-374.67 × 73.33-95.33 pt, the font's within 0.35 pt, centred on the row but 1.17 pt left
        // of its circle's centre (its arrowhead's side), where the 2020 glyph's equal side bearings
        // centre it; WhistleCounter's tab bar draws it 1.42 pt left of its slot's (`TabBarSymbolBoxes`;
        // docs/UIKIT.md §10.13 and §18.6, #41 session 34: one app each).
        "clock.arrow.circlepath": Box(
            width: 23.67, inkWidth: 23.67, inkHeight: 22, inkOffsetY: 0, inkOffsetX: -1.17, provenance: .measured(apollo)),
    ]

    /// The symbols BarTheme's stand-in draws as their own shape (BarRender's `SymbolStandIn`), and
    /// their `.fill` variants filled; any other name is drawn as a rounded square in its box.
    /// `explain` says which (docs/UIKIT.md §10.13).
    public static let standInShapes: Set<String> = [
        "chevron.up", "chevron.down", "chevron.left", "chevron.backward", "chevron.right", "chevron.forward", "plus", "xmark",
        "minus", "circle", "chevron.down.circle", "chevron.up.circle", "star", "gear", "gearshape", "text.page", "doc", "doc.text",
        "doc.plaintext", "doc.richtext", "line.3.horizontal.decrease", "ellipsis", "square.and.arrow.up", "square.and.pencil", "trash",
        "magnifyingglass", "arrow.clockwise",
        // BarRender's SymbolOutlines.
        "checkmark", "pencil", "bookmark", "paperplane", "folder", "tray", "archivebox", "calendar", "camera", "photo", "bell",
        "heart", "clock", "globe", "list.bullet", "line.3.horizontal", "slider.horizontal.3", "square.grid.2x2",
        "arrow.up.arrow.down", "arrow.left", "arrow.right", "sparkles", "person", "plus.circle", "xmark.circle",
        "checkmark.circle", "ellipsis.circle", "info.circle", "questionmark.circle", "person.crop.circle", "person.circle",
        "line.3.horizontal.decrease.circle", "sidebar.left", "arrow.up.left.and.arrow.down.right",
        // BarRender's SymbolOutlinesPlaces.
        "house", "cart", "chart.bar", "rectangle.stack", "newspaper", "map", "book", "tray.full", "record.circle", "link",
        "doc.on.doc", "square.and.arrow.down", "arrow.counterclockwise", "arrow.left.arrow.right", "sun.max", "timer", "hare",
        "apple.intelligence", "clock.badge.checkmark",
        // BarRender's SymbolOutlinesTabs.
        "books.vertical", "play.circle", "play.rectangle", "film", "tv", "music.note", "envelope", "bubble.left", "message",
        "megaphone", "person.2", "creditcard", "bag", "square.stack", "shippingbox", "leaf", "safari", "flame", "bolt",
        // BarRender's SymbolOutlinesDocuments.
        "checklist", "list.bullet.rectangle", "list.number", "note.text", "music.note.list", "doc.badge.plus",
        "doc.text.magnifyingglass", "folder.badge.plus", "book.pages", "text.book.closed", "calendar.badge.clock", "chart.bar.xaxis",
        "chart.pie", "chart.line.uptrend.xyaxis",
        // BarRender's SymbolOutlinesObjects.
        "bubble.left.and.bubble.right", "character.bubble", "gamecontroller", "storefront", "tag", "video", "play", "drop",
        "cylinder", "moon", "moon.stars", "square.split.2x2", "rectangle.split.2x1", "rectangle.grid.2x2", "rectangle.portrait",
        "pencil.circle", "magnifyingglass.circle", "arrow.clockwise.circle", "clock.arrow.circlepath",
    ]

    /// Whether BarTheme's stand-in draws `name` as its own shape: a name in `standInShapes`, or the
    /// `.fill` variant of one (drawn filled).
    public static func hasOwnStandIn(_ name: String) -> Bool { standInShapes.contains(unfilledName(name)) }

    /// `name` without a trailing `.fill` when the outline's name has a stand-in (`star.fill` → `star`),
    /// else `name` itself.
    public static func unfilledName(_ name: String) -> String {
        guard name.hasSuffix(".fill"), !standInShapes.contains(name) else { return name }
        let base = String(name.dropLast(5))
        return standInShapes.contains(base) ? base : name
    }

    /// The box of a symbol neither measured nor in the font data: 22 × 22 pt, centred (❓ approximate:
    /// the median of the measured glyphs, which run from 17.7 to 24.4 pt wide and 10.7 to 24.1 pt tall).
    public static let approximate = Box(width: 22, inkWidth: 22, inkHeight: 22, inkOffsetY: 0, provenance: .approximate)

    /// The box of `name` at the bar's configuration: measured, else from SF Pro's font data
    /// (`SymbolFontBoxes`), else the approximate box.
    public static func box(for name: String) -> Box { measured[name] ?? SymbolFontBoxes.box(for: name) ?? approximate }

    /// The box of a symbol in its configuration. The bar's own is SF Pro's large scale at 17 pt
    /// (`SymbolFontBoxes.bar`, fitted on the measured boxes); a `scale` takes that scale's glyph, a
    /// `pointSize` scales the box by its ratio to 17 pt. A measured box is scaled by the font's ratio
    /// between the two scales' glyphs (the measurement was at the bar's scale).
    public static func box(for symbol: SymbolImage) -> Box {
        if measured[symbol.name] == nil, let box = SymbolFontBoxes.box(for: symbol.name, scale: symbol.scale, pointSize: symbol.pointSize) {
            return box
        }
        let scaleFactor = symbol.scale.map { SymbolFontBoxes.scaleFactor(for: symbol.name, scale: $0) ?? $0.sizeFactor } ?? 1
        let sizeFactor = (symbol.pointSize.map { $0 / barPointSize } ?? 1) * scaleFactor
        return box(for: symbol.name).scaled(by: sizeFactor)
    }

    /// The box of `symbol` on a bar before iOS 26: `box(for:)`'s ink, placed vertically as SF Pro's glyph
    /// sits with the row's centre `SymbolFontBoxes.barBeforeLiquidGlass` above its baseline (a `plus` 0.10 pt
    /// below the row's centre, not glass's measured 0.5; docs/UIKIT.md §3.9.1); a symbol the font lacks
    /// keeps its box moved up by the two configurations' difference, 0.23 pt at 17 pt.
    public static func boxBeforeLiquidGlass(for symbol: SymbolImage) -> Box {
        var box = box(for: symbol)
        let before = SymbolFontBoxes.barBeforeLiquidGlass
        if let font = SymbolFontBoxes.box(for: symbol.name, in: before, scale: symbol.scale, pointSize: symbol.pointSize) {
            box.inkOffsetY = font.inkOffsetY
        } else {
            let size = symbol.pointSize ?? barPointSize
            box.inkOffsetY -= (SymbolFontBoxes.bar.centreAboveBaseline - before.centreAboveBaseline) * size / barPointSize
        }
        return box
    }

    /// Where a symbol's ink sits, below the row's centre, when a SwiftUI toolbar item on an iOS 26 navigation
    /// bar is labelled with a bare `Image` (`swiftUILabel: image`): SwiftUI centres the symbol's ink on the row
    /// whatever the symbol, where a UIKit item (and a `Label`) places it by the font's baseline, so a `star`
    /// sits 0.58 pt above the row there and a `gear` 0.33 below (docs/UIKIT.md §10.13, "A bare `Image`
    /// centres its ink"). Chosen on the fit half (#39 session 37): the UIKit ink of every fit `Image`-labelled
    /// symbol sits 0.00-0.17 pt below its platter's centre (`plus` on nine apps, `gearshape` four, `star`,
    /// `gear`, `magnifyingglass`, `xmark`, `book`, `pencil`, `sun.max.fill`); 0, 0.08 and 0.17 pt tried, 0.08
    /// the most fit facts (docs/FIDELITY.md, session 37).
    public static let imageLabelInkOffsetY = 0.08

    /// The symbols whose box was measured on a bare `Image` label (`measured`: Reader for iOS' `doc.badge.plus`,
    /// TTC Route Alerts' `arrow.clockwise`, ExpenseMate's `trash`, `camera` and `calendar`): their measured
    /// offsets stand against `imageLabelInkOffsetY` (a badge below the glyph moves the ink's centre).
    public static let measuredOnImageLabels: Set<String> = ["doc.badge.plus", "arrow.clockwise", "trash", "camera", "calendar"]

    /// The box of `symbol` for an item written with `label` on a Liquid Glass navigation bar: `box(for:)`,
    /// its ink centred `imageLabelInkOffsetY` below the row for a bare `Image` label (docs/UIKIT.md §10.13).
    public static func navigationBarBox(for symbol: SymbolImage, label: SwiftUILabelForm?) -> Box {
        var box = box(for: symbol)
        guard label == .image, !measuredOnImageLabels.contains(symbol.name) else { return box }
        box.inkOffsetY = imageLabelInkOffsetY
        return box
    }

    /// The point size the table's boxes are taken at: bars give their symbols SF Pro's large scale
    /// at 17 pt (fitted on the measured boxes, docs/UIKIT.md §10.13, "From SF Pro's font").
    public static let barPointSize = SymbolFontBoxes.bar.pointSize
}

/// A `systemName` image after resolution: the symbol and its configuration.
public struct SymbolImage: Hashable, Sendable, CustomStringConvertible {
    /// The symbol's name.
    public var name: String
    /// `UIImage.SymbolWeight`, if the theme set one.
    public var weight: SymbolWeight?
    /// `UIImage.SymbolScale`, if the theme set one.
    public var scale: SymbolScale?
    /// `SymbolConfiguration(pointSize:)`, if the theme set one.
    public var pointSize: Double?

    /// The symbol `name` in the given configuration.
    public init(name: String, weight: SymbolWeight? = nil, scale: SymbolScale? = nil, pointSize: Double? = nil) {
        self.name = name
        self.weight = weight
        self.scale = scale
        self.pointSize = pointSize
    }

    /// Resolves a declaration.
    public init(_ declaration: SymbolImageDeclaration) {
        self.init(
            name: declaration.name.value, weight: declaration.weight?.value, scale: declaration.scale?.value,
            pointSize: declaration.pointSize?.value)
    }

    /// The symbol's box in its configuration (docs/UIKIT.md §10.13).
    public var box: SymbolBoxes.Box { SymbolBoxes.box(for: self) }

    /// The symbol's advance in its configuration: the room a shared navigation-bar capsule lays it
    /// out on (docs/UIKIT.md §10.13) and the width of a view that shows it at its own size (a
    /// `UIImageView`, SwiftUI's `Image`; §10.16). From SF Pro's font data, else the box's ink plus
    /// the font table's median side bearings (❓ approximate).
    public var advance: Double {
        if let advance = SymbolFontBoxes.advance(for: name, scale: scale, pointSize: pointSize) { return advance }
        return box.width - SymbolFontBoxes.inkSpread + SymbolFontBoxes.medianSideBearings
    }

    /// `systemName NAME`, its configuration, and whether its box is measured, for `explain`.
    public var description: String {
        var parts = ["systemName \(name)"]
        if let weight { parts.append("weight \(weight.rawValue)") }
        if let scale { parts.append("scale \(scale.rawValue)") }
        if let pointSize { parts.append("pointSize \(ThemeNumber.format(pointSize))") }
        switch box.provenance {
        case .measured(let source): parts.append("(box measured: \(source), docs/UIKIT.md §10.13)")
        case .font:
            parts.append(
                "(box from SF Pro's font data, the glyph's ink and advance at the bar's 17 pt large scale, "
                    + "fitted on the measured boxes, docs/UIKIT.md §10.13)")
        case .approximate: parts.append("(box approximate, docs/UIKIT.md §10.13)")
        }
        // Every symbol is drawn with BarTheme's own stand-in, never Apple's glyph.
        parts.append(
            SymbolBoxes.hasOwnStandIn(name)
                ? "(drawn with a stand-in: BarTheme's own drawing of the shape, not Apple's glyph)"
                : "(drawn with a stand-in: a rounded square in the symbol's box)")
        return parts.joined(separator: " ")
    }
}
