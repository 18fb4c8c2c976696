#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import BarTheme
    import Foundation

    /// What the preview server shows: the last good render of every variant, the current errors, and
    /// a version that increases with every change; subscribers (the pages' event streams) hear about
    /// each change.
    public actor PreviewState {
        /// One render the page shows.
        public struct Render: Sendable {
            public var id: String
            public var theme: String
            public var scene: String
            public var variant: String
            public var png: Data
            /// The state version in which these bytes last changed (the page reloads only these).
            public var version: Int
        }

        public private(set) var version = 0
        public private(set) var renders: [Render] = []
        /// Diagnostics of themes that do not load now, formatted like the CLI prints them; the renders
        /// of those themes stay as they last were.
        public private(set) var errors: [String: String] = [:]
        private var subscribers: [UUID: AsyncStream<Int>.Continuation] = [:]
        /// Set when the server shuts down: every stream is finished and new ones end at once.
        private var closed = false

        public init() {}

        /// Replaces a theme's renders; returns how many images changed.
        @discardableResult
        public func update(theme: String, renders new: [(scene: String, variant: String, png: Data)]) -> Int {
            let old = Dictionary(renders.filter { $0.theme == theme }.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
            var changed = 0
            let next = version + 1
            var replaced: [Render] = []
            for render in new {
                let id = Self.id(theme: theme, scene: render.scene, variant: render.variant)
                if let previous = old[id], previous.png == render.png {
                    replaced.append(previous)
                } else {
                    changed += 1
                    replaced.append(
                        Render(id: id, theme: theme, scene: render.scene, variant: render.variant, png: render.png, version: next))
                }
            }
            let removed = Set(old.keys).subtracting(replaced.map(\.id)).count
            let hadError = errors.removeValue(forKey: theme) != nil
            guard changed > 0 || removed > 0 || hadError else { return 0 }
            let others = renders.filter { $0.theme != theme }
            renders = (others + replaced).sorted { ($0.theme, $0.scene, $0.variant) < ($1.theme, $1.scene, $1.variant) }
            publish(next)
            return changed + removed
        }

        /// Records that a theme does not load now (its renders stay).
        public func fail(theme: String, message: String) {
            guard errors[theme] != message else { return }
            errors[theme] = message
            publish(version + 1)
        }

        public func png(id: String) -> Data? {
            renders.first { $0.id == id }?.png
        }

        /// A stream of versions, starting with the current one.
        public func subscribe() -> AsyncStream<Int> {
            let key = UUID()
            let (stream, continuation) = AsyncStream<Int>.makeStream(bufferingPolicy: .bufferingNewest(1))
            continuation.yield(version)
            if closed {
                continuation.finish()
                return stream
            }
            subscribers[key] = continuation
            continuation.onTermination = { [weak self] _ in
                Task { await self?.unsubscribe(key) }
            }
            return stream
        }

        /// Finishes every event stream (the server is stopping); later subscribers get one that ends.
        public func closeEventStreams() {
            closed = true
            for continuation in subscribers.values { continuation.finish() }
            subscribers = [:]
        }

        private func unsubscribe(_ key: UUID) {
            subscribers[key] = nil
        }

        private func publish(_ next: Int) {
            version = next
            for continuation in subscribers.values { continuation.yield(next) }
        }

        /// The state as JSON for the page: version, renders (id, names, version) and errors.
        public func json() -> Data {
            struct Entry: Encodable {
                let id: String, theme: String, scene: String, variant: String, version: Int
            }
            struct ThemeError: Encodable {
                let theme: String, message: String
            }
            struct Page: Encodable {
                let version: Int, renders: [Entry], errors: [ThemeError]
            }
            let page = Page(
                version: version,
                renders: renders.map { Entry(id: $0.id, theme: $0.theme, scene: $0.scene, variant: $0.variant, version: $0.version) },
                errors: errors.keys.sorted().map { ThemeError(theme: $0, message: errors[$0] ?? "") })
            return (try? ReportJSON.encode(page)) ?? Data("{}".utf8)
        }

        static func id(theme: String, scene: String, variant: String) -> String {
            let text = "\(theme)/\(scene).\(variant)"
            return String(
                text.unicodeScalars.map { scalar -> Character in
                    CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII || "-_.@".unicodeScalars.contains(scalar)
                        ? Character(scalar) : "_"
                })
        }
    }
#endif
