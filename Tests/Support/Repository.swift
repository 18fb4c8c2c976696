import Foundation

/// The repository the tests run in, found once from this file's place in it (`Tests/Support/`),
/// for every test target that reads the sample themes, fixtures, docs or pinned fonts.
public enum Repository {
    /// The repository's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `relative` (such as `Themes/images` or `Tests/BarThemeTests/Corpus`) inside the repository.
    public static func url(_ relative: String) -> URL {
        root.appendingPathComponent(relative)
    }
}
