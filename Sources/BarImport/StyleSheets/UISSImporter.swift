import BarTheme
import Foundation

/// UISS (`.json`) → theme: `UINavigationBar`, `UIToolbar` and `UITabBar` dictionaries (top level, inside the
/// `Phone` / `Pad` idiom groups, or nested in container classes, which become `when: containedIn`
/// scopes), with UISS's value converters for colours, fonts, images and text attributes, and
/// `Variables` as the palette, and `UITabBarItem` (top level or in `UITabBar`) as the `tabBarItem:` proxy.
/// `UIBarButtonItem` and other classes are reported, not mapped.
enum UISSImporter {
    static func run(path: String, text: String, into builder: StyleSheetBuilder) {
        let root: LocatedJSON
        do { root = try LocatedJSON.parse(text, path: path) } catch {
            builder.note("UISS: not valid JSON: \(error.message)", at: error.location)
            return
        }
        guard case .object(let members, _) = root else {
            builder.note("UISS: the style must be a JSON object", at: root.location)
            return
        }
        var variables: [String: LocatedJSON] = [:]
        for member in members where member.key == "Variables" {
            if case .object(let entries, _) = member.value { for entry in entries { variables[entry.key] = entry.value } }
        }
        var importer = Walker(builder: builder, variables: variables)
        importer.walk(members, containers: [])
        if !importer.otherClasses.isEmpty, let first = members.first {
            builder.note(
                "\(importer.otherClasses.count) UISS class\(importer.otherClasses.count == 1 ? "" : "es") style other views, not bars (\(importer.otherClasses.prefix(6).joined(separator: ", "))\(importer.otherClasses.count > 6 ? ", …" : ""))",
                at: first.keyLocation)
        }
    }

    /// UISS's idiom groups (UISSConfig: `Phone`, `Pad`) and the trait each is.
    static let idioms = ["Phone": "phone", "Pad": "pad"]

    private struct Walker {
        let builder: StyleSheetBuilder
        let variables: [String: LocatedJSON]
        var otherClasses: [String] = []

        mutating func walk(_ members: [LocatedJSON.Member], containers: [String]) {
            for member in members where member.key != "Variables" {
                guard case .object(let body, _) = member.value else { continue }
                if let idiom = UISSImporter.idioms[member.key] {
                    // UISS applies these on one device idiom only: a trait scope (docs/IMPORT.md, UISS).
                    let outer = builder.currentIdiom
                    builder.currentIdiom = idiom
                    walk(body, containers: containers)
                    builder.currentIdiom = outer
                    continue
                }
                switch member.key {
                case "UINavigationBar": bar(.navigationBar, body, containers: containers)
                case "UIToolbar": bar(.toolbar, body, containers: containers)
                case "UITabBar": bar(.tabBar, body, containers: containers)
                case "UITabBarItem": tabBarItem(body, containers: containers, at: member.keyLocation)
                case "UIBarButtonItem":
                    builder.note(
                        "UISS 'UIBarButtonItem' has no theme block (item colours come from the bar's tintColor)", at: member.keyLocation)
                default:
                    let nested = body.filter { $0.key.first?.isUppercase == true }
                    if nested.isEmpty {
                        if !otherClasses.contains(member.key) { otherClasses.append(member.key) }
                    } else {
                        // A container class: its nested class dictionaries apply inside it (UIKit lists the innermost first).
                        walk(nested, containers: [member.key] + containers)
                    }
                }
            }
        }

        private func resolved(_ value: LocatedJSON) -> (LocatedJSON, String?) {
            if case .string(let text, _) = value, text.hasPrefix("$"), let variable = variables[String(text.dropFirst())] {
                return (variable, String(text.dropFirst()))
            }
            return (value, nil)
        }

        /// One property setting: `"key:axis:axis": value`, or the older UISS forms
        /// `"key": {"value": v, "barMetrics": 1}` and `"key": [[v, "axis"], [v, "axis"]]`.
        private func settings(_ member: LocatedJSON.Member) -> [(axes: [String], value: LocatedJSON)] {
            let parts = member.key.split(separator: ":").map(String.init)
            let axes = Array(parts.dropFirst())
            switch member.value {
            case .object(let entries, _) where entries.contains(where: { $0.key == "value" }):
                var found = axes
                var value = member.value
                for entry in entries {
                    if entry.key == "value" { value = entry.value; continue }
                    if case .number(let n, _) = entry.value {
                        found.append(entry.key == "barMetrics" ? (n == 1 ? "landscapePhone" : "default") : "\(Int(n))")
                    }
                    if case .string(let text, _) = entry.value { found.append(text) }
                }
                return [(found, value)]
            case .array(let items, _)
            where !items.isEmpty && items.allSatisfy({ if case .array = $0 { return true } else { return false } })
                && parts.first != "titleTextAttributes":
                return items.compactMap { item in
                    guard case .array(let arguments, _) = item, let first = arguments.first else { return nil }
                    let itemAxes = arguments.dropFirst().compactMap {
                        if case .string(let text, _) = $0 { return text } else { return nil }
                    }
                    return (axes + itemAxes, first)
                }
            default:
                return [(axes, member.value)]
            }
        }

