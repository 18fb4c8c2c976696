import BarTheme
import Foundation
import Testing

@testable import BarImport

/// docs/IMPORT.md, "SwiftUI": `import swift` reads SwiftUI's bar modifiers, a scene per NavigationStack
/// (docs/UIKIT.md §15 for what each does to the bar).
@Suite struct SwiftUIImportTests {
    @Test func aStackBecomesASceneWithItsModifiers() throws {
        let source = """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .navigationTitle("Inbox")
                            .navigationSubtitle("3 unread")
                            .navigationBarTitleDisplayMode(.inline)
                            .toolbarBackground(Color(red: 0.0, green: 0.25, blue: 0.35), for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar)
                            .toolbarColorScheme(.dark, for: .navigationBar)
                            .toolbar(.hidden, for: .tabBar)
                    }
                    .tint(.orange)
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "Inbox.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let scene = try #require(try outcome.loaded().scenes.first { $0.name.value == "swiftui-Inbox-4" })
        let bar = try #require(scene.instance)
        let teal = ColorValue.fixed(RGBAColor(r: 0, g: 64, b: 89))
        #expect(bar.standardAppearance?.backgroundColor?.value == teal)
        #expect(bar.scrollEdgeAppearance?.backgroundColor?.value == teal)
        #expect(bar.barStyle?.value == .black)
        // SwiftUI's `.orange` is the system orange, not UIColor.orange.
        #expect(outcome.yaml.contains("tintColor: systemOrange"))
        let item = try #require(scene.items.first)
        #expect(item.title?.value == "Inbox")
        #expect(item.subtitle?.value == "3 unread")
        #expect(item.largeTitleDisplayMode?.value == .never)
        #expect(outcome.notes.count == 1)
        #expect(outcome.notes.first?.location.line == 12)
        // The modifier as written, its arguments once separated.
        let hidden = ".toolbar(.hidden, for: .tabBar): hides or shows the bar"
        #expect(outcome.notes.first?.message.hasPrefix(hidden) == true, "\(outcome.notes)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [("Inbox.swift", source)])
        #expect(accounted.count == 8)
        #expect(accounted.filter { $0.outcome == .imported }.count == 7)
        #expect(accounted.filter { $0.outcome == .noted }.count == 1)
    }

    /// `.toolbarBackground(.clear)` with `.visible` (dinIslam's StartView, docs/UIKIT.md §15.2): SwiftUI
    /// draws a colour flat, so the bar has no material: `backgroundEffect: none` on both appearances.
    /// Before, the colour lay over the default material and a clear bar drew the material.
    @Test func aColourIsTheWholeBackgroundWithNoMaterialUnderIt() throws {
        let outcome = try ImportHarness.swift(
            """
            import SwiftUI
            struct Start: View {
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .toolbarBackground(.clear, for: .navigationBar)
                            .toolbarBackground(.visible, for: .navigationBar)
                    }
                }
            }
            """, file: "Start.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let bar = try #require(try outcome.loaded().scenes.first?.instance)
        for object in [bar.standardAppearance, bar.scrollEdgeAppearance] {
            #expect(object?.backgroundEffect?.value == BlurEffectStyle.none)
            #expect(object?.backgroundColor?.value == .fixed(.clear))
        }
        #expect(outcome.yaml.contains("backgroundEffect: none"), "\(outcome.yaml)")
    }

    /// A file with SwiftUI modifiers only gets the scenes they describe and no stand-in UIKit
    /// navigation stack: that stack would draw a bar the app never shows (with the stack's own
    /// values, it drew the same bar twice, once with stand-in items).
    @Test func swiftUIOnlyImportHasNoStandInStack() throws {
        let outcome = try ImportHarness.swift(
            """
            import SwiftUI
            struct Inbox: View {
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .navigationTitle("Inbox")
                            .toolbarBackground(Color(red: 0.0, green: 0.25, blue: 0.35), for: .navigationBar)
                    }
                }
            }
            """, file: "Inbox.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let names = try outcome.loaded().scenes.map(\.name.value)
        #expect(names == ["swiftui-Inbox-4"], "\(names)")
    }

    /// A `ViewModifier` with bar modifiers and no stack: a scene of its own, noted; a title only
    /// known at run time is a note and a stand-in title.
    @Test func modifiersOutsideAStackAndRuntimeTitles() throws {
        let outcome = try ImportHarness.swift(
            """
            struct BrandBar: ViewModifier {
                let title: String
                func body(content: Content) -> some View {
                    content
                        .navigationTitle(title)
                        .toolbarBackground(.ultraThinMaterial, for: .navigationBar)
                        .toolbarBackground(Color.theme.brand, for: .navigationBar)
                }
            }
            """)
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let scene = try #require(try outcome.loaded().scenes.first { $0.name.value == "swiftui-BrandBar" })
        #expect(scene.instance?.standardAppearance?.backgroundEffect?.value == .systemUltraThinMaterial)
        #expect(scene.items.first?.title?.value == "Title")
        #expect(outcome.notes.contains { $0.location.line == 5 && $0.message.contains("outside a NavigationStack") })
        #expect(outcome.notes.contains { $0.location.line == 5 && $0.message.contains("only known at run time") })
        #expect(outcome.notes.contains { $0.location.line == 7 && $0.message.contains("Color.theme.brand") })
    }
}
