import Foundation

/// The limits on a theme's `fontFiles:`, checked before anything is read.
public enum FontFileLimits {
    /// The most files one theme lists.
    public static let maximumFiles = 64
    /// The largest font file read, in bytes (32 MiB: a full CJK font is about 20 MiB).
    public static let maximumFileSize = 32 << 20
}

/// Reads the font files a theme's `fontFiles:` lists into the faces `family:` may name, with the
/// checks every file a theme names gets (`ThemePath`; `ThemeFileChecks.placeProblem`: inside the
/// theme's folder as the file system resolves it, a regular file) and the size limit checked before
/// the file is opened. Each problem is located at the list entry, with what to do.
enum FontFileReader {
    /// The faces of the file `relative` (as written in the theme at `relative.location.file`: one,
    /// or each of a collection's), or none with the problem added to `diagnostics`.
    static func faces(_ relative: Located<String>, diagnostics: inout [Diagnostic]) -> [CustomFontFace] {
        if let problem = ThemePath.problem(with: relative.value) {
            diagnostics.append(
                .error(
                    problem, at: relative.location, hint: "copy the font file into the theme's folder and list it from there",
                    rule: ErrorRules.pathOutsideFolder))
            return []
        }
        let lower = relative.value.lowercased()
        guard [".otf", ".ttf", ".ttc"].contains(where: { lower.hasSuffix($0) }) else {
            diagnostics.append(
                .error(
                    "'\(relative.value)' is not a font file name", at: relative.location,
                    hint: "list OpenType (.otf), TrueType (.ttf) or collection (.ttc) files, e.g. fontFiles: [fonts/Karla-Bold.ttf]",
                    rule: ErrorRules.invalidFont))
            return []
        }
        guard let bytes = read(relative, diagnostics: &diagnostics) else { return [] }
        let descriptions = FontFileSignature.isFont(Array(bytes.prefix(4))) ? FontFileDescription.readAll(bytes) : []
        guard !descriptions.isEmpty else {
            let isFont = FontFileSignature.isFont(Array(bytes.prefix(4)))
            diagnostics.append(
                .error(
                    isFont
                        ? "'\(relative.value)' has no PostScript name ('name' table, name ID 6)" : "'\(relative.value)' is not a font file",
                    at: relative.location,
                    hint: isFont
                        ? "UIFont(name:size:) finds a font by its PostScript name; export the font again with its names"
                        : "list OpenType (.otf), TrueType (.ttf) or collection (.ttc) files; this one does not start like one",
                    rule: ErrorRules.invalidFont))
            return []
        }
        return descriptions.map { CustomFontFace($0, file: relative) }
    }

    /// The file's bytes, after its place and size are checked; nil with the problem in `diagnostics`.
    private static func read(_ relative: Located<String>, diagnostics: inout [Diagnostic]) -> [UInt8]? {
        var problems: [Diagnostic] = []
        let data = ThemeFileChecks.contents(
            of: relative, full: ThemeFiles.path(relative.value, relativeTo: relative.location.file),
            folder: ThemeFileChecks.realFolder(of: relative.location.file), what: "font file", maximum: FontFileLimits.maximumFileSize,
            sizeHint: "list the app's own font file, not a font archive", diagnostics: &problems)
        diagnostics += problems.map(addingTheAppsFile)
        return data.map { Array($0) }
    }

    /// A missing file's message with where it comes from: the app bundles it.
    private static func addingTheAppsFile(_ problem: Diagnostic) -> Diagnostic {
        guard problem.ruleID == ErrorRules.missingFile, problem.message.hasPrefix("no font file"), let location = problem.location else {
            return problem
        }
        return .error(
            problem.message, at: location,
            hint:
                "copy the font file the app bundles (its Info.plist UIAppFonts) to that path; paths are relative to the theme file's folder",
            rule: ErrorRules.missingFile)
    }
}
