import BarTheme
import Foundation

/// NUI (`.nss`) → theme: the `NavigationBar` and `Toolbar` classes, as NUI's renderers apply them
/// (NUINavigationBarRenderer, NUIToolbarRenderer); `BarButton` / `BarButtonBack` and every other
/// class are reported, not mapped. Colour and gradient backgrounds, which NUI draws into images
/// of the bar's size at run time, become PNG columns written beside the theme.
enum NUIImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        let sheet = NUIStyleSheet(text: text, path: path)
        for problem in sheet.problems { builder.note("NUI syntax: \(problem.message)", at: problem.location) }
        var ignored: [String] = []
        for rule in sheet.rules {
            for selector in rule.selectors {
                guard let name = selector.last else { continue }
                switch name {
                case "NavigationBar": navigationBar(rule, builder: builder)
                case "Toolbar": toolbar(rule, builder: builder)
                case "TabBar": tabBar(rule, builder: builder)
                case "TabBarItem": tabBarItem(rule, builder: builder)
                case "BarButton", "BarButtonBack":
                    builder.note(
                        "NUI '\(name)' styles UIBarButtonItem, which has no theme block (item colours come from the bar's tintColor)",
                        at: rule.location)
                default:
                    if !ignored.contains(name) { ignored.append(name) }
                }
            }
        }
        if !ignored.isEmpty, let first = sheet.rules.first {
            builder.note(
                "\(ignored.count) NUI class\(ignored.count == 1 ? "" : "es") style other views, not bars (\(ignored.prefix(6).joined(separator: ", "))\(ignored.count > 6 ? ", …" : ""))",
                at: first.location)
        }
    }

    private static func navigationBar(_ rule: StyleRule, builder: StyleSheetBuilder) {
        let bar = StyleSheetBuilder.Bar.navigationBar
        let declared = rule.declarationsByName
        for declaration in rule.declarations {
            switch declaration.name {
            case "bar-tint-color": setColor(declaration, key: .barTintColor, bar: bar, builder: builder)
            case "background-tint-color": setColor(declaration, key: .tintColor, bar: bar, builder: builder)
            case "background-image": backgroundImage(declaration, insets: declared["background-image-insets"], bar: bar, builder: builder)
            case "shadow-image": image(declaration, key: .shadowImage, bar: bar, builder: builder)
            case "title-vertical-offset":
                guard let number = Double(declaration.value.trimmingCharacters(in: CharacterSet(charactersIn: "px "))) else {
                    builder.note("title-vertical-offset '\(declaration.value)' is not a number", at: declaration.location, bar: bar)
                    continue
                }
                builder.set(bar, containedIn: nil, [.titleVerticalPositionAdjustment, ThemeKey(metrics: .default)], .number(number))
            case "background-color", "background-color-top", "background-color-bottom", "background-image-insets",
                "font-color", "font-name", "font-size", "text-shadow-color", "text-shadow-offset":
                break
            default:
                builder.note(
                    "the NUI NavigationBar property '\(declaration.name)' is not one NUI applies to bars", at: declaration.location,
                    bar: bar)
            }
        }
        // NUI draws the gradient (or the plain colour, when there is no gradient) into an image of the bar's size.
        if let top = declared["background-color-top"] {
            gradient(top: top, bottom: declared["background-color-bottom"] ?? top, bar: bar, builder: builder)
        } else if let color = declared["background-color"] {
            gradient(top: color, bottom: color, bar: bar, builder: builder)
        }
        titleAttributes(declared, bar: bar, builder: builder)
    }

    private static func toolbar(_ rule: StyleRule, builder: StyleSheetBuilder) {
        let bar = StyleSheetBuilder.Bar.toolbar
        for declaration in rule.declarations {
            switch declaration.name {
            case "background-color":
                gradient(top: declaration, bottom: declaration, bar: bar, builder: builder)
            case "background-tint-color": setColor(declaration, key: .tintColor, bar: bar, builder: builder)
            case "background-image": toolbarImage(declaration, list: .backgroundImages, position: "any", metrics: nil, builder: builder)
            case "background-image-top":
                toolbarImage(declaration, list: .backgroundImages, position: "top", metrics: nil, builder: builder)
            case "background-image-bottom":
                toolbarImage(declaration, list: .backgroundImages, position: "bottom", metrics: nil, builder: builder)
            case "background-image-top-landscape":
                toolbarImage(declaration, list: .backgroundImages, position: "top", metrics: "compact", builder: builder)
            case "background-image-bottom-landscape":
                toolbarImage(declaration, list: .backgroundImages, position: "bottom", metrics: "compact", builder: builder)
            case "shadow-image": toolbarImage(declaration, list: .shadowImages, position: "any", metrics: nil, builder: builder)
            case "shadow-image-top": toolbarImage(declaration, list: .shadowImages, position: "top", metrics: nil, builder: builder)
            case "shadow-image-bottom": toolbarImage(declaration, list: .shadowImages, position: "bottom", metrics: nil, builder: builder)
            default:
                builder.note(
                    "the NUI Toolbar property '\(declaration.name)' is not one NUI applies to toolbars", at: declaration.location, bar: bar)
            }
        }
    }

    // MARK: Values

    /// NUI's colours (NUIConverter.toColor): a UIColor class name (`red`, `clear`), `#RRGGBB` / `0xRRGGBB`,
    /// `rgb()` / `rgba()` / `hsl()` / `hsla()` with 0-255 integers or 0-1 decimals.
    static func color(_ text: String) -> (rgba: ImportedColor.RGBA?, name: String?)? {
        let value = text.trimmingCharacters(in: .whitespaces)
        if UIKitColorText.names.contains(value) { return (UIKitColorText.fixedChannels[value], value) }
        if let replacement = UIKitColorText.deprecated[value]?.replacement { return (nil, replacement) }
        let compact = value.replacingOccurrences(of: " ", with: "").uppercased()
        if compact.hasPrefix("#") || compact.hasPrefix("0X"), let rgba = UIKitColorText.channels(hexText: compact),
            compact.filter(\.isHexDigit).count >= 6
        {
            return (rgba, nil)
        }
        for function in ["RGBA(", "RGB(", "HSLA(", "HSL("] where compact.hasPrefix(function) && compact.hasSuffix(")") {
            let parts = compact.dropFirst(function.count).dropLast().split(separator: ",").map(String.init)
            let isAlpha = function.contains("A(")
            guard parts.count == (isAlpha ? 4 : 3) else { return nil }
            let numbers = parts.compactMap { part -> Double? in
                guard let number = Double(part) else { return nil }
                return part.contains(".") ? number : number / 255
            }
            guard numbers.count == parts.count else { return nil }
            let alpha = isAlpha ? numbers[3] : 1
            if function.hasPrefix("RGB") { return (.init(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: alpha), nil) }
            return (UIKitColorText.channels(hue: numbers[0], saturation: numbers[1], brightness: numbers[2], alpha: alpha), nil)
        }
        return nil
    }

    static func colorValue(_ declaration: StyleDeclaration, builder: StyleSheetBuilder, bar: StyleSheetBuilder.Bar?) -> DraftValue? {
        guard let parsed = color(declaration.value),
            let value = builder.color(parsed.rgba, named: parsed.name, variable: declaration.variable)
        else {
            builder.note(
                "\(declaration.name): '\(declaration.value)' is not a colour NUI reads (a pattern image or a typo)",
                at: declaration.location, bar: bar)
            return nil
        }
        return value
    }

    static func setColor(_ declaration: StyleDeclaration, key: ThemeKey, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder) {
        guard let value = colorValue(declaration, builder: builder, bar: bar) else { return }
        builder.set(bar, containedIn: nil, [key], value)
    }

    static func gradient(top: StyleDeclaration, bottom: StyleDeclaration, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder) {
        guard let topColor = color(top.value)?.rgba, let bottomColor = color(bottom.value)?.rgba else {
            builder.note(
                "\(top.name): the colour '\(top.value)' (or '\(bottom.value)') cannot be drawn into a background image", at: top.location,
                bar: bar)
            return
        }
        let barWord = bar == .toolbar ? "toolbar" : bar == .tabBar ? "tabBar" : "navigationBar"
        let base = "images/\(builder.themeName)-\(barWord.lowercased())-background"
        for (path, data) in GeneratedImage.verticalGradient(top: topColor, bottom: bottomColor, path: base) { builder.files[path] = data }
        // The colours themselves, in the palette a reviewer reads first: the image is only how NUI draws them.
        let isGradient = top.name != bottom.name
        for (declaration, rgba, role) in isGradient
            ? [(top, topColor, "Top"), (bottom, bottomColor, "Bottom")] : [(top, topColor, "")]
        {
            let parsed = color(declaration.value)
            let value: DraftValue = parsed?.name.map { DraftValue.scalar($0) } ?? .scalar(UIKitColorText.hex(rgba))
            builder.describeColor(
                declaration.variable ?? "\(barWord)Background\(role)", value: value,
                comment:
                    "NUI \(barWord.prefix(1).uppercased() + barWord.dropFirst()) \(declaration.name) (line \(declaration.location.line)), drawn into \(base).png"
            )
        }
        var entry = DraftMapping()
        entry[.image] = .text(base + ".png")
        // Stretched over the whole bar (and the status bar above a top-attached bar): what NUI's
        // bar-sized image shows; how UIKit draws a non-resizable image there is open (docs/UIKIT.md §1.2).
        entry[.capInsets] = .list([.number(0), .number(0), .number(0), .number(0)])
        entry[.resizingMode] = .scalar("stretch")
        if bar == .toolbar { entry[.position] = .scalar("any") }
        // A tab bar has one background image (UITabBar.backgroundImage).
        if bar == .tabBar { return builder.set(bar, containedIn: nil, [.backgroundImage], .mapping(entry)) }
        builder.modify(bar, containedIn: nil) { block in
            var list: [DraftValue] = []
            if case .list(let existing)? = block[.backgroundImages] { list = existing }
            list.removeAll { $0.mapping?[.position] == entry[.position] && $0.mapping?[.metrics] == nil }
            list.append(.mapping(entry))
            block[.backgroundImages] = .list(list)
        }
    }

    static func imagePath(_ declaration: StyleDeclaration, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder, key: ThemeKey)
        -> String?
    {
        guard let path = builder.imagePath(declaration.value) else {
            builder.missingImage(declaration.value, key: key, at: declaration.location, bar: bar)
            return nil
        }
        return path
    }

    static func image(_ declaration: StyleDeclaration, key: ThemeKey, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder) {
        guard let path = imagePath(declaration, bar: bar, builder: builder, key: key) else { return }
        builder.set(bar, containedIn: nil, [key], .text(path))
    }

    private static func backgroundImage(
        _ declaration: StyleDeclaration, insets: StyleDeclaration?, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder
    ) {
        guard let path = imagePath(declaration, bar: bar, builder: builder, key: .backgroundImages) else { return }
        var entry = DraftMapping()
        entry[.image] = .text(path)
        if let insets {
            let numbers = insets.value.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if numbers.count == 1 { entry[.capInsets] = .list(Array(repeating: .number(numbers[0]), count: 4)) }
            if numbers.count == 4 { entry[.capInsets] = .list(numbers.map(DraftValue.number)) }
            entry[.resizingMode] = .scalar("tile")
        }
        builder.modify(bar, containedIn: nil) { block in
            var list: [DraftValue] = []
            if case .list(let existing)? = block[.backgroundImages] { list = existing }
            list.append(.mapping(entry))
            block[.backgroundImages] = .list(list)
        }
    }

    private static func toolbarImage(
        _ declaration: StyleDeclaration, list key: ThemeKey, position: String, metrics: String?, builder: StyleSheetBuilder
    ) {
        guard let path = imagePath(declaration, bar: .toolbar, builder: builder, key: key) else { return }
        var entry = DraftMapping()
        entry[.image] = .text(path)
        entry[.position] = .scalar(position)
        if let metrics { entry[.metrics] = .scalar(metrics) }
        builder.modify(.toolbar, containedIn: nil) { block in
            var list: [DraftValue] = []
            if case .list(let existing)? = block[key] { list = existing }
            list.append(.mapping(entry))
            block[key] = .list(list)
        }
    }

    /// font-name / font-size / font-color / text-shadow-* → `titleTextAttributes` (NUIUtilities).
    static func titleAttributes(_ declared: [String: StyleDeclaration], bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder) {
        let attributes = titleAttributeMapping(declared, suffix: nil, bar: bar, builder: builder)
        if !attributes.entries.isEmpty { builder.set(bar, containedIn: nil, [.titleTextAttributes], .mapping(attributes)) }
    }

    /// The text attributes NUIUtilities builds for a class: the font (no suffix: NUI's font is one for
    /// every state), and `font-color`, `text-shadow-color`, `text-shadow-offset` with the suffix
    /// (`font-color-selected`) when one is given.
    static func titleAttributeMapping(
        _ declared: [String: StyleDeclaration], suffix: String?, bar: StyleSheetBuilder.Bar, builder: StyleSheetBuilder,
        font: DraftValue? = nil
    ) -> DraftMapping {
        func named(_ property: String) -> StyleDeclaration? { declared[suffix.map { "\(property)-\($0)" } ?? property] }
        var attributes = DraftMapping()
        // The font read for another state (its note written once).
        if let font {
            attributes[.font] = font
        } else if declared["font-name"] != nil || declared["font-size"] != nil {
            let size = declared["font-size"].flatMap { Double($0.value.trimmingCharacters(in: CharacterSet(charactersIn: "px "))) }
            let name = declared["font-name"]?.value
            if let font = builder.font(name: name, size: size, defaultSize: 17) {
                attributes[.font] = font
            } else if let name, let place = declared["font-name"]?.location {
                let custom = CustomFont(name: name, size: size ?? 17)
                attributes[.font] = CustomFont.standIn(name, size: custom.size)
                builder.note("font-name: \(custom.message)", at: place, suggestion: custom.suggestion, bar: bar)
            }
        }
        if let color = named("font-color"), let value = colorValue(color, builder: builder, bar: bar) {
            attributes[.foregroundColor] = value
        }
        var shadow = DraftMapping()
        if let color = named("text-shadow-color"), let value = colorValue(color, builder: builder, bar: bar) { shadow[.color] = value }
        if let offset = named("text-shadow-offset") {
            let numbers = offset.value.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            if numbers.count == 2 {
                shadow[.offset] = .list(numbers.map(DraftValue.number))
            } else {
                builder.note("text-shadow-offset '\(offset.value)' is not 'x, y'", at: offset.location, bar: bar)
            }
        }
        if !shadow.entries.isEmpty { attributes[.shadow] = .mapping(shadow) }
        return attributes
    }
}
