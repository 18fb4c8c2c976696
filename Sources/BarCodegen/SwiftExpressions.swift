import BarTheme
import Foundation

/// The Swift expressions for theme values: colours, fonts, images, shadows, text attributes and
/// UIKit enum cases. Each is built only from literals formatted here (numbers) or by
/// `SwiftStringLiteral` (text), UIKit names and the helpers it declares, so it always parses. Attributes,
/// shadows and images become small helpers of the theme's enum (`GeneratedHelpers`).
struct SwiftExpressions {
    /// The palette's names for colours: by value for colours written as values, by UIKit name for
    /// colours written as one (`surface: systemBackground`).
    struct PaletteNames {
        var byValue: [ColorValue: String] = [:]
        var bySystemName: [String: String] = [:]
        /// Identifiers and values by palette entry (`brand` → `brand`), for colours written as `$brand`.
        var byEntry: [String: (identifier: String, value: ColorValue)] = [:]
        /// The palette entry each `$name` colour names, by where it is written (`ThemeDocument.paletteReferences`).
        var references: [SourceLocation: String] = [:]
    }

    let palette: PaletteNames
    /// The enum that holds the palette (`Palette`).
    let paletteType: String
    /// Where the theme (and its parents) wrote a UIKit colour name (`ThemeDocument.namedColors`).
    let namedColors: [SourceLocation: String]
    /// The bundle images are loaded from (`Bundle.main`).
    let bundle: String
    /// The deployment target: below 15, an iOS 15 colour is used behind `#available`.
    let minimumIOS: Int
    let helpers: GeneratedHelpers
    /// Whether a large-title font follows Dynamic Type (`SwiftGenerator.scalesFonts`).
    var scalesFonts = true

    // MARK: Numbers and names

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

    /// A colour as the theme wrote it: a UIKit name stays that name (`UIColor.systemBackground`, or
    /// the palette colour written so), because the system colour does more in an app than its light
    /// and dark values (elevated and high-contrast variants, later OS changes); a value the palette
    /// names is `Palette.ocean` (a colour written `$name` the entry it names); anything else a literal.
    func color(_ color: Located<ColorValue>) -> SwiftExpression {
        // `$link` is `Palette.link`, even when another entry has the same value (issue #42 item 7);
        // not when a child theme changed the entry a parent's `$link` was read with.
        if let entry = palette.references[color.location], let named = palette.byEntry[entry], named.value == color.value {
            return .atom("\(paletteType).\(named.identifier)")
        }
        if let name = namedColors[color.location] {
            if let named = palette.bySystemName[name] { return .atom("\(paletteType).\(named)") }
            switch Self.namedColor(name, value: color.value, minimumIOS: minimumIOS) {
            case .expression(let expression): return expression
            case .statements(let statements):
                return helpers.use(.property, type: "UIColor", body: .statements(statements), candidates: [name, "\(name) Color"])
            }
        }
        if let name = palette.byValue[color.value] { return .atom("\(paletteType).\(name)") }
        return Self.literal(color.value)
    }

    /// The UIKit colours that exist only from iOS 15 (UIInterface.h: `systemMint`, `systemCyan`).
    static let iOS15Colors: Set<String> = ["systemMint", "systemCyan"]

    /// A UIKit colour by its name: `UIColor.systemBlue`; below a deployment target of 15 an iOS 15
    /// colour is the body of a getter that returns it behind `#available` and its light and dark
    /// values (`value`, the theme format's) before, so the code builds for iOS 13.
    static func namedColor(_ name: String, value: ColorValue, minimumIOS: Int) -> GeneratedHelpers.Body {
        guard minimumIOS < 15 && iOS15Colors.contains(name) else { return .expression(.atom("UIColor.\(name)")) }
        return .statements([
            .availability("iOS 15.0, *", [.returning(.atom("UIColor.\(name)"))]),
            .comment("Before iOS 15, which added \(name): its light and dark values."),
            .returning(literal(SystemColorName(name).map { SystemPalette.ios13.value(of: $0) } ?? value)),
        ])
    }

    /// A colour literal: `UIColor(red:green:blue:alpha:)`, a dynamic `UIColor { traits in … }`, or a
    /// system colour by its name (`UIColor.systemBlue`: the app's release gives its values).
    static func literal(_ value: ColorValue) -> SwiftExpression {
        switch value {
        case .system(let name):
            return .atom("UIColor.\(name)")
        case .fixed(let rgba):
            return rgbaLiteral(rgba)
        case .dynamic(let light, let dark):
            return .closure(
                "UIColor { traits in", .conditional("traits.userInterfaceStyle == .dark", rgbaLiteral(dark), rgbaLiteral(light)))
        case .contrasting(let light, let dark, let lightHigh, let darkHigh):
            // Increase Contrast through the trait collection (docs/UIKIT.md §16.1).
            return .closure(
                "UIColor { traits in",
                .conditional(
                    "traits.accessibilityContrast == .high",
                    .conditional("traits.userInterfaceStyle == .dark", rgbaLiteral(darkHigh), rgbaLiteral(lightHigh)),
                    .conditional("traits.userInterfaceStyle == .dark", rgbaLiteral(dark), rgbaLiteral(light))))
        }
    }

