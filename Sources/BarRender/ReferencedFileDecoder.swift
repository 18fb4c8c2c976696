import BarTheme
import Foundation

/// Decodes the files a theme names the way rendering does, for `validate` (BarTheme's
/// `ReferencedFileDecoding`): each image through `PNGStructure` and the PNG decoder in full,
/// each font through FreeType (every glyph loaded once) and HarfBuzz. Not shared across threads.
public final class ReferencedFileDecoder: ReferencedFileDecoding {
    private let library: FreeTypeLibrary?

    /// A decoder with its own FreeType library for loading fonts.
    public init() {
        library = try? FreeTypeLibrary()
    }

    /// Why the image at `path` cannot be drawn (its whole structure is checked and it is decoded), or nil.
    public func imageProblem(at path: String) -> String? {
        do {
            _ = try CairoImage(path: path)
            return nil
        } catch {
            return error.description.replacingOccurrences(of: "'\(path)': ", with: "")
        }
    }

    /// Why the font at `path` cannot be used (table bounds, then FreeType and HarfBuzz load every glyph), or nil.
    public func fontProblem(at path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return "the file cannot be read" }
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
