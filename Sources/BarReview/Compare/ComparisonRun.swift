import BarRender
import BarSnapshot
import BarTheme
import BarWriting
import Foundation

/// One `compare` run over paired theme files: each pair loaded, resolved, rendered and compared
/// (`ThemeComparer`), with the old, new and diff images of every variant whose pixels changed kept
/// when they are to be written. `write(_:into:)` writes the report's pages and images.
public struct ComparisonRun {
    /// How the two sides' folders are read and shown.
    public struct Sides: Sendable {
        public var oldRoot: String
        public var oldShown: String
        public var newRoot: String
        public var newShown: String

        public init(oldRoot: String = "", oldShown: String = "", newRoot: String = "", newShown: String = "") {
            self.oldRoot = oldRoot
            self.oldShown = oldShown
            self.newRoot = newRoot
            self.newShown = newShown
        }
    }

    /// One image of the report, by its path under the output folder.
    public struct Image {
        public let path: String
        public let raster: Raster
    }

    /// What the run found.
    public struct Outcome {
        public var themes: [ThemeComparison] = []
        public var images: [Image] = []
        /// Whether a theme could not be loaded or rendered (each was reported as it happened).
        public var failed = false
    }

    let comparer: ThemeComparer
    let overrides: VariantOverrides
    let keepsImages: Bool

    /// A run drawing with `renderer`, narrowed to `overrides`; `keepsImages` keeps the changed variants' images.
    public init(renderer: BarRenderer, overrides: VariantOverrides, keepsImages: Bool) {
        comparer = ThemeComparer(renderer: renderer)
        self.overrides = overrides
        self.keepsImages = keepsImages
    }

    /// Compares every pair; `load` loads (and reports problems with) one theme file, `report` is
    /// told of a theme that could not be compared.
    public func compare(
        _ pairs: [ThemePair], sides: Sides, load: (String) -> ThemeLoader.Loaded?, report: (String) -> Void
    ) -> Outcome {
        var outcome = Outcome()
        for pair in pairs {
            func version(_ path: String?, root: String, shown: String) -> ThemeVersion? {
                guard let path, let loaded = load(path) else { return nil }
                return ThemeVersion(
                    key: pair.key, document: loaded.document, parents: loaded.parents, root: root == "." ? "" : root, shownRoot: shown)
            }
            let old = version(pair.old, root: sides.oldRoot, shown: sides.oldShown)
            let new = version(pair.new, root: sides.newRoot, shown: sides.newShown)
            if (pair.old != nil && old == nil) || (pair.new != nil && new == nil) {
                outcome.failed = true
                continue
            }
            do {
                var images: [Image] = []
                let comparison = try comparer.compare(old: old, new: new, overrides: overrides) { name, before, after in
                    guard keepsImages else { return }
                    images += Self.images(key: pair.key, name: name, before: before, after: after)
                }
                outcome.themes.append(comparison)
                outcome.images += images
            } catch {
                report("error: \(pair.key): \(error)")
                outcome.failed = true
            }
        }
        return outcome
    }

    private static func images(key: String, name: String, before: Raster?, after: Raster?) -> [Image] {
        var images: [Image] = []
        if let before { images.append(Image(path: "old/\(key)/\(name)", raster: before)) }
        if let after { images.append(Image(path: "new/\(key)/\(name)", raster: after)) }
        if let before, let after {
            images.append(Image(path: "diff/\(key)/\(name)", raster: ImageComparison.compare(before, after, options: .exact).diff))
        }
        return images
    }

    /// Writes the images and the report's pages (index.html, compare.md, compare.json) into
    /// `folder`, each file atomically and confined to the folder.
    public static func write(_ report: ComparisonReport, images: [Image], into folder: String) throws {
        for image in images {
            try AtomicFile.write(try PNGCodec.encode(image.raster), to: try OutputConfinement.path(image.path, in: folder).get())
        }
        // The pages beside the images name them by relative path (compare.md too: it is read with the folder).
        var local = report
        local.imagesFolder = "."
        local.imageURL = nil
        try AtomicFile.write(Data(local.html().utf8), to: (folder as NSString).appendingPathComponent("index.html"))
        try AtomicFile.write(Data(local.markdown().utf8), to: (folder as NSString).appendingPathComponent("compare.md"))
        try AtomicFile.write(try local.json(), to: (folder as NSString).appendingPathComponent("compare.json"))
    }
}
