import BarTheme
import Foundation

/// Decodes the files a theme names the way rendering does, for `validate` (BarTheme's
/// `ReferencedFileDecoding`): each image through `PNGStructure` and the PNG decoder in full,
/// each font through FreeType (every glyph loaded once) and HarfBuzz. Not shared across threads.
///
/// Each distinct file is decoded once: images once per decoder (one `validate` run), fonts once per
/// process (`FontVerdicts`), each keyed by its path and its bytes (`DecodedFileKey`), so the
/// background a hundred themes share is decoded once and a file edited in between is decoded again.
/// The bytes are read every time (cheap next to decoding), so a verdict never outlives the content
/// it describes.
public final class ReferencedFileDecoder: ReferencedFileDecoding {
    private let library: FreeTypeLibrary?
    private var imageVerdicts: [DecodedFileKey: String?] = [:]
    /// How many images this decoder decoded (not answered from its verdicts), for tests.
    private(set) var imagesDecoded = 0

    /// A decoder with its own FreeType library for loading fonts.
    public init() {
        library = try? FreeTypeLibrary()
    }

    /// Why the image at `path` cannot be drawn (its whole structure is checked and it is decoded), or nil.
    public func imageProblem(at path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else {
            return "cannot read the image '\(path)'"
        }
        let key = DecodedFileKey(path: path, bytes: data)
        if let known = imageVerdicts[key] { return known }
        let problem: String?
        imagesDecoded += 1
        do {
            _ = try CairoImage(data: data, path: path)
            problem = nil
        } catch {
            problem = error.description.replacingOccurrences(of: "'\(path)': ", with: "")
        }
        imageVerdicts[key] = problem
        return problem
    }

    /// Why the font at `path` cannot be used (table bounds, then FreeType and HarfBuzz load every glyph), or nil.
    public func fontProblem(at path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "the file cannot be read" }
        let key = DecodedFileKey(path: path, bytes: data)
        if let known = FontVerdicts.shared.verdict(for: key) { return known }
        let problem = decodeFont(data, path: path)
        FontVerdicts.shared.record(problem, for: key)
        return problem
    }

    private func decodeFont(_ data: Data, path: String) -> String? {
        if let problem = FontFileStructure.problem(in: data) { return problem }
        guard let library else { return "FreeType could not start" }
        do {
            let font = try LoadedFont(path: path, library: library)
            if let glyph = font.face.firstUnloadableGlyph() {
                return "glyph \(glyph) of \(font.face.glyphCount) cannot be loaded (the file is damaged)"
            }
            return nil
        } catch {
            return error.description.replacingOccurrences(of: "'\(path)' ", with: "it ")
        }
    }
}

/// What decoding each distinct font file found, for the whole process: loading every glyph of a
/// font is the most expensive check `validate` makes, and the same font file is named by many themes.
final class FontVerdicts: @unchecked Sendable {
    static let shared = FontVerdicts()
    private let lock = NSLock()
    private var verdicts: [DecodedFileKey: String?] = [:]

    /// The recorded verdict for this file: `.some(nil)` when it loads, `.some(problem)`, or nil if not decoded yet.
    func verdict(for key: DecodedFileKey) -> String?? {
        lock.lock()
        defer { lock.unlock() }
        return verdicts[key]
    }

    func record(_ problem: String?, for key: DecodedFileKey) {
        lock.lock()
        defer { lock.unlock() }
        verdicts[key] = .some(problem)
    }
}

/// A file as it was when decoded: its path (messages name it) and its whole content (`Data`
/// compares every byte), so an edited file is a new key.
struct DecodedFileKey: Hashable, Sendable {
    let path: String
    let bytes: Data
}
