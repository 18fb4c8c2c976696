import BarPixels
import BarTheme
import BarWriting
import Foundation

/// `render-theme diff` without ArgumentParser, Cairo or the theme code, for what it is mostly given:
/// two PNGs BarTheme wrote (read by ``PlainPNGReader``) on a command line ``DiffCommandLine`` reads.
/// Both `render-theme` (before its command tree is built) and `render-theme-diff` (which links none of
/// the rest) run it; what it prints, writes and exits with is what `render-theme diff` does
/// (`DiffFastPathTests` runs both on the same inputs). It decides before printing anything: any other
/// case (another kind of PNG, a file that cannot be read, a usage error, `--help`, fault injection)
/// returns nil, and the caller runs the full `diff`, which reads every PNG and words every error.
package enum DiffFastPath {
    /// Runs `diff` with `arguments` (the words after `diff`) and returns its exit status, or nil
    /// when the full command must run instead (nothing has been printed or written then).
    package static func run(_ arguments: [String], fileSystem: FileSystem = .default) -> Int32? {
        guard fileSystem.faults == nil, let line = DiffCommandLine(arguments) else { return nil }
        let options: ComparisonOptions
        do { options = try line.flags.options() ?? .exact } catch { return nil }
        guard let reference = plainRaster(at: line.reference), let actual = plainRaster(at: line.actual) else { return nil }
        let result = ImageComparison.compare(reference, actual, options: options, drawsDiff: line.out != nil)
        Swift.print(OutputSanitizer.terminal(result.summary))
        if let out = line.out, result.diff.width > 0 {
            do {
                try AtomicFile.write(try BarPNGWriter().encode(result.diff), to: out, fileSystem: fileSystem)
            } catch {
                let message = "error: " + (error is WriteError ? "\(error)" : "cannot write '\(out)': \(error)")
                FileHandle.standardError.write(Data((OutputSanitizer.terminal(message) + "\n").utf8))
                return 2
            }
            Swift.print(OutputSanitizer.terminal(out))
        }
        return result.passed ? 0 : 1
    }

    /// The pixels of the PNG at `path` when it is one ``PlainPNGReader`` reads, else nil.
    private static func plainRaster(at path: String) -> Raster? {
        guard let data = FileManager.default.contents(atPath: path), data.count <= PlainPNGReader.maximumFileSize,
            data.starts(with: PlainPNGReader.signature)
        else { return nil }
        return PlainPNGReader.read(data)
    }
}
