import BarDiff
import Foundation

/// `render-theme-diff A.png B.png [--out D.png] [comparison flags]`: `render-theme diff` in a small
/// process that maps neither Cairo's libraries nor the theme tools, for scripts and CI loops that
/// compare many images (docs/PERFORMANCE.md, "diff"). It prints, writes and exits as
/// `render-theme diff` does; a command line or a PNG it does not handle itself (see `DiffFastPath`)
/// runs `render-theme diff` with the same words instead, from the same folder when it is there,
/// else from the `PATH`.
@main
enum RenderThemeDiff {
    static func main() {
        // As `render-theme`: a file-size limit fails the write (EFBIG) instead of killing the process,
        // and a closed standard output does not kill it half-way.
        signal(SIGXFSZ, SIG_IGN)
        signal(SIGPIPE, SIG_IGN)
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let status = DiffFastPath.run(arguments) { exit(status) }
        let words = ["render-theme", "diff"] + arguments
        let cWords = words.map { strdup($0) } + [nil]
        if let folder = executableFolder() { execv(folder + "/render-theme", cWords) }
        execvp("render-theme", cWords)
        FileHandle.standardError.write(
            Data("error: render-theme-diff needs render-theme (beside it or on the PATH) for this command line: \(errnoText())\n".utf8))
        exit(2)
    }

    /// The folder this executable is in.
    private static func executableFolder() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard count > 0 else { return nil }
            let path = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
            guard let path = Bundle.main.executablePath else { return nil }
        #endif
        return (path as NSString).deletingLastPathComponent
    }

    private static func errnoText() -> String { String(cString: strerror(errno)) }
}
