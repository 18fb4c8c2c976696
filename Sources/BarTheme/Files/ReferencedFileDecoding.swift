import Foundation

/// Decodes the files a theme names as the renderer will: every image in full and every font
/// through the font library. BarTheme reads only the files' first bytes (`ThemeFileChecks`); the
/// renderer provides this (BarRender's `ReferencedFileDecoder`) so `validate` refuses what `render`
/// could not draw, without BarTheme depending on the C libraries.
public protocol ReferencedFileDecoding {
    /// Why the image file at `path` cannot be drawn, as one sentence, or `nil` when it can.
    func imageProblem(at path: String) -> String?
    /// Why the font file at `path` cannot be used, as one sentence, or `nil` when it can.
    func fontProblem(at path: String) -> String?
}

extension ThemeFileChecks {
    /// The decoding problems of every image (with its `@2x`/`@3x` files) and font file `document`
    /// names in its own text, each file decoded once per call, located where it is named.
    static func decodingProblems(in document: ThemeDocument, decoder: any ReferencedFileDecoding) -> [Diagnostic] {
        let references = ThemeFileReferences(document)
        var problems: [Diagnostic] = []
        var decoded: [String: String?] = [:]
        func once(_ full: String, _ decode: (String) -> String?) -> String? {
            if let known = decoded[full] { return known }
            let problem = decode(full)
            decoded[full] = problem
            return problem
        }
        for font in references.fontFiles + references.fonts {
            let full = ThemeFiles.path(font.value, relativeTo: font.location.file)
            if let problem = once(full, decoder.fontProblem) {
                problems.append(
                    .error(
                        "'\(font.value)' cannot be used as a font: \(problem)", at: font.location,
                        hint: "export the font again as an OpenType (.otf) or TrueType (.ttf) file", rule: ErrorRules.invalidFont))
            }
        }
        for image in references.images {
            let stem = image.value.hasSuffix(".png") ? String(image.value.dropLast(4)) : image.value
            for name in [image.value, stem + "@2x.png", stem + "@3x.png"] {
                let full = ThemeFiles.path(name, relativeTo: image.location.file)
                guard name == image.value || FileManager.default.fileExists(atPath: full) else { continue }
                if let problem = once(full, decoder.imageProblem) {
                    problems.append(
                        .error(
                            "'\(name)' cannot be drawn: \(problem)", at: image.location,
                            hint: "export the image again as a PNG", rule: ErrorRules.invalidImage))
                }
            }
        }
        return problems
    }
}
