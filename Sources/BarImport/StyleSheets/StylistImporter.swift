import BarTheme
import Foundation
import Yams

/// Stylist (`.yaml`, yonaskolb/Stylist) → theme: `UINavigationBar` / `UIToolbar` styles (with
/// containment selectors such as `UINavigationController UINavigationBar`), and the `navigationBar`
/// of a view controller style (the bar while that screen shows: imported as the preview scene's
/// own bar, noted). Stylist's colour, font and image spellings; `variables` become the palette.
/// Property contexts (`barTintColor(device:ipad)`) and named styles are reported, not mapped.
enum StylistImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: text) else { return }
            root = node
        } catch {
            // Yams' message is "Problem. Context: <the whole text> in line L, column C": keep the problem and the place.
            let text = "\(error)"
            var line = 1, column = 1
            if let range = text.range(of: #"in line (\d+), column (\d+)"#, options: [.regularExpression, .backwards]) {
                let numbers = text[range].split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
                if numbers.count == 2 { (line, column) = (numbers[0], numbers[1]) }
            }
            let problem = (text.components(separatedBy: "Context:").first ?? text).trimmingCharacters(
                in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: ".")))
            builder.note(
                "Stylist: not valid YAML (\(problem.prefix(160))); nothing imported",
                at: SourceLocation(file: path, line: line, column: column))
            return
        }
        func place(_ node: Node) -> SourceLocation {
            SourceLocation(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1)
        }
        guard let mapping = root.mapping else {
            builder.note("Stylist: the theme must be a mapping with 'variables' and 'styles'", at: place(root))
            return
        }
        var variables: [String: String] = [:]
        if let list = mapping["variables"]?.mapping {
            for (key, value) in list { if let name = key.string, let text = value.string { variables[name] = text } }
        }
        let importer = Importer(builder: builder, variables: variables, place: place)
        guard let styles = mapping["styles"]?.mapping else { return }
        var others: [String] = []
        for (key, value) in styles {
            guard let selector = key.string, let body = value.mapping else { continue }
            let parts = selector.split(separator: " ").map(String.init)
            let last = parts.last ?? selector
            let containers = parts.dropLast().map { $0.split(separator: ".").last.map(String.init) ?? $0 }.filter {
                $0.first?.isUppercase == true
            }
            switch last {
            case "UINavigationBar": importer.bar(.navigationBar, body, containedIn: containers.isEmpty ? nil : containers, at: key)
            case "UIToolbar": importer.bar(.toolbar, body, containedIn: containers.isEmpty ? nil : containers, at: key)
            default:
                var handled = false
                // `navigationBar:` of a view controller style, directly or under `viewController:` of a view style.
                var holders: [Node.Mapping] = [body]
                if let nested = body["viewController"]?.mapping { holders.append(nested) }
                for holder in holders {
                    for (inner, innerValue) in holder {
                        guard let name = inner.string, name == "navigationBar" || name == "toolbar", let barBody = innerValue.mapping else {
                            continue
                        }
                        handled = true
                        builder.note(
                            "Stylist '\(selector)' styles the \(name) while that screen shows; imported as the preview scene's own bar",
                            at: place(inner))
                        importer.bar(name == "toolbar" ? .toolbar : .navigationBar, barBody, containedIn: nil, at: inner, instance: true)
                    }
                }
                if !handled, !others.contains(selector) { others.append(selector) }
            }
        }
        if !others.isEmpty, let first = styles.keys.first {
            builder.note(
                "\(others.count) Stylist style\(others.count == 1 ? "" : "s") apply to other views or by name, not to bars (\(others.prefix(6).joined(separator: ", "))\(others.count > 6 ? ", …" : ""))",
                at: place(first))
        }
    }

    private struct Importer {
        let builder: StyleSheetBuilder
        let variables: [String: String]
        let place: (Node) -> SourceLocation

        func bar(_ bar: StyleSheetBuilder.Bar, _ body: Node.Mapping, containedIn: [String]?, at selector: Node, instance: Bool = false) {
            var attributes = DraftMapping(), largeAttributes = DraftMapping()
            func set(_ path: [ThemeKey], _ value: DraftValue) {
                if instance {
                    builder.instance(bar) { $0.set(path, value) }
                } else {
                    builder.set(bar, containedIn: containedIn, path, value)
                }
            }
            func note(_ message: String, _ node: Node, suggestion: String? = nil) {
                builder.note(message, at: place(node), suggestion: suggestion, bar: instance ? nil : bar, containedIn: containedIn)
            }
            for (keyNode, valueNode) in body {
                guard let key = keyNode.string else { continue }
                guard !key.contains("(") else {
                    note("'\(key)': Stylist property contexts (device, size class) have no theme equivalent here; not imported", keyNode)
                    continue
                }
                let raw = valueNode.string ?? ""
                switch key {
                case "barTintColor", "tintColor":
                    guard let color = color(raw, node: valueNode, note: note) else { continue }
                    set([key == "tintColor" ? .tintColor : .barTintColor], color)
                case "translucent", "isTranslucent", "prefersLargeTitles":
                    guard let flag = Bool(raw.lowercased()) else { note("\(key): '\(raw)' is not true or false", valueNode); continue }
                    if key == "prefersLargeTitles", bar == .toolbar { continue }
                    set([key == "prefersLargeTitles" ? .prefersLargeTitles : .translucent], .bool(flag))
                case "barStyle":
                    guard let style = ["default": "default", "black": "black", "blackTranslucent": "blackTranslucent"][raw] else {
                        note("barStyle: '\(raw)' is not a bar style", valueNode)
                        continue
                    }
                    set([.barStyle], .scalar(style))
                case "titleColor", "largeTitleColor":
                    guard bar == .navigationBar, let color = color(raw, node: valueNode, note: note) else { continue }
                    if key == "titleColor" { attributes[.foregroundColor] = color } else { largeAttributes[.foregroundColor] = color }
                case "titleFont", "largeTitleFont":
                    guard bar == .navigationBar else { continue }
                    let parts = resolved(raw).value.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                    var font = font(raw)
                    if font == nil, let name = parts.first, !name.isEmpty, !name.lowercased().hasPrefix("system") {
                        // `Avenir-Heavy:18`: a font the app bundles.
                        let custom = CustomFont(name: name, size: parts.count == 2 ? Double(parts[1]) ?? 17 : 17)
                        font = CustomFont.standIn(custom.name, size: custom.size)
                        note("\(key): \(custom.message)", valueNode, suggestion: custom.suggestion)
                    }
                    guard let font else {
                        note("\(key): '\(raw)' is not a font BarTheme reads (system, a text style, Name:size)", valueNode)
                        continue
                    }
                    if key == "titleFont" { attributes[.font] = font } else { largeAttributes[.font] = font }
                case _ where UIKitPropertyKeys.barImages[key] != nil:
                    guard let themeKey = UIKitPropertyKeys.barImages[key] else { continue }
                    let name = resolved(raw).value
                    let path = name == "none" ? EmptyImage.path : builder.imagePath(name)
                    guard let path else {
                        builder.missingImage(name, key: themeKey, at: place(valueNode), bar: instance ? nil : bar, containedIn: containedIn)
                        continue
                    }
                    if name == "none" { builder.files[EmptyImage.path] = EmptyImage.png }
                    set([themeKey], themeKey == .backgroundImages ? .list([.mapping(imageEntry(path))]) : .text(path))
                default:
                    note("the Stylist property '\(key)' of \(bar.className) has no theme key", keyNode)
                }
            }
            if !attributes.entries.isEmpty { set([.titleTextAttributes], .mapping(attributes)) }
            if !largeAttributes.entries.isEmpty { set([.largeTitleTextAttributes], .mapping(largeAttributes)) }
        }

        private func imageEntry(_ path: String) -> DraftMapping {
            var entry = DraftMapping()
            entry[.image] = .text(path)
            return entry
        }

        private func resolved(_ text: String) -> (value: String, variable: String?) {
            guard text.hasPrefix("$") else { return (text, nil) }
            let name = String(text.dropFirst().split(separator: ":").first ?? "")
            guard let value = variables[name] else { return (text, nil) }
            return (value, name)
        }

        /// Stylist colours: a UIColor name, hex with or without `#` (3, 6 or 8 digits, RRGGBBAA), `:alpha` suffix.
        func color(_ raw: String, node: Node, note: (String, Node, String?) -> Void) -> DraftValue? {
            let (text, variable) = resolved(raw)
            var parts = text.split(separator: ":").map(String.init)
            let alpha = parts.count == 2 ? Double(parts[1]) : nil
            if parts.count == 2 { parts.removeLast() }
            let base = parts.first ?? text
            let names = [
                "red": "red", "blue": "blue", "green": "green", "purple": "purple", "yellow": "yellow", "orange": "orange", "gray": "gray",
                "grey": "gray", "brown": "brown", "cyan": "cyan", "magenta": "magenta", "darkgray": "darkGray", "darkgrey": "darkGray",
                "lightgray": "lightGray", "lightgrey": "lightGray", "white": "white", "black": "black", "none": "clear",
                "transparent": "clear", "clear": "clear",
            ]
            var rgba: ImportedColor.RGBA?
            var name: String?
            if let known = names[base.lowercased().replacingOccurrences(of: " ", with: "")] {
                name = known
                rgba = UIKitColorText.fixedChannels[known]
            } else if let hex = UIKitColorText.channels(hexText: base.hasPrefix("#") ? base : "#" + base) {
                rgba = hex
            }
            if let alpha, let base = rgba {
                rgba = .init(red: base.red, green: base.green, blue: base.blue, alpha: alpha)
                name = nil
            }
            guard let value = builder.color(rgba, named: name, variable: variable) else {
                note("'\(raw)' is not a colour name or hex value (Stylist reads other names from the asset catalog)", node, nil)
                return nil
            }
            return value
        }

        /// Stylist fonts: `16` (system), `systemBold:14`, a text style (`headline`), `Name:size` (pinned families only).
        func font(_ raw: String) -> DraftValue? {
            let text = resolved(raw).value
            let parts = text.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count == 1, let size = Double(parts[0]) { return builder.font(name: nil, size: size, defaultSize: 17) }
            let styles: [String: (Double, String?)] = [
                "largetitle": (34, nil), "title1": (28, nil), "title2": (22, nil), "title3": (20, nil),
                "headline": (17, "semibold"), "body": (17, nil), "callout": (16, nil), "subheadline": (15, nil),
                "footnote": (13, nil), "caption1": (12, nil), "caption2": (11, nil),
            ]
            if parts.count == 1, let (size, weight) = styles[parts[0].lowercased().replacingOccurrences(of: " ", with: "")] {
                var mapping = DraftMapping()
                mapping[.family] = .scalar("system")
                if let weight { mapping[.weight] = .scalar(weight) }
                mapping[.size] = .number(size)
                return .mapping(mapping)
            }
            let size = parts.count == 2 ? Double(parts[1]) : nil
            let name = parts[0]
            if name.lowercased().hasPrefix("system") {
                let weight = String(name.dropFirst(6)).lowercased()
                guard weight.isEmpty || FontWeight(rawValue: weight) != nil else { return nil }
                var mapping = DraftMapping()
                mapping[.family] = .scalar("system")
                if !weight.isEmpty { mapping[.weight] = .scalar(weight) }
                mapping[.size] = .number(size ?? 17)
                return .mapping(mapping)
            }
            return builder.font(name: name, size: size, defaultSize: 17)
        }
    }
}