        func bar(_ bar: StyleSheetBuilder.Bar, _ body: [LocatedJSON.Member], containers: [String]) {
            let scope = containers.isEmpty ? nil : containers
            for member in body {
                let property = member.key.split(separator: ":").first.map(String.init) ?? member.key
                if let idiom = UISSImporter.idioms[property], case .object(let nested, _) = member.value {
                    // `"UINavigationBar": { "Phone": { … } }`: the bar's values on one device idiom.
                    let outer = builder.currentIdiom
                    builder.currentIdiom = idiom
                    self.bar(bar, nested, containers: containers)
                    builder.currentIdiom = outer
                    continue
                }
                if bar == .tabBar, property == "UITabBarItem", case .object(let nested, _) = member.value {
                    // Every tab is inside a tab bar: the tab proxy contained in UITabBar is the tab proxy.
                    tabBarItem(nested, containers: containers, at: member.keyLocation)
                    continue
                }
                if property.first?.isUppercase == true, case .object = member.value {
                    builder.note(
                        "UISS '\(property)' inside \(bar.className) styles a view in the bar, not the bar",
                        at: member.keyLocation, bar: bar, containedIn: scope)
                    continue
                }
                for setting in settings(member) {
                    // `null` sets nothing (UIKit's default).
                    if case .null = setting.value { continue }
                    apply(bar, property: property, axes: setting.axes, value: setting.value, member: member, scope: scope)
                }
            }
        }

        private func apply(
            _ bar: StyleSheetBuilder.Bar, property: String, axes: [String], value: LocatedJSON, member: LocatedJSON.Member, scope: [String]?
        ) {
            let member = LocatedJSON.Member(key: member.key, keyLocation: member.keyLocation, value: value)
            let place = member.keyLocation
            if bar == .tabBar || bar == .tabBarItem,
                applyTabBar(bar, property: property, key: member.key, axes: axes, value: value, place: place, scope: scope)
            {
                return
            }
            do {
                switch (property, bar) {
                case ("tintColor", _), ("barTintColor", _):
                    guard let color = color(member.value, key: property, place: place, bar: bar, scope: scope) else { return }
                    builder.set(bar, containedIn: scope, [property == "tintColor" ? .tintColor : .barTintColor], color)
                case ("translucent", _):
                    guard case .bool(let flag, _) = resolved(member.value).0 else { return }
                    builder.set(bar, containedIn: scope, [.translucent], .bool(flag))
                case ("barStyle", _):
                    guard case .string(let style, _) = resolved(member.value).0,
                        let written = [
                            "default": "default", "black": "black", "blackOpaque": "black", "blackTranslucent": "blackTranslucent",
                        ][style]
                    else {
                        builder.note("barStyle: not a bar style", at: place, bar: bar, containedIn: scope)
                        return
                    }
                    builder.set(bar, containedIn: scope, [.barStyle], .scalar(written))
                case ("titleTextAttributes", .navigationBar):
                    if let attributes = textAttributes(member.value, place: place, bar: bar, scope: scope) {
                        builder.set(bar, containedIn: scope, [.titleTextAttributes], attributes)
                    }
                case ("titleVerticalPositionAdjustment", .navigationBar):
                    guard case .number(let offset, _) = resolved(member.value).0 else { return }
                    builder.set(
                        bar, containedIn: scope, [.titleVerticalPositionAdjustment, metrics(axes.last) ?? ThemeKey(metrics: .default)],
                        .number(offset))
                case ("backgroundImage", _):
                    // `backgroundImage:any:compact`: the position and metrics, also in the line of a missing image.
                    var named: [(key: ThemeKey, value: String)] = []
                    for axis in axes {
                        if let metric = metrics(axis) {
                            named.append((.metrics, metric.spelling))
                        } else if ["any", "top", "bottom", "topAttached"].contains(axis) {
                            named.append((.position, axis))
                        }
                    }
                    named.sort { $0.key > $1.key }
                    guard var entry = image(member.value, key: .backgroundImages, place: place, bar: bar, scope: scope, axes: named)
                    else { return }
                    for (key, value) in named { entry[key] = .scalar(value) }
                    append(entry, to: .backgroundImages, bar: bar, scope: scope)
                case (_, .navigationBar) where UIKitPropertyKeys.navigationBarImages[property] != nil:
                    guard let key = UIKitPropertyKeys.navigationBarImages[property],
                        let entry = image(member.value, key: key, place: place, bar: bar, scope: scope)
                    else { return }
                    builder.set(bar, containedIn: scope, [key], entry.entries.count == 1 ? entry[.image]! : .mapping(entry))
                case ("shadowImage", .toolbar):
                    guard var entry = image(member.value, key: .shadowImages, place: place, bar: bar, scope: scope) else { return }
                    entry[.position] = .scalar(axes.first ?? "any")
                    append(entry, to: .shadowImages, bar: bar, scope: scope)
                default:
                    builder.note(
                        "the UISS property '\(member.key)' of \(bar.className) has no theme key",
                        at: place, bar: bar, containedIn: scope)
                }
            }
        }

