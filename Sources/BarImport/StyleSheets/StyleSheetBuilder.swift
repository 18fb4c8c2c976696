import BarTheme
import Foundation

/// What the four style sheet importers share: the blocks they write into (proxies and containment
/// scopes), the palette their variables become, notes, and files they draw (generated backgrounds).
final class StyleSheetBuilder {
    enum Bar {
        case navigationBar, toolbar, tabBar
        /// The `UITabBarItem` proxy: the top-level `tabBarItem:` (the format has no scoped one).
        case tabBarItem

        /// UIKit's class, for messages.
        var className: String {
            switch self {
            case .navigationBar: return "UINavigationBar"
            case .toolbar: return "UIToolbar"
            case .tabBar: return "UITabBar"
            case .tabBarItem: return "UITabBarItem"
            }
        }
    }

    /// One `when:` scope: its containment and device idiom, and the blocks set in it.
    struct Scope {
        var containedIn: [String]
        var idiom: String?
        var navigationBar = DraftMapping()
        var toolbar = DraftMapping()
        var tabBar = DraftMapping()

        subscript(bar: Bar) -> DraftMapping {
            get { bar == .toolbar ? toolbar : bar == .tabBar ? tabBar : navigationBar }
            set {
                switch bar {
                case .toolbar: toolbar = newValue
                case .tabBar: tabBar = newValue
                default: navigationBar = newValue
                }
            }
        }
    }

    var navigationBar = DraftMapping()
    var toolbar = DraftMapping()
    var tabBar = DraftMapping()
    var tabBarItem = DraftMapping()
    var scopes: [Scope] = []
    /// The device idiom the values being read apply to (UISS's `Phone` / `Pad` groups): they go
    /// into a `when: - traits: { userInterfaceIdiom }` scope.
    var currentIdiom: String?
    var topNotes: [ImportNote] = []
    /// Values for the preview scene's own bars (a style sheet that styles the bar of one screen).
    var instanceNavigationBar = DraftMapping()
    var instanceToolbar = DraftMapping()
    var colors: [ThemeDraft.PaletteEntry] = []
    var fonts: [ThemeDraft.PaletteEntry] = []
    var files: [String: Data] = [:]
    let imageExists: (String) -> Bool
    /// The theme's name, for the files the builder draws (so two themes in one folder do not share them).
    let themeName: String

    init(themeName: String, imageExists: @escaping (String) -> Bool) {
        self.themeName = ThemeDraft.paletteName(themeName)
        self.imageExists = imageExists
    }

    /// Runs `change` on a bar's block: the proxy's, or a scope's for a containment or idiom (the tab
    /// proxy is always the top-level `tabBarItem:`; its importers note a scoped one before).
    func modify(_ bar: Bar, containedIn: [String]?, _ change: (inout DraftMapping) -> Void) {
        let containedIn = containedIn ?? []
        if bar == .tabBarItem { return change(&tabBarItem) }
        guard !containedIn.isEmpty || currentIdiom != nil else {
            switch bar {
            case .toolbar: change(&toolbar)
            case .tabBar: change(&tabBar)
            default: change(&navigationBar)
            }
            return
        }
        let index: Int
        if let found = scopes.firstIndex(where: { $0.containedIn == containedIn && $0.idiom == currentIdiom }) {
            index = found
        } else {
            scopes.append(Scope(containedIn: containedIn, idiom: currentIdiom))
            index = scopes.count - 1
        }
        change(&scopes[index][bar])
    }

    func instance(_ bar: Bar, _ change: (inout DraftMapping) -> Void) {
        if bar == .toolbar { change(&instanceToolbar) } else { change(&instanceNavigationBar) }
    }

    func set(_ bar: Bar, containedIn: [String]?, _ path: [ThemeKey], _ value: DraftValue) {
        modify(bar, containedIn: containedIn) { $0.set(path, value) }
    }

    func note(_ message: String, at location: SourceLocation, suggestion: String? = nil, bar: Bar? = nil, containedIn: [String]? = nil) {
        let note = ImportNote(message, at: location, suggestion: suggestion)
        if let bar { modify(bar, containedIn: containedIn) { $0.notes.append(note) } } else { topNotes.append(note) }
    }

