#if Preview
    import Foundation
    import Testing

    @testable import BarPreview

    /// The poll that decides what `watch` re-renders: an edit, a removal and a file that appears are
    /// each reported once, and a file nobody touched never is.
    @Suite struct WatchedFilesTests {
        static func folder() throws -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-watch-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }

        @Test func anEditARemovalAndANewFileAreEachReportedOnce() throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let theme = folder.appendingPathComponent("Theme.yaml").path
            let parent = folder.appendingPathComponent("base.yaml").path
            let image = folder.appendingPathComponent("images/back.png").path
            try Data("theme: T\n".utf8).write(to: URL(fileURLWithPath: theme))
            try Data("theme: Base\n".utf8).write(to: URL(fileURLWithPath: parent))
            var files = WatchedFiles()
            files.watch([theme, parent, image])
            #expect(files.changed().isEmpty)

            // A different size is a change even within the file system's timestamp resolution.
            try Data("theme: T\nera: ios26\n".utf8).write(to: URL(fileURLWithPath: theme))
            #expect(files.changed() == [theme])
            #expect(files.changed().isEmpty)

            try FileManager.default.removeItem(atPath: parent)
            try FileManager.default.createDirectory(
                atPath: (image as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: image))
            #expect(files.changed() == [parent, image].sorted())
            #expect(files.changed().isEmpty)
        }

        /// A save that lands while the first render runs (after the theme was read, before the files it
        /// names are first stamped) is not lost: the next poll reports it. A file untouched since before
        /// the read is not. (`render-theme watch` lost such a save on a loaded machine: the end-to-end
        /// test `aParentThemeChangeReRendersTheThemeThatExtendsIt` edited the parent as soon as the
        /// first render was logged, and the baseline taken after the log already held the edit.)
        @Test func aSaveDuringTheFirstRenderIsReportedByTheNextPoll() throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let theme = folder.appendingPathComponent("Theme.yaml").path
            let parent = folder.appendingPathComponent("base.yaml").path
            for path in [theme, parent] {
                try Data("theme: T\n".utf8).write(to: URL(fileURLWithPath: path))
                try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: path)
            }
            let readSince = Date()
            // The same size, so only the modification time tells the save apart.
            try Data("theme: U\n".utf8).write(to: URL(fileURLWithPath: parent))
            var files = WatchedFiles()
            files.watch([theme, parent], readSince: readSince)
            #expect(files.changed() == [parent])
            #expect(files.changed().isEmpty)
        }

        @Test func watchingAPathAgainKeepsItsBaseline() throws {
            let folder = try Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let theme = folder.appendingPathComponent("Theme.yaml").path
            try Data("theme: T\n".utf8).write(to: URL(fileURLWithPath: theme))
            var files = WatchedFiles()
            files.watch([theme])
            try Data("theme: Changed\n".utf8).write(to: URL(fileURLWithPath: theme))
            files.watch([theme])
            #expect(files.changed() == [theme])
        }
    }
#endif
