#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import BarRender
    import BarTheme
    import Foundation
    import NIOCore

    /// `render-theme watch`: renders the themes, serves them on a local preview page, and re-renders a
    /// theme whenever its file, a parent theme or a file it names (images, fonts) changes (polled, with
    /// a short debounce so an editor's save is one change). A theme that no longer loads keeps its last
    /// good renders; its errors go to the log and the page. It never exits on a bad edit.
    public struct WatchSession: Sendable {
        public var themePaths: [String]
        public var era: Era?
        public var sceneName: String?
        public var overrides: VariantOverrides
        public var host: String
        public var port: Int
        /// How often files are checked.
        public var pollInterval: Duration = .milliseconds(150)
        /// How long files must stay unchanged before a rebuild (an editor may write in several steps).
        public var debounce: Duration = .milliseconds(100)

        public init(themePaths: [String], era: Era?, sceneName: String?, overrides: VariantOverrides, host: String, port: Int) {
            self.themePaths = themePaths
            self.era = era
            self.sceneName = sceneName
            self.overrides = overrides
            self.host = host
            self.port = port
        }

        /// Runs until interrupted. `log` gets one line per event (errors with file:line:column);
        /// `started` the bound port once the server listens.
        public func run(log: @escaping @Sendable (String) -> Void, started: @escaping @Sendable (Int) async -> Void) async throws {
            let state = PreviewState()
            let server = PreviewServer(state: state, host: host, port: port)
            let session = self
            // The port is bound before anything is rendered: a port in use is reported at once.
            let (listening, listened) = AsyncStream<Void>.makeStream()
            do {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    group.addTask {
                        defer { listened.finish() }
                        try await server.run(started: { port in
                            listened.yield()
                            await started(port)
                        })
                    }
                    group.addTask {
                        // Nothing is rendered unless the server listens (a bind error ends the stream empty).
                        guard await listening.first(where: { true }) != nil else { return }
                        do { try await session.watch(state: state, log: log) } catch is CancellationError {}
                    }
                    // The first to end (the server on a signal, or with an error) ends the other; an
                    // error of either is thrown.
                    for try await _ in group { group.cancelAll() }
                }
            } catch let error as IOError where error.errnoCode == EADDRINUSE {
                throw PortInUse(host: host, port: port)
            }
        }

        /// The port `watch` was asked to listen on is taken.
        public struct PortInUse: Error, CustomStringConvertible {
            public let host: String
            public let port: Int
            public var description: String {
                "port \(port) on \(host) is already in use (another `render-theme watch`?): stop that, choose another port with "
                    + "--port N, or --port 0 to let the system pick a free one"
            }
        }

        /// The render-and-watch loop (its own task: the renderer's C state stays on it).
        func watch(state: PreviewState, log: @Sendable (String) -> Void) async throws {
            let renderer = try BarRenderer(era: era)
            var files = WatchedFiles()
            var dependencies: [String: Set<String>] = [:]
            for path in themePaths {
                let readSince = Date()
                dependencies[path] = await build(path, renderer: renderer, state: state, log: log)
                files.watch(Array(dependencies[path]!), readSince: readSince)
            }
            while !Task.isCancelled {
                try await Task.sleep(for: pollInterval)
                var changed = Set(files.changed())
                guard !changed.isEmpty else { continue }
                // Debounce: wait until a poll finds nothing new.
                while true {
                    try await Task.sleep(for: debounce)
                    let more = files.changed()
                    if more.isEmpty { break }
                    changed.formUnion(more)
                }
                for path in themePaths where !(dependencies[path] ?? [path]).isDisjoint(with: changed) {
                    log("changed: \(changed.sorted().filter { (dependencies[path] ?? []).contains($0) }.joined(separator: ", "))")
                    let readSince = Date()
                    let needed = await build(path, renderer: renderer, state: state, log: log)
                    dependencies[path] = (dependencies[path] ?? []).union(needed)
                    files.watch(Array(needed), readSince: readSince)
                }
            }
        }

        /// Loads and renders one theme into the state; returns the files it depends on.
        func build(_ path: String, renderer: BarRenderer, state: PreviewState, log: @Sendable (String) -> Void) async -> Set<String> {
            let started = ContinuousClock.now
            let loaded: ThemeLoader.Loaded
            do {
                loaded = try ThemeLoader.load(path: path)
            } catch {
                log(error.description)
                await state.fail(theme: path, message: error.description)
                return [path]
            }
            if !loaded.warnings.isEmpty {
                log(DiagnosticFormatter(sources: [path: loaded.source]).format(loaded.warnings))
            }
            var dependencies: Set<String> = [path]
            for document in [loaded.document] + loaded.parents {
                dependencies.insert(document.path)
                dependencies.formUnion(document.referencedFilePaths)
            }
            var renders: [(scene: String, variant: String, png: Data)] = []
            for job in RenderJob.jobs(for: loaded.document, parents: loaded.parents, sceneName: sceneName, overrides: overrides) {
                do {
                    renders.append((job.scene.name.value, job.variant.description, try renderer.renderPNG(job)))
                } catch {
                    let message = "\(path): error: scene '\(job.scene.name.value)' \(job.variant): \(error)"
                    log(message)
                    await state.fail(theme: path, message: message)
                    return dependencies
                }
            }
            let changed = await state.update(theme: path, renders: renders)
            let milliseconds =
                (ContinuousClock.now - started).components.attoseconds / 1_000_000_000_000_000
                + (ContinuousClock.now - started).components.seconds * 1000
            log("\(path): \(renders.count) variant\(renders.count == 1 ? "" : "s") rendered, \(changed) changed (\(milliseconds) ms)")
            return dependencies
        }
    }
#endif