    static func rgbaLiteral(_ color: RGBAColor) -> SwiftExpression {
        .call(
            "UIColor",
            [
                SwiftArgument("red", .atom(channel(color.red))), SwiftArgument("green", .atom(channel(color.green))),
                SwiftArgument("blue", .atom(channel(color.blue))), SwiftArgument("alpha", .atom(channel(color.alpha))),
            ])
    }

    // MARK: Fonts, shadows, text attributes

    /// `UIFont.systemFont(ofSize:weight:)` for the system family, else `UIFont(name:size:)` with a
    /// system fallback (a custom font must be bundled with the app): for a family the theme's
    /// `fontFiles:` provide, the PostScript name of the file drawn at that weight.
    func font(_ font: FontDeclaration, defaultSize: Double, defaultWeight: FontWeight) -> SwiftExpression {
        let size = Self.number(font.size?.value ?? defaultSize)
        func system(_ weight: FontWeight) -> SwiftExpression {
            .call("UIFont.systemFont", [SwiftArgument("ofSize", .atom(size)), SwiftArgument("weight", .atom(".\(weight.rawValue)"))])
        }
        func named(_ name: String) -> SwiftExpression {
            .call("UIFont", [SwiftArgument("name", .atom(SwiftStringLiteral.quoted(name))), SwiftArgument("size", .atom(size))])
        }
        if let file = font.file {
            // A font the app bundles (listed under UIAppFonts), by the PostScript name in the file.
            let path = ThemeFiles.path(file.value, relativeTo: file.location.file)
            let name = FontPostScriptName.read(path: path) ?? ((file.value as NSString).lastPathComponent as NSString).deletingPathExtension
            return .coalescing(named(name), system(.regular))
        }
        let weight = font.weight?.value ?? defaultWeight
        if let face = font.faces.face(for: weight) {
            // A family the theme's fontFiles: provide: the PostScript name in the file drawn at this
            // weight (the nearest the family has, as the render draws it; lint font-weight-missing).
            return .coalescing(named(face.postScriptName), system(weight))
        }
        let family = font.family?.value ?? "system"
        if family == "system" || family.hasPrefix(".SF") || family == "SF Pro" {
            return system(weight)
        }
        return .coalescing(named(Self.postScriptName(family: family, weight: weight)), system(weight))
    }

