import BarTheme

/// One version of a theme file: its path relative to the compared folder (how versions are paired)
/// and the loaded document with its `extends` parents.
public struct ThemeVersion: Sendable {
    /// `Ocean.yaml`, `sub/Corporate.yaml`: the same file in both versions has the same key.
    public let key: String
    public let document: ThemeDocument
    public let parents: [ThemeDocument]
    /// The folder this version was read from, and how paths under it are shown: a version read
    /// from a temporary export of a git revision shows the working tree's paths, so values that
    /// name files (images) and declarations compare equal when only the folder differs.
    public let root: String
    public let shownRoot: String

    public init(key: String, document: ThemeDocument, parents: [ThemeDocument], root: String = "", shownRoot: String = "") {
        self.key = key
        self.document = document
        self.parents = parents
        self.root = root
        self.shownRoot = shownRoot
    }

    /// `text` with this version's folder replaced by the folder it stands for.
    public func shown(_ text: String) -> String {
        guard !root.isEmpty else { return text }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        let replacement = shownRoot.isEmpty ? "" : (shownRoot.hasSuffix("/") ? shownRoot : shownRoot + "/")
        return text.replacingOccurrences(of: prefix, with: replacement)
    }
}
