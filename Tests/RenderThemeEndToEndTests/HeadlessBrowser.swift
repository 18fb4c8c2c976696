import Foundation

/// Headless Chromium (installed by Scripts/setup) for tests that open generated pages.
enum HeadlessBrowser {
    /// The browser's path: `chromium` / `chromium-browser` / `google-chrome` on the PATH, or the
    /// macOS application bundles.
    static var executable: String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in path.split(separator: ":") {
                let candidate = "\(folder)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        for app in ["/Applications/Chromium.app/Contents/MacOS/Chromium", "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome"]
        where FileManager.default.isExecutableFile(atPath: app) {
            return app
        }
        return nil
    }

    /// The page's DOM after its scripts ran (file:// pages may read files beside them). A page whose
    /// script has not finished in the browser's virtual time (`ready` says no) is loaded again, up to
    /// three times: a cold browser on a busy machine can be slow to start asynchronous work.
    static func dumpDOM(of page: URL, windowWidth: Int? = nil, ready: (String) -> Bool = { _ in true }) throws -> String {
        var dom = ""
        for _ in 0..<3 {
            dom = try dumpOnce(of: page, windowWidth: windowWidth)
            if ready(dom) { break }
        }
        return dom
    }

    private static func dumpOnce(of page: URL, windowWidth: Int?) throws -> String {
        guard let executable else {
            throw BrowserMissing()
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments =
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                "--virtual-time-budget=15000",
            ] + (windowWidth.map { ["--window-size=\($0),900"] } ?? [])
            + ["--dump-dom", page.absoluteString]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    struct BrowserMissing: Error, CustomStringConvertible {
        var description: String {
            "no Chromium or Chrome found; run Scripts/setup, which installs Debian's chromium package (or brew install --cask chromium)"
        }
    }
}
