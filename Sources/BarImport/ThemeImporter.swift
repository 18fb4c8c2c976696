import BarTheme
import Foundation

/// `render-theme import`: reads an existing look (Swift appearance code or a NUI / Classy / UISS /
/// Stylist style sheet) and makes a theme of it, with a note for everything it could not carry over.
public enum ThemeImporter {
    /// What the importer is given.
    public struct Request: Sendable {
        public var format: ImportFormat
        /// The files to read, with their text.
        public var sources: [(path: String, text: String)]
        /// The folder the theme will be written to: images are looked up under it.
        public var themeFolder: String?
        /// `theme:`; defaults to the first source file's name.
        public var name: String?
        /// Xcode asset catalogs (`.xcassets` folders), for `UIColor(named:)`.
        public var assetCatalogs: [String]

        public init(
            format: ImportFormat, sources: [(path: String, text: String)], themeFolder: String? = nil, name: String? = nil,
            assetCatalogs: [String] = []
        ) {
            self.format = format
            self.sources = sources
            self.themeFolder = themeFolder
            self.name = name
            self.assetCatalogs = assetCatalogs
        }
    }

    /// The imported theme's text, the files it refers to that the importer made, and the notes.
    public struct Result: Sendable {
        public var draft: ThemeDraft
        public var yaml: String
        public var files: [String: Data] { draft.files }
        public var notes: [ImportNote] { draft.notes }
        /// For Swift: what became of each statement read (`StatementLedger`).
        public var ledger: StatementLedger?
    }

    public static func run(_ request: Request) -> Result {
        let name = request.name ?? defaultName(request.sources.first?.path ?? "Imported")
        var draft = ThemeDraft(name: name, format: request.format, sources: request.sources.map(\.path))
        let imageExists: (String) -> Bool = { relative in
            guard let folder = request.themeFolder else { return false }
            return FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(relative))
        }
        var instanceNavigationBar = DraftMapping(), instanceToolbar = DraftMapping(), instanceTabBar = DraftMapping()
        var instanceItem = DraftMapping()
        var swiftUIScenes: [SwiftUIScene] = []
        var tabs: [SwiftUITabItems.Tab] = []
        var ledger: StatementLedger?
        switch request.format {
        case .swift:
            let interpreter = SwiftAppearanceInterpreter(
                index: SwiftSourceIndex(sources: request.sources), assetCatalogs: request.assetCatalogs, imageExists: imageExists)
            interpreter.run()
            let recorder = interpreter.recorder
            recorder.write(into: &draft)
            swiftUIScenes = recorder.swiftUIScenes
            tabs = recorder.swiftUITabs
            ledger = recorder.ledger
            instanceNavigationBar = recorder.instanceNavigationBar
            instanceToolbar = recorder.instanceToolbar
            instanceTabBar = recorder.instanceTabBar
            instanceItem = recorder.instanceItem
        case .nui, .classy, .uiss, .stylist:
            (instanceNavigationBar, instanceToolbar) = StyleSheetImporter.run(request, into: &draft, imageExists: imageExists)
        }
        // Notes about an instance bar that has no values of its own are kept at the top.
        draft.root.notes += instanceNavigationBar.notes + instanceToolbar.notes + instanceTabBar.notes
        instanceNavigationBar.notes = []
        instanceToolbar.notes = []
        instanceTabBar.notes = []
        // A function that configures the proxy and, passed a bar, one instance (generated code's
        // `apply(to:)`) sets the same values twice: the instance keeps only what differs.
        instanceNavigationBar = instanceNavigationBar.removingValues(alsoSetOn: draft.root[.navigationBar]?.mapping)
        instanceToolbar = instanceToolbar.removingValues(alsoSetOn: draft.root[.toolbar]?.mapping)
        instanceTabBar = instanceTabBar.removingValues(alsoSetOn: draft.root[.tabBar]?.mapping)
        PreviewScenes.add(
            to: &draft, instanceNavigationBar: instanceNavigationBar, instanceToolbar: instanceToolbar, instanceTabBar: instanceTabBar,
            topItem: instanceItem, hasSwiftUIScenes: swiftUIScenes.contains { !$0.sharedWithOtherScenes }, tabs: tabs)
        PreviewScenes.add(swiftUIScenes, to: &draft, tabs: tabs)
        return Result(draft: draft, yaml: ThemeYAMLWriter.write(draft), ledger: ledger)
    }

    /// `AppDelegate` for `Sources/AppDelegate.swift`.
    static func defaultName(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        if let dot = name.firstIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return name.isEmpty ? "Imported" : name
    }
}
