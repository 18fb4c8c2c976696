#if SnapshotTesting
    import BarRender
    import BarSnapshot
    import BarSnapshotTesting
    import BarTheme
    import Foundation
    import SnapshotTesting
    import Testing

    @Suite struct RenderJobSnapshottingTests {
        static func job(tint: String) throws -> RenderJob {
            let yaml = """
                navigationBar: { barTintColor: "\(tint)", tintColor: white }
                scenes: [ { name: s, items: [ { title: Strategy } ], variants: { scales: [1] } } ]
                """
            let (document, _) = ThemeParser.parse(yaml, path: "t.yaml")
            let doc = try #require(document)
            return RenderJob(document: doc, scene: try #require(doc.scenes.first), variant: Variant(scale: 1))
        }

        @Test func recordsThenMatchesThenReportsADifference() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-sst-\(UUID().uuidString)").path
            let recorded = verifySnapshot(
                of: try Self.job(tint: "#0077B6"), as: .barTheme, named: "bar", record: .missing,
                snapshotDirectory: folder)
            #expect(recorded?.contains("No reference was found on disk") == true, "\(recorded ?? "nil")")
            #expect(
                verifySnapshot(
                    of: try Self.job(tint: "#0077B6"), as: .barTheme, named: "bar", record: .never,
                    snapshotDirectory: folder) == nil)
            let failure = verifySnapshot(
                of: try Self.job(tint: "#B60077"), as: .barTheme, named: "bar", record: .never,
                snapshotDirectory: folder)
            #expect(failure?.contains("pixels differ") == true, "\(failure ?? "nil")")
        }

        /// CHANGELOG.md, "Diff images on Linux": on Linux swift-snapshot-testing attaches nothing, so a
        /// failure's diff image was nowhere. The strategy writes it to the artifacts folder, named after
        /// the job, and says where.
        @Test func aFailureWritesItsDiffImageToTheArtifactsFolderAndNamesIt() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-sst-\(UUID().uuidString)").path
            let job = try Self.job(tint: "#0077B6")
            _ = verifySnapshot(of: job, as: .barTheme, named: "bar", record: .missing, snapshotDirectory: folder)
            let failure = try #require(
                verifySnapshot(of: try Self.job(tint: "#0078B6"), as: .barTheme, named: "bar", record: .never, snapshotDirectory: folder))
            // Reference, actual and diff, each written under the job's name.
            for role in ["reference", "actual", "diff"] {
                let line = try #require(failure.split(separator: "\n").first { $0.hasPrefix("\(role) image: ") }, "\(failure)")
                let path = String(line.dropFirst("\(role) image: ".count))
                #expect(path == StrategyFailureArtifactsPath.expected(for: job, role: role))
                let png = try PNGCodec.decode(try Data(contentsOf: URL(fileURLWithPath: path)))
                #expect(png.width == 375 && png.height > 0)
            }
            // The largest difference's place in points too, as assertBarSnapshot says it.
            #expect(failure.contains(") pt"), "\(failure)")
        }

        /// The attachments a failure hands to the test runner are named after the variant and say
        /// which image each is (the running Swift Testing test's name goes first when attached).
        @Test func aFailuresAttachmentsAreTheReferenceTheActualAndTheDiffByName() throws {
            let strategy = Snapshotting<RenderJob, Raster>.barTheme
            let job = try Self.job(tint: "#0077B6")
            let reference = try #require(Self.snapshot(job))
            let actual = try #require(Self.snapshot(try Self.job(tint: "#0078B6")))
            let (_, attachments) = try #require(strategy.diffing.diffV2(reference, actual))
            let names = attachments.compactMap { attachment -> String? in
                if case .data(_, let name) = attachment { return name }
                return nil
            }
            let stem = String(job.relativeOutputPath.dropLast(4)).replacingOccurrences(of: "/", with: "_")
            #expect(names == ["\(stem).reference.png", "\(stem).actual.png", "\(stem).diff.png"])
        }

        /// The raster the strategy snapshots for `job`.
        static func snapshot(_ job: RenderJob, as strategy: Snapshotting<RenderJob, Raster> = .barTheme) -> Raster? {
            var result: Raster?
            strategy.snapshot(job).run { result = $0 }
            return result
        }

        /// A theme folder whose child extends a parent that sets `era: ios7`.
        static func ios7Family() throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-sst-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "theme: Parent\nera: ios7\n"
                .write(to: folder.appendingPathComponent("Parent.yaml"), atomically: true, encoding: .utf8)
            try "theme: Child\nextends: Parent.yaml\nscenes: [ { name: s, items: [ { title: Era } ], variants: { scales: [1] } } ]\n"
                .write(to: folder.appendingPathComponent("Child.yaml"), atomically: true, encoding: .utf8)
            return folder
        }

        @Test func theStrategyDrawsTheThemesEraAndItsParentsValues() throws {
            let folder = try Self.ios7Family()
            let loaded = try ThemeLoader.load(path: folder.appendingPathComponent("Child.yaml").path)
            let job = try #require(RenderJob.jobs(for: loaded.document, parents: loaded.parents).first)
            let snapped = try #require(Self.snapshot(job))
            #expect(snapped == (try BarRenderer().render(job).raster), "the theme's own era (ios7, from the parent)")
            #expect(snapped != (try BarRenderer(era: .ios13).render(job).raster))
            // Without its parent the child has no era: ios13.
            let orphan = RenderJob(document: loaded.document, scene: job.scene, variant: job.variant)
            #expect(snapped != (try BarRenderer().render(orphan).raster))
            // An explicit era still overrides.
            #expect(Self.snapshot(job, as: .barTheme(era: .ios13)) == (try BarRenderer(era: .ios13).render(job).raster))
        }

        @Test func aRenderErrorIsATestFailureWithTheRenderersMessage() throws {
            let yaml = """
                navigationBar: { backgroundImages: [ { image: images/no-such-file.png } ] }
                scenes: [ { name: s, items: [ { title: Broken } ], variants: { scales: [1] } } ]
                """
            let (document, _) = ThemeParser.parse(yaml, path: "/tmp/bartheme-missing/t.yaml")
            let doc = try #require(document)
            let job = RenderJob(document: doc, scene: try #require(doc.scenes.first), variant: Variant(scale: 1))
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bartheme-sst-\(UUID().uuidString)").path
            var message: String?
            withKnownIssue {
                message = verifySnapshot(of: job, as: .barTheme, named: "broken", record: .never, snapshotDirectory: folder)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("BarTheme could not render /tmp/bartheme-missing/t.yaml scene 's'") }
            }
            #expect(message != nil)
            // Recorded as a reference it never matches an empty render either.
            let strategy = Snapshotting<RenderJob, Raster>.barTheme
            #expect(strategy.diffing.diffV2(Raster.init(width: 1, height: 1), Raster(width: 0, height: 0, pixels: [])) != nil)
        }
    }

    /// Where the strategy's diff image for `job` goes, as its documentation says.
    enum StrategyFailureArtifactsPath {
        static func expected(for job: RenderJob, role: String) -> String {
            let environment = ProcessInfo.processInfo.environment
            let folder = URL(fileURLWithPath: environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            return folder.appendingPathComponent("BarTheme").appendingPathComponent(
                String(job.relativeOutputPath.dropLast(4)) + ".\(role).png"
            ).path
        }
    }
#endif
