/// Checks the paths a theme names (font files, images) before any file is touched: they must be
/// relative and stay inside the theme's folder. Symlinks are checked when the file is opened.
public enum ThemePath {
    /// A sentence saying what is wrong with `path`, or `nil` when it is acceptable.
    public static func problem(with path: String) -> String? {
        if path.isEmpty { return "the path is empty" }
        if path.hasPrefix("/") || path.hasPrefix("~") || path.contains("\\") || (path.count > 1 && path.dropFirst().first == ":") {
            return "'\(path)' is not a relative path"
        }
        var depth = 0
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == ".." { depth -= 1 } else if component != "." { depth += 1 }
            if depth < 0 { return "'\(path)' leaves the theme's folder" }
        }
        return nil
    }
}
