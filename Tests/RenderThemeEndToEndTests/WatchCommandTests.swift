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

    /// Starts `watch` on a free port in a copy of Themes/ and returns it with its page's address.
    func startWatch(_ arguments: [String]) throws -> (watcher: Watcher, base: URL, root: URL) {
        let root = try CommandRunner.temporaryDirectory()
        try FileManager.default.copyItem(
            at: CommandRunner.repositoryRoot.appendingPathComponent("Themes"), to: root.appendingPathComponent("Themes"))
        let watcher = try Watcher(arguments: ["watch"] + arguments + ["--port", "0"], in: root)
        #expect(eventually { watcher.stdout.contains("preview: http://127.0.0.1:") }, "\(watcher.stderr)")
        let line = try #require(watcher.stdout.split(separator: "\n").first { $0.hasPrefix("preview: ") })
        let address = try #require(line.split(separator: " ").dropFirst().first.map(String.init))
        return (watcher, try #require(URL(string: address)), root)
    }

    /// The page's images as the browser has them: src, decoded (complete with a width), and the
    /// decoded pixels as a data URL (the same image twice gives the same string).
    static let imagesOnThePage = """
        JSON.stringify([...document.querySelectorAll("#renders img")].map(i => {
          const ok = i.complete && i.naturalWidth > 0;
          let pixels = "";
          if (ok) { const c = document.createElement("canvas"); c.width = i.naturalWidth; c.height = i.naturalHeight;
            c.getContext("2d").drawImage(i, 0, 0); pixels = c.toDataURL(); }
          return { src: i.getAttribute("src"), ok, pixels, broken: i.closest(".card").classList.contains("broken") };
        }))
        """

    struct PageImage: Decodable, Equatable {
        let src: String, ok: Bool, pixels: String, broken: Bool
    }

    func images(in tab: BrowserTab) throws -> [PageImage] {
        let json = try #require(try tab.evaluate(Self.imagesOnThePage) as? String)
        return try JSONDecoder().decode([PageImage].self, from: Data(json.utf8))
    }

    @Test func inABrowserThePageDecodesEveryImageAndFollowsAnEdit() throws {
        let (watcher, base, root) = try startWatch(["Themes/BrandOpaque.yaml", "Themes/OceanTranslucent.yaml", "--scale", "2"])
        defer { watcher.process.terminate() }
        let tab = try BrowserTab(url: base)
        var before: [PageImage] = []
        #expect(
            try eventually(within: 30) {
                before = try images(in: tab)
                let settled = try images(in: tab).count == before.count
                return !before.isEmpty && before.allSatisfy(\.ok) && watcher.stderr.components(separatedBy: " rendered, ").count == 3
                    && settled
            }, "\(before.map(\.src)) \(watcher.stderr)")
        // Ids carry the scale (`@2x`), which the page's request encodes as %40.
        #expect(before.contains { $0.src.contains("%402x") }, "\(before.map(\.src))")
        #expect(before.allSatisfy { $0.ok && !$0.broken }, "\(before.filter { !$0.ok }.map(\.src))")

        let theme = root.appendingPathComponent("Themes/BrandOpaque.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        try text.replacingOccurrences(of: "brand: \"#0A5C36\"", with: "brand: \"#5C0A36\"").write(
            to: theme, atomically: true, encoding: .utf8)
        var after: [PageImage] = []
        #expect(
            try eventually(within: 30) {
                after = try images(in: tab)
                return after.count == before.count && after.allSatisfy(\.ok) && after != before
            }, "\(watcher.stderr)")
        let changed = zip(before, after).filter { $0.0.src != $0.1.src }
        #expect(
            !changed.isEmpty && changed.allSatisfy { $0.0.src.contains("BrandOpaque") && $0.0.pixels != $0.1.pixels },
            "\(changed.map(\.1.src))")
        #expect(zip(before, after).filter { $0.0.src.contains("OceanTranslucent") }.allSatisfy { $0.0 == $0.1 })
    }

    /// Ctrl-C (SIGINT) and SIGTERM end `watch` within a second while a browser holds the page's
    /// event stream open.
    @Test(arguments: [SIGINT, SIGTERM])
    func aSignalEndsWatchWithinASecondWhileABrowserListens(signal: Int32) throws {
        let (watcher, base, _) = try startWatch(["Themes/BrandOpaque.yaml", "--scale", "1"])
        defer { if watcher.process.isRunning { kill(watcher.process.processIdentifier, SIGKILL) } }
        let tab = try BrowserTab(url: base)
        #expect(
            try eventually(within: 30) {
                (try tab.evaluate("document.getElementById('status')?.textContent ?? ''") as? String)?.hasPrefix("version") == true
                    && watcher.stderr.contains(" rendered, ")
            })
        Thread.sleep(forTimeInterval: 0.3)  // the event stream is open now
        let sent = Date()
        kill(watcher.process.processIdentifier, signal)
        let ended = eventually(within: 5) { !watcher.process.isRunning }
        let took = Date().timeIntervalSince(sent)
        #expect(ended && took < 1, "signal \(signal): still running after \(took) s; \(watcher.stderr)")
        _ = tab
    }

    @Test func aPortInUseIsReportedBeforeRenderingWithTheWayOut() throws {
        let (first, base, root) = try startWatch(["Themes/BrandOpaque.yaml", "--scale", "1"])
        defer { first.process.terminate() }
        let port = try #require(base.port)
        let second = try CommandRunner.run(["watch", "Themes/BrandOpaque.yaml", "--port", "\(port)"], in: root)
        #expect(second.status != 0)
        #expect(second.stderr.contains("port \(port) on 127.0.0.1 is already in use"), "\(second.stderr)")
        #expect(second.stderr.contains("--port 0"), "\(second.stderr)")
        #expect(!second.stderr.contains("rendered") && !second.stderr.contains("errno"), "\(second.stderr)")
    }

    @Test func aTabBarThemeIsServedAsItsReferenceAndFollowsAnEditToItsTabs() throws {
        // The iOS 15 tab bar sample: the served image has its reviewed reference's pixels; an
        // edit of the selected tab's colour is served as a new render of the tab bar.
        let (watcher, base, root) = try startWatch(["Themes/TabBarAppearance.yaml"])
        defer { watcher.process.terminate() }
        #expect(try eventually { (try state(base)["renders"] as? [[String: Any]])?.count == 1 }, "\(watcher.stderr)")
        let render = try #require((try state(base)["renders"] as? [[String: Any]])?.first)
        let id = try #require(render["id"] as? String)
        let referencePath = CommandRunner.repositoryRoot.appendingPathComponent(
            "Snapshots/TabBarAppearance/home.default.bottom.light.393w@3x.png")
        let reference = try Data(contentsOf: referencePath)
        // The same pixels as the reviewed reference (`diff` compares pixels exactly; watch may encode faster).
        let served = root.appendingPathComponent("served.png")
        try get(base.appendingPathComponent("image/\(id)")).write(to: served)
        let diff = try CommandRunner.run(["diff", referencePath.path, served.path])
        #expect(diff.status == 0, "\(diff.stdout) \(diff.stderr)")

        let theme = root.appendingPathComponent("Themes/TabBarAppearance.yaml")
        let text = try String(contentsOf: theme, encoding: .utf8)
        #expect(text.contains("accent: \"#FF9F1C\""))
        try text.replacingOccurrences(of: "accent: \"#FF9F1C\"", with: "accent: \"#1CFF9F\"").write(
            to: theme, atomically: true, encoding: .utf8)
        #expect(try eventually { (try state(base)["version"] as? Int ?? 0) >= 2 }, "\(watcher.stderr)")
        let edited = try get(base.appendingPathComponent("image/\(id)"))
        #expect(edited != reference && edited.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
}