        /// `UITabBarItem` (top level, or inside `UITabBar`): the `tabBarItem:` proxy, which the format has
        /// for every tab only (a tab proxy inside another container or an idiom group is a note).
        func tabBarItem(_ body: [LocatedJSON.Member], containers: [String], at place: SourceLocation) {
            guard containers.isEmpty, builder.currentIdiom == nil else {
                builder.note(
                    "UISS 'UITabBarItem' inside \(([builder.currentIdiom].compactMap { $0 } + containers).joined(separator: ", ")): the theme's tabBarItem: is for every tab; not imported",
                    at: place)
                return
            }
            bar(.tabBarItem, body, containers: [])
        }

        /// A tab bar or tab proxy property; false when it is one the other bars share (`tintColor`, `barTintColor`,
        /// `translucent`, `barStyle` of a tab bar), which `apply` reads.
        private func applyTabBar(
            _ bar: StyleSheetBuilder.Bar, property: String, key: String, axes: [String], value: LocatedJSON, place: SourceLocation,
            scope: [String]?
        ) -> Bool {
            switch (property, bar) {
            case ("unselectedItemTintColor", .tabBar), ("badgeColor", .tabBarItem):
                guard let color = color(value, key: property, place: place, bar: bar, scope: scope) else { return true }
                builder.set(bar, containedIn: scope, [property == "badgeColor" ? .badgeColor : .unselectedItemTintColor], color)
            case ("backgroundImage", .tabBar), ("shadowImage", .tabBar), ("selectionIndicatorImage", .tabBar):
                let key = ["backgroundImage": ThemeKey.backgroundImage, "shadowImage": .shadowImage][property] ?? .selectionIndicatorImage
                guard let entry = image(value, key: key, place: place, bar: bar, scope: scope), let path = entry[.image] else {
                    return true
                }
                builder.set(bar, containedIn: scope, [key], entry.entries.count == 1 ? path : .mapping(entry))
            case ("itemPositioning", .tabBar):
                guard case .string(let word, _) = resolved(value).0, TabBarItemPositioning(rawValue: word) != nil else {
                    builder.note("itemPositioning: not automatic, fill or centered", at: place, bar: bar, containedIn: scope)
                    return true
                }
                builder.set(bar, containedIn: scope, [.itemPositioning], .scalar(word))
            case ("itemWidth", .tabBar), ("itemSpacing", .tabBar):
                guard case .number(let points, _) = resolved(value).0, (0...1000).contains(points) else {
                    builder.note("\(property): not a number of points from 0 to 1000", at: place, bar: bar, containedIn: scope)
                    return true
                }
                builder.set(bar, containedIn: scope, [property == "itemWidth" ? .itemWidth : .itemSpacing], .number(points))
            case ("selectedImageTintColor", .tabBar):
                builder.note(
                    "selectedImageTintColor is deprecated since iOS 8 (tintColor colours the selected tab); the theme has no key for it",
                    at: place, bar: bar, containedIn: scope)
            case ("titleTextAttributes", .tabBarItem): tabTitleAttributes(value, axes: axes, place: place)
            case ("titlePositionAdjustment", .tabBarItem):
                guard case .array(let items, _) = resolved(value).0, items.count == 2,
                    case .number(let x, _) = items[0], case .number(let y, _) = items[1]
                else {
                    builder.note("titlePositionAdjustment: not [x, y]", at: place, bar: bar)
                    return true
                }
                builder.set(bar, containedIn: nil, [.titlePositionAdjustment], .list([.number(x), .number(y)]))
            case (_, .tabBarItem):
                builder.note(
                    "the UISS property '\(key)' of UITabBarItem has no theme key (tabBarItem: has titleTextAttributes, titlePositionAdjustment, badgeColor)",
                    at: place, bar: bar)
            default: return false
            }
            return true
        }

