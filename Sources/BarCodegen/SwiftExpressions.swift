import BarTheme
import Foundation

/// The Swift expressions for theme values: colours, fonts, images, shadows, text attributes and
/// UIKit enum cases. Each returns source text for one expression, built only from literals this
/// file formats itself (numbers, escaped string literals) and UIKit names, so it always parses.
struct SwiftExpressions {
    /// Palette colours by value, so a value the palette names becomes `Palette.name`.
    let paletteNames: [ColorValue: String]
    /// The enum that holds the palette (`Palette`).
    let paletteType: String

    // MARK: Numbers and strings

    /// A number as Swift source: `17`, `0.5`, `-2`: the shortest text that reads back as exactly
    /// the same `Double`, so the app gets the theme's value to the last bit.
    static func number(_ value: Double) -> String {
        ThemeNumber.format(value)
    }

    /// A colour channel (0...1): a short decimal when there is one (`0.5`), else `n / 255` when the
    /// channel is an 8-bit value as `#RRGGBB` writes it (`20 / 255`), else the exact decimal.
    static func channel(_ value: Double) -> String {
        let text = number(value)
        if text.count <= 5 { return text }
        let eightBit = (value * 255).rounded()
        if eightBit / 255 == value { return "\(Int(eightBit)) / 255" }
        return text
    }

