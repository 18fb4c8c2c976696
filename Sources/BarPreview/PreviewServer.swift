#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import Foundation
    import Hummingbird
    import Logging
    import NIOCore
    import ServiceLifecycle

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
        /// port actually bound (useful with port 0). On a signal the pages' event streams are closed
        /// first (an open `/events` response would otherwise keep the graceful shutdown waiting for
        /// ever), then the server stops; whatever is still open half a second later is cancelled.
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
                // The page asks for `/image/` + encodeURIComponent(id): `@2x` arrives as `%402x`.
                let raw = try context.parameters.require("id")
                let id = raw.removingPercentEncoding ?? raw
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
            var configuration = ServiceGroupConfiguration(
                services: [
                    .init(service: app),
                    // Last in the list, so the first to hear of the shutdown.
                    .init(service: EventStreamCloser(state: state), successTerminationBehavior: .ignore),
                ],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
            configuration.maximumGracefulShutdownDuration = .milliseconds(500)
            try await ServiceGroup(configuration: configuration).run()
        }
    }

    /// Ends every page's `/events` stream when the service group starts its graceful shutdown.
    struct EventStreamCloser: Service {
        let state: PreviewState

        func run() async throws {
            try? await gracefulShutdown()
            await state.closeEventStreams()
        }
    }
#endif
