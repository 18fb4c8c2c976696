import BarTheme
import Foundation

/// Classy (`.cas`) → theme: rules whose selector ends in `UINavigationBar` or `UIToolbar` (outer
/// selectors become `when: containedIn`), with Classy's property names (kebab-case or camelCase,
/// `[barMetrics:…, barPosition:…]` arguments), colours, images and `@{ }` text attributes;
/// `$variables` become the palette; `@import`ed files are read in place (`ClassyImports`). Style classes (`UINavigationBar.dark`), views inside bars and
/// other classes are reported, not mapped.
enum ClassyImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        // `@import`ed files first (ClassyImports), each with its own places.
        let imports = ClassyImports(path: path, text: text)
        for note in imports.notes { builder.note(note.message, at: note.location) }
        for sheet in imports.sheets { map(sheet, into: builder) }
    }

    private static func map(_ sheet: ClassyStyleSheet, into builder: StyleSheetBuilder) {
        for problem in sheet.problems { builder.note(problem.message, at: problem.location) }
        var others: [String] = []
        for rule in sheet.rules where !rule.properties.isEmpty {
            guard var last = rule.path.last else { continue }
            last = String(last.drop { $0 == "^" })
            let className = String(last.split(separator: ".").first ?? Substring(last))
            let bar: StyleSheetBuilder.Bar
            switch className.split(separator: "[").first.map(String.init) {
            case "UINavigationBar": bar = .navigationBar
            case "UIToolbar": bar = .toolbar
            default:
                if rule.path.dropLast().contains(where: { $0.contains("UINavigationBar") || $0.contains("UIToolbar") }) {
                    builder.note("Classy '\(rule.path.joined(separator: " "))' styles a view inside a bar, not the bar", at: rule.location)
                } else if !others.contains(className) {
                    others.append(className)
                }
                continue
            }
            if last.contains(".") || last.contains("[") {
                builder.note("Classy '\(last)' applies to bars with that style class or state only; not imported", at: rule.location)
                continue
            }
            let containers = rule.path.dropLast().map { String($0.drop { $0 == "^" }) }.filter { $0.first?.isUppercase == true }
            map(rule, bar: bar, containedIn: containers.isEmpty ? nil : containers, builder: builder)
        }
        if !others.isEmpty, let first = sheet.rules.first {
            builder.note(
                "\(others.count) Classy selector\(others.count == 1 ? "" : "s") style other views, not bars (\(others.prefix(6).joined(separator: ", "))\(others.count > 6 ? ", …" : ""))",
                at: first.location)
        }
    }

    /// `bar-tint-color` → `barTintColor`.
    static func camel(_ name: String) -> String {
        let words = name.split(separator: "-")
        return words.enumerated().map { $0.offset == 0 ? String($0.element) : $0.element.prefix(1).uppercased() + $0.element.dropFirst() }
            .joined()
    }

    private static func map(_ rule: ClassyStyleSheet.Rule, bar: StyleSheetBuilder.Bar, containedIn: [String]?, builder: StyleSheetBuilder) {
        for property in rule.properties {
            let name = camel(property.name)
            func note(_ message: String, suggestion: String? = nil) {
                builder.note(message, at: property.location, suggestion: suggestion, bar: bar, containedIn: containedIn)
            }
            switch name {
            case "barTintColor", "tintColor":
                guard let value = color(property.value, variable: property.variable, builder: builder) else {
                    note("\(name): '\(property.value)' is not a colour Classy reads")
                    continue
                }
                builder.set(bar, containedIn: containedIn, [name == "tintColor" ? .tintColor : .barTintColor], value)
            case "translucent":
                guard let flag = ["yes": true, "true": true, "no": false, "false": false][property.value.lowercased()] else { continue }
                builder.set(bar, containedIn: containedIn, [.translucent], .bool(flag))
            case "barStyle":
                let style = camel(property.value)
                guard ["default", "black", "blackTranslucent"].contains(style) else { note("barStyle: '\(property.value)'"); continue }
                builder.set(bar, containedIn: containedIn, [.barStyle], .scalar(style))
            case _ where UIKitPropertyKeys.barImages[name] != nil:
                let parts = property.value.split(separator: " ").map(String.init)
                guard let imageName = parts.first, let key = UIKitPropertyKeys.barImages[name] else { continue }
                let listKey: ThemeKey? = key == .backgroundImages ? key : (bar == .toolbar && key == .shadowImage ? .shadowImages : nil)
                // `[barMetrics:landscapePhone, barPosition:top]`: kept on the entry, and in the line of a missing image.
                var axes: [(key: ThemeKey, value: String)] = []
                if let position = (property.arguments["barPosition"] ?? property.arguments["toolbarPosition"]).map(camel) {
                    axes.append((.position, position))
                }
                if let metrics = property.arguments["barMetrics"].map(camel) {
                    axes.append((.metrics, ThemeKey(metricsNamed: metrics)?.spelling ?? metrics))
                }
                guard let path = builder.imagePath(imageName) else {
                    builder.missingImage(
                        imageName, key: listKey ?? key, at: property.location, bar: bar, containedIn: containedIn,
                        axes: listKey == nil ? [] : axes)
                    continue
                }
                var entry = DraftMapping()
                entry[.image] = .text(path)
                let insets = parts.dropFirst().compactMap(Double.init)
                if insets.count == 4 {
                    entry[.capInsets] = .list(insets.map(DraftValue.number))
                    entry[.resizingMode] = .scalar("tile")
                }
                for (key, value) in axes.reversed() { entry[key] = .scalar(value) }
                if let listKey {
                    builder.modify(bar, containedIn: containedIn) { block in
                        var list: [DraftValue] = []
                        if case .list(let existing)? = block[listKey] { list = existing }
                        list.append(.mapping(entry))
                        block[listKey] = .list(list)
                    }
                } else {
                    builder.set(bar, containedIn: containedIn, [key], entry.entries.count == 1 ? .text(path) : .mapping(entry))
                }
            case "titleVerticalPositionAdjustment" where bar == .navigationBar:
                guard let offset = Double(property.value) else { continue }
                let word = property.arguments["barMetrics"].map(camel) ?? "default"
                guard let metrics = ThemeKey(metricsNamed: word) else {
                    note("titleVerticalPositionAdjustment: the bar metrics '\(word)'")
                    continue
                }
                builder.set(bar, containedIn: containedIn, [.titleVerticalPositionAdjustment, metrics], .number(offset))
            case "titleTextAttributes" where bar == .navigationBar:
                var attributes = DraftMapping(), shadow = DraftMapping()
                for (key, value) in property.dictionary ?? [] {
                    switch camel(key) {
                    case "font":
                        let parts = value.split(separator: " ").map(String.init)
                        let size = parts.count > 1 ? Double(parts[1]) : nil
                        if let font = builder.font(name: parts.first, size: size, defaultSize: 17) {
                            attributes[.font] = font
                        } else {
                            let custom = CustomFont(name: parts.first ?? "font", size: size ?? 17)
                            attributes[.font] = CustomFont.standIn(custom.name, size: custom.size)
                            note("titleTextAttributes font: \(custom.message)", suggestion: custom.suggestion)
                        }
                    case "foregroundColor", "textColor": attributes[.foregroundColor] = color(value, variable: nil, builder: builder)
                    case "textShadowColor": shadow[.color] = color(value, variable: nil, builder: builder)
                    default: note("titleTextAttributes: the key '\(key)' has no theme equivalent")
                    }
                }
                if !shadow.entries.isEmpty { attributes[.shadow] = .mapping(shadow) }
                if !attributes.entries.isEmpty { builder.set(bar, containedIn: containedIn, [.titleTextAttributes], .mapping(attributes)) }
            default:
                note("the Classy property '\(property.name)' of \(bar.className) has no theme key")
            }
        }
    }

    /// Classy colours: UIColor names in kebab or camel case, `#RGB` / `#RRGGBB` / `#RRGGBBAA`, `rgb()` / `rgba()` (0-255, alpha 0-1).
    static func color(_ text: String, variable: String?, builder: StyleSheetBuilder) -> DraftValue? {
        let value = text.trimmingCharacters(in: .whitespaces)
        let name = camel(value)
        if UIKitColorText.names.contains(name) { return builder.color(UIKitColorText.fixedChannels[name], named: name, variable: variable) }
        if let replacement = UIKitColorText.deprecated[name]?.replacement {
            return builder.color(nil, named: replacement, variable: variable)
        }
        if value.hasPrefix("#"), let rgba = UIKitColorText.channels(hexText: value) {
            return builder.color(rgba, named: nil, variable: variable)
        }
        if let parsed = NUIImporter.color(value), let rgba = parsed.rgba { return builder.color(rgba, named: nil, variable: variable) }
        return nil
    }
}