        /// `"titleTextAttributes:selected": { … }`, or the older `[[{ … }, "selected"], [{ … }, "normal"]]`: per tab state.
        private func tabTitleAttributes(_ value: LocatedJSON, axes: [String], place: SourceLocation) {
            var perState: [(state: String, value: LocatedJSON)] = []
            if case .array(let items, _) = resolved(value).0, !items.isEmpty {
                for item in items {
                    guard case .array(let arguments, _) = item, let first = arguments.first else { continue }
                    var state = "normal"
                    if arguments.count > 1, case .string(let text, _) = arguments[1] { state = text }
                    perState.append((state, first))
                }
            } else {
                perState = [(axes.first ?? "normal", value)]
            }
            for (state, attributesValue) in perState {
                guard let key = TabBarItemState(rawValue: state)?.key else {
                    builder.note(
                        "titleTextAttributes: the tab state '\(state)' has no theme key (normal, selected, disabled, focused)", at: place,
                        bar: .tabBarItem)
                    continue
                }
                guard let attributes = textAttributes(attributesValue, place: place, bar: .tabBarItem, scope: nil) else { continue }
                builder.set(.tabBarItem, containedIn: nil, [.titleTextAttributes, key], attributes)
            }
        }

        /// The per-metrics entry for a UISS metrics axis (UIKit's words, `landscapePhone` for `compact`).
        private func metrics(_ axis: String?) -> ThemeKey? { axis.flatMap { ThemeKey(metricsNamed: $0) } }

        private func append(_ entry: DraftMapping, to key: ThemeKey, bar: StyleSheetBuilder.Bar, scope: [String]?) {
            builder.modify(bar, containedIn: scope) { block in
                var list: [DraftValue] = []
                if case .list(let existing)? = block[key] { list = existing }
                list.removeAll { $0.mapping?[.position] == entry[.position] && $0.mapping?[.metrics] == entry[.metrics] }
                list.append(.mapping(entry))
                block[key] = .list(list)
            }
        }

        /// UISS colours: `"#hex"`, `"red"` / `"redColor"`, `[r, g, b]` / `[r, g, b, a]` (0-255, alpha 0-1),
        /// `["#hex" or name, alpha]`; anything else is a pattern image name.
        func color(_ json: LocatedJSON, key: String, place: SourceLocation, bar: StyleSheetBuilder.Bar, scope: [String]?) -> DraftValue? {
            let (value, variable) = resolved(json)
            var rgba: ImportedColor.RGBA?
            var name: String?
            switch value {
            case .string(let text, _):
                (rgba, name) = Self.namedOrHex(text)
            case .array(let items, _):
                let numbers = items.compactMap { if case .number(let n, _) = $0 { return n } else { return nil } }
                if numbers.count == items.count, items.count == 3 || items.count == 4 {
                    rgba = .init(
                        red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, alpha: items.count == 4 ? numbers[3] : 1)
                } else if items.count == 2, case .string(let text, _) = items[0], case .number(let alpha, _) = items[1] {
                    let (base, baseName) = Self.namedOrHex(text)
                    rgba = (base ?? baseName.flatMap { UIKitColorText.fixedChannels[$0] }).map {
                        .init(red: $0.red, green: $0.green, blue: $0.blue, alpha: alpha)
                    }
                }
            default: break
            }
            guard let drawn = builder.color(rgba, named: name, variable: variable) else {
                builder.note(
                    "\(key): not a colour the theme can hold (UISS reads other strings as pattern image names)", at: place, bar: bar,
                    containedIn: scope)
                return nil
            }
            return drawn
        }

        static func namedOrHex(_ text: String) -> (ImportedColor.RGBA?, String?) {
            if text.hasPrefix("#"), let rgba = UIKitColorText.channels(hexText: text) { return (rgba, nil) }
            let name = UIKitColorText.swiftName(text)
            if UIKitColorText.names.contains(name) { return (nil, name) }
            if let replacement = UIKitColorText.deprecated[name]?.replacement { return (nil, replacement) }
            return (nil, nil)
        }

