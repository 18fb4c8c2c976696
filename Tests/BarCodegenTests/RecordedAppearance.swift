import BarTheme
import Foundation

/// The theme declarations that a recording of UIKit calls amounts to: what the recording UIKit
/// module (`UIKitSignatures/UIKit.swift`) wrote while the generated code ran, read back as the
/// proxy blocks and `when:` scopes of a theme. Each call is applied as UIKit applies it: a later
/// assignment replaces an earlier one, an appearance object is copied when it is assigned, a
/// `configureWith…` call resets the object's background and shadow.
struct RecordedAppearance {
    var navigationBar: BarAppearanceDeclaration?
    var toolbar: BarAppearanceDeclaration?
    /// `UIBarButtonItem.appearance()`.
    var barButtonItem: ItemAppearanceDeclaration?
    /// One scope per distinct (traits, containers) proxy, in the order first used.
    var scopes: [ScopedAppearanceDeclaration] = []
    /// `UITabBar.appearance()` (or a tab bar instance) and `UITabBarItem.appearance()`.
    var tabBar: TabBarAppearanceDeclaration?
    var tabBarItem: TabBarItemProxyDeclaration?

    struct DecodingError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Every decoded value carries this location: the recording has no lines.
    static let location = SourceLocation(file: "<recording>", line: 1, column: 1)

    /// `imageFile` finds the file (the @1x path) of an image the code loads by name; `fontFile` the
    /// bundled font file with a PostScript name, if any.
    init(calls: [[String: Any]], imageFile: @escaping (String) throws -> String, fontFile: @escaping (String) -> String? = { _ in nil })
        throws
    {
        var decoder = Decoder(imageFile: imageFile, fontFile: fontFile)
        var scopeKeys: [String] = []
        for (index, call) in calls.enumerated() {
            guard let target = call["target"] as? [String: Any], let name = call["call"] as? String,
                let arguments = call["arguments"] as? [Any]
            else { throw DecodingError("call \(index) is malformed: \(call)") }
            do {
                if let object = target["object"] as? Int, decoder.isTabBarObjectCall(target) {
                    try decoder.applyTabBar(name, arguments, toObject: object, path: target["path"] as? String ?? "")
                } else if let proxy = target["proxy"] as? String ?? target["instance"] as? String, proxy.hasPrefix("UITabBar") {
                    try applyTabBar(name, arguments, receiver: proxy, target: target, decoder: &decoder, scopeKeys: &scopeKeys)
                } else if let object = target["object"] as? Int {
                    try decoder.apply(name, arguments, toObject: object, path: target["path"] as? String)
                } else if target["proxy"] as? String == "UIBarButtonItem" {
                    // A bar button item proxy: contained in a bar first → that bar block's barButtonItem (docs/UIKIT.md §2.5).
                    let traits = target["traits"] as? [String: String]
                    var containers = target["containedIn"] as? [String] ?? []
                    var bar: BarKind?
                    if let first = containers.first, first == "UINavigationBar" || first == "UIToolbar" {
                        bar = first == "UIToolbar" ? .toolbar : .navigationBar
                        containers.removeFirst()
                    }
                    func change(_ block: inout ItemAppearanceDeclaration?) throws {
                        var items = block ?? ItemAppearanceDeclaration(location: Self.location)
                        try decoder.apply(name, arguments, toItem: &items)
                        block = items
                    }
                    if traits == nil && containers.isEmpty {
                        if let bar {
                            var block =
                                (bar == .navigationBar ? navigationBar : toolbar) ?? BarAppearanceDeclaration(location: Self.location)
                            try change(&block.barButtonItem)
                            if bar == .navigationBar { navigationBar = block } else { toolbar = block }
                        } else {
                            try change(&barButtonItem)
                        }
                    } else {
                        let key = "\(traits?.sorted { $0.key < $1.key } ?? []) \(containers)"
                        if !scopeKeys.contains(key) {
                            scopeKeys.append(key)
                            scopes.append(try Self.scope(traits: traits, containers: containers.isEmpty ? nil : containers))
                        }
                        let at = scopeKeys.firstIndex(of: key)!
                        if let bar {
                            var block = scopes[at].appearance(for: bar) ?? BarAppearanceDeclaration(location: Self.location)
                            try change(&block.barButtonItem)
                            if bar == .navigationBar { scopes[at].navigationBar = block } else { scopes[at].toolbar = block }
                        } else {
                            try change(&scopes[at].barButtonItem)
                        }
                    }
                } else if let proxy = target["proxy"] as? String ?? target["instance"] as? String {
                    let bar: BarKind = proxy == "UIToolbar" ? .toolbar : proxy == "UINavigationBar" ? .navigationBar : .navigationBar
                    guard proxy == "UIToolbar" || proxy == "UINavigationBar" else { throw DecodingError("unknown receiver \(proxy)") }
                    let traits = target["traits"] as? [String: String]
                    let containers = target["containedIn"] as? [String]
                    if traits == nil && containers == nil {
                        var block = (bar == .navigationBar ? navigationBar : toolbar) ?? BarAppearanceDeclaration(location: Self.location)
                        try decoder.apply(name, arguments, to: &block)
                        if bar == .navigationBar { navigationBar = block } else { toolbar = block }
                    } else {
                        let key = "\(traits?.sorted { $0.key < $1.key } ?? []) \(containers ?? [])"
                        if !scopeKeys.contains(key) {
                            scopeKeys.append(key)
                            scopes.append(try Self.scope(traits: traits, containers: containers))
                        }
                        let at = scopeKeys.firstIndex(of: key)!
                        var block = scopes[at].appearance(for: bar) ?? BarAppearanceDeclaration(location: Self.location)
                        try decoder.apply(name, arguments, to: &block)
                        if bar == .navigationBar { scopes[at].navigationBar = block } else { scopes[at].toolbar = block }
                    }
                } else {
                    throw DecodingError("unknown target \(target)")
                }
            } catch let error as DecodingError {
                throw DecodingError("call \(index) (\(name) on \(target)): \(error.description)")
            }
        }
    }