    /// The PostScript name `UIFont(name:size:)` is given: for a pinned family the name of the face
    /// BarTheme draws at that weight (`FontTable`: Inter ultraLight → `Inter-Thin`, heavy →
    /// `Inter-ExtraBold`, regular → `Inter-Regular`; a weight the family lacks → its nearest face,
    /// as the render draws it and lint `font-weight-fallback` says), so the app finds the font it
    /// bundles; for one of iOS's own families the real name of its face nearest that weight
    /// (`FontTable.builtInFace`: Helvetica Neue bold → `HelveticaNeue-Bold`, Avenir heavy →
    /// `Avenir-Heavy`, Arial Rounded MT Bold → `ArialRoundedMTBold`; lint `font-weight-missing`
    /// when it is not the weight asked for); any other family the usual `Family-Weight` naming.
    static func postScriptName(family: String, weight: FontWeight) -> String {
        if let face = FontTable.face(family: family, weight: weight) { return face.postScriptName }
        if let face = FontTable.builtInFace(family: family, weight: weight) { return face.postScriptName }
        let base = family.replacingOccurrences(of: " ", with: "")
        let suffix: String
        switch weight {
        case .regular: suffix = "Regular"
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

    /// A helper property that builds the `NSShadow`, named after the attributes it belongs to
    /// (`titleShadow` for `titleAttributes`).
    func shadow(_ shadow: TextShadowDeclaration, names: [String]) -> SwiftExpression {
        var statements: [SwiftStatement] = [.plain("let shadow = NSShadow()")]
        if let color = shadow.color { statements.append(.assign("shadow.shadowColor", self.color(color))) }
        // BarTheme's default offset is [0, -1] (THEME-FORMAT.md); NSShadow's is zero, so it is always written.
        let offset = shadow.offset?.value ?? Offset(x: 0, y: -1)
        statements.append(
            .assign(
                "shadow.shadowOffset",
                .call(
                    "CGSize", [SwiftArgument("width", .atom(Self.number(offset.x))), SwiftArgument("height", .atom(Self.number(offset.y)))])
            ))
        if let blur = shadow.blurRadius?.value { statements.append(.assign("shadow.shadowBlurRadius", .atom(Self.number(blur)))) }
        statements.append(.plain("return shadow"))
        return helpers.use(.property, type: "NSShadow", body: .statements(statements), candidates: names)
    }

    /// A helper property holding the `[NSAttributedString.Key: Any]` dictionary, named by the first of
    /// `names` that is free (`titleAttributes`); nil when the declaration sets nothing.
    /// `textStyle`: the Dynamic Type style the font follows (`largeTitle`), as UIKit's default font
    /// there does, unless the font says `scalesWithDynamicType: false`; nil for text UIKit keeps at
    /// its size (the inline title, items: docs/UIKIT.md §16.4).
    func textAttributes(
        _ attributes: TextAttributesDeclaration, defaultSize: Double, defaultWeight: FontWeight, names: [String],
        textStyle: String? = nil
    ) -> SwiftExpression? {
        var entries: [SwiftDictionaryEntry] = []
        if let font = attributes.font?.value {
            var value = self.font(font, defaultSize: defaultSize, defaultWeight: defaultWeight)
            if let textStyle, scalesFonts, font.scalesWithDynamicType?.value != false {
                // A fixed UIFont turns Dynamic Type off for the large title (issue #42 item 7); the
                // theme's `scalesWithDynamicType: false` asks for that (lint: large-title-fixed-size).
                value = .call("UIFontMetrics(forTextStyle: .\(textStyle)).scaledFont", [SwiftArgument("for", value)])
            }
            entries.append(SwiftDictionaryEntry(key: ".font", value: value))
        }
        if let color = attributes.foregroundColor {
            entries.append(SwiftDictionaryEntry(key: ".foregroundColor", value: self.color(color)))
        }
        if let shadow = attributes.shadow?.value {
            let shadowNames = names.map { $0.hasSuffix("Attributes") ? String($0.dropLast("Attributes".count)) + "Shadow" : $0 + "Shadow" }
            entries.append(SwiftDictionaryEntry(key: ".shadow", value: self.shadow(shadow, names: shadowNames)))
        }
        guard !entries.isEmpty else { return nil }
        return helpers.use(.property, type: "[NSAttributedString.Key: Any]", body: .expression(.dictionary(entries)), candidates: names)
    }

    // MARK: Images

    /// A helper property loading the image: `UIImage(named:in:compatibleWith:)` with the theme's file
    /// name (without folder, scale and extension: the asset catalog's name), cap insets and rendering
    /// mode applied; named after the asset and its options (`backChevronTemplateImage`).
    func image(_ image: ImageDeclaration) -> SwiftExpression {
        let asset = Self.assetName(image.path.value)
        let load = SwiftExpression.call(
            "UIImage",
            [
                SwiftArgument("named", .atom(SwiftStringLiteral.quoted(asset))), SwiftArgument("in", .atom(bundle)),
                SwiftArgument("compatibleWith", .atom("nil")),
            ])
        var links: [SwiftExpression] = []
        var words = [asset]
        if let insets = image.capInsets?.value {
            let tiled = image.resizingMode?.value == .tile
            words.append(tiled ? "Tiled" : "Resizable")
            let edges = SwiftExpression.call(
                "UIEdgeInsets",
                [
                    SwiftArgument("top", .atom(Self.number(insets.top))), SwiftArgument("left", .atom(Self.number(insets.left))),
                    SwiftArgument("bottom", .atom(Self.number(insets.bottom))), SwiftArgument("right", .atom(Self.number(insets.right))),
                ])
            links.append(
                .call(
                    "resizableImage",
                    [SwiftArgument("withCapInsets", edges), SwiftArgument("resizingMode", .atom(tiled ? ".tile" : ".stretch"))]))
        }
        if image.flipsForRightToLeft?.value == true {
            words.append("Flipped")
            links.append(.call("imageFlippedForRightToLeftLayoutDirection", []))
        }
        switch image.renderingMode?.value {
        case .template?:
            words.append("Template")
            links.append(.call("withRenderingMode", [SwiftArgument(nil, .atom(".alwaysTemplate"))]))
        case .original?:
            words.append("Original")
            links.append(.call("withRenderingMode", [SwiftArgument(nil, .atom(".alwaysOriginal"))]))
        default: break
        }
        let body: SwiftExpression = links.isEmpty ? load : .optionalChain(load, links)
        return helpers.use(.property, type: "UIImage?", body: .expression(body), candidates: [(words + ["Image"]).joined(separator: " ")])
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
