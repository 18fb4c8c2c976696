import Foundation

extension ThemeFileChecks {
    /// The bytes of a file a theme names and BarTheme reads whole (a design tokens file, a font file
    /// of `fontFiles:`): its place checked first (`placeProblem`: there, inside `folder` as the file
    /// system resolves it, a regular file), then its size, before it is opened, at most `maximum`.
    /// Nil with the located problem added to `diagnostics`; `what` names the kind of file
    /// ("tokens file"), `sizeHint` says what to do with one too large.
    static func contents(
        of relative: Located<String>, full: String, folder: String, what: String, maximum: Int, sizeHint: String,
        diagnostics: inout [Diagnostic]
    ) -> Data? {
        if let problem = placeProblem(relative, full: full, folder: folder, what: what) {
            diagnostics.append(problem)
            return nil
        }
        // The file the path leads to (placeProblem found it inside the folder and regular).
        let real = PhysicalPath.resolve(full) ?? full
        let size = FileKind.status(of: real)?.size ?? 0
        guard size <= maximum else {
            diagnostics.append(
                .error(
                    "'\(relative.value)' is \(size) bytes; a \(what) may be at most \(maximum) bytes", at: relative.location,
                    hint: sizeHint, rule: ErrorRules.limitExceeded))
            return nil
        }
        guard let data = FileManager.default.contents(atPath: real) else {
            diagnostics.append(
                .error(
                    "'\(relative.value)' could not be read", at: relative.location, hint: "check its permissions",
                    rule: ErrorRules.missingFile))
            return nil
        }
        return data
    }
}
