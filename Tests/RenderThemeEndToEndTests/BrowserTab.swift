import Foundation

/// One page open in a live headless Chromium (installed by Scripts/setup), driven over the
/// DevTools protocol on the browser's `--remote-debugging-pipe` (fd 3 in, fd 4 out; messages are
/// JSON ended by a NUL byte). Unlike `HeadlessBrowser.dumpDOM`, the page stays open: a test can
/// change what the page shows (edit a watched theme) and read the page again.
final class BrowserTab: @unchecked Sendable {
    private let process = Process()
    private let input = Pipe(), output = Pipe()
    private let lock = NSLock()
    private var buffer = Data()
    private var replies: [Int: [String: Any]] = [:]
    private var nextID = 1
    private var session = ""

    /// Opens `url` in a new headless browser.
    init(url: URL) throws {
        guard let executable = HeadlessBrowser.executable else { throw HeadlessBrowser.BrowserMissing() }
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The shell hands the browser our pipes as fds 3 and 4, which the DevTools pipe uses.
        process.arguments = [
            "-c", "exec \"$0\" --headless --no-sandbox --disable-gpu --remote-debugging-pipe about:blank 3<&0 4>&1 0</dev/null 1>/dev/null",
            executable,
        ]
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            self?.received(data)
        }
        try process.run()
        let target = try call("Target.createTarget", ["url": url.absoluteString])
        let targetID = try Self.require(target["targetId"] as? String, "Target.createTarget: \(target)")
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        session = try Self.require(attached["sessionId"] as? String, "Target.attachToTarget: \(attached)")
    }

    deinit {
        output.fileHandleForReading.readabilityHandler = nil
        if process.isRunning { process.terminate() }
    }

    /// The value of a JavaScript expression in the page (a string, number, bool, array or object).
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true], inSession: true)
        if let exception = result["exceptionDetails"] { throw Failure(message: "\(expression): \(exception)") }
        return (result["result"] as? [String: Any])?["value"]
    }

    private func call(_ method: String, _ parameters: [String: Any], inSession: Bool = false) throws -> [String: Any] {
        let id = lock.withLock {
            defer { nextID += 1 }
            return nextID
        }
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inSession { message["sessionId"] = session }
        var data = try JSONSerialization.data(withJSONObject: message)
        data.append(0)
        input.fileHandleForWriting.write(data)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            if let reply = lock.withLock({ replies.removeValue(forKey: id) }) {
                if let error = reply["error"] { throw Failure(message: "\(method): \(error)") }
                return reply["result"] as? [String: Any] ?? [:]
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        throw Failure(message: "\(method): no answer from the browser within 20 s")
    }

    private func received(_ data: Data) {
        lock.withLock {
            buffer.append(data)
            while let end = buffer.firstIndex(of: 0) {
                let message = buffer[buffer.startIndex..<end]
                buffer = Data(buffer[(end + 1)...])
                if let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any], let id = object["id"] as? Int {
                    replies[id] = object
                }
            }
        }
    }

    private static func require<T>(_ value: T?, _ message: String) throws -> T {
        guard let value else { throw Failure(message: message) }
        return value
    }

    struct Failure: Error, CustomStringConvertible {
        let message: String
        var description: String { "browser: \(message)" }
    }
}