    static func scope(traits: [String: String]?, containers: [String]?) throws -> ScopedAppearanceDeclaration {
        var scope = ScopedAppearanceDeclaration(location: location)
        if let containers { scope.containedIn = Located(containers, at: location) }
        if let traits {
            var declaration = TraitsDeclaration(location: location)
            for (name, value) in traits {
                switch name {
                case "userInterfaceStyle": declaration.userInterfaceStyle = Located(try Decoder.enumValue(value), at: location)
                case "horizontalSizeClass": declaration.horizontalSizeClass = Located(try Decoder.enumValue(value), at: location)
                case "verticalSizeClass": declaration.verticalSizeClass = Located(try Decoder.enumValue(value), at: location)
                case "layoutDirection": declaration.layoutDirection = Located(try Decoder.enumValue(value), at: location)
                case "userInterfaceIdiom": declaration.userInterfaceIdiom = Located(try Decoder.enumValue(value), at: location)
                default: throw DecodingError("unknown trait \(name)")
                }
            }
            scope.traits = declaration
        }
        return scope
    }

    /// Reads recorded values (colours, fonts, images, attributes) and applies calls.
    struct Decoder {
        let imageFile: (String) throws -> String
        let fontFile: (String) -> String?
        /// Appearance objects as they stand after the calls so far, by the recording's object number.
        var objects: [Int: BarAppearanceObjectDeclaration] = [:]
        /// `UITabBarAppearance` and `UITabBarItemAppearance` objects, the same way.
        var tabBarObjects: [Int: TabBarAppearanceObjectDeclaration] = [:]
        var tabBarItemObjects: [Int: TabBarItemAppearanceDeclaration] = [:]
        var location: SourceLocation { RecordedAppearance.location }

        static func enumValue<T: RawRepresentable>(_ value: Any) throws -> T where T.RawValue == String {
            guard let text = value as? String, let result = T(rawValue: text) else { throw DecodingError("not a \(T.self): \(value)") }
            return result
        }

        func located<T>(_ value: T) -> Located<T> { Located(value, at: location) }

        func number(_ value: Any) throws -> Double {
            guard let number = value as? NSNumber else { throw DecodingError("not a number: \(value)") }
            return number.doubleValue
        }

