/// Liquid Glass bar geometry in points (`ios26` era, docs/UIKIT.md §10). Measured values name
/// their render; the others are approximations (❓) until a measured render says otherwise.
public enum GlassMetrics {
    /// Height of a platter: the whole 44 pt button band (measured: the back button's circle is
    /// 44 × 44 pt, top at the bar's top, §10.6).
    public static let platterHeight = 44.0
    /// Room a compact navigation bar keeps below its 44 pt item row: the bar view is 54 pt tall on
    /// a phone, the row its top 44 pt; platter shadows fall in the 10 pt below and an opaque
    /// background fills all 54 (❓ approximate, docs/UIKIT.md §10.2).
    public static let rowExtension = 10.0
    /// Room a phone's navigation bar keeps above its item row when no status bar is above it
    /// (position `top`: a SwiftUI `NavigationStack` snapshotted in a bare frame, without a safe area):
    /// 10 pt (measured from the large title, one app: vault-ios's LiteratureView snapshot
    /// references at 390 pt, @3x, iOS 26.0 and 26.5, "Title" with its cap top 76.00 pt and
    /// baseline 100.00 pt below the frame's top, where a row at the top gives 66 / 90; its iOS 18
    /// references put them at 56 / 80, the row at the top). The row itself is not seen there
    /// (no items); the title stays 90 pt below the row, as under a status bar and in a sheet
    /// (docs/UIKIT.md §10.15, ❓ the row is placed by that).
    public static let unattachedRowInset = 10.0

    /// The room above a navigation bar's item row for a position and metrics at `width`:
    /// `unattachedRowInset` for a phone's default-metrics bar at position `top`; none under a status
    /// bar (`topAttached`), with compact metrics or at regular width, which are not measured.
    public static func navigationBarTopInset(position: BarPosition, metrics: BarMetrics, width: Double) -> Double {
        position == .top && !metrics.isCompact && width < TraitEnvironment.regularWidth ? unattachedRowInset : 0
    }
    /// How far below a platter's bottom edge its shadow still shows: under the back button's
    /// circle (measured, YOM R1, three captures, white screen) 244 just below it, 248 at the 54 pt
    /// bar's bottom (10 pt down), 249 at 14, 251 at 20, 252 at 24, then one level darker than the
    /// content (243 on 244) to 38 pt and none from 40 pt (docs/UIKIT.md §10.12). A top bar's image
    /// includes the room down to here, over the backdrop.
    public static let platterShadowReach = 40.0

    /// The room below the item row of a navigation bar in `metrics` at `width`: `rowExtension` for a
    /// phone's default-metrics bar; none for compact metrics (landscape) and regular width (iPad),
    /// which are not measured (docs/UIKIT.md §10.2).
    public static func navigationBarExtension(metrics: BarMetrics, width: Double) -> Double {
        metrics.isCompact || width >= TraitEnvironment.regularWidth ? 0 : rowExtension
    }
    /// A phone's toolbar floats (docs/UIKIT.md §10.7): its platters are 48 pt tall, 28 pt from the
    /// screen's sides and 28 pt above its bottom edge (measured on NetNewsWire 7's toolbars, 390
    /// and 440 pt phones, light and dark, §10.9 R10), not a 44 pt band's 16 / 20 pt.
    public static let toolbarPlatterHeight = 48.0
    /// The floating toolbar's outermost platters from the screen's sides (measured 28 pt, R10).
    public static let toolbarEdgeInset = 28.0
    /// The floating toolbar's platters' bottom edge above the screen's bottom (measured 28 pt, R10).
    public static let toolbarBottomInset = 28.0
    /// The home-indicator safe area under a phone's 44 pt toolbar, part of a floating toolbar's image
    /// so that the platters sit where they do on the screen (❓ UIKit's 34 pt bottom inset of Face ID
    /// phones; only the platters' place from the screen's bottom is measured, R10).
    public static let homeIndicatorInset = 34.0
    /// Room a glyph item takes on a toolbar platter it shares with another (measured: two glyphs'
    /// centres 24.2-27.3 pt in from the capsule's ends and 53-57.2 pt apart, with SF Symbols of
    /// different widths; BarTheme takes the mean, so a capsule is 106.5 pt where UIKit's were 102.7
    /// and 110.3, R10).
    public static let toolbarGroupedGlyphSlotWidth = 51.4
    /// Room each side of an SF Symbol's box on a toolbar capsule it shares: the slot is the
    /// symbol's width (`SymbolBoxes`) plus this each side, so the capsule follows its glyphs
    /// (measured: 102.7 and 110.3 pt capsules from the NetNewsWire symbols' boxes, R10,
    /// docs/UIKIT.md §10.13).
    public static let toolbarGroupedSymbolPadding = 15.0
    /// Room each side of an SF Symbol's advance (SF Pro's font, `SymbolImage.advance`) on
    /// a navigation bar's 44 pt capsule it shares, the glyphs `groupedGlyphSpacing` apart: 11.27 pt
    /// (fitted, #39 session 10, three fit apps, least squares over their capsules' edges and glyph
    /// centres: NetNewsWire's `chevron.up` + `chevron.down`, 100 pt at 390 and 440 pt, R9; Yana's UIKit
    /// `star`, `line.3.horizontal.decrease.circle`, `ellipsis.circle`, 162.33 pt; ExpenseMate's
    /// SwiftUI `calendar`, `camera`, `trash`, 165.67 pt; every fact within 0.42 pt; leaving each app
    /// out gives 11.22-11.35 pt and predicts the one left out within 0.47 pt; symbols5 measured 11.2
    /// on NetNewsWire alone). It replaces session 8's 13 pt each side of fitted layout widths, which
    /// needed a side bearing per symbol (docs/UIKIT.md §10.13). A custom view showing a symbol (a
    /// SwiftUI `NavigationLink`) takes the same each side of its width on a shared capsule (measured,
    /// two apps, #39 sessions 17 and 29: Reader for iOS's `magnifyingglass` beside `doc.badge.plus`, 11.30-11.39
    /// pt; CloudTape's `Menu` labelled with an `ellipsis` framed 44 pt wide, 11.1 pt; not refitted;
    /// docs/UIKIT.md §10.16).
    public static let groupedSymbolAdvancePadding = 11.27

