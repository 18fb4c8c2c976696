import BarTheme
import Foundation
import Testing

/// `PhysicalPath` resolves as the kernel does when it opens a path (CHANGELOG.md, "A theme could read a
/// file outside its folder"; docs/HARDENING.md, the "links then `..`" family).
@Suite struct PhysicalPathTests {
    /// A temporary folder with `root/`, `outside/inner/` and `outside/evil.txt`, resolved.
    static func folder() throws -> URL {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-physical-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base.appendingPathComponent("root"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: base.appendingPathComponent("outside/inner"), withIntermediateDirectories: true)
        try Data("x".utf8).write(to: base.appendingPathComponent("outside/evil.txt"))
        try Data("x".utf8).write(to: base.appendingPathComponent("root/own.txt"))
        return base.resolvingSymlinksInPath()
    }

    static func link(_ path: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target)
    }

    @Test func dotDotAfterALinkLeavesFromWhereTheLinkLeads() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        try Self.link(base.appendingPathComponent("root/sub"), to: "../outside/inner")
        let path = base.appendingPathComponent("root").path + "/sub/../evil.txt"
        #expect(PhysicalPath.resolve(path) == base.appendingPathComponent("outside/evil.txt").path)
    }

    @Test func linksToLinksAbsoluteLinksAndPlainPaths() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("root")
        try Self.link(root.appendingPathComponent("hop"), to: "../outside/inner")
        try Self.link(root.appendingPathComponent("sub"), to: "hop")
        try Self.link(root.appendingPathComponent("abs"), to: base.appendingPathComponent("outside/inner").path)
        let outside = base.appendingPathComponent("outside/evil.txt").path
        #expect(PhysicalPath.resolve(root.path + "/sub/../evil.txt") == outside)
        #expect(PhysicalPath.resolve(root.path + "/abs/../evil.txt") == outside)
        #expect(PhysicalPath.resolve(root.path + "/./own.txt") == root.appendingPathComponent("own.txt").path)
        #expect(PhysicalPath.resolve(root.path + "//hop/..//..//root/own.txt") == root.appendingPathComponent("own.txt").path)
        #expect(PhysicalPath.resolve("/") == "/")
        #expect(PhysicalPath.resolve("/..") == "/")
    }

    @Test func relativePathsStartAtTheGivenFolder() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("root")
        try Self.link(root.appendingPathComponent("sub"), to: "../outside/inner")
        #expect(PhysicalPath.resolve("sub/../evil.txt", from: root.path) == base.appendingPathComponent("outside/evil.txt").path)
        #expect(PhysicalPath.resolve("own.txt", from: root.path) == root.appendingPathComponent("own.txt").path)
    }

    @Test func missingComponentsLoopsAndFilesUsedAsFoldersLeadNowhere() throws {
        let base = try Self.folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("root")
        try Self.link(root.appendingPathComponent("loop"), to: "loop")
        try Self.link(root.appendingPathComponent("a"), to: "b")
        try Self.link(root.appendingPathComponent("b"), to: "a")
        #expect(PhysicalPath.resolve(root.path + "/missing/../own.txt") == nil)
        #expect(PhysicalPath.resolve(root.path + "/loop") == nil)
        #expect(PhysicalPath.resolve(root.path + "/a/x") == nil)
        #expect(PhysicalPath.resolve(root.path + "/own.txt/..") == nil)
        #expect(PhysicalPath.resolve(root.path + "/own.txt/x") == nil)
    }
}
