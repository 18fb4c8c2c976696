import BarSnapshot
import BarTheme
import Foundation

/// The comparison of two versions of a set of themes, and its renderings for a terminal, a pull
/// request comment (Markdown), tools (JSON) and a page with the images (HTML).
public struct ComparisonReport: Sendable {
    /// What was compared, in words: `Themes/ (working tree) with main`.
    public var title: String
    public var themes: [ThemeComparison]
    /// Where the old / new / diff images are, relative to the report (`nil`: no images written).
    public var imagesFolder: String?
    /// Where the images folder is published (a URL a pull-request comment can embed images from,
    /// e.g. a branch's raw files or a static host): the Markdown embeds `URL/old/…`, `URL/diff/…`.
    public var imageURL: String?
    /// Where the images folder can be downloaded (the workflow run's artifact): the Markdown links it.
    public var artifactURL: String?

    public init(title: String, themes: [ThemeComparison], imagesFolder: String? = nil) {
        self.title = title
        self.themes = themes
        self.imagesFolder = imagesFolder
    }

    public var changedThemes: [ThemeComparison] { themes.filter(\.hasChanges) }
    public var hasChanges: Bool { !changedThemes.isEmpty }

    /// `2 of 11 themes changed: 3 settings, 9 variants with pixel changes, 1 added, 0 removed`.
    public var summary: String {
        let changed = changedThemes
        let settings = changed.reduce(0) { $0 + $1.countedSettingChanges }
        let pixels = changed.reduce(0) { $0 + $1.pixelChanges.count }
        let added = changed.reduce(0) { $0 + $1.addedVariants.count }
        let removed = changed.reduce(0) { $0 + $1.removedVariants.count }
        guard !changed.isEmpty else {
            return "no changes: \(themes.count) theme\(themes.count == 1 ? "" : "s") render and resolve the same"
        }
        return
            "\(changed.count) of \(themes.count) theme\(themes.count == 1 ? "" : "s") changed: \(settings) setting change\(settings == 1 ? "" : "s"), "
            + "\(pixels) variant\(pixels == 1 ? "" : "s") with pixel changes, \(added) variant\(added == 1 ? "" : "s") added, \(removed) removed"
    }

    // MARK: Text

    public func text() -> String {
        var lines = ["compare \(title)"]
        for theme in changedThemes {
            lines.append("")
            lines.append(heading(theme))
            for change in theme.settingChanges {
                lines.append(
                    "  \(change.property) \(change.oldValue) → \(change.newValue)" + (change.follows.map { " (follows \($0))" } ?? ""))
                lines.append("      from \(change.newSource); was \(change.oldSource)")
                lines.append("      affects \(affects(change.variants, of: theme))")
            }
            for pixels in theme.pixelChanges {
                lines.append("  pixels \(pixels.variant): \(pixelSummary(pixels))")
            }
            for variant in theme.addedVariants { lines.append("  added \(variant)") }
            for variant in theme.removedVariants { lines.append("  removed \(variant)") }
        }
        lines.append("")
        lines.append(summary)
        return lines.joined(separator: "\n")
    }

    // MARK: Markdown