    /// Room between two glyph items sharing a toolbar platter (measured with the slot width, R10).
    public static let toolbarGroupedGlyphSpacing = 3.7

    /// Whether a toolbar floats: in the `ios26` era, on a phone (narrower than an iPad's regular
    /// width) in default metrics, at the bottom. Landscape (compact metrics), iPad widths and a
    /// toolbar at the top keep the 44 pt band (❓ not measured, docs/UIKIT.md §10.7).
    public static func toolbarFloats(metrics: BarMetrics, width: Double, position: BarPosition) -> Bool {
        !metrics.isCompact && width < TraitEnvironment.regularWidth && (position == .bottom || position == .any)
    }

    /// Distance of the outermost platter from the bar's edge on phones narrower than 414 pt
    /// (measured: 16 pt on a 402 pt phone, the back button's circle, §10.3, §10.9).
    public static let compactEdgeInset = 16.0
    /// Distance of the outermost platter from the bar's edge on 414 pt and wider (20 pt measured on
    /// a 440 pt phone, docs/UIKIT.md §10.4; ❓ the threshold is the pre-26 one, §1.4).
    public static let wideEdgeInset = 20.0

    /// Distance of the outermost platter from the bar's edge at an iPad's regular width (measured,
    /// #39: 10 pt on 1024 and 1032 pt 13" iPads, the back circle at 10-54 pt and a trailing capsule
    /// ending 10 pt from the edge, Bindicator, one app; docs/UIKIT.md §10.14).
    public static let regularEdgeInset = 10.0

    /// The outermost platters' distance from the bar's edges at `width` (docs/UIKIT.md §10.4,
    /// §10.14): 20 pt on Max-class phones (414 pt and wider: 420 and 440 pt measured), 16 pt on the
    /// others (❓ kept for an iPad's toolbar and large title, not measured).
    public static func edgeInset(width: Double) -> Double { width >= 414 ? wideEdgeInset : compactEdgeInset }

