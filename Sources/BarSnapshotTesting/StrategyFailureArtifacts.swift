#if SnapshotTesting
    import Foundation

    #if canImport(Testing)
        import Testing
    #endif

    /// Where the `.barTheme` strategy's diff image goes when a comparison fails: a file in the
    /// artifacts folder, and an attachment of the running Swift Testing test.
    ///
    /// swift-snapshot-testing attaches a diffing's images only under Xcode, and on Linux never
    /// (CHANGELOG.md, "Diff images on Linux"), so the strategy does it itself. Its diffing sees two
    /// rasters and no name, so the render step leaves the job's name for the comparison that follows on
    /// the same thread (`assertSnapshot` renders and compares synchronously, on the caller's thread).
    enum StrategyFailureArtifacts {
        private static let nameKey = "BarSnapshotTesting.diffName"

        /// The folder diff images are written to: swift-snapshot-testing's artifacts folder
        /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), then `BarTheme/`.
        static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
            URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
                .appendingPathComponent("BarTheme", isDirectory: true)
        }

        /// Names the diff image of the next comparison on this thread after `relativeOutputPath`.
        static func name(nextDiffAfter relativeOutputPath: String) {
            Thread.current.threadDictionary[nameKey] = relativeOutputPath
        }

        /// The name left by the render step on this thread (once), else a name of its own.
        static func takeDiffName() -> String {
            let dictionary = Thread.current.threadDictionary
            defer { dictionary.removeObject(forKey: nameKey) }
            let name = (dictionary[nameKey] as? String) ?? "raster-\(UUID().uuidString).png"
            return (name.hasSuffix(".png") ? String(name.dropLast(4)) : name) + ".diff.png"
        }

        /// Writes `png` as `name` in the artifacts folder; its path, or nil when it could not be written.
        static func write(_ png: Data, name: String, environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
            let url = folder(environment: environment).appendingPathComponent(name)
            do {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try png.write(to: url, options: .atomic)
                return url.path
            } catch {
                return nil
            }
        }

        /// Attaches `png` as `diff.png` to the running Swift Testing test, if there is one.
        static func attach(_ png: Data) {
            #if canImport(Testing) && compiler(>=6.2)
                guard Test.current != nil else { return }
                Attachment.record([UInt8](png), named: "diff.png")
            #endif
        }
    }
#endif
