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
                StrategyFailureArtifacts.name(nextDiffAfter: job.relativeOutputPath)
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
        /// comparison summary and the path of the diff image, which is written to the artifacts
        /// folder (`SNAPSHOT_ARTIFACTS`, else the temporary folder, under `BarTheme/`, named after the
        /// job: `Ocean/settings.default.topAttached.light.375w@3x.diff.png`) and attached to the
        /// running Swift Testing test as `diff.png` (`swift test --attachments-path` keeps it; Xcode
        /// shows it with the failure). XCTest on Linux has no attachments: the file is there.
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
                    let name = StrategyFailureArtifacts.takeDiffName()
                    guard !result.passed else { return nil }
                    guard result.diff.width > 0, let diff = try? PNGCodec.encode(result.diff) else { return (result.summary, []) }
                    StrategyFailureArtifacts.attach(diff)
                    let message = StrategyFailureArtifacts.write(diff, name: name).map { "\(result.summary)\ndiff image: \($0)" }
                    return (message ?? result.summary, [.data(diff, name: "diff.png")])
                })
        }
    }
#endif