    /// A navigation bar's outermost platters' distance from its edges: `edgeInset(width:)`, and 10 pt
    /// at an iPad's regular width (measured, docs/UIKIT.md §10.14).
    public static func navigationBarEdgeInset(width: Double) -> Double {
        width >= TraitEnvironment.regularWidth ? regularEdgeInset : edgeInset(width: width)
    }
    /// Width an icon or image item takes on a platter; one alone makes a circle (measured for the
    /// back button, ❓ for items in a group).
    public static let iconItemWidth = 44.0
    /// Room each side of an SF Symbol's layout width on a glyph item's own platter: the platter is
    /// `max(iconItemWidth, width + 2 × this)`. None: a lone symbol keeps its circle (measured on
    /// three fit apps: `plus`, `list.bullet`, `line.3.horizontal.decrease` on 44 pt circles, `gear`
    /// on the floating toolbar's 48 pt one), and only a symbol wider than the circle would widen it
    /// (❓ not seen). Bindicator's 47.67 pt capsule around a lone `slider.horizontal.3` (one app) is
    /// not the symbol's width: SF Pro's font gives it `line.3.horizontal.decrease`'s ink, advance
    /// and side bearings within 0.2 pt, and NetNewsWire keeps that one on a 44 pt circle; the item is
    /// a SwiftUI `NavigationLink`, a custom view (`customViewPadding`, docs/UIKIT.md §10.14, §10.16;
    /// was 11 pt, fitted on that capsule alone).
    public static let lonePlatterSymbolPadding = 0.0
    /// Room a glyph item takes on a platter it shares with another item (measured: two glyphs on
    /// one capsule make it 100 pt wide, their centres 23 pt in from its ends and 54 pt apart, on
    /// 390 pt and 440 pt phones, docs/UIKIT.md §10.4, §10.9 R7-R9). Kept for glyphs that are neither
    /// symbols nor custom views (an image, a system item): on a navigation bar a custom view showing no
    /// symbol keeps its lone platter, 44 pt for a glyph-sized one (measured, one app, Suro, §10.16).
    public static let groupedGlyphSlotWidth = 46.0
    /// Room between two glyph items sharing a platter (measured with `groupedGlyphSlotWidth`).
    public static let groupedGlyphSpacing = 8.0
    /// Glass an image item (a file, not an SF Symbol) takes beyond its image's width, or beyond the
    /// box its `width` fixes: 20 pt (❓ approx., BarTheme's own; no fit capture shows an image item
    /// on glass, docs/UIKIT.md §10.4). An image up to `iconItemWidth` minus this shows one glyph: a
    /// 44 pt circle alone, a `groupedGlyphSlotWidth` slot on a shared capsule; a wider one takes its
    /// width plus this. Symbols follow their own measured rules (§10.13); the fit half's glass
    /// around symbols, custom views and text does not fix this one (docs/FIDELITY.md, session 13).
    public static let imageItemGlass = 20.0
    /// The `close` item's plain xmark: the ink's side, cap end to cap end (❓ ≈ 16.7 pt, approximate,
    /// docs/UIKIT.md §10.4).
    public static let closeMarkInkSize = 16.7
    /// The xmark's stroke (❓ not measured: the weight of the bar's other glyphs).
    public static let closeMarkStrokeWidth = 2.0
    /// Horizontal padding on each side of a text item's title (its advance, San Francisco's widths)
    /// on a platter: 15.83 pt (fitted, #39 session 10, one app: Echo's "Done", a SwiftUI
    /// `Button("Done")` as `.confirmationAction`, 17 pt semibold, on 414 and 428 pt phones, its
    /// capsule 73.67 pt around 42.0 pt of advance; docs/UIKIT.md §10.14). Hitokara Log's "閉じる"
    /// (fit, three kana/kanji taken as 1 em each, 51 pt) gave 14.5, the value before; its advance is
    /// not known from San Francisco's tables. The check half's Botanica "Cancel" (`Button("Cancel")`)
    /// is within 0.33 pt of this. Confirmed (not refitted) by a second fit app, #39 session 12:
    /// SwiftLearningApp's `Button("Close")` as `.confirmationAction` (Xcode 26.2, 402 pt, dark), its
    /// capsule within 0.00 pt. Apps built with later Xcode releases than 26.0 (Echo's is 26.5,
    /// SwiftLearningApp's 26.2); Xcode 26.0 draws `narrowTextItemPadding`. Was 14.5, ❓ 17 before that.
    public static let textItemPadding = 15.83
    /// The same padding for an app built with Xcode 26.0 (`xcode: 26.0`, `TextItemPaddingRule`):
    /// 11.83 pt (fitted, #39 session 11, one fit app: Pokerist's `Button("Clear")` and confirmation
    /// `Button("Done")` on a 402 pt phone, light and dark, each capsule 8.00 pt narrower than 15.83
    /// gives, 7.67 for "Clear" in dark; Molten's "Done", check, the same code as Echo's, confirms it:
    /// docs/UIKIT.md §10.14).
    public static let narrowTextItemPadding = 11.83
    /// Gap between two platters: 12 pt (measured in floating toolbars, R10, docs/UIKIT.md §10.7; ❓ in a
    /// navigation bar, approximate, §10.4).
    public static let platterGap = 12.0
    /// Glass each side of a custom view on its platter: the platter is `max(44, view + 2 × this)`
    /// (fitted, #39, two apps: SwiftUI `NavigationLink`s in a `ToolbarItem`, which SwiftUI hosts as a
    /// custom view the width of the label's advance: Bindicator's `slider.horizontal.3`, 26.81 pt of
    /// advance on a 47.67 pt capsule at 390, 402, 420 and 440 pt, and Lexly's `gearshape`, 26.52 pt
    /// on 47.33 pt at 414; 10.43 and 10.41 pt, both capsules within 0.03 pt; docs/UIKIT.md §10.16).
    /// Was ❓ 8, the pre-26 text padding. ❓ A UIKit custom view is assumed to get the same glass:
    /// only SwiftUI's hosted labels are seen, and SwiftUI may pad its hosting view.
    public static let customViewPadding = 10.42
    /// The same at an iPad's regular width (measured, one app: Bindicator's `slider.horizontal.3` on a
    /// 47.0 pt capsule on 1024 and 1032 pt iPads at @2x, 10.1 pt; docs/UIKIT.md §10.16).
    public static let regularCustomViewPadding = 10.1