        func pair(_ value: Any) throws -> Offset {
            guard let numbers = value as? [Any], numbers.count == 2 else { throw DecodingError("not a pair: \(value)") }
            return Offset(x: try number(numbers[0]), y: try number(numbers[1]))
        }

        func rgba(_ value: Any) throws -> RGBAColor {
            guard let color = value as? [String: Any], let components = color["rgba"] as? [Any], components.count == 4 else {
                throw DecodingError("not a fixed colour: \(value)")
            }
            let c = try components.map(number)
            return RGBAColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }

        func color(_ value: Any) throws -> ColorValue {
            if let named = value as? [String: Any], let name = named["named"] as? String {
                // A colour UIKit names: the value the theme format gives that name, read through the
                // theme parser, so the name maps back to exactly the theme colour it was generated from.
                let (document, diagnostics) = ThemeParser.parse("colors: { named: \(name) }", path: "recorded-colour.yaml")
                guard let color = document?.palette.colors["named"]?.value, diagnostics.isEmpty else {
                    throw DecodingError("the theme format has no colour named \(name): \(diagnostics.map(\.description))")
                }
                return color
            }
            if let dynamic = value as? [String: Any], let light = dynamic["light"], let dark = dynamic["dark"] {
                // Increase Contrast's variants, read through traitCollection.accessibilityContrast.
                guard let lightHigh = dynamic["lightHighContrast"], let darkHigh = dynamic["darkHighContrast"] else {
                    return .dynamic(light: try rgba(light), dark: try rgba(dark))
                }
                return ColorValue.contrasting(
                    light: try rgba(light), dark: try rgba(dark), lightHighContrast: try rgba(lightHigh),
                    darkHighContrast: try rgba(darkHigh)
                ).simplified
            }
            return .fixed(try rgba(value))
        }

        /// A font: the system font, or `UIFont(name:size:)` with a PostScript name read back into a
        /// family and weight (`InterDisplay-Bold` → Inter Display, bold).
        func font(_ value: Any) throws -> FontDeclaration {
            guard let font = value as? [String: Any], let size = font["size"] else { throw DecodingError("not a font: \(value)") }
            if font["system"] as? Bool == true {
                return FontDeclaration(
                    family: located("system"), weight: located(try Self.enumValue(font["weight"] as Any)),
                    size: located(try number(size)), location: location)
            }
            guard let name = font["name"] as? String else { throw DecodingError("a font without a name: \(value)") }
            // A pinned face by the PostScript name its file has (FontTable, the one font table).
            if let face = FontTable.face(postScriptName: name) {
                return FontDeclaration(
                    family: located(face.family), weight: located(face.weight), size: located(try number(size)), location: location)
            }
            guard let file = fontFile(name) else { throw DecodingError("\(name) is no pinned face and no font file of the theme") }
            // A font file the app bundles: the theme names the file.
            let folder = (file as NSString).deletingLastPathComponent
            return FontDeclaration(
                size: located(try number(size)),
                file: Located((file as NSString).lastPathComponent, at: SourceLocation(file: folder + "/recording", line: 1, column: 1)),
                location: location)
        }

        func shadow(_ value: Any) throws -> TextShadowDeclaration {
            guard let shadow = value as? [String: Any], let offset = shadow["shadowOffset"], let blur = shadow["shadowBlurRadius"] else {
                throw DecodingError("not a shadow: \(value)")
            }
            var declaration = TextShadowDeclaration(location: location)
            if let color = shadow["shadowColor"], !(color is NSNull) { declaration.color = located(try self.color(color)) }
            let size = try pair(offset)
            declaration.offset = located(size)
            declaration.blurRadius = located(try number(blur))
            return declaration
        }

        func textAttributes(_ value: Any) throws -> TextAttributesDeclaration {
            guard let attributes = value as? [String: Any] else { throw DecodingError("not text attributes: \(value)") }
            var declaration = TextAttributesDeclaration()
            for (key, entry) in attributes {
                switch key {
                case "NSFont": declaration.font = located(try font(entry))
                case "NSColor": declaration.foregroundColor = located(try color(entry))
                case "NSShadow": declaration.shadow = located(try shadow(entry))
                default: throw DecodingError("an attribute BarTheme does not know: \(key)")
                }
            }
            return declaration
        }