    /// Sized for a pull-request comment: a summary table, then one collapsible section per theme.
    /// Images are embedded from `imageURL` (or, in `compare.md` beside them, from their folder);
    /// otherwise a line says where they are and how to publish them.
    public func markdown() -> String {
        var lines = ["### BarTheme: \(markdownEscape(title))", "", summary, ""]
        guard hasChanges else { return lines.joined(separator: "\n") }
        let imageBase = imageURL.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 } ?? (imagesFolder == "." ? "." : nil)
        if let artifactURL {
            lines += ["Old, new and diff images of every changed variant: [the review images](\(artifactURL)).", ""]
        } else if imageBase == nil, let folder = imagesFolder {
            lines += [
                "Old, new and diff images are in `\(folder)/` (not embedded: publish that folder and pass its URL with "
                    + "`--image-url`, or link the uploaded artifact with `--artifact-url`).", "",
            ]
        }
        lines += ["| theme | settings | pixel changes | added | removed |", "|---|---:|---:|---:|---:|"]
        for theme in changedThemes {
            lines.append(
                "| \(cell(theme.key))\(theme.fileStatus == .changed ? "" : " (\(theme.fileStatus.rawValue))") | \(theme.countedSettingChanges) | "
                    + "\(theme.pixelChanges.count) of \(theme.comparedVariants) | \(theme.addedVariants.count) | \(theme.removedVariants.count) |"
            )
        }
        for theme in changedThemes {
            lines += ["", "<details><summary>\(MarkupEscaping.escape(heading(theme)))</summary>", ""]
            if !theme.settingChanges.isEmpty {
                lines += ["| setting | old | new | from | variants |", "|---|---|---|---|---:|"]
                for change in theme.settingChanges {
                    lines.append(
                        "| \(cell(change.property))\(change.follows.map { " (follows `\($0)`)" } ?? "") | \(valueCell(change.oldValue)) | "
                            + "\(valueCell(change.newValue)) | \(cell(change.newSource)) | \(change.variants.count) |"
                    )
                }
                lines.append("")
            }
            if !theme.pixelChanges.isEmpty {
                lines += [
                    "| variant | pixels | max ΔE2000 | box |" + (imageBase == nil ? "" : " old | new | diff |"),
                    "|---|---:|---:|---|" + (imageBase == nil ? "" : "---|---|---|"),
                ]
                for pixels in theme.pixelChanges {
                    var row =
                        "| \(cell(pixels.variant)) | \(PixelCount.grouped(pixels.differentPixels)) of \(PixelCount.grouped(pixels.totalPixels)) | \(String(format: "%.2f", pixels.maximumDeltaE)) | \(box(pixels)) |"
                    if let folder = imageBase {
                        let name = pathEscape("\(theme.key)/\(pixels.imageName)")
                        row += " ![old](\(folder)/old/\(name)) | ![new](\(folder)/new/\(name)) | ![diff](\(folder)/diff/\(name)) |"
                    }
                    lines.append(row)
                }
                lines.append("")
            }
            for variant in theme.addedVariants { lines.append("- added \(cell(variant))") }
            for variant in theme.removedVariants { lines.append("- removed \(cell(variant))") }
            lines += ["", "</details>"]
        }
        return lines.joined(separator: "\n")
    }

    // MARK: JSON

    public func json() throws -> Data {
        try ReportJSON.encode(
            ComparisonJSON(
                title: title, changed: hasChanges, summary: summary,
                themes: themes.map { theme in
                    ComparisonJSON.Theme(
                        key: theme.key, name: theme.name, status: theme.fileStatus.rawValue, changed: theme.hasChanges,
                        comparedVariants: theme.comparedVariants,
                        settings: theme.settingChanges.map {
                            .init(
                                property: $0.property, old: $0.oldValue, new: $0.newValue, source: $0.newSource, oldSource: $0.oldSource,
                                rule: $0.rule, variants: $0.variants, follows: $0.follows)
                        },
                        pixels: theme.pixelChanges.map { pixels in
                            .init(
                                variant: pixels.variant, image: "\(theme.key)/\(pixels.imageName)", differentPixels: pixels.differentPixels,
                                totalPixels: pixels.totalPixels, maxDeltaE2000: (pixels.maximumDeltaE * 100).rounded() / 100,
                                box: pixels.boundingBox, size: pixels.sizeChange.map { .init(old: $0.old, new: $0.new) })
                        },
                        addedVariants: theme.addedVariants, removedVariants: theme.removedVariants)
                }))
    }

    // MARK: Helpers

    func heading(_ theme: ThemeComparison) -> String {
        switch theme.fileStatus {
        case .added: return "\(theme.key) (\(theme.name)): new theme, \(theme.addedVariants.count) variants"
        case .removed: return "\(theme.key) (\(theme.name)): theme removed, \(theme.removedVariants.count) variants"
        case .changed:
            let settings = theme.countedSettingChanges
            return
                "\(theme.key) (\(theme.name)): \(settings) setting change\(settings == 1 ? "" : "s"), "
                + "\(theme.pixelChanges.count) of \(theme.comparedVariants) variants differ in pixels"
        }
    }

    func affects(_ variants: [String], of theme: ThemeComparison) -> String {
        let shown = variants.prefix(3).joined(separator: ", ")
        let count =
            variants.count == theme.comparedVariants
            ? "all \(variants.count) variants" : "\(variants.count) of \(theme.comparedVariants) variants"
        return "\(count): \(shown)\(variants.count > 3 ? ", …" : "")"
    }

    func pixelSummary(_ pixels: PixelChange) -> String {
        if let size = pixels.sizeChange { return "size \(size.old) → \(size.new)" }
        let percent = String(format: "%.1f", Double(pixels.differentPixels) * 100 / Double(max(pixels.totalPixels, 1)))
        return
            "\(PixelCount.grouped(pixels.differentPixels)) of \(PixelCount.grouped(pixels.totalPixels)) pixels (\(percent) %), max ΔE2000 \(String(format: "%.2f", pixels.maximumDeltaE)), in \(box(pixels))"
    }

    func box(_ pixels: PixelChange) -> String {
        guard let b = pixels.boundingBox else { return "-" }
        return "x \(b.x)-\(b.x + b.width - 1), y \(b.y)-\(b.y + b.height - 1)"
    }

    /// A table cell: the text as a code span (no Markdown inside), pipes escaped for the table.
    func cell(_ text: String) -> String {
        let code = text.replacingOccurrences(of: "`", with: "'").replacingOccurrences(of: "\n", with: " ")
            .replacingOccurrences(of: "|", with: "\\|")
        return code.isEmpty ? "" : "`\(code)`"
    }

    /// A value cell: each `#RRGGBB` / `#RRGGBBAA` colour a code span of its own, which GitHub shows
    /// with a swatch (`opaque #FCA311` → `opaque` `#FCA311`); the rest as `cell`.
    func valueCell(_ text: String) -> String {
        var parts: [String] = [], words: [Substring] = []
        func flush() {
            if !words.isEmpty { parts.append(cell(words.joined(separator: " "))) }
            words = []
        }
        for word in text.split(separator: " ") {
            if Self.isHexColour(word) {
                flush()
                parts.append(cell(String(word)))
            } else {
                words.append(word)
            }
        }
        flush()
        return parts.joined(separator: " ")
    }

    static func isHexColour(_ word: Substring) -> Bool {
        word.first == "#" && (word.count == 7 || word.count == 9) && word.dropFirst().allSatisfy(\.isHexDigit)
    }

    /// Escapes what Markdown would read as markup in a line of text (emphasis, code, links, HTML,
    /// tables); parentheses and the like stay as they are, so a heading reads as written.
    func markdownEscape(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\`*_[]<>|".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    func pathEscape(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "()"))) ?? path
    }
}