    /// The glass each side of a custom view at `width`: `regularCustomViewPadding` at an iPad's
    /// regular width, else `customViewPadding`.
    public static func customViewPadding(width: Double) -> Double {
        width >= TraitEnvironment.regularWidth ? regularCustomViewPadding : customViewPadding
    }
    /// Glass each side of an app's own custom view, one that shows no SF Symbol (a theme's placeholder
    /// box: the app draws a coloured box, an avatar, a padded label of its own): 4 pt, the platter
    /// `max(44, view + 2 × this)` (measured, #39 sessions 25-27, three fit apps: Suro's React Native
    /// `headerRight` view, 54 pt wide by its code, on a 62 pt capsule and its 38.68 pt group badge on
    /// 47 pt; BalanceZero's April "Use List" capsule, 111 pt of the app's own fill on 119 pt of glass;
    /// RAG Assistant's 28 pt view on its circle; docs/UIKIT.md §10.16). A view showing a symbol, what
    /// SwiftUI hosts for a `NavigationLink`'s label, keeps `customViewPadding`, part of which is then
    /// the hosting view's own inset; a UIKit button of the app's own showing one takes this 4 pt
    /// (measured, one fit app, #39 session 35: Apollo's 36 pt globe button adds 52 pt to its capsule,
    /// 254-386 with it and 306-386 without it on the tweak's img/inline.jpg: a 44 pt slot and the 8 pt
    /// gap; docs/UIKIT.md §10.16).
    public static let ownViewPadding = 4.0

    /// Glass each side of a SwiftUI `Button`'s or `Menu`'s label that is a view of the app's own
    /// (`swiftUILabel: view`: an `Image` or a shape with its own `.frame` or `.padding` and
    /// `.background` inside the label): 6 pt, the platter `max(44, label + 2 × this)` (measured, #39
    /// session 29, three fit apps, rows of pixels through the platters' centres: BalanceZero April's
    /// 36 × 36 pt framed images on filled circles, 338-386 around 344-380 on five captures; ReelFin's
    /// 44 × 44 pt framed label, 16-72 around 22-66 at 402 pt and 20-76 around 26-70 at 440; CloudTape's
    /// `play.fill` padded 8 pt on a 36 pt material circle, 20-68 around 26-62 at 414 and 16-64 around
    /// 22-58 at 402; docs/UIKIT.md §10.16). The 2 pt beyond `ownViewPadding` is the room SwiftUI's
    /// button keeps around its label (inferred): where the app's fill is on the `Button` itself
    /// (BalanceZero's "Use List") that room lies inside the fill and the glass beside it is 4 pt.
    public static let swiftUIViewLabelPadding = 6.0
    /// The tallest an app's own custom view shows on a 44 pt glass platter: 36 pt, centred, the rest
    /// cut off (measured, #39 sessions 28-29, two fit apps: ReelFin's 44 pt framed circle shows
    /// 66.00-102.00 pt, flat at the top and bottom; BalanceZero April's "Use List" capsule, about
    /// 49 pt tall by its curve, 66.00-102.00; the platter's 4 pt of glass above and below it, as
    /// beside it; docs/UIKIT.md §10.16).
    public static let customViewMaxHeight = 36.0

