import Foundation
import Testing

/// `render-theme watch` end to end: the built binary on a free port, a theme edited under it, the
/// new render served; then a broken edit shown as an error while the last good render stays.
@Suite struct WatchCommandTests {
    /// A running `watch` whose output lines are collected.
    final class Watcher: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var out = "", err = ""

        init(arguments: [String], in directory: URL) throws {
            process.executableURL = CommandRunner.productsDirectory.appendingPathComponent("render-theme")
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let outPipe = Pipe(), errPipe = Pipe()
            process.standardOutput = outPipe
            process.standardError = errPipe
            outPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.out += text }
            }
            errPipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                self?.lock.withLock { self?.err += text }
            }
            try process.run()
        }

        var stdout: String { lock.withLock { out } }
        var stderr: String { lock.withLock { err } }

        deinit { if process.isRunning { process.terminate() } }
    }

    /// Polls `condition` every 50 ms for up to `seconds` (bounds a failure, not a speed target).
    func eventually(within seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return try condition()
    }

    func get(_ url: URL) throws -> Data {
        // Foundation's URLSession is not in every Linux toolchain setup here; curl is always present.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["curl", "-sf", "--max-time", "5", url.absoluteString]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return data
    }

    func state(_ base: URL) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: try get(base.appendingPathComponent("state.json"))) as? [String: Any] ?? [:]
    }

    @Test func anEditIsServedAndABrokenEditShowsItsErrorAndKeepsTheLastRender() throws {
        let root = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: root.appendingPathComponent("Themes"))
        let theme = root.appendingPathComponent("Themes/BrandOpaque.yaml")
        let watcher = try Watcher(
            arguments: ["watch", "Themes/BrandOpaque.yaml", "--port", "0", "--scale", "1", "--metrics", "default"], in: root)
        defer { watcher.process.terminate() }

        #expect(eventually { watcher.stdout.contains("preview: http://127.0.0.1:") }, "\(watcher.stderr)")
        let line = try #require(watcher.stdout.split(separator: "\n").first { $0.hasPrefix("preview: ") })
        let address = try #require(line.split(separator: " ").dropFirst().first.map(String.init))
        let base = try #require(URL(string: address))
        #expect(try eventually { (try state(base)["renders"] as? [[String: Any]])?.count == 1 })
        let page = String(decoding: try get(base), as: UTF8.self)
        #expect(page.contains("new EventSource(\"/events\")"))

        let first = try #require((try state(base)["renders"] as? [[String: Any]])?.first)
        let id = try #require(first["id"] as? String)
        let before = try get(base.appendingPathComponent("image/\(id)"))
        #expect(before.starts(with: [0x89, 0x50, 0x4E, 0x47]))

        // A colour edit: the render is replaced and its version moves on.
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "brand: \"#0A5C36\"", with: "brand: \"#5C0A36\"").write(
            to: theme, atomically: true, encoding: .utf8)
        let started = Date()
        #expect(try eventually { (try state(base)["version"] as? Int ?? 0) >= 2 }, "\(watcher.stderr)")
        let latency = Date().timeIntervalSince(started)
        let after = try get(base.appendingPathComponent("image/\(id)"))
        #expect(after != before && after.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        print("watch: the edited render was served \(Int(latency * 1000)) ms after the save")

        // A broken edit: an error with file:line:column on the page and in the log; the last render stays.
        try (text + "\nnavigationBar: { barTintColour: red }\n").write(to: theme, atomically: true, encoding: .utf8)
        #expect(try eventually { !((try state(base)["errors"] as? [[String: Any]]) ?? []).isEmpty }, "\(watcher.stderr)")
        let errors = try #require(try state(base)["errors"] as? [[String: Any]])
        let message = try #require(errors.first?["message"] as? String)
        #expect(message.contains("Themes/BrandOpaque.yaml:"), "\(message)")
        #expect(watcher.stderr.contains("Themes/BrandOpaque.yaml:"))
        #expect(try get(base.appendingPathComponent("image/\(id)")) == after)
        #expect(watcher.process.isRunning, "a bad edit never stops watch")

        // Fixed again: the error goes away.
        try text.write(to: theme, atomically: true, encoding: .utf8)
        #expect(try eventually { ((try state(base)["errors"] as? [[String: Any]]) ?? []).isEmpty })
    }

    @Test func aParentThemeChangeReRendersTheThemeThatExtendsIt() throws {
        let root = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: root.appendingPathComponent("Themes"))
        let watcher = try Watcher(arguments: ["watch", "Themes/ScopedCorporate.yaml", "--port", "0", "--scale", "1"], in: root)
        defer { watcher.process.terminate() }
        #expect(
            eventually { watcher.stdout.contains("preview: http://127.0.0.1:") && watcher.stderr.contains("variants rendered") },
            "\(watcher.stderr)")
        let parent = root.appendingPathComponent("Themes/base/CorporateBase.yaml")
        let text = try String(contentsOf: parent, encoding: .utf8)
        #expect(text.contains("#14213D"))
        try text.replacingOccurrences(of: "#14213D", with: "#24213D").write(to: parent, atomically: true, encoding: .utf8)
        #expect(eventually { watcher.stderr.contains("changed: Themes/base/CorporateBase.yaml") }, "\(watcher.stderr)")
        // A second render report for the child theme, with changed images this time.
        func reports() -> [Substring] {
            watcher.stderr.split(separator: "\n").filter { $0.hasPrefix("Themes/ScopedCorporate.yaml: ") && $0.contains(" rendered, ") }
        }
        #expect(eventually { reports().count >= 2 }, "\(watcher.stderr)")
        #expect(reports().last.map { !$0.contains(", 0 changed") } == true, "\(watcher.stderr)")
    }

    @Test func aDesignTokensFileChangeReRendersTheThemeThatReadsIt() throws {
        let root = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: root.appendingPathComponent("Themes"))
        let watcher = try Watcher(arguments: ["watch", "Themes/DesignTokens.yaml", "--port", "0", "--scale", "2"], in: root)
        defer { watcher.process.terminate() }
        #expect(
            eventually { watcher.stdout.contains("preview: http://127.0.0.1:") && watcher.stderr.contains("variants rendered") },
            "\(watcher.stderr)")
        let tokens = root.appendingPathComponent("Themes/tokens/core.tokens.json")
        let text = try String(contentsOf: tokens, encoding: .utf8)
        #expect(text.contains("\"#0B1A1E\""))
        try text.replacingOccurrences(of: "\"#0B1A1E\"", with: "\"#3B1A1E\"").write(to: tokens, atomically: true, encoding: .utf8)
        #expect(eventually { watcher.stderr.contains("changed: Themes/tokens/core.tokens.json") }, "\(watcher.stderr)")
        func reports() -> [Substring] {
            watcher.stderr.split(separator: "\n").filter { $0.hasPrefix("Themes/DesignTokens.yaml: ") && $0.contains(" rendered, ") }
        }
        #expect(eventually { reports().count >= 2 }, "\(watcher.stderr)")
        // Only the dark bar uses color.night.
        #expect(reports().last.map { $0.contains(", 1 changed") } == true, "\(watcher.stderr)")
    }
}
