import Foundation

/// Checks the files a theme names, reading only their first bytes: each must exist and stay inside
/// the theme's folder (resolved physically, `PhysicalPath`); images must be PNG files of at most 4096 × 4096 pixels
/// and 16 MiB (their `@2x`/`@3x` variants too, when present); font files must be OpenType,
/// TrueType or TrueType collections.
enum ThemeFileChecks {
    /// The largest image accepted, in pixels per side.
    static let maximumImageSide: UInt32 = 4096
    /// The largest image file accepted, in bytes.
    static let maximumImageBytes = 16 << 20

    static func problems(in document: ThemeDocument) -> [Diagnostic] {
        let references = ThemeFileReferences(document)
        let folder = realFolder(of: document.path)
        var problems: [Diagnostic] = []
        for font in references.fonts {
            problems += checkFont(font, themePath: document.path, folder: folder)
        }
        for image in references.images {
            problems += checkImage(image, themePath: document.path, folder: folder)
        }
        return problems
    }

    /// The folder the theme file is in, resolved physically (`PhysicalPath`): the root that every
    /// file it names must stay inside.
    static func realFolder(of themePath: String) -> String {
        let folder = FilePaths.parent(of: themePath)
        return PhysicalPath.resolve(folder.isEmpty ? "." : folder)
            ?? URL(fileURLWithPath: folder.isEmpty ? "." : folder).standardizedFileURL.path
    }

    /// A problem with where `relative` leads: missing, or outside `folder` through a symlink.
    static func placeProblem(_ relative: Located<String>, full: String, folder: String, what: String) -> Diagnostic? {
        guard FileKind.of(full) != nil else {
            return .error(
                "no \(what) at '\(relative.value)'", at: relative.location,
                hint: "paths are relative to the theme file's folder", rule: ErrorRules.missingFile)
        }
        // Resolved as opening it will be: a `..` after a link leaves from where the link leads.
        guard let real = PhysicalPath.resolve(full), real.hasPrefix(folder + "/") else {
            return .error(
                "'\(relative.value)' leads outside the theme's folder (through a symlink)", at: relative.location,
                hint: "copy the file into the theme's folder", rule: ErrorRules.pathOutsideFolder)
        }
        // Refused by type before anything opens it: a FIFO blocks forever on open, a device never ends.
        let type = FileKind.of(real, followingLinks: false)
        guard type == .regular else {
            let kind = type == .directory ? "a folder" : "not a regular file (a pipe, device or socket)"
            let noun = what.hasSuffix("file") ? "a \(what)" : "an \(what) file"
            return .error(
                "'\(relative.value)' is \(kind)", at: relative.location,
                hint: "give the path of \(noun) inside the theme's folder", rule: ErrorRules.missingFile)
        }
        return nil
    }

    static func checkFont(_ file: Located<String>, themePath: String, folder: String) -> [Diagnostic] {
        // Relative to the file that wrote it (a parent theme's palette entry resolves against the parent).
        let full = ThemeFiles.path(file.value, relativeTo: file.location.file)
        if let problem = placeProblem(file, full: full, folder: folder, what: "font file") { return [problem] }
        guard FontFileSignature.isFont(firstBytes(of: full, count: 4)) else {
            return [
                .error(
                    "'\(file.value)' is not a font file", at: file.location,
                    hint: "use an OpenType (.otf), TrueType (.ttf) or TrueType collection (.ttc) file", rule: ErrorRules.invalidFont)
            ]
        }
        return []
    }

    static func checkImage(_ image: Located<String>, themePath: String, folder: String) -> [Diagnostic] {
        let full = ThemeFiles.path(image.value, relativeTo: image.location.file)
        if let problem = placeProblem(image, full: full, folder: folder, what: "image") { return [problem] }
        var problems = checkPNG(named: image.value, full: full, at: image.location)
        let stem = image.value.dropLast(4), extensionText = image.value.suffix(4)
        for scale in ["@2x", "@3x"] {
            let variant = Located(String(stem) + scale + extensionText, at: image.location)
            let variantFull = ThemeFiles.path(variant.value, relativeTo: image.location.file)
            guard FileKind.of(variantFull, followingLinks: false) != nil else { continue }
            if let problem = placeProblem(variant, full: variantFull, folder: folder, what: "image") {
                problems.append(problem)
                continue
            }
            problems += checkPNG(named: variant.value, full: variantFull, at: image.location)
        }
        return problems
    }

    static func checkPNG(named name: String, full: String, at location: SourceLocation) -> [Diagnostic] {
        let size = FileKind.status(of: full, followingLinks: false)?.size ?? 0
        if size > maximumImageBytes {
            return [
                .error(
                    "'\(name)' is \(size) bytes; images may be at most \(maximumImageBytes) bytes (16 MiB)", at: location,
                    hint: "bar images are small: export it at the bar's size", rule: ErrorRules.invalidImage)
            ]
        }
        guard let header = PNGHeader(firstBytes(of: full, count: PNGHeader.length)) else {
            return [
                .error(
                    "'\(name)' is not a PNG file", at: location,
                    hint: "its first bytes are not the PNG signature; export the image as PNG", rule: ErrorRules.invalidImage)
            ]
        }
        if header.width > maximumImageSide || header.height > maximumImageSide || header.width == 0 || header.height == 0 {
            return [
                .error(
                    "'\(name)' is \(header.width) x \(header.height) pixels; images may be 1 to \(maximumImageSide) pixels on each side",
                    at: location, hint: "bar images are small: export it at the bar's size", rule: ErrorRules.invalidImage)
            ]
        }
        return []
    }

    /// Up to `count` bytes from the start of the file (fewer when it is shorter or unreadable).
    static func firstBytes(of path: String, count: Int) -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: count)) ?? Data()
        return [UInt8](data)
    }
}