    /// The width a lone SF Symbol's glass asks for before the circle's minimum (`max(platter height, this)`):
    /// its layout width plus `lonePlatterSymbolPadding` each side; for a SwiftUI `Button` labelled with a
    /// bare `Image` (`label` is `.image`), at least the image's own width, the symbol's advance at its point
    /// size (SwiftUI sizes an `Image` so, docs/UIKIT.md §10.16), plus `swiftUIViewLabelPadding` each side,
    /// the room SwiftUI's button keeps around its label (docs/UIKIT.md §10.13, #39 session 35). At the
    /// bar's 17 pt only a symbol over 32 pt of advance widens it (`chart.bar`, 32.28 pt: 44.28); a large
    /// point size does: Lazyflow's `plus.circle.fill` at `.title2` (22 pt, 32.95 pt of advance) on a 44.67 pt
    /// capsule (check half, scored, not fitted: no fit app shows a lone `Image` label over 32 pt of advance;
    /// the padding is the three fit apps' of §10.16).
    public static func lonePlatterSymbolWidth(of symbol: SymbolImage, label: SwiftUILabelForm?) -> Double {
        let own = symbol.box.width + 2 * lonePlatterSymbolPadding
        guard label == .image else { return own }
        return max(own, symbol.advance + 2 * swiftUIViewLabelPadding)
    }

    /// The glass each side of a custom view `view` at the bar's `width`: `swiftUIViewLabelPadding` for
    /// a SwiftUI label of the app's own (`label` is `.view`), `ownViewPadding` for another view of the
    /// app's own (no symbol, or a UIKit button showing one: `contentHorizontalAlignment`), else
    /// `customViewPadding(width:)` (docs/UIKIT.md §10.16).
    public static func customViewPadding(for view: PlaceholderView, label: SwiftUILabelForm?, width: Double) -> Double {
        guard view.symbol == nil || view.isUIKitButton else { return customViewPadding(width: width) }
        return label == .view ? swiftUIViewLabelPadding : ownViewPadding
    }

    /// The platter a custom view has alone: its glass each side (`customViewPadding(for:label:width:)`),
    /// at least a circle as tall as the platter (docs/UIKIT.md §10.4, §10.16).
    public static func lonePlatterWidth(
        of view: PlaceholderView, label: SwiftUILabelForm?, width: Double, platterHeight: Double
    ) -> Double {
        max(platterHeight, view.width + 2 * customViewPadding(for: view, label: label, width: width))
    }

    /// How much further in than a platter's edge a custom view with `hidesSharedBackground` sits
    /// (❓ 4 pt, approximate, docs/UIKIT.md §10.4).
    public static let bareCustomViewInset = 4.0
    /// The back chevron inside its circle, the frame its stroke is drawn in (fitted, #39: UIKit's ink
    /// is 11.0 × 19.0 pt, 31.0-42.0 × 74.67-93.67 on YOM's white screens and 11.0 × 18.67 by its own
    /// colour on Bindicator's dark glass, two apps; the 10.7 × 18.3 frame drew 0.33-0.67 pt short at the
    /// bottom; left edge 15 pt into the 44 pt circle, its ink 0.25 pt below the circle's centre on a
    /// phone (``phoneChevronDrop``), docs/UIKIT.md §10.6).
    public static let chevronWidth = 11.0
    /// The back chevron's height: 18.67 pt (fitted with ``chevronWidth`` and ``phoneChevronDrop``,
    /// #39 session 10: UIKit's ink is 18.67 pt by the ruler on Bindicator, BidoneDemo, Netpulse and
    /// Lexly, 19.0 on YOM, NetNewsWire and DNSChat; every fit capture's box within 0.33 pt; was 19).
    public static let chevronHeight = 18.67
    /// The chevron's left edge from the circle's left edge.
    public static let chevronInset = 15.0
    /// How far below its circle's centre a phone draws the chevron's ink (measured, #39 session 10,
    /// eight fit apps: the ink's centroid 0.23-0.37 pt below the circle's centre, median 0.26, on
    /// YOM, NetNewsWire, Bindicator, DNSChat, BidoneDemo, Netpulse, PraxisEn and Lexly at 390, 402,
    /// 420 and 440 pt @3x, light and dark; docs/UIKIT.md §10.3). An iPad (Bindicator's 1024 and
    /// 1032 pt @2x, one app) centres it (−0.05 pt): ``chevronDrop(idiom:)``.
    public static let phoneChevronDrop = 0.25

