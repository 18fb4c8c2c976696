#if SnapshotTesting
    import Foundation

    #if canImport(Testing)
        import Testing
    #endif

    /// Where the `.barTheme` strategy's images go when a comparison fails: the reference, the actual
    /// render and the diff as files in the artifacts folder, and as attachments of the running Swift
    /// Testing test named after the test and the variant
    /// (`brandBar.Brand_home.default.topAttached.light.375w@2x.diff.png`).
    ///
    /// swift-snapshot-testing attaches a diffing's images only under Xcode, and on Linux never
    /// (CHANGELOG.md, "Diff images on Linux"), so the strategy does it itself. Its diffing sees two
    /// rasters and no name, so the render step leaves the job's name for the comparison that follows on
    /// the same thread (`assertSnapshot` renders and compares synchronously, on the caller's thread).
    enum StrategyFailureArtifacts {
        private static let nameKey = "BarSnapshotTesting.diffName"
        private static let scaleKey = "BarSnapshotTesting.diffScale"

        /// The folder diff images are written to: swift-snapshot-testing's artifacts folder
        /// (`SNAPSHOT_ARTIFACTS`, else the temporary folder), then `BarTheme/`.
        static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
            URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
                .appendingPathComponent("BarTheme", isDirectory: true)
        }

        /// Names the images of the next comparison on this thread after `relativeOutputPath`, drawn at `scale`.
        static func name(nextDiffAfter relativeOutputPath: String, scale: Int) {
            Thread.current.threadDictionary[nameKey] = relativeOutputPath
            Thread.current.threadDictionary[scaleKey] = scale
        }

        /// What the render step left on this thread (once): the images' stem (`Ocean/settings.…375w@3x`)
        /// and the scale, for the summary in points; else a stem of its own and no scale.
        static func takeSubject() -> (stem: String, scale: Int?) {
            let dictionary = Thread.current.threadDictionary
            defer {
                dictionary.removeObject(forKey: nameKey)
                dictionary.removeObject(forKey: scaleKey)
            }
            let name = (dictionary[nameKey] as? String) ?? "raster-\(UUID().uuidString).png"
            return (name.hasSuffix(".png") ? String(name.dropLast(4)) : name, dictionary[scaleKey] as? Int)
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

        /// Attaches the images (`reference`, `actual`, `diff` by role) to the running Swift Testing
        /// test, if there is one, as `<test>.<stem with _ for />.<role>.png`.
        static func attach(_ images: [(role: String, png: Data)], stem: String) {
            #if canImport(Testing) && compiler(>=6.2)
                guard let test = Test.current else { return }
                let prefix = attachmentName(test: test.name, stem: stem)
                for image in images {
                    Attachment.record([UInt8](image.png), named: "\(prefix).\(image.role).png")
                }
            #endif
        }

        /// `brandBar.Brand_home.default.topAttached.light.375w@2x` for the test `brandBar()`.
        static func attachmentName(test: String, stem: String) -> String {
            let bare = test.split(separator: "(").first.map(String.init) ?? test
            return "\(bare.replacingOccurrences(of: " ", with: "_")).\(stem.replacingOccurrences(of: "/", with: "_"))"
        }
    }
#endif
