import BarTheme
import Foundation

/// The asset catalog that goes with the generated Swift (`render-theme generate assets`): one
/// `.imageset` per image the themes name (@1x/@2x/@3x files copied from next to the theme, the
/// rendering intent and cap insets as Xcode's slicing), named as the generated code loads it
/// (`images/sunset-bar.png` → `sunset-bar`), and one `.colorset` per palette colour not written as a
/// UIKit name, in a folder per theme that provides a namespace (`Ocean/ink`; a dynamic colour gets a
/// dark appearance), in the `Contents.json` format Xcode writes. Computed here and written by the
/// caller, so every path can be confined to the output folder.
public enum AssetCatalog {
    /// One file of the catalog: its path inside the `.xcassets` folder and its bytes.
    public struct File: Sendable, Equatable {
        public let path: String
        public let contents: Data
    }

    public struct ExportError: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Every file of the catalog for `themes` (each with its `extends` parents), sorted by path.
    public static func files(for themes: [SwiftGenerator.Input]) throws -> [File] {
        var images: [String: ImageSet] = [:]
        var files = [File(path: "Contents.json", contents: Data(XcodeJSON.object(["info": XcodeJSON.info]).text.utf8))]
        for (theme, folder) in zip(themes, SwiftGenerator().themeTypeNames(themes)) {
            for document in [theme.document] + theme.parents {
                for declaration in document.declaredImages {
                    let name = SwiftExpressions.assetName(declaration.path.value)
                    let source = Self.scaleFreeBase(ThemeFiles.path(declaration.path.value, relativeTo: declaration.path.location.file))
                    if let existing = images[name], existing.base != source {
                        throw ExportError(
                            description: "\(declaration.path.location): error: the image '\(declaration.path.value)' would be the asset "
                                + "'\(name)', which is already '\(existing.base).png'; the app loads images by file name, so rename one of them"
                        )
                    }
                    images[name, default: ImageSet(base: source, declarations: [])].declarations.append(declaration)
                }
            }
            // Palette names belong to their theme (two themes may both call a colour `ink`): each
            // theme's colours are in a folder that provides a namespace, `Ocean/ink`. A colour written
            // as a UIKit name (`surface: systemBackground`) is the system colour itself in the app, not
            // a colour set (its light and dark values would lose what the system colour does).
            let colors = theme.document.appPaletteColors(parents: theme.parents).filter { theme.document.palette.colorNames[$0.key] == nil }
            guard !colors.isEmpty else { continue }
            let namespace = XcodeJSON.object(["info": XcodeJSON.info, "properties": .object(["provides-namespace": .bool(true)])])
            files.append(File(path: "\(folder)/Contents.json", contents: Data(namespace.text.utf8)))
            for (name, color) in colors {
                files.append(File(path: "\(folder)/\(name).colorset/Contents.json", contents: Data(colorSet(color.value).text.utf8)))
            }
        }
        for (name, set) in images {
            files += try set.files(name: name)
        }
        return files.sorted { $0.path < $1.path }
    }

    /// `Themes/images/bar@2x.png` → `Themes/images/bar`: the path without scale and extension.
    static func scaleFreeBase(_ path: String) -> String {
        var base = URL(fileURLWithPath: path).standardizedFileURL.path
        if base.hasSuffix(".png") { base.removeLast(4) }
        for suffix in ["@1x", "@2x", "@3x"] where base.hasSuffix(suffix) { base.removeLast(3) }
        return base
    }

    // MARK: Colour sets

    /// A `.colorset`'s Contents.json: the colour for any appearance, a dark one for a dynamic colour,
    /// and for a colour with Increase Contrast variants the high-contrast and dark high-contrast
    /// entries (`"appearance": "contrast", "value": "high"`, as Xcode writes them; docs/UIKIT.md §16.1).
    static func colorSet(_ value: ColorValue) -> XcodeJSON {
        // Entries written as a system colour are `UIColor` names, not colour sets; a system colour
        // that reaches here is written with its iOS 13-18 values (docs/UIKIT.md §2.3a).
        if case .system(let name) = value { return colorSet(SystemPalette.ios13.value(of: name)) }
        var entries: [XcodeJSON] = []
        func entry(_ color: RGBAColor, dark: Bool, high: Bool) -> XcodeJSON {
            var appearances: [XcodeJSON] = []
            if dark { appearances.append(.object(["appearance": .string("luminosity"), "value": .string("dark")])) }
            if high { appearances.append(.object(["appearance": .string("contrast"), "value": .string("high")])) }
            var fields: [String: XcodeJSON] = ["color": colorJSON(color), "idiom": .string("universal")]
            if !appearances.isEmpty { fields["appearances"] = .array(appearances) }
            return .object(fields)
        }
        switch value {
        case .fixed(let color):
            entries.append(entry(color, dark: false, high: false))
        case .dynamic(let light, let dark):
            entries.append(entry(light, dark: false, high: false))
            entries.append(entry(dark, dark: true, high: false))
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            entries.append(entry(light, dark: false, high: false))
            entries.append(entry(dark, dark: true, high: false))
            entries.append(entry(lightHigh, dark: false, high: true))
            entries.append(entry(darkHigh, dark: true, high: true))
        case .system: break
        }
        return .object(["colors": .array(entries), "info": XcodeJSON.info])
    }

