import Foundation
import Testing

@testable import BarTheme

/// A theme's own font is drawn untracked (docs/UIKIT.md §2.4, #41 session 27): UIKit tracks a font
/// only as its own `trak` table says, and the corpus's custom fonts have none. Two fit apps: Suro's
/// Convergence tab titles at 10 pt (UIKit's ink 51.3 pt for "Calendario", the font's untracked ink
/// 51.53; BarTheme's, at −0.41 pt a letter, 48.0) and ObSync's Fira Code title at 17 pt (UIKit 5 pt
/// wider than BarTheme's tracked one) and large title at 34 pt (2.3 pt narrower).
@Suite struct CustomFontTrackingTests {
    @Test func aFamilyTheThemesFilesProvideTakesNoTracking() throws {
        let folder = try CustomFontFamilyTests.folder([
            "Theme.yaml": CustomFontFamilyTests.karlaTheme(
                title: ("semibold", 17), large: ("bold", 34),
                rest: """
                    tabBar:
                      standardAppearance:
                        stackedLayoutAppearance:
                          normal: { titleTextAttributes: { font: { family: Karla, size: 10 } } }
                    """)
        ])
        let document = try ThemeLoader.load(path: folder.appendingPathComponent("Theme.yaml").path).document
        let title = try #require(document.navigationBar?.titleTextAttributes?.font?.value)
        let large = try #require(document.navigationBar?.largeTitleTextAttributes?.font?.value)
        for font in [title, large] {
            #expect(!font.faces.isEmpty)
            var descriptor = FontDescriptor(family: "Karla", weight: .bold, size: font.size?.value ?? 0)
            descriptor.faces = font.faces
            #expect(TextStyle(font: descriptor, color: .black).tracking == 0, "\(descriptor)")
        }
        // A font file named directly, at the tab bar's 10 pt: none either (−0.41 pt a letter before).
        let path = folder.appendingPathComponent("fonts/Karla-Regular.ttf").path
        let file = FontDescriptor(family: "", weight: .regular, size: 10, file: path)
        #expect(TrackingTable.tracking(for: file) == 0)
        // The system font keeps San Francisco's, a pinned family named by the theme the old table.
        #expect(TrackingTable.tracking(for: FontDescriptor(family: "system", weight: .medium, size: 10)) > 0)
        #expect(TrackingTable.tracking(for: FontDescriptor(family: "Inter", weight: .regular, size: 10)) == -0.41)
    }
}
