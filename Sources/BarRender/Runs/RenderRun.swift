import BarTheme
import BarWriting
import Foundation

/// One `render` run: theme by theme, the bars and stack transitions to draw, drawn on every core
/// (results in job order), each theme's files staged as one group for `GroupedWrites` to commit
/// together (docs/PERFORMANCE.md, "Streaming"). Workers (one renderer each: its text state, caches
/// and buffers) are kept for the whole run. The command line loads the themes, takes the output
/// folder's lock and prints what each commit became (`render-theme render`); this type does the rest.
public struct RenderRun: Sendable {
    /// What a run draws and where.
    public struct Options: Sendable {
        /// The folder the files are written into (every path is confined to it).
        public var folder: String
        /// The era to draw in; `nil` takes each theme's.
        public var era: Era?
        /// Only the scene with this name.
        public var sceneName: String?
        /// The variant axes the command line narrowed.
        public var overrides: VariantOverrides
        /// Frames per animated transition (0: no transitions).
        public var frames: Int
        /// Whether images include the shadow band UIKit draws outside the bar.
        public var includesShadowBand: Bool

        /// Options drawing into `folder`; by default every scene and variant in each theme's era, 12-frame
        /// transitions and the shadow band.
        public init(
            folder: String, era: Era? = nil, sceneName: String? = nil, overrides: VariantOverrides = VariantOverrides(), frames: Int = 12,
            includesShadowBand: Bool = true
        ) {
            self.folder = folder
            self.era = era
            self.sceneName = sceneName
            self.overrides = overrides
            self.frames = frames
            self.includesShadowBand = includesShadowBand
        }
    }

    /// One theme's jobs: its bars and its stacks' transitions.
    public struct Work: Sendable {
        /// The bars to draw, one image each.
        public let bars: [RenderJob]
        /// The stack transitions to draw, one animation each.
        public let transitions: [TransitionJob]
        /// Whether the theme has nothing to draw.
        public var isEmpty: Bool { bars.isEmpty && transitions.isEmpty }
    }

    /// One theme's drawn and staged files, to commit as one group.
    public struct StagedTheme: Sendable {
        /// The staged files; `commit()` writes them.
        public let writes: GroupedWrites
        /// Each bar's file or failure, in job order.
        public let bars: [Result<WrittenFile, RenderFailure>]
        /// Each transition's animation or failure, in job order.
        public let transitions: [Result<WrittenFile, RenderFailure>]
    }

    /// What the run draws and where.
    public let options: Options
    private let renderers: WorkerPool<Result<BarRenderer, RenderError>>

    /// A run drawing what `options` say, with its workers' renderers made as they are first needed.
    public init(_ options: Options) {
        self.options = options
        let (era, band) = (options.era, options.includesShadowBand)
        renderers = WorkerPool { Result { () throws(RenderError) in try BarRenderer(era: era, includesShadowBand: band) } }
    }

    /// The jobs of one loaded theme.
    public func work(for loaded: ThemeLoader.Loaded) -> Work {
        let (document, parents, scene, overrides) = (loaded.document, loaded.parents, options.sceneName, options.overrides)
        return Work(
            bars: RenderJob.jobs(for: document, parents: parents, sceneName: scene, overrides: overrides),
            transitions: options.frames > 0
                ? TransitionJob.jobs(for: document, parents: parents, sceneName: scene, overrides: overrides) : [])
    }

    /// Draws one theme's work on every core and stages its files (nothing is written yet).
    public func render(_ work: Work) -> StagedTheme {
        let writes = GroupedWrites()
        let folder = options.folder
        let bars = ParallelWork.map(work.bars, pool: renderers) { renderer, job in
            Self.renderBar(job, with: renderer, into: folder, writes: writes)
        }
        let frames = options.frames
        let transitions = ParallelWork.map(work.transitions, pool: renderers) { renderer, transition in
            Self.renderTransition(transition, frames: frames, with: renderer, into: folder, writes: writes)
        }
        return StagedTheme(writes: writes, bars: bars, transitions: transitions)
    }

    private static func renderBar(
        _ job: RenderJob, with renderer: Result<BarRenderer, RenderError>, into folder: String, writes: GroupedWrites
    ) -> Result<WrittenFile, RenderFailure> {
        let place = "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant)"
        do {
            let png = try renderer.get().renderPNG(job)
            let target = try OutputConfinement.path(job.relativeOutputPath, in: folder).get()
            if let failure = writes.stage(png, to: target, group: GroupedWrites.group(ofRelativePath: job.relativeOutputPath)) {
                return .failure(RenderFailure(description: failure.description, path: target, isWrite: true))
            }
            return .success(WrittenFile(target: target, shown: (folder as NSString).appendingPathComponent(job.relativeOutputPath)))
        } catch {
            return .failure(RenderFailure(description: "\(place): \(error)", path: nil, isWrite: false))
        }
    }

    /// An animated PNG of the transition plus its frames as a contact sheet, staged in one group.
    private static func renderTransition(
        _ transition: TransitionJob, frames: Int, with renderer: Result<BarRenderer, RenderError>, into folder: String,
        writes: GroupedWrites
    ) -> Result<WrittenFile, RenderFailure> {
        let place = "\(transition.document.path) transition '\(transition.name)' \(transition.variant)"
        do {
            let rasters = try renderer.get().renderTransition(
                from: transition.from, to: transition.to, kind: transition.kind, frames: frames)
            let delay = TransitionMotion.duration(of: transition.kind) / Double(frames - 1)
            let group = GroupedWrites.group(ofRelativePath: transition.relativeOutputPath)
            let destination = try OutputConfinement.path(transition.relativeOutputPath, in: folder).get()
            let sheet = try OutputConfinement.path(transition.relativeSheetPath, in: folder).get()
            let animation = try AnimatedPNG.encode(rasters, delay: delay)
            let sheetPNG = try PNGCodec.encode(ContactSheet.vertical(rasters))
            if let failure = writes.stage(animation, to: destination, group: group) ?? writes.stage(sheetPNG, to: sheet, group: group) {
                return .failure(RenderFailure(description: failure.description, path: destination, isWrite: true))
            }
            return .success(
                WrittenFile(
                    target: destination, shown: (folder as NSString).appendingPathComponent(transition.relativeOutputPath),
                    alsoShown: [(folder as NSString).appendingPathComponent(transition.relativeSheetPath)]))
        } catch {
            return .failure(RenderFailure(description: "\(place): \(error)", path: nil, isWrite: false))
        }
    }
}

/// A file a job staged: where it goes and how it is shown (under the output folder as given).
public struct WrittenFile: Sendable {
    /// The path the file is written to, inside the output folder.
    public let target: String
    /// The path as shown to the user: the output folder as given, then the file's relative path.
    public let shown: String
    /// Files written with it in the same group, as shown (a transition's contact sheet).
    public var alsoShown: [String] = []

    /// A file going to `target`, shown as `shown`, with `alsoShown` written in its group.
    public init(target: String, shown: String, alsoShown: [String] = []) {
        self.target = target
        self.shown = shown
        self.alsoShown = alsoShown
    }
}

/// Why one job did not render or could not be written, with the job named.
public struct RenderFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong, with the job named.
    public let description: String
    /// The file that could not be written, for a write failure.
    public let path: String?
    /// Whether rendering succeeded and only writing failed.
    public let isWrite: Bool

    /// A failure described by `description`; `path`, the file a write failure could not write.
    public init(description: String, path: String?, isWrite: Bool) {
        self.description = description
        self.path = path
        self.isWrite = isWrite
    }
}