    /// The chevron's drop below its platter's centre for an idiom (``phoneChevronDrop``; 0 on an iPad).
    public static func chevronDrop(idiom: UserInterfaceIdiom) -> Double {
        idiom == .pad ? 0 : phoneChevronDrop
    }

    /// Gap between the title's advance and the nearest platter when the title cannot be centred:
    /// 12.33 pt (measured, #39, two fit apps: DNSChat's "Chat" starts 12.33 pt after its back capsule,
    /// which ends at 248 pt on a 402 pt phone, and ExpenseMate's "Edit Transaction" 13.33 pt of ink
    /// after its leading circle; was 15 from DNSChat's capsule read as ending at 245, session 10's
    /// ruler fix, docs/FIDELITY.md).
    public static let titleGap = 12.33
    /// A back button with a title (docs/UIKIT.md §10.14, measured on DNSChat, one app): a capsule
    /// holding the chevron 13.33 pt from its leading edge (15 in the circle), ...
    public static let backCapsuleChevronInset = 13.33
    /// ... the title 10 pt after the chevron's frame (its ink 11.33 pt after the chevron's), ...
    public static let backCapsuleTitleGap = 10.0
    /// ... and 16.67 pt of glass after the title's advance (DNSChat's capsule ends at 248 pt, 17.67 pt
    /// after the title's ink; was 14 from the capsule read as ending at 245, session 10).
    public static let backCapsuleTrailingPadding = 16.67
    /// Font size of the large subtitle under a large title (measured: cap height 10.0 pt, 14 pt
    /// regular, secondaryLabel, §10.5, R7); the large-title band grows by its line.
    public static let largeSubtitleSize = 14.0
    /// With a large subtitle, the large title's baseline below the large-title band's top
    /// (measured: 93.0 pt below the safe-area top on 390 and 440 pt phones, i.e. 39 below the 54 pt
    /// bar, §10.5, R7).
    public static let largeTitleBaselineWithSubtitle = 39.0
    /// The large subtitle's baseline below the large title's (measured 18.33 pt, R7).
    public static let largeSubtitleBaselineGap = 18.33
    /// With a subtitle, the inline title's baseline below the item row's top (measured 20.33 pt on
    /// the T's stem, R8: the app's 15 pt bold title label over a 12 pt subtitle view on 390 and
    /// 440 pt phones, §10.5).
    public static let inlineTitleBaselineWithSubtitle = 20.33
    /// With a subtitle, the subtitle's baseline below the item row's top (measured 35.0 pt, R8).
    public static let inlineSubtitleBaseline = 35.0
    /// Subtitle font size under the inline title (❓ 12 pt regular); drawn in secondaryLabel, the
    /// colour measured on a large subtitle (§10.5).
    public static let subtitleSize = 12.0

    /// Depth of the soft scroll edge effect's full strength below the safe-area top: 30 pt, fitted to
    /// the veil measured on NetNewsWire 7's timeline (R8: 0.75-0.82 to 35 pt, 0.50 at 45, 0.27 at 53,
    /// none from 63; within 0.07 with `scrollEdgeFadeDepth`, docs/UIKIT.md §10.2). An earlier
    /// estimate was 24 and 39, ending at the same 63 pt.
    public static let scrollEdgeSolidDepth = 30.0
    /// Depth over which the soft effect then fades out, linearly (fitted, R8: 33 pt). A toolbar's
    /// effect uses the same numbers from the screen's bottom, where UIKit's fade is longer (R10: up
    /// to 0.4 weaker between 44 and 90 pt, docs/UIKIT.md §10.2).
    public static let scrollEdgeFadeDepth = 33.0

    /// The colour the soft effect lays over the content at full strength: the system background
    /// at 0.8 (❓ strength not measured), so content under the bar dims toward it (docs/UIKIT.md §10.2).
    public static func softScrollEdgeColor(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(white: 0, alpha: 0.8) : RGBAColor(white: 1, alpha: 0.8)
    }

    /// The colour of a hard effect: the opaque system background (❓ not measured).
    public static func hardScrollEdgeColor(_ style: UserInterfaceStyle) -> RGBAColor {
        style == .dark ? RGBAColor(white: 0) : RGBAColor(white: 1)
    }

    /// The hard effect's dividing line: the separator colour of iOS 26's palette (❓ not measured).
    public static func scrollEdgeDividerColor(_ style: UserInterfaceStyle) -> RGBAColor {
        SystemPalette.ios26.resolve(.separator, style)
    }
}
