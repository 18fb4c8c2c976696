import BarTheme

/// How generated code's comments name a place in the theme (`when[2].navigationBar.barButtonItem:`):
/// spelt from the vocabulary's keys, so a key renamed in `ThemeKey` is renamed here too.
enum ThemeKeyText {
    /// "`a.b:`", or "`when[i].a.b:`" inside the `when:` entry at `scope`.
    static func block(_ keys: [ThemeKey], scope index: Int? = nil) -> String {
        let path = (index.map { ["\(ThemeKey.when)[\($0)]"] } ?? []) + keys.map(\.spelling)
        return "`" + path.joined(separator: ".") + ":`"
    }
}

extension BarKind {
    /// The key of the bar's block in a theme, a scope or a scene.
    var key: ThemeKey {
        switch self {
        case .navigationBar: return .navigationBar
        case .toolbar: return .toolbar
        case .tabBar: return .tabBar
        }
    }
}
