/// One SwiftUI navigation bar the Swift importer read: the scene's name, its bar instance and its
/// top item, made of the bar modifiers its content applies (`SwiftUIBarModifiers`).
struct SwiftUIScene {
    var name: String
    var navigationBar = DraftMapping()
    var item = DraftMapping()
    var notes: [ImportNote] = []
    var backgroundVisible: Bool?
}
