#if SnapshotTesting
    import BarRender
    import BarSnapshot
    import BarTheme
    import Foundation
    import SnapshotTesting

    extension Snapshotting where Value == RenderJob, Format == Raster {
        /// A swift-snapshot-testing strategy that renders a theme variant and compares it with a PNG
        /// reference with `ImageComparison`: exactly by default (`options` for a CIEDE2000 tolerance).
        /// Each job is drawn in its theme's `era:` (or the nearest `extends` parent's), with the
        /// parents the job carries: load the theme with `ThemeLoader` so they are there.
        ///
        /// ```swift
        /// import BarSnapshotTesting
        /// import BarTheme
        /// import SnapshotTesting
        ///
        /// let loaded = try ThemeLoader.load(path: "Themes/ScopedCorporate.yaml")   // with its extends parents
        /// for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: "billing") {
        ///     assertSnapshot(of: job, as: .barTheme, named: job.variant.description)
        /// }
        /// ```
        /// Record modes are swift-snapshot-testing's own (`SNAPSHOT_TESTING_RECORD`, `withSnapshotTesting`);
        /// references go where it puts them (`__Snapshots__` beside the test file). For BarTheme's
        /// naming, `BARTHEME_RECORD` and the HTML report, use `assertBarSnapshot` instead.
        ///
        /// A variant that cannot be rendered (a missing image, an unreadable font) records a test issue
        /// with the renderer's message, and its comparison fails with "the render failed"; it is never
        /// compared as an empty image.
        public static var barTheme: Snapshotting { barTheme() }

        /// The strategy with explicit comparison `options`; `era` overrides the themes' own `era:`.
        /// The source location is where a render failure is reported.
        public static func barTheme(
            options: ComparisonOptions = .default, era: Era? = nil,
            fileID: StaticString = #fileID, filePath: StaticString = #filePath,
            line: UInt = #line, column: UInt = #column
        ) -> Snapshotting {
            Snapshotting(pathExtension: "png", diffing: .barRaster(options: options)) { job in
                // The comparison that follows on this thread names its diff image after the job.
                StrategyFailureArtifacts.name(nextDiffAfter: job.relativeOutputPath, scale: job.variant.scale)
                do {
                    return try BarRenderer(era: era).render(job).raster
                } catch {
                    RenderFailureIssue.record(
                        "BarTheme could not render \(job.document.path) scene '\(job.scene.name.value)' \(job.variant): \(error)",
                        fileID: fileID, filePath: filePath, line: line, column: column)
                    return Raster.renderFailure
                }
            }
        }
    }

    extension Raster {
        /// What the strategy snapshots when rendering failed: no pixels. The diffing never lets it pass.
        static let renderFailure = Raster(width: 0, height: 0, pixels: [])
    }

    extension Diffing where Value == Raster {
        /// Stores rasters as PNG and compares them with `ImageComparison`; a failure's message is the
        /// comparison summary (the largest difference's place in pixels and points, as
        /// `assertBarSnapshot` says it) and the paths of the reference, actual and diff images, which
        /// are written to the artifacts folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder, under
        /// `BarTheme/`, named after the job: `Ocean/settings.default.topAttached.light.375w@3x.diff.png`)
        /// and attached to the running Swift Testing test under names that say the test and the
        /// variant (`swift test --attachments-path DIR` keeps them; Xcode shows them with the failure).
        /// XCTest on Linux has no attachments: the files are there.
        public static func barRaster(options: ComparisonOptions = .default) -> Diffing {
            .diff(
                toData: { raster in (try? PNGCodec.encode(raster)) ?? Data() },
                fromData: { data in (try? PNGCodec.decode(data)) ?? Raster(width: 0, height: 0, pixels: []) },
                diffV2: { reference, actual in
                    // An empty image is a failed render or an unreadable reference, never a match.
                    if actual.width == 0 || actual.height == 0 {
                        return ("the render failed (the test's issue above has the renderer's message); nothing was compared", [])
                    }
                    if reference.width == 0 || reference.height == 0 {
                        return ("the reference is not a readable PNG; delete it and record it again", [])
                    }
                    let result = ImageComparison.compare(reference, actual, options: options)
                    let (stem, scale) = StrategyFailureArtifacts.takeSubject()
                    guard !result.passed else { return nil }
                    let summary = result.summary(scale: scale)
                    guard result.diff.width > 0, let diff = try? PNGCodec.encode(result.diff) else { return (summary, []) }
                    var images: [(role: String, png: Data)] = [("diff", diff)]
                    if let png = try? PNGCodec.encode(reference) { images.insert(("reference", png), at: 0) }
                    if let png = try? PNGCodec.encode(actual) { images.insert(("actual", png), at: images.count - 1) }
                    StrategyFailureArtifacts.attach(images, stem: stem)
                    let written = images.compactMap { image in
                        StrategyFailureArtifacts.write(image.png, name: "\(stem).\(image.role).png").map { "\(image.role) image: \($0)" }
                    }
                    let message = ([summary] + written).joined(separator: "\n")
                    return (message, images.map { .data($0.png, name: "\(stem.replacingOccurrences(of: "/", with: "_")).\($0.role).png") })
                })
        }
    }
#endif