    /// sRGB components as Xcode writes them: `0xRR` for an 8-bit channel, else three decimals; alpha
    /// always with three decimals.
    static func colorJSON(_ color: RGBAColor) -> XcodeJSON {
        func channel(_ value: Double) -> XcodeJSON {
            let eightBit = (value * 255).rounded()
            if abs(value * 255 - eightBit) < 1e-9 { return .string(String(format: "0x%02X", Int(eightBit))) }
            return .string(String(format: "%.3f", value))
        }
        return .object([
            "color-space": .string("srgb"),
            "components": .object([
                "alpha": .string(String(format: "%.3f", color.alpha)), "blue": channel(color.blue),
                "green": channel(color.green), "red": channel(color.red),
            ]),
        ])
    }

    // MARK: Image sets

    /// An image the themes name, and every declaration that names it (their options decide the
    /// rendering intent and slicing).
    struct ImageSet {
        /// The @1x path without extension; the @2x and @3x files add `@2x` / `@3x`.
        let base: String
        var declarations: [ImageDeclaration]

        func files(name: String) throws -> [File] {
            var entries: [XcodeJSON] = []
            var files: [File] = []
            let slicing = Self.commonSlicing(declarations)
            for scale in 1...3 {
                // The @1x file is `name.png`, or `name@1x.png` as some designers name it.
                let candidates = scale == 1 ? [base + ".png", base + "@1x.png"] : [base + "@\(scale)x.png"]
                let source = candidates.first { FileManager.default.fileExists(atPath: $0) } ?? candidates[0]
                var entry: [String: XcodeJSON] = ["idiom": .string("universal"), "scale": .string("\(scale)x")]
                if let data = FileManager.default.contents(atPath: source) {
                    let fileName = (source as NSString).lastPathComponent
                    entry["filename"] = .string(fileName)
                    files.append(File(path: "\(name).imageset/\(fileName)", contents: data))
                    if let slicing, let header = PNGHeader(Array(data.prefix(PNGHeader.length))) {
                        entry["resizing"] = Self.resizing(
                            slicing.insets, mode: slicing.mode, scale: scale,
                            width: Int(header.width), height: Int(header.height))
                    }
                }
                entries.append(.object(entry))
            }
            guard !files.isEmpty else {
                throw ExportError(
                    description: "\(declarations[0].path.location): error: no file '\(base).png' (or @2x/@3x) to put in the catalog")
            }
            var contents: [String: XcodeJSON] = ["images": .array(entries), "info": XcodeJSON.info]
            let modes = Set(declarations.map { $0.renderingMode?.value ?? .automatic })
            if modes == [.template] { contents["properties"] = .object(["template-rendering-intent": .string("template")]) }
            if modes == [.original] { contents["properties"] = .object(["template-rendering-intent": .string("original")]) }
            files.append(File(path: "\(name).imageset/Contents.json", contents: Data(XcodeJSON.object(contents).text.utf8)))
            return files
        }

        /// The cap insets and resizing mode every declaration agrees on, or nil (not resizable, or
        /// named with different options: the generated code applies each use's own).
        static func commonSlicing(_ declarations: [ImageDeclaration]) -> (insets: EdgeInsets, mode: ImageResizingMode)? {
            guard let first = declarations.first, let insets = first.capInsets?.value else { return nil }
            let mode = first.resizingMode?.value ?? .stretch
            for other in declarations.dropFirst() where other.capInsets?.value != insets || (other.resizingMode?.value ?? .stretch) != mode
            {
                return nil
            }
            return (insets, mode)
        }

        /// Xcode's slicing for one scale, in that file's pixels: `3-part-horizontal` (left and right
        /// caps), `3-part-vertical` (top and bottom) or `9-part`; the centre is what lies between the caps.
        static func resizing(_ insets: EdgeInsets, mode: ImageResizingMode, scale: Int, width: Int, height: Int) -> XcodeJSON? {
            func pixels(_ points: Double) -> Int { Int((points * Double(scale)).rounded()) }
            let (top, left, bottom, right) = (pixels(insets.top), pixels(insets.left), pixels(insets.bottom), pixels(insets.right))
            let horizontal = left > 0 || right > 0
            let vertical = top > 0 || bottom > 0
            guard horizontal || vertical else { return nil }
            var center: [String: XcodeJSON] = ["mode": .string(mode.rawValue)]
            var caps: [String: XcodeJSON] = [:]
            if horizontal {
                guard width - left - right > 0 else { return nil }
                center["width"] = .integer(width - left - right)
                caps["left"] = .integer(left)
                caps["right"] = .integer(right)
            }
            if vertical {
                guard height - top - bottom > 0 else { return nil }
                center["height"] = .integer(height - top - bottom)
                caps["top"] = .integer(top)
                caps["bottom"] = .integer(bottom)
            }
            let kind = horizontal && vertical ? "9-part" : horizontal ? "3-part-horizontal" : "3-part-vertical"
            return .object(["mode": .string(kind), "center": .object(center), "cap-insets": .object(caps)])
        }
    }
}
