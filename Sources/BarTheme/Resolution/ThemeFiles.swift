/// Joins paths a theme names with the theme's folder, without touching the file system.
public enum ThemeFiles {
    /// `path` (relative, already checked by `ThemePath`) resolved against the folder of `themePath`.
    public static func path(_ path: String, relativeTo themePath: String) -> String {
        guard let slash = themePath.lastIndex(of: "/") else { return path }
        return String(themePath[...slash]) + path
    }
}
