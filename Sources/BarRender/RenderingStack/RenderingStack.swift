internal import CCairo
internal import CFreeType
internal import CFriBidi
internal import CHarfBuzz
import Foundation

/// The libraries and font files that decide a rendered image's exact pixels.
///
/// Snapshot references are only comparable byte for byte when they were drawn by the same stack,
/// so the stack is recorded beside them (`Snapshots/STACK.json`) and compared on every
/// verification: a change of cairo, FreeType, HarfBuzz or FriBidi version, or of a pinned font file,
/// explains pixel drift that no theme change caused. Encoded as JSON with the keys `cairo`,
/// `freetype`, `harfbuzz`, `fribidi` (version strings; `fribidi` absent in stacks recorded before
/// FriBidi ordered bidirectional text) and `fonts` (file name → SHA-256, lowercase hex).
public struct RenderingStack: Codable, Sendable, Equatable {
    /// cairo's version, from `cairo_version_string()`, e.g. `1.16.0`.
    public var cairo: String
    /// FreeType's version, from `FT_Library_Version`, e.g. `2.12.1`.
    public var freetype: String
    /// HarfBuzz's version, from `hb_version_string()`, e.g. `6.0.0`.
    public var harfbuzz: String
    /// GNU FriBidi's version, from `fribidi_version_info`, e.g. `1.0.8`; nil in older records.
    public var fribidi: String?
    /// Each pinned font file's name and the SHA-256 of its bytes (64 lowercase hex digits).
    public var fonts: [String: String]

    /// Creates a stack description from known values (for tests and decoding).
    public init(cairo: String, freetype: String, harfbuzz: String, fribidi: String? = nil, fonts: [String: String]) {
        self.cairo = cairo
        self.freetype = freetype
        self.harfbuzz = harfbuzz
        self.fribidi = fribidi
        self.fonts = fonts
    }

    /// The stack this process renders with: the linked libraries' versions and the fingerprints of
    /// every pinned font file (`PinnedFonts.files`) in `fontsDirectory`.
    ///
    /// For the pinned fonts' own folder (the default) it is computed once per process, on first
    /// use, and every later call returns that value: the libraries cannot change under a running
    /// process, and the fonts are the package's resources. Another folder is read on every call.
    ///
    /// - Throws: `RenderError.font` when a pinned font file cannot be read, or FreeType cannot start.
    public static func current(fontsDirectory: URL = PinnedFonts.directory) throws(RenderError) -> RenderingStack {
        guard fontsDirectory.standardizedFileURL == PinnedFonts.directory.standardizedFileURL else {
            return try computed(fontsDirectory: fontsDirectory)
        }
        return try processStack.get()
    }

    /// The pinned fonts' stack, computed on first use (a `static let` is initialised once, under
    /// the runtime's lock, however many threads ask at once).
    private static let processStack: Result<RenderingStack, RenderError> = {
        processStackComputations += 1
        return Result { () throws(RenderError) in try computed(fontsDirectory: PinnedFonts.directory) }
    }()

    /// How many times this process computed `processStack`: 1 once it was asked for (for tests).
    /// Written only inside `processStack`'s one-time initialiser.
    nonisolated(unsafe) static var processStackComputations = 0

    /// Reads the versions and hashes every pinned font file in `fontsDirectory`.
    static func computed(fontsDirectory: URL) throws(RenderError) -> RenderingStack {
        let library = try FreeTypeLibrary()
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        FT_Library_Version(library.handle, &major, &minor, &patch)
        var fonts: [String: String] = [:]
        for file in PinnedFonts.files {
            let url = fontsDirectory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw RenderError.font("cannot read the pinned font file '\(url.path)' to fingerprint it")
            }
            fonts[file] = FontFingerprint.hex(data)
        }
        return RenderingStack(
            cairo: String(cString: cairo_version_string()),
            freetype: "\(major).\(minor).\(patch)",
            harfbuzz: String(cString: hb_version_string()),
            fribidi: fribidiVersion,
            fonts: fonts)
    }

    /// The version in FriBidi's `fribidi_version_info`, whose first line reads `(GNU FriBidi) 1.0.8`.
    private static var fribidiVersion: String? {
        guard let info = barfribidi_version_info() else { return nil }
        let firstLine = String(cString: info).split(separator: "\n").first ?? ""
        return firstLine.split(separator: " ").last.map(String.init)
    }

    /// What changed from `recorded` to this stack, one short phrase per change, e.g.
    /// `cairo 1.16.0 → 1.18.0` or `font Inter-Bold.otf changed (sha256 0a1b2c3d… → 9f8e7d6c…)`;
    /// empty when the stacks are equal.
    public func changes(since recorded: RenderingStack) -> [String] {
        var changes: [String] = []
        for (name, old, new) in [
            ("cairo", recorded.cairo, cairo), ("FreeType", recorded.freetype, freetype),
            ("HarfBuzz", recorded.harfbuzz, harfbuzz),
        ] where old != new {
            changes.append("\(name) \(old) → \(new)")
        }
        if recorded.fribidi != fribidi {
            changes.append("FriBidi \(recorded.fribidi ?? "(not recorded)") → \(fribidi ?? "(not recorded)")")
        }
        for file in Set(recorded.fonts.keys).union(fonts.keys).sorted() {
            switch (recorded.fonts[file], fonts[file]) {
            case let (old?, new?) where old != new:
                changes.append("font \(file) changed (sha256 \(old.prefix(8))… → \(new.prefix(8))…)")
            case (nil, _?):
                changes.append("font \(file) added")
            case (_?, nil):
                changes.append("font \(file) removed")
            default:
                break
            }
        }
        return changes
    }
}