        /// An image loaded by name, with what was done to it; its path is the file `imageFile` finds.
        func image(_ value: Any) throws -> ImageDeclaration {
            guard let image = value as? [String: Any], let name = image["named"] as? String else {
                throw DecodingError("not an image: \(value)")
            }
            let file = try imageFile(name)
            let folder = (file as NSString).deletingLastPathComponent
            let path = Located((file as NSString).lastPathComponent, at: SourceLocation(file: folder + "/recording", line: 1, column: 1))
            var declaration = ImageDeclaration(path: path, location: location)
            if let insets = image["capInsets"] as? [Any], insets.count == 4 {
                let n = try insets.map(number)
                declaration.capInsets = located(EdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3]))
                declaration.resizingMode = located(try Self.enumValue(image["resizingMode"] as Any))
            }
            if image["flipsForRightToLeft"] as? Bool == true { declaration.flipsForRightToLeft = located(true) }
            switch image["renderingMode"] as? String {
            case nil: break
            case "alwaysTemplate"?: declaration.renderingMode = located(.template)
            case "alwaysOriginal"?: declaration.renderingMode = located(.original)
            case "automatic"?: declaration.renderingMode = located(.automatic)
            case let other?: throw DecodingError("unknown rendering mode \(other)")
            }
            return declaration
        }

        func optionalImage(_ value: Any) throws -> ImageDeclaration? {
            value is NSNull ? nil : try image(value)
        }

        func argument(_ arguments: [Any], _ index: Int) throws -> Any {
            guard index < arguments.count else { throw DecodingError("missing argument \(index)") }
            return arguments[index]
        }

        /// A call on a bar proxy or instance.
        mutating func apply(_ name: String, _ arguments: [Any], to block: inout BarAppearanceDeclaration) throws {
            let first = try argument(arguments, 0)
            switch name {
            case "barStyle": block.barStyle = located(try Self.enumValue(first))
            case "isTranslucent":
                guard let value = first as? Bool else { throw DecodingError("not a Bool: \(first)") }
                block.translucent = located(value)
            case "barTintColor": block.barTintColor = located(try color(first))
            case "tintColor": block.tintColor = located(try color(first))
            case "titleTextAttributes": block.titleTextAttributes = try textAttributes(first)
            case "largeTitleTextAttributes": block.largeTitleTextAttributes = try textAttributes(first)
            case "prefersLargeTitles":
                guard let value = first as? Bool else { throw DecodingError("not a Bool: \(first)") }
                block.prefersLargeTitles = located(value)
            case "setTitleVerticalPositionAdjustment(_:for:)":
                block.titleVerticalPositionAdjustment[try Self.enumValue(try argument(arguments, 1))] = located(try number(first))
            case "setBackgroundImage(_:for:barMetrics:)", "setBackgroundImage(_:forToolbarPosition:barMetrics:)":
                let position: BarPosition = try Self.enumValue(try argument(arguments, 1))
                let metrics: BarMetrics = try Self.enumValue(try argument(arguments, 2))
                block.backgroundImages.removeAll { ($0.position?.value ?? .any) == position && ($0.metrics?.value ?? .default) == metrics }
                if let image = try optionalImage(first) {
                    var entry = BackgroundImageDeclaration(image: image, location: location)
                    entry.position = located(position)
                    entry.metrics = located(metrics)
                    block.backgroundImages.append(entry)
                }
            case "shadowImage", "setShadowImage(_:forToolbarPosition:)":
                let position: BarPosition = name == "shadowImage" ? .any : try Self.enumValue(try argument(arguments, 1))
                block.shadowImages.removeAll { ($0.position?.value ?? .any) == position }
                if let image = try optionalImage(first) {
                    var entry = ShadowImageDeclaration(image: image, location: location)
                    if name != "shadowImage" { entry.position = located(position) }
                    block.shadowImages.append(entry)
                }
            case "backIndicatorImage": block.backIndicatorImage = try optionalImage(first)
            case "backIndicatorTransitionMaskImage": block.backIndicatorTransitionMaskImage = try optionalImage(first)
            case "standardAppearance", "compactAppearance", "scrollEdgeAppearance", "compactScrollEdgeAppearance":
                let slot = AppearanceSlot(rawValue: name)!
                if first is NSNull {
                    block[keyPath: slot.onBar] = nil
                } else {
                    guard let reference = first as? [String: Any], let id = reference["object"] as? Int else {
                        throw DecodingError("not an appearance object: \(first)")
                    }
                    // Assigning copies the object (UINavigationBar.h: the properties are `copy`).
                    block[keyPath: slot.onBar] = objects[id] ?? BarAppearanceObjectDeclaration(location: location)
                }
            default:
                throw DecodingError("a call BarTheme cannot read back: \(name)")
            }
        }

        /// A call on a `UIBarButtonItem` proxy.
        mutating func apply(_ name: String, _ arguments: [Any], toItem block: inout ItemAppearanceDeclaration) throws {
            let first = try argument(arguments, 0)
            func state(_ index: Int) throws -> ControlState { try Self.enumValue(try argument(arguments, index)) }
            func image(_ entries: inout [ItemBackgroundImageDeclaration]) throws {
                let state = try state(1)
                let metrics: BarMetrics = try Self.enumValue(try argument(arguments, 2))
                entries.removeAll { ($0.state?.value ?? .normal) == state && ($0.metrics?.value ?? .default) == metrics }
                if let image = try optionalImage(first) {
                    var entry = ItemBackgroundImageDeclaration(image: image, location: location)
                    entry.state = located(state)
                    entry.metrics = located(metrics)
                    entries.append(entry)
                }
            }
            switch name {
            case "tintColor": block.tintColor = first is NSNull ? nil : located(try color(first))
            case "setTitleTextAttributes(_:for:)":
                let state = try state(1)
                block.titleTextAttributes[state] = first is NSNull ? nil : located(try textAttributes(first))
            case "setTitlePositionAdjustment(_:for:)":
                block.titlePositionAdjustment[try Self.enumValue(try argument(arguments, 1))] = located(try pair(first))
            case "setBackButtonTitlePositionAdjustment(_:for:)":
                block.backButtonTitlePositionAdjustment[try Self.enumValue(try argument(arguments, 1))] = located(try pair(first))
            case "setBackgroundImage(_:for:barMetrics:)": try image(&block.backgroundImages)
            case "setBackButtonBackgroundImage(_:for:barMetrics:)": try image(&block.backButtonBackgroundImages)
            default: throw DecodingError("a bar button item call BarTheme cannot read back: \(name)")
            }
        }

        /// A call on an appearance object, or on one of its button state appearances (`path`).
        mutating func apply(_ name: String, _ arguments: [Any], toObject id: Int, path: String?) throws {
            var object = objects[id] ?? BarAppearanceObjectDeclaration(location: location)
            defer { objects[id] = object }
            if let path {
                let parts = path.split(separator: ".").map(String.init)
                guard parts.count == 2 else { throw DecodingError("unknown path \(path)") }
                let buttons: WritableKeyPath<BarAppearanceObjectDeclaration, BarButtonItemAppearanceDeclaration?>
                switch parts[0] {
                case "buttonAppearance": buttons = \.buttonAppearance
                case "doneButtonAppearance": buttons = \.doneButtonAppearance
                case "backButtonAppearance": buttons = \.backButtonAppearance
                default: throw DecodingError("unknown button appearance \(parts[0])")
                }
                let state: WritableKeyPath<BarButtonItemAppearanceDeclaration, BarButtonItemStateAppearanceDeclaration?>
                switch parts[1] {
                case "normal": state = \.normal
                case "highlighted": state = \.highlighted
                case "disabled": state = \.disabled
                case "focused": state = \.focused
                default: throw DecodingError("unknown state \(parts[1])")
                }
                var group = object[keyPath: buttons] ?? BarButtonItemAppearanceDeclaration(location: location)
                var entry = group[keyPath: state] ?? BarButtonItemStateAppearanceDeclaration(location: location)
                let first = try argument(arguments, 0)
                switch name {
                case "titleTextAttributes": entry.titleTextAttributes = try textAttributes(first)
                case "titlePositionAdjustment": entry.titlePositionAdjustment = located(try pair(first))
                case "backgroundImage": entry.backgroundImage = try optionalImage(first)
                default: throw DecodingError("a button appearance call BarTheme cannot read back: \(name)")
                }
                group[keyPath: state] = entry
                object[keyPath: buttons] = group
                return
            }
            switch name {
            case "configureWithDefaultBackground()", "configureWithOpaqueBackground()", "configureWithTransparentBackground()":
                // UIBarAppearance.h: resets the background and shadow properties.
                object.backgroundEffect = nil
                object.backgroundColor = nil
                object.backgroundImage = nil
                object.backgroundImageContentMode = nil
                object.shadowColor = nil
                object.shadowImage = nil
                let configuration: AppearanceConfiguration =
                    name.contains("Opaque") ? .opaque : name.contains("Transparent") ? .transparent : .default
                object.configureWith = located(configuration)
                return
            default:
                break
            }
            let first = try argument(arguments, 0)
            switch name {
            case "backgroundEffect":
                if first is NSNull {
                    object.backgroundEffect = located(BlurEffectStyle.none)
                } else {
                    guard let effect = first as? [String: Any], let style = effect["blurEffect"] else {
                        throw DecodingError("not a blur effect: \(first)")
                    }
                    object.backgroundEffect = located(try Self.enumValue(style))
                }
            case "backgroundColor": object.backgroundColor = located(try color(first))
            case "backgroundImage": object.backgroundImage = try optionalImage(first)
            case "backgroundImageContentMode": object.backgroundImageContentMode = located(try Self.enumValue(first))
            case "shadowColor": object.shadowColor = located(try color(first))
            case "shadowImage": object.shadowImage = try optionalImage(first)
            case "titleTextAttributes": object.titleTextAttributes = try textAttributes(first)
            case "largeTitleTextAttributes": object.largeTitleTextAttributes = try textAttributes(first)
            case "titlePositionAdjustment": object.titlePositionAdjustment = located(try pair(first))
            case "setBackIndicatorImage(_:transitionMaskImage:)":
                object.backIndicatorImage = try optionalImage(first)
                object.backIndicatorTransitionMaskImage = try optionalImage(try argument(arguments, 1))
            default:
                throw DecodingError("an appearance object call BarTheme cannot read back: \(name)")
            }
        }
    }
}

