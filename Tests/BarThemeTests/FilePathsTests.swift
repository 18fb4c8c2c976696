import BarTheme
import Testing

/// `FilePaths.parent(of:)` gives what `NSString.deletingLastPathComponent` gives, without its
/// crash on one-character paths (`o`, `a/`) on Linux.
@Suite struct FilePathsTests {
    @Test(arguments: [
        ("a/b", "a"), ("ab", ""), ("o", ""), ("a/", ""), ("/x", "/"), ("/", "/"), ("a//b/", "a"),
        ("Snapshots/Ocean/bar.png", "Snapshots/Ocean"), ("./o", "."), ("/tmp/o/", "/tmp"),
    ])
    func theParentFolderIsThePathUpToItsLastComponent(path: String, parent: String) {
        #expect(FilePaths.parent(of: path) == parent, "\(path)")
    }
}
