import BarTheme
import Foundation
import Testing

@testable import BarImport

/// docs/IMPORT.md, "SwiftUI": `.toolbar { ToolbarItem { … } }` items as the bar button items UIKit
/// gets (docs/UIKIT.md §10.16): a `NavigationLink` whose label is an SF Symbol is a custom view
/// showing it (a capsule on Liquid Glass), a `Button` an image or text item (the 44 pt circle).
/// The sources are shaped as the #39 fit apps write their toolbars (Lexly's `CatalogView`,
/// Bindicator's `ContentView`, HealStack's `DashboardView`; docs/FIDELITY.md, session 10).
@Suite struct SwiftUIToolbarItemsImportTests {
    static let catalog = """
        import SwiftUI
        struct CatalogView: View {
            var body: some View {
                NavigationStack {
                    List { Text("French") }
                        .navigationTitle("Lexly")
                        .toolbar {
                            ToolbarItem(placement: .automatic) {
                                NavigationLink {
                                    SettingsView()
                                } label: {
                                    Image(systemName: "gearshape")
                                }
                            }
                        }
                }
            }
        }
        """

    @Test func aNavigationLinksSymbolBecomesACustomViewShowingIt() throws {
        let outcome = try ImportHarness.swift(Self.catalog, file: "CatalogView.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let scene = try #require(try outcome.loaded().scenes.first)
        let item = try #require(scene.items.first?.rightBarButtonItems.first)
        #expect(item.customView?.symbol?.name.value == "gearshape")
        #expect(item.symbol == nil && item.image == nil)
        #expect(outcome.yaml.contains("- customView:\n              image: { systemName: gearshape }"), "\(outcome.yaml)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [("CatalogView.swift", Self.catalog)])
        #expect(accounted.count == 2 && accounted.allSatisfy { $0.outcome == .imported }, "\(accounted)")
        #expect(outcome.notes.isEmpty, "\(outcome.notes)")
    }

    @Test func buttonsAreImageAndTextItemsAndPlacementsPickTheSide() throws {
        let source = """
            import SwiftUI
            struct DashboardView: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("a") }
                            .navigationTitle("Good evening")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Button {
                                        showSettings = true
                                    } label: {
                                        Image(systemName: "gearshape")
                                    }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button("Done") { dismiss() }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    NavigationLink(destination: BoroughPickerView()) {
                                        Image(systemName: "slider.horizontal.3")
                                            .foregroundStyle(.green)
                                    }
                                }
                                ToolbarItem(placement: .principal) {
                                    Text("Bindicator")
                                }
                            }
                    }
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "DashboardView.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let top = try #require(try outcome.loaded().scenes.first?.items.first)
        #expect(top.leftBarButtonItems.map { $0.symbol?.name.value } == ["gearshape"])
        // Outermost first: the link declared last sits at the trailing edge.
        #expect(top.rightBarButtonItems.map { $0.customView?.symbol?.name.value } == ["slider.horizontal.3", nil])
        #expect(top.rightBarButtonItems.last?.title?.value == "Done")
        // The label's colour and the principal item are located notes, not lost.
        let notes = outcome.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("a toolbar item's label modifiers (.foregroundStyle)") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("ToolbarItem(placement: .principal)") }, "\(notes)")
        #expect(outcome.notes.allSatisfy { $0.location.line > 0 })
    }

    @Test func whatATrailingLinkBecomesRendersOnACapsuleAndAButtonOnACircle() throws {
        let outcome = try ImportHarness.swift(Self.catalog, file: "CatalogView.swift")
        let document = try outcome.loaded()
        let scene = try #require(document.scenes.first)
        let variant = Variant(position: .topAttached, width: 414, scale: 3, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: document, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let lines = BarLayoutEngine.platterExplanation(scene: scene, content: content, appearance: appearance, variant: variant)
        #expect(lines.last?.provenance.rule.contains("a capsule, 47.36 pt") == true, "\(lines)")
    }

    @Test func itemsSwiftUICannotHandToATheme() throws {
        let source = """
            import SwiftUI
            struct Sheet: View {
                var body: some View {
                    NavigationStack {
                        Form { Text("a") }
                            .navigationTitle("Edit")
                            .toolbar {
                                ToolbarItem(placement: .topBarTrailing) { closeButton }
                                ToolbarItem(placement: .topBarTrailing) {
                                    NavigationLink(destination: HistoryView()) { Label(title, systemImage: "clock") }
                                }
                                ToolbarItem(placement: .bottomBar) { EditButton() }
                            }
                    }
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "Sheet.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let top = try #require(try outcome.loaded().scenes.first?.items.first)
        #expect(top.rightBarButtonItems.isEmpty)
        let notes = outcome.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("a toolbar item closeButton: a view of the app's own") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("a toolbar NavigationLink whose label is not a literal text or an SF Symbol") }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("ToolbarItem(placement: .bottomBar)") }, "\(notes)")
        let accounted = try NothingDroppedTests.outcomes(outcome, sources: [("Sheet.swift", source)])
        #expect(accounted.allSatisfy { $0.outcome != .dropped }, "\(accounted)")
    }