    /// A colour: `$name` when it came from a named variable (added to the palette), else its text.
    func color(_ rgba: ImportedColor.RGBA?, named text: String?, variable: String?) -> DraftValue? {
        let value: DraftValue
        if let text, UIKitColorText.names.contains(text) || UIKitColorText.deprecated[text]?.replacement == text {
            value = .scalar(text)
        } else if let rgba {
            value = .scalar(UIKitColorText.hex(rgba))
        } else {
            return nil
        }
        guard let variable else { return value }
        let name = ThemeDraft.paletteName(variable)
        if let existing = colors.first(where: { $0.name == name }) {
            if existing.value == value { return .scalar("$" + name) }
            return value
        }
        colors.append(ThemeDraft.PaletteEntry(name: name, value: value))
        return .scalar("$" + name)
    }

    /// A palette colour that says what a generated image shows (its comment names the image).
    func describeColor(_ name: String, value: DraftValue, comment: String) {
        let safe = ThemeDraft.paletteName(name)
        if let index = colors.firstIndex(where: { $0.name == safe }) {
            if colors[index].value == value { colors[index].comment = comment }
            return
        }
        colors.append(ThemeDraft.PaletteEntry(name: safe, value: value, comment: comment))
    }

    /// The note for an image that is not beside the theme, with the YAML to uncomment once it is.
    /// `axes`: the entry's `position` / `metrics`, kept in the line to uncomment.
    func missingImage(
        _ name: String, key: ThemeKey, at location: SourceLocation, bar: Bar?, containedIn: [String]? = nil,
        axes: [(key: ThemeKey, value: String)] = []
    ) {
        let path = "images/\(ImageName.base(name)).png"
        let entry = (["image: \(path)"] + axes.map { "\($0.key): \($0.value)" }).joined(separator: ", ")
        let suggestion = key == .backgroundImages || key == .shadowImages ? "\(key): [ { \(entry) } ]" : "\(key): \(path)"
        note(
            "\(key): the image \"\(name)\" is not beside the theme; copy it to \(path) and uncomment the line below", at: location,
            suggestion: suggestion, bar: bar, containedIn: containedIn)
    }

    /// `images/NAME.png` when that file is beside the theme, else nil (the caller notes it).
    func imagePath(_ name: String) -> String? {
        let base = ImageName.base(name)
        return ["images/\(base).png", "\(base).png"].first(where: imageExists)
    }

    /// A system font or a pinned Inter font for a font name and size, or nil when the name is a
    /// custom font (the caller notes it with the line to add).
    func font(name: String?, size: Double?, defaultSize: Double) -> DraftValue? {
        var mapping = DraftMapping()
        let size = size ?? defaultSize
        switch name?.lowercased() {
        case nil, "system", "systemfont":
            mapping[.family] = .scalar("system")
        case "bold", "boldsystemfont", "system-bold":
            mapping[.family] = .scalar("system")
            mapping[.weight] = .scalar("bold")
        default:
            guard let name, case .font(let font) = PinnedFonts.font(name, size: size), font.custom == nil else { return nil }
            return font.value
        }
        mapping[.size] = .number(size)
        return .mapping(mapping)
    }

    /// Writes what was built into the draft.
    func finish(into draft: inout ThemeDraft) {
        draft.colors = colors
        draft.fonts = fonts
        draft.root.notes += topNotes
        if !navigationBar.isEmpty { draft.root[.navigationBar] = .mapping(navigationBar) }
        if !toolbar.isEmpty { draft.root[.toolbar] = .mapping(toolbar) }
        if !tabBar.isEmpty { draft.root[.tabBar] = .mapping(tabBar) }
        if !tabBarItem.isEmpty { draft.root[.tabBarItem] = .mapping(tabBarItem) }
        var list: [DraftValue] = []
        for scope in scopes {
            var mapping = DraftMapping()
            if !scope.containedIn.isEmpty { mapping[.containedIn] = .list(scope.containedIn.map(DraftValue.text)) }
            if let idiom = scope.idiom {
                var traits = DraftMapping()
                traits[.userInterfaceIdiom] = .scalar(idiom)
                mapping[.traits] = .mapping(traits)
            }
            if !scope.navigationBar.isEmpty { mapping[.navigationBar] = .mapping(scope.navigationBar) }
            if !scope.toolbar.isEmpty { mapping[.toolbar] = .mapping(scope.toolbar) }
            if !scope.tabBar.isEmpty { mapping[.tabBar] = .mapping(scope.tabBar) }
            list.append(.mapping(mapping))
        }
        if !list.isEmpty { draft.root[.when] = .list(list) }
        for (path, data) in files { draft.files[path] = data }
    }
}
