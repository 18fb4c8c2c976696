#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import ArgumentParser
    import BarCommandLine
    import BarPreview
    import BarTheme
    import Foundation

    /// `render-theme watch`: re-render on every change and serve a live preview page.
    struct WatchCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Re-render themes when they, a parent theme or a file they use changes, and serve a live preview page.",
            discussion: """
                The page (http://HOST:PORT/) refreshes itself through server-sent events when renders change. A bad edit \
                never stops the command: its errors (file:line:column) are printed and shown on the page, and the last good \
                renders stay. Stop with Ctrl-C. --port 0 picks a free port (the first line printed names it).
                """)

        @Argument(
            help: "Theme files or folders (folders: every .yaml under them; default: Themes/).",
            completion: .file(extensions: ["yaml", "yml"]))
        var themes: [String] = []

        @Option(help: "Address to listen on (local only by default).")
        var host: String = "127.0.0.1"

        @Option(help: "Port to listen on; 0 picks a free one.")
        var port: Int = 8421

        @Option(help: "Only this scene.")
        var scene: String?

        @OptionGroup var variant: VariantOptions

        @OptionGroup var eraChoice: EraOption

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be 0...65535") }
        }

        func run() throws {
            let paths: [String]
            do { paths = try ThemeInputs.paths(themes, command: "watch", quiet: false) } catch {
                StandardError.print("error: \(error)")
                throw ExitCodes.usageOrIO
            }
            let session = WatchSession(
                themePaths: paths, era: nil, sceneName: scene,
                overrides: variant.overrides(eras: eraChoice), host: host, port: port)
            let host = self.host
            let outcome = BlockingTask.run {
                try await session.run(
                    log: { line in StandardError.print(line) },
                    started: { port in
                        // Unbuffered: a script waiting for this line gets it at once.
                        let line =
                            "preview: http://\(host):\(port)/ (watching \(paths.count) theme\(paths.count == 1 ? "" : "s"); Ctrl-C stops)\n"
                        FileHandle.standardOutput.write(Data(line.utf8))
                    })
            }
            if case .failure(let error) = outcome {
                StandardError.print("error: \(error)")
                throw ExitCodes.usageOrIO
            }
        }
    }

    /// Runs async work to its end from synchronous code (the CLI's entry point is synchronous).
    enum BlockingTask {
        static func run(_ work: @escaping @Sendable () async throws -> Void) -> Result<Void, any Error> {
            let box = ResultBox()
            let done = DispatchSemaphore(value: 0)
            Task {
                do { try await work(); box.set(.success(())) } catch { box.set(.failure(error)) }
                done.signal()
            }
            done.wait()
            return box.get()
        }

        private final class ResultBox: @unchecked Sendable {
            private let lock = NSLock()
            private var result: Result<Void, any Error> = .success(())
            func set(_ value: Result<Void, any Error>) { lock.withLock { result = value } }
            func get() -> Result<Void, any Error> { lock.withLock { result } }
        }
    }
#endif