    /// A link whose label is a text (Botanica's `NavigationLink(destination: HistoryView()) { Text("History") }`,
    /// osmond/Botanica Views/Navigation/MainTabView.swift:351-355 at f22f87b; or `NavigationLink("Title") { … }`)
    /// is a custom view showing that text (docs/UIKIT.md §10.16). On main it was not imported: "a text label
    /// is a custom view showing text, which a theme cannot say yet".
    @Test func aNavigationLinksTextBecomesACustomViewShowingIt() throws {
        let source = """
            import SwiftUI
            struct Today: View {
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .navigationTitle("Today")
                            .toolbar {
                                ToolbarItem(placement: .navigationBarTrailing) {
                                    NavigationLink(destination: HistoryView()) {
                                        Text("History")
                                    }
                                }
                                ToolbarItem(placement: .navigationBarLeading) {
                                    NavigationLink("Archive") { ArchiveView() }
                                }
                            }
                    }
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "Today.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let top = try #require(try outcome.loaded().scenes.first?.items.first)
        #expect(top.rightBarButtonItems.map { $0.customView?.title?.value } == ["History"])
        #expect(top.rightBarButtonItems.first?.title == nil)
        #expect(top.leftBarButtonItems.map { $0.customView?.title?.value } == ["Archive"])
    }

    /// Each item says which label it was written with (`swiftUILabel`, docs/UIKIT.md §10.3), and a `Menu` is
    /// read as a `Button` is. Shaped as WhistleCounter's recipes toolbar (a `Menu` labelled
    /// `Image(systemName: "ellipsis.circle")` and a `Button` labelled `Image(systemName: "plus")`) and
    /// Accessible Notes' (`Label("New Note", systemImage: "plus")`), both #39 fit apps. On main before,
    /// the `Menu` was a note ("not imported") and no item said its label, so the imported theme drew
    /// every symbol in the vibrant colour where UIKit draws a bare `Image` black.
    @Test func eachItemSaysItsLabelAndAnImageLabelRendersBlack() throws {
        let source = """
            import SwiftUI
            struct RecipesTab: View {
                var body: some View {
                    NavigationStack {
                        List { Text("a") }
                            .navigationTitle("Recipes")
                            .toolbar {
                                ToolbarItem(placement: .topBarLeading) {
                                    Menu {
                                        Button("Import") { importing = true }
                                    } label: {
                                        Image(systemName: "ellipsis.circle")
                                    }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button { adding = true } label: { Label("New Note", systemImage: "plus") }
                                }
                                ToolbarItem(placement: .topBarTrailing) {
                                    Button("Done") { dismiss() }
                                }
                            }
                    }
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "RecipesTab.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let document = try outcome.loaded()
        let scene = try #require(document.scenes.first)
        let top = try #require(scene.items.first)
        #expect(top.leftBarButtonItems.map { $0.symbol?.name.value } == ["ellipsis.circle"])
        #expect(top.leftBarButtonItems.map { $0.swiftUILabel?.value } == [.image])
        #expect(top.rightBarButtonItems.map { $0.swiftUILabel?.value } == [.text, .label])
        #expect(outcome.yaml.contains("swiftUILabel: image"), "\(outcome.yaml)")

        let variant = Variant(position: .topAttached, width: 402, scale: 3, statusBarHeight: 0)
        let appearance = AppearanceResolver().resolve(document: document, scene: scene, variant: variant)
        let content = ContentResolver.resolve(scene: scene, metrics: variant.metrics, prefersLargeTitles: false)
        let layout = BarLayoutEngine(measurer: TenPointCharacters()).layout(appearance: appearance, content: content, variant: variant)
        var colours: [String: RGBAColor] = [:]
        for case .icon(let icon) in layout.elements {
            if case .symbol(let symbol) = icon.icon { colours[symbol.name] = icon.color }
        }
        #expect(colours == ["ellipsis.circle": .black, "plus": GlassVibrancy.text], "\(colours)")
    }

    /// A toolbar's `#if` is read as an iOS build compiles it, and an item's `.accessibilityLabel(…)` is its
    /// `accessibilityLabel`. Shaped as Prosary's home toolbar (dkaluta/Prosary, iOS/…/HomeView.swift:157-172
    /// at 0bc6d22, BSD 2-Clause: a `star` link with `.accessibilityLabel(Text(…))`, then an `info.circle` link
    /// inside `#if !os(macOS)`). On main before, the `#if` block was a note ("only ToolbarItem, ToolbarItemGroup
    /// and plain items are imported") and the labels were notes, so the imported theme lacked an item and both
    /// labels.
    @Test func aToolbarsIfIsReadAsIOSCompilesItAndItemsKeepTheirAccessibilityLabels() throws {
        let source = """
            import SwiftUI
            struct HomeView: View {
                var body: some View {
                    NavigationStack {
                        ScrollView { Text("a") }
                            .navigationTitle("Pray")
                            .toolbar {
                                ToolbarItem(placement: .primaryAction) {
                                    NavigationLink(value: 1) { Image(systemName: "star") }
                                        .accessibilityLabel(Text("My Favorites"))
                                        .accessibilityIdentifier("favoritesButton")
                                }
                                #if !os(macOS)
                                ToolbarItem(placement: .primaryAction) {
                                    NavigationLink(value: 2) { Image(systemName: "info.circle") }
                                        .accessibilityLabel("About")
                                }
                                #else
                                ToolbarItem(placement: .primaryAction) { Button("Quit") { } }
                                #endif
                                #if DEBUG
                                ToolbarItem(placement: .topBarLeading) { Button("Debug") { } }
                                #endif
                            }
                    }
                }
            }
            """
        let outcome = try ImportHarness.swift(source, file: "HomeView.swift")
        #expect(outcome.errors.isEmpty, "\(outcome.errors)")
        let top = try #require(try outcome.loaded().scenes.first?.items.first)
        // Outermost first: the item declared last (inside `#if !os(macOS)`) sits at the trailing edge.
        #expect(top.rightBarButtonItems.map { $0.customView?.symbol?.name.value } == ["info.circle", "star"])
        #expect(top.rightBarButtonItems.map { $0.accessibilityLabel?.value } == ["About", "My Favorites"])
        #expect(top.leftBarButtonItems.isEmpty, "a DEBUG-only item is not drawn")
        let notes = outcome.notes.map(\.message)
        #expect(notes.contains { $0.hasPrefix("'#if DEBUG' in a toolbar is decided when the app is built") }, "\(notes)")
        #expect(notes.contains { $0 == "a toolbar NavigationLink's modifiers (.accessibilityIdentifier): not imported" }, "\(notes)")
        #expect(!notes.contains { $0.contains("Quit") || $0.contains("only ToolbarItem") }, "\(notes)")
    }
}
