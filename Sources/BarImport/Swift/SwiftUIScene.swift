/// One SwiftUI navigation bar the Swift importer read: the scene's name, its bar instance and its
/// top item, made of the bar modifiers its content applies (`SwiftUIBarModifiers`).
struct SwiftUIScene {
    var name: String
    var navigationBar = DraftMapping()
    var item = DraftMapping()
    var notes: [ImportNote] = []
    var backgroundVisible: Bool?
    /// What `for: .tabBar` modifiers and a `TabView`'s `.tint` set: the scene's tab bar (drawn as a tab bar scene of its own).
    var tabBar = DraftMapping()
    var tabBarBackgroundVisible: Bool?
    /// A `TabView`'s values went into the tab bars of the stacks inside it: no scene of its own.
    var sharedWithOtherScenes = false

    /// The bar a modifier's `for:` placement names, with its background visibility.
    enum Bar {
        case navigationBar, tabBar

        var block: WritableKeyPath<SwiftUIScene, DraftMapping> { self == .tabBar ? \.tabBar : \.navigationBar }
        var backgroundVisible: WritableKeyPath<SwiftUIScene, Bool?> { self == .tabBar ? \.tabBarBackgroundVisible : \.backgroundVisible }
    }
}