        /// `"name"` or `["name", top, left, bottom, right]` (resizable, UIKit's tile mode).
        func image(
            _ json: LocatedJSON, key: ThemeKey, place: SourceLocation, bar: StyleSheetBuilder.Bar, scope: [String]?,
            axes: [(key: ThemeKey, value: String)] = []
        ) -> DraftMapping? {
            let (value, _) = resolved(json)
            var name: String?, insets: [Double] = []
            switch value {
            case .string(let text, _): name = text
            case .array(let items, _):
                if case .string(let text, _)? = items.first { name = text }
                insets = items.dropFirst().compactMap { if case .number(let n, _) = $0 { return n } else { return nil } }
            default: break
            }
            guard let name else {
                builder.note("\(key): not an image name", at: place, bar: bar, containedIn: scope)
                return nil
            }
            guard let path = builder.imagePath(name) else {
                builder.missingImage(name, key: key, at: place, bar: bar, containedIn: scope, axes: axes)
                return nil
            }
            var entry = DraftMapping()
            entry[.image] = .text(path)
            if insets.count == 4 {
                entry[.capInsets] = .list(insets.map(DraftValue.number))
                entry[.resizingMode] = .scalar("tile")
            }
            return entry
        }

        /// `{ "font": …, "textColor": …, "textShadowColor": …, "textShadowOffset": [x, y] }`.
        func textAttributes(_ json: LocatedJSON, place: SourceLocation, bar: StyleSheetBuilder.Bar, scope: [String]?) -> DraftValue? {
            guard case .object(let entries, _) = resolved(json).0 else {
                builder.note("titleTextAttributes: not a dictionary", at: place, bar: bar, containedIn: scope)
                return nil
            }
            var attributes = DraftMapping(), shadow = DraftMapping()
            for entry in entries {
                switch entry.key {
                case "font", "UITextAttributeFont", "NSFont":
                    if let font = font(entry.value, place: entry.keyLocation, bar: bar, scope: scope) { attributes[.font] = font }
                case "textColor", "UITextAttributeTextColor", "foregroundColor", "NSColor":
                    attributes[.foregroundColor] = color(entry.value, key: entry.key, place: entry.keyLocation, bar: bar, scope: scope)
                case "textShadowColor", "UITextAttributeTextShadowColor":
                    shadow[.color] = color(entry.value, key: entry.key, place: entry.keyLocation, bar: bar, scope: scope)
                case "textShadowOffset", "UITextAttributeTextShadowOffset":
                    switch resolved(entry.value).0 {
                    case .number(let n, _): shadow[.offset] = .list([.number(n), .number(n)])
                    case .array(let items, _):
                        let numbers = items.compactMap { if case .number(let n, _) = $0 { return n } else { return nil } }
                        if numbers.count == 1 { shadow[.offset] = .list([.number(numbers[0]), .number(numbers[0])]) }
                        if numbers.count == 2 { shadow[.offset] = .list(numbers.map(DraftValue.number)) }
                    default: break
                    }
                default:
                    builder.note(
                        "titleTextAttributes: the UISS key '\(entry.key)' has no theme equivalent", at: entry.keyLocation, bar: bar,
                        containedIn: scope)
                }
            }
            if !shadow.entries.isEmpty { attributes[.shadow] = .mapping(shadow) }
            return attributes.entries.isEmpty ? nil : .mapping(attributes)
        }

        /// `14`, `["bold", 14]`, `["Name-Style", 12]`.
        func font(_ json: LocatedJSON, place: SourceLocation, bar: StyleSheetBuilder.Bar, scope: [String]?) -> DraftValue? {
            let (value, variable) = resolved(json)
            var name: String?, size: Double?
            switch value {
            case .number(let n, _): size = n
            case .array(let items, _):
                if case .string(let text, _)? = items.first { name = text }
                if items.count > 1, case .number(let n, _) = items[1] { size = n }
            default: break
            }
            if name == "italic" {
                builder.note("font: an italic system font; themes have no italic", at: place, bar: bar, containedIn: scope)
                return nil
            }
            guard let font = builder.font(name: name, size: size, defaultSize: 17) else {
                let custom = CustomFont(name: name ?? "font", size: size ?? 17)
                builder.note("font: \(custom.message)", at: place, suggestion: custom.suggestion, bar: bar, containedIn: scope)
                return CustomFont.standIn(custom.name, size: custom.size)
            }
            guard let variable else { return font }
            let paletteName = ThemeDraft.paletteName(variable)
            if !builder.fonts.contains(where: { $0.name == paletteName }) { builder.fonts.append(.init(name: paletteName, value: font)) }
            return .scalar("$" + paletteName)
        }
    }
}