extension RecordedAppearance {
    /// `original` with its app part (proxy blocks, `when:` scopes, palette, `extends`) replaced by
    /// what was recorded. What is not app code stays: scenes (with their instance values and
    /// navigation items), `era:` and `policies:` (BarTheme's reading of UIKit), taken through the
    /// `extends` chain as the resolver takes them, so the result needs no parents.
    func document(replacingAppearanceOf original: ThemeDocument, parents: [ThemeDocument]) -> ThemeDocument {
        let chain = [original] + parents
        var rebuilt = ThemeDocument(path: original.path, name: original.name)
        rebuilt.outputKey = original.outputKey
        rebuilt.scenes = original.scenes
        rebuilt.era = chain.lazy.compactMap(\.era).first
        rebuilt.supports = EraVariant.deploymentRange(of: chain)
        let policies = chain.compactMap(\.policies)
        if !policies.isEmpty {
            var merged = PoliciesDeclaration(location: policies[0].location)
            merged.containment = policies.lazy.compactMap(\.containment).first
            merged.legacyOverridesAppearanceObjects = policies.lazy.compactMap(\.legacyOverridesAppearanceObjects).first
            merged.shadowImageRequiresBackgroundImage = policies.lazy.compactMap(\.shadowImageRequiresBackgroundImage).first
            rebuilt.policies = merged
        }
        rebuilt.navigationBar = navigationBar
        rebuilt.toolbar = toolbar
        rebuilt.barButtonItem = barButtonItem
        rebuilt.scopes = scopes
        rebuilt.tabBar = tabBar
        rebuilt.tabBarItem = tabBarItem
        return rebuilt
    }
}
