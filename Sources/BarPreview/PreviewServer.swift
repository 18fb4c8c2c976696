#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import Foundation
    import Hummingbird
    import Logging
    import NIOCore

    /// The preview's HTTP server on a local address: the page, the state as JSON, each render's PNG,
    /// and `/events`, a server-sent event stream that sends the state version whenever it changes.
    public struct PreviewServer: Sendable {
        public let state: PreviewState
        public let host: String
        public let port: Int

        public init(state: PreviewState, host: String = "127.0.0.1", port: Int) {
            self.state = state
            self.host = host
            self.port = port
        }

        /// Runs until the task is cancelled or the process gets SIGINT/SIGTERM; `started` receives the
        /// port actually bound (useful with port 0).
        public func run(started: @escaping @Sendable (Int) async -> Void) async throws {
            let state = self.state
            let router = Router()
            router.get("/") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(string: PreviewPage.html)))
            }
            router.get("/state.json") { _, _ in
                Response(
                    status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(bytes: await state.json())))
            }
            router.get("/image/{id}") { _, context in
                let id = try context.parameters.require("id")
                guard let png = await state.png(id: id) else { return Response(status: .notFound) }
                return Response(
                    status: .ok, headers: [.contentType: "image/png", .cacheControl: "no-store"],
                    body: .init(byteBuffer: ByteBuffer(bytes: png)))
            }
            router.get("/events") { _, _ in
                let stream = await state.subscribe()
                return Response(
                    status: .ok, headers: [.contentType: "text/event-stream", .cacheControl: "no-store"],
                    body: ResponseBody { writer in
                        for await version in stream {
                            try await writer.write(ByteBuffer(string: "data: \(version)\n\n"))
                        }
                        try await writer.finish(nil)
                    })
            }
            // The server's own log says only what goes wrong; BarTheme prints its events itself.
            var logger = Logger(label: "BarTheme preview")
            logger.logLevel = .warning
            let app = Application(
                router: router, configuration: .init(address: .hostname(host, port: port), serverName: "BarTheme"),
                onServerRunning: { channel in await started(channel.localAddress?.port ?? 0) }, logger: logger)
            try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        }
    }
#endif
