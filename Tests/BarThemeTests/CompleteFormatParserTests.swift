import Testing

@testable import BarTheme

/// The complete format parses into the document model with locations.
@Suite struct CompleteFormatParserTests {
    @Test func everyPartOfTheFormatParses() throws {
        let text = """
            theme: Full
            era: ios7
            policies: { containment: mostSpecific, legacyOverridesAppearanceObjects: false, shadowImageRequiresBackgroundImage: true }
            lint: { disable: item-contrast }
            navigationBar:
              prefersLargeTitles: true
              largeTitleTextAttributes: { font: { family: Inter Display, weight: bold, size: 34 } }
              backgroundImages:
                - { image: bar.png, position: topAttached, metrics: default, capInsets: [0, 8, 0, 8] }
                - image: { image: bar-compact.png, resizingMode: tile, renderingMode: alwaysOriginal }
                  metrics: landscapePhone
              shadowImage: hairline.png
              backIndicatorImage: { image: back.png, flipsForRightToLeft: true }
              backIndicatorTransitionMaskImage: back-mask.png
              standardAppearance:
                configureWith: opaque
                backgroundEffect: none
                backgroundColor: systemBackground
                backgroundImageContentMode: redraw
                shadowColor: clear
                titlePositionAdjustment: [0, -2]
                buttonAppearance: { normal: { titleTextAttributes: { foregroundColor: systemRed } }, disabled: { titlePositionAdjustment: [0, 1] } }
            toolbar:
              backgroundImages: [ { image: toolbar.png, position: bottom } ]
              shadowImages: [ { image: top-line.png, position: top } ]
              compactAppearance: { configureWith: transparent }
            when:
              - containedIn: [UINavigationController, MyApp.SettingsViewController]
                traits: { userInterfaceStyle: dark, horizontalSizeClass: regular, layoutDirection: rightToLeft }
                navigationBar: { barTintColor: "#000000" }
            scenes:
              - name: compose
                bar: toolbar
                containedIn: UINavigationController
                atScrollEdge: true
                toolbar: { tintColor: systemOrange }
                items: [ { systemItem: action }, { systemItem: flexibleSpace }, { systemItem: fixedSpace, width: 20 }, { image: pen.png, tintColor: red }, { customView: { width: 80, height: 28, color: systemGray5, label: Segments } } ]
                variants: { positions: [bottom], layoutDirections: [leftToRight, rightToLeft] }
              - name: detail
                items:
                  - title: Inbox
                    backButtonTitle: Mail
                    backButtonDisplayMode: minimal
                  - titleView: { width: 120, height: 28 }
                    prompt: Updated just now
                    largeTitleDisplayMode: never
                    scrollEdgeAppearance: { configureWith: transparent }
            """
        let (document, diagnostics) = ThemeParser.parse(text, path: "Full.yaml")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let theme = try #require(document)
        #expect(theme.era?.value == .ios7)
        #expect(theme.policies?.containment?.value == .mostSpecific)
        #expect(theme.disabledLintRules == ["item-contrast"])
        let bar = try #require(theme.navigationBar)
        #expect(bar.prefersLargeTitles?.value == true)
        #expect(bar.largeTitleTextAttributes?.font?.value.family?.value == "Inter Display")
        #expect(bar.backgroundImages.count == 2)
        #expect(bar.backgroundImages[0].position?.value == .topAttached)
        #expect(bar.backgroundImages[0].image.capInsets?.value == EdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(bar.backgroundImages[0].image.path.location == SourceLocation(file: "Full.yaml", line: 9, column: 16))
        #expect(bar.backgroundImages[1].metrics?.value == .compact)
        #expect(bar.backgroundImages[1].image.renderingMode?.value == .original)
        #expect(bar.backgroundImages[1].image.resizingMode?.value == .tile)
        #expect(bar.shadowImages.map(\.image.path.value) == ["hairline.png"])
        #expect(bar.backIndicatorImage?.flipsForRightToLeft?.value == true)
        let standard = try #require(bar.standardAppearance)
        #expect(standard.configureWith?.value == .opaque)
        #expect(standard.backgroundEffect?.value == BlurEffectStyle.none)
        #expect(standard.backgroundImageContentMode?.value == .scaleToFill)
        #expect(standard.titlePositionAdjustment?.value == Offset(x: 0, y: -2))
        #expect(standard.buttonAppearance?.normal?.titleTextAttributes?.foregroundColor != nil)
        #expect(standard.buttonAppearance?.disabled?.titlePositionAdjustment?.value == Offset(x: 0, y: 1))
        let toolbar = try #require(theme.toolbar)
        #expect(toolbar.backgroundImages.first?.position?.value == .bottom)
        #expect(toolbar.shadowImages.first?.position?.value == .top)
        #expect(toolbar.compactAppearance?.configureWith?.value == .transparent)
        let scope = try #require(theme.scopes.first)
        #expect(scope.containedIn?.value == ["UINavigationController", "MyApp.SettingsViewController"])
        #expect(scope.traits?.layoutDirection?.value == .rightToLeft)
        #expect(scope.traits?.horizontalSizeClass?.value == .regular)
        let compose = theme.scenes[0]
        #expect(compose.bar?.value == .toolbar)
        #expect(compose.containedIn?.value == ["UINavigationController"])
        #expect(compose.atScrollEdge?.value == true)
        #expect(compose.instance?.tintColor != nil)
        #expect(compose.toolbarItems.map { $0.systemItem?.value } == [.action, .flexibleSpace, .fixedSpace, nil, nil])
        #expect(compose.toolbarItems[2].width?.value == 20)
        #expect(compose.toolbarItems[3].image?.path.value == "pen.png")
        #expect(compose.toolbarItems[4].customView?.label?.value == "Segments")
        #expect(compose.variants.layoutDirections?.value == [.leftToRight, .rightToLeft])
        let detail = theme.scenes[1]
        #expect(detail.items[0].backButtonDisplayMode?.value == .minimal)
        #expect(detail.items[0].backButtonTitle?.value == "Mail")
        #expect(detail.items[1].titleView?.width?.value == 120)
        #expect(detail.items[1].prompt?.value == "Updated just now")
        #expect(detail.items[1].largeTitleDisplayMode?.value == .never)
        #expect(detail.items[1].scrollEdgeAppearance?.configureWith?.value == .transparent)
    }

    @Test func linterReportsEveryRuleIdOnce() {
        #expect(Set(LintRules.ids).count == LintRules.ids.count)
        #expect(LintRules.ids.allSatisfy { $0.allSatisfy { $0.isLowercase || $0 == "-" } })
    }

    @Test func contrastFollowsWCAG() {
        #expect(abs(WCAGContrast.ratio(.black, .white) - 21) < 0.001)
        #expect(WCAGContrast.minimum(size: 17, weight: .semibold) == 4.5)
        #expect(WCAGContrast.minimum(size: 14, weight: .bold) == 3)
        #expect(WCAGContrast.minimum(size: 18, weight: .regular) == 3)
    }

    @Test func pngHeaderReadsTheSizeFromIHDR() {
        var bytes = PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8)
        bytes += [0, 0, 0x10, 0x00, 0, 0, 0, 44]
        #expect(PNGHeader(bytes) == PNGHeader(width: 4096, height: 44))
        #expect(PNGHeader(Array("GIF89a".utf8)) == nil)
        #expect(
            FontFileSignature.isFont(Array("OTTO".utf8)) && FontFileSignature.isFont([0, 1, 0, 0])
                && !FontFileSignature.isFont(Array("wOFF".utf8)))
    }
}