    /// A string literal with every character Swift needs escaped.
    static func string(_ value: String) -> String {
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
                {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A Swift identifier from free text: letters and digits, camel-cased, never starting with a
    /// digit or equal to a keyword (`ocean`, `brandBlue`, `_2x` → `c2x`).
    static func identifier(_ text: String, uppercased: Bool = false) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }.map(String.init)
        var result = words.enumerated().map { index, word in
            index == 0 && !uppercased ? word.prefix(1).lowercased() + word.dropFirst() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if result.isEmpty { result = uppercased ? "Theme" : "value" }
        if result.first!.isNumber { result = (uppercased ? "T" : "c") + result }
        if Self.keywords.contains(result) { result = "`\(result)`" }
        return result
    }

    static let keywords: Set<String> = [
        "as", "break", "case", "catch", "class", "continue", "default", "defer", "do", "else", "enum", "extension", "false", "for",
        "func", "guard", "if", "import", "in", "init", "inout", "internal", "is", "let", "nil", "operator", "private", "protocol",
        "public", "repeat", "return", "self", "Self", "static", "struct", "subscript", "super", "switch", "throw", "throws", "true",
        "try", "typealias", "var", "where", "while", "Type", "Protocol", "any", "some",
    ]

    // MARK: Colours

    /// `Palette.ocean` for a palette colour, else a literal (dynamic colours resolve by trait).
    func color(_ value: ColorValue) -> String {
        if let name = paletteNames[value] { return "\(paletteType).\(name)" }
        return Self.literal(value)
    }

    /// A colour literal: `UIColor(red:green:blue:alpha:)`, or a dynamic `UIColor { traits in … }`.
    static func literal(_ value: ColorValue) -> String {
        switch value {
        case .fixed(let rgba):
            return rgbaLiteral(rgba)
        case .dynamic(let light, let dark):
            return "UIColor { traits in traits.userInterfaceStyle == .dark ? \(rgbaLiteral(dark)) : \(rgbaLiteral(light)) }"
        }
    }

    static func rgbaLiteral(_ color: RGBAColor) -> String {
        "UIColor(red: \(channel(color.red)), green: \(channel(color.green)), blue: \(channel(color.blue)), alpha: \(channel(color.alpha)))"
    }

    // MARK: Fonts, shadows, text attributes

    /// `UIFont.systemFont(ofSize:weight:)` for the system family, else `UIFont(name:size:)` with a
    /// system fallback (a custom font must be bundled with the app).
    func font(_ font: FontDeclaration, defaultSize: Double, defaultWeight: FontWeight) -> String {
        let size = Self.number(font.size?.value ?? defaultSize)
        if let file = font.file {
            // A font the app bundles (listed under UIAppFonts), by the PostScript name in the file.
            let path = ThemeFiles.path(file.value, relativeTo: file.location.file)
            let name = FontPostScriptName.read(path: path) ?? ((file.value as NSString).lastPathComponent as NSString).deletingPathExtension
            return "UIFont(name: \(Self.string(name)), size: \(size)) ?? UIFont.systemFont(ofSize: \(size), weight: .regular)"
        }
        let weight = font.weight?.value ?? defaultWeight
        let family = font.family?.value ?? "system"
        if family == "system" || family.hasPrefix(".SF") || family == "SF Pro" {
            return "UIFont.systemFont(ofSize: \(size), weight: .\(weight.rawValue))"
        }
        return
            "UIFont(name: \(Self.string(Self.postScriptName(family: family, weight: weight))), size: \(size)) ?? UIFont.systemFont(ofSize: \(size), weight: .\(weight.rawValue))"
    }

    /// `Avenir Next` + bold → `AvenirNext-Bold`, the usual PostScript naming.
    static func postScriptName(family: String, weight: FontWeight) -> String {
        let base = family.replacingOccurrences(of: " ", with: "")
        let suffix: String
        switch weight {
        case .regular: return base
        case .ultraLight: suffix = "UltraLight"
        case .thin: suffix = "Thin"
        case .light: suffix = "Light"
        case .medium: suffix = "Medium"
        case .semibold: suffix = "SemiBold"
        case .bold: suffix = "Bold"
        case .heavy: suffix = "Heavy"
        case .black: suffix = "Black"
        }
        return "\(base)-\(suffix)"
    }

    /// An `NSShadow` built in a closure.
    func shadow(_ shadow: TextShadowDeclaration) -> String {
        var lines = ["let shadow = NSShadow()"]
        if let color = shadow.color?.value { lines.append("shadow.shadowColor = \(self.color(color))") }
        // BarTheme's default offset is [0, -1] (THEME-FORMAT.md); NSShadow's is zero, so it is always written.
        let offset = shadow.offset?.value ?? Offset(x: 0, y: -1)
        lines.append("shadow.shadowOffset = CGSize(width: \(Self.number(offset.x)), height: \(Self.number(offset.y)))")
        if let blur = shadow.blurRadius?.value { lines.append("shadow.shadowBlurRadius = \(Self.number(blur))") }
        lines.append("return shadow")
        return "{ () -> NSShadow in \(lines.joined(separator: "; ")) }()"
    }

    /// A `[NSAttributedString.Key: Any]` literal; nil when the declaration sets nothing.
    func textAttributes(_ attributes: TextAttributesDeclaration, defaultSize: Double, defaultWeight: FontWeight) -> String? {
        var entries: [String] = []
        if let font = attributes.font?.value {
            entries.append(".font: \(self.font(font, defaultSize: defaultSize, defaultWeight: defaultWeight))")
        }
        if let color = attributes.foregroundColor?.value { entries.append(".foregroundColor: \(self.color(color))") }
        if let shadow = attributes.shadow?.value { entries.append(".shadow: \(self.shadow(shadow))") }
        guard !entries.isEmpty else { return nil }
        return "[\(entries.joined(separator: ", "))] as [NSAttributedString.Key: Any]"
    }

    // MARK: Images

    /// `UIImage(named:in:compatibleWith:)` with the theme's file name (without folder, scale and
    /// extension: the asset catalog's name), cap insets and rendering mode applied.
    func image(_ image: ImageDeclaration, bundle: String) -> String {
        var expression = "UIImage(named: \(Self.string(Self.assetName(image.path.value))), in: \(bundle), compatibleWith: nil)"
        if let insets = image.capInsets?.value {
            let mode = image.resizingMode?.value == .tile ? ".tile" : ".stretch"
            expression +=
                "?.resizableImage(withCapInsets: UIEdgeInsets(top: \(Self.number(insets.top)), left: \(Self.number(insets.left)), "
                + "bottom: \(Self.number(insets.bottom)), right: \(Self.number(insets.right))), resizingMode: \(mode))"
        }
        if image.flipsForRightToLeft?.value == true { expression += "?.imageFlippedForRightToLeftLayoutDirection()" }
        switch image.renderingMode?.value {
        case .template?: expression += "?.withRenderingMode(.alwaysTemplate)"
        case .original?: expression += "?.withRenderingMode(.alwaysOriginal)"
        default: break
        }
        return expression
    }

    /// `images/sunset-bar@2x.png` → `sunset-bar`.
    static func assetName(_ path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        if let dot = name.lastIndex(of: ".") { name = String(name[..<dot]) }
        for suffix in ["@1x", "@2x", "@3x"] where name.hasSuffix(suffix) { name = String(name.dropLast(3)) }
        return name
    }

    // MARK: Enums

    static func barStyle(_ style: BarStyle) -> String {
        switch style {
        case .default: return ".default"
        case .black: return ".black"
        case .blackTranslucent: return ".black"
        }
    }

    static func metrics(_ metrics: BarMetrics) -> String { ".\(metrics.rawValue)" }
    static func position(_ position: BarPosition) -> String { ".\(position.rawValue)" }

    static func blur(_ style: BlurEffectStyle) -> String? {
        style == .none ? nil : "UIBlurEffect(style: .\(style.rawValue))"
    }

    static func contentMode(_ mode: ImageContentMode) -> String { ".\(mode.rawValue)" }
}
