import BarTheme
import Foundation
import SwiftSyntax

/// Calls: UIKit initialisers and factory methods, value methods (`withAlphaComponent`,
/// `resizableImage`), appearance proxies, and helper functions and closures from the same files.
extension SwiftAppearanceInterpreter {
    func evaluateCall(_ call: FunctionCallExprSyntax) -> SwiftValue {
        // `&name` arguments may change `name`: it is unknown from here on.
        for argument in call.arguments {
            if let inOut = argument.expression.as(InOutExprSyntax.self), let reference = inOut.expression.as(DeclReferenceExprSyntax.self) {
                let name = reference.baseName.text
                environment.rebind(name, .unknown("'\(name)', changed through '&\(name)'"))
            }
        }
        let args = arguments(call.arguments)
        let labels = args.map { $0.label ?? "_" }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
            return callClosure(closure)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let baseExpression = member.base else { return implicitMemberCall(name, args, labels, call) }
            let base = evaluate(baseExpression)
            switch base {
            case .typeName(let type):
                // `self.appearance()` in a type that declares `appearance()`: that method, not UIKit's proxy.
                if type == "Self", let value = ownMethod(named: name, arguments: args, call: call) { return value }
                if name.hasPrefix("appearance") { return proxy(type: type, arguments: args, call: call) }
                if name == "init" {
                    let value = construct(type == "Self" ? (environment.type ?? type) : type, args, labels, call)
                    // `self.init(red: …)` in the app's `convenience init(hex:)`: what that initialiser makes.
                    if baseExpression.trimmedDescription == "self" { environment.frame.scopes[0][Self.initialisedSelf] = value }
                    return value
                }
                if type == "UIFont" || type == "Font", let font = fontFactory(name, args, call) { return font }
                // `UIColor.whiteColor()`: Swift 2's spelling of the class colours.
                if type == "UIColor", args.isEmpty, name.hasSuffix("Color"), let color = uikitColor(named: name, at: Syntax(call)) {
                    return color
                }
                let value = callFunction(named: name, arguments: args, call: call)
                if let value, !value.isUnknown { return value }
                // `UIColor.fromHex("0366d6")`, `UIColor.colorWithHexString(…)`: the usual hex factories, when their body is not readable.
                if type == "UIColor" || type == "Color", name.lowercased().contains("hex"), !args.isEmpty, args.count <= 2 {
                    let relabelled = [(label: String?("hex"), value: args[0].value, node: args[0].node)] + args.dropFirst()
                    return color(fromArguments: Array(relabelled), at: call)
                }
                return value ?? .unknown("'\(short(call))'")
            case .color(let color):
                if name == "withAlphaComponent", let alpha = args.first?.value.number {
                    guard var rgba = color.rgba else {
                        return .unknown("the alpha of \(short(baseExpression)), a colour whose channels are not fixed")
                    }
                    rgba.alpha = alpha
                    return .color(.fixed(rgba))
                }
                return .unknown("'\(short(call))'")
            case .font(var font):
                if name == "withSize", let size = args.first?.value.number, case .mapping(var mapping) = font.value {
                    mapping[.size] = .number(size)
                    font.value = .mapping(mapping)
                    font.paletteName = nil
                    return .font(font)
                }
                return .unknown("'\(short(call))'")
            case .image(var image):
                switch name {
                case "resizableImage":
                    guard case .insets(let insets)? = args.first?.value else { return .unknown("cap insets '\(short(call))'") }
                    image.capInsets = insets
                    if args.count > 1, case .member(let mode) = args[1].value {
                        image.resizingMode = mode
                    } else {
                        image.resizingMode = "tile"
                    }
                    return .image(image)
                case "withRenderingMode":
                    guard case .member(let mode)? = args.first?.value else { return .unknown("'\(short(call))'") }
                    image.renderingMode = ["alwaysTemplate": "template", "alwaysOriginal": "original"][mode] ?? mode
                    return .image(image)
                case "imageFlippedForRightToLeftLayoutDirection":
                    image.flipsForRightToLeft = true
                    return .image(image)
                case "withAlignmentRectInsets", "withBaselineOffset":
                    return .unknown("'\(name)' on an image (alignment insets are not part of a theme)")
                default:
                    return .unknown("'\(short(call))'")
                }
            default:
                if let value = callFunction(named: name, arguments: args, call: call) { return value }
                return .unknown("'\(short(call))'")
            }
        }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if environment.lookup(name) == nil, let value = ownMethod(named: name, arguments: args, call: call) { return value }
            if name.hasPrefix("appearance"), let type = environment.type, environment.lookup(name) == nil {
                return proxy(type: type, arguments: args, call: call)
            }
            if environment.lookup(name) == nil, let value = callFunction(named: name, arguments: args, call: call) { return value }
            if name.first?.isUppercase == true { return construct(name, args, labels, call) }
        }
        return .unknown("'\(short(call))'")
    }

    /// `.name(…)` with no base: a function of the files, or `.init(red: 80, green: 46, blue: 194)`
    /// where a colour is set (the app's UIColor initialiser).
    private func implicitMemberCall(
        _ name: String, _ args: [(label: String?, value: SwiftValue, node: ExprSyntax)], _ labels: [String],
        _ call: FunctionCallExprSyntax
    ) -> SwiftValue {
        if let value = callFunction(named: name, arguments: args, call: call) { return value }
        let colourLabels: Set<String> = ["red", "hex", "hexString", "rgb", "netHex", "displayP3Red", "white"]
        if name == "init", let first = labels.first, colourLabels.contains(first) { return appColor("UIColor", args, labels, call) }
        return .unknown("'\(short(call))'")
    }

    /// `UINavigationBar.appearance()`, `appearance(whenContainedInInstancesOf:)`, `appearance(for:)`.
    private func proxy(type: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], call: FunctionCallExprSyntax)
        -> SwiftValue
    {
        let kind: AppearanceTarget.Kind
        switch type {
        case "UINavigationBar": kind = .navigationBar
        case "UIToolbar": kind = .toolbar
        case "UIBarButtonItem": kind = .barButtonItem
        case "UITabBar": kind = .tabBar
        case "UITabBarItem": kind = .tabBarItem
        default: kind = .other(type)
        }
        var target = AppearanceTarget(kind: kind)
        for argument in args {
            switch (argument.label, argument.value) {
            case ("whenContainedInInstancesOf", .classList(let classes)): target.containedIn = classes
            case ("for", .traits(let traits)): target.traits = traits
            default: return .unknown("the appearance proxy '\(short(call))'")
            }
        }
        return .target(target)
    }

    /// A bare or `self.` call of a method the type being read declares (`appearance()` in an app
    /// delegate that has one): that method, resolved by what it calls, not by its name (a bare
    /// `appearance()` is UIKit's proxy only in a bar class's own code). Nil when the type has none.
    private func ownMethod(
        named name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)], call: FunctionCallExprSyntax
    ) -> SwiftValue? {
        guard let type = environment.type, index.functions[name]?.contains(where: { $0.enclosingType == type }) == true else { return nil }
        return callFunction(named: name, arguments: args, call: call, declaredIn: type)
    }

    /// Calls a function or computed property from the files with the given arguments, returning its
    /// result. Of several functions of that name, one declared in the type being read is preferred
    /// (`declaredIn` keeps only that type's).
    func callFunction(
        named name: String, arguments args: [(label: String?, value: SwiftValue, node: ExprSyntax)],
        call: FunctionCallExprSyntax, selfValue: SwiftValue? = nil, declaredIn: String? = nil
    ) -> SwiftValue? {
        let type = declaredIn ?? environment.type
        let all = (index.functions[name] ?? []).filter { declaredIn == nil || $0.enclosingType == declaredIn }
        let sameType = all.filter { $0.enclosingType == type && type != nil }
        let ordered = sameType + all.filter { !($0.enclosingType == type && type != nil) }
        var bound: [(name: String, value: SwiftValue)]?
        guard
            let function = ordered.first(where: {
                bound = bind(args, to: $0.parameters); return bound != nil
            })
                ?? ordered.first(where: { $0.parameters.count == args.count })
        else { return nil }
        let values = bound ?? zip(function.parameters, args).map { ($0.name, $1.value) }
        guard environment.callDepth < 12 else { return .unknown("'\(name)' calls itself too deeply") }
        let key = SwiftEnvironment.functionKey(function)
        guard !environment.callStack.contains(key) else { return .unknown("'\(name)', which calls itself") }
        environment.callDepth += 1
        environment.callStack.append(key)
        defer { environment.callStack.removeLast() }
        environment.executedFunctions.insert(key)
        environment.unreadableReturn = nil
        var scope = Dictionary(values.map { ($0.name, $0.value) }, uniquingKeysWith: { a, _ in a })
        if let selfValue { scope["self"] = selfValue }
        let saved = environment.enter(file: function.file, type: function.enclosingType, scope: scope)
        var result = execute(function.body)
        if function.name == "init", result == nil { result = environment.lookup(Self.initialisedSelf) }
        environment.frame = saved
        environment.callDepth -= 1
        if result == nil, let why = environment.unreadableReturn { return .unknown("'\(name)(…)' gives \(why)") }
        return result ?? .unknown("'\(name)()', which returns nothing readable")
    }

    /// The parameters' values for a call's arguments, as Swift matches them: each argument goes to
    /// the next parameter with its label, and a parameter passed over (or after the last argument)
    /// takes its default value (`oled: UIColor? = nil`). Nil when the call does not fit.
    private func bind(
        _ args: [(label: String?, value: SwiftValue, node: ExprSyntax)],
        to parameters: [(label: String?, name: String, type: String, defaultValue: ExprSyntax?)]
    ) -> [(name: String, value: SwiftValue)]? {
        var next = 0
        var values: [(name: String, value: SwiftValue)] = []
        for parameter in parameters {
            if next < args.count, args[next].label == parameter.label {
                values.append((parameter.name, args[next].value))
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                values.append((parameter.name, evaluate(defaultValue)))
            } else {
                return nil
            }
        }
        return next == args.count ? values : nil
    }

    /// The name an initialiser's `self.init(…)` result is bound to while the initialiser is read.
    static let initialisedSelf = "self.init"

    /// `{ … }()`: runs the closure's statements and returns what it returns.
    func callClosure(_ closure: ClosureExprSyntax) -> SwiftValue {
        environment.pushScope([:])
        let result = execute(closure.statements)
        environment.popScope()
        return result ?? .unknown("a closure that returns nothing readable")
    }

    /// `Type(…)` for the UIKit and Foundation types bar appearance code builds.
    func construct(
        _ type: String, _ args: [(label: String?, value: SwiftValue, node: ExprSyntax)], _ labels: [String],
        _ call: FunctionCallExprSyntax
    ) -> SwiftValue {
        func number(_ label: String) -> Double? { args.first { $0.label == label }?.value.number }
        switch type {
        case "UIColor", "Color":
            if let closure = call.trailingClosure, args.isEmpty { return dynamicColor(closure) }
            if labels == ["dynamicProvider"], let closure = args[0].node.as(ClosureExprSyntax.self) { return dynamicColor(closure) }
            // `UIColor(Color.brand)` (iOS 14): the SwiftUI colour it wraps (Boxing Timer's tab bar appearance).
            if type == "UIColor", labels == ["_"], case .color = swiftUIColor(args[0].node) { return swiftUIColor(args[0].node) }
            return appColor(type, args, labels, call)
        case "UIFont":
            if labels == ["name", "size"], case .string(let name) = args[0].value, let size = args[1].value.number {
                return namedFont(name, size: size)
            }
            return .unknown("the font '\(short(call))'")
        case "UIImage":
            if args.isEmpty { return .image(ImportedImage(assetName: nil)) }
            if labels.first == "named" || labels.first == "imageLiteralResourceName", case .string(let name) = args[0].value {
                return .image(ImportedImage(assetName: name))
            }
            if labels.first == "systemName" {
                // Themes name SF Symbols only as bar button items' images (image: { systemName: }), and
                // the importer reads appearance calls, not items (docs/UIKIT.md §10.13).
                return .unknown(
                    "an SF Symbol (\(short(call))): BarTheme takes symbols only as a bar button item's image, image: { systemName: NAME }")
            }
            return .unknown("the image '\(short(call))'")
        case "NSShadow": return .object(recorder.objects.add(.shadow))
        case "UINavigationBarAppearance", "UIToolbarAppearance", "UITabBarAppearance":
            let kind: ObjectKind =
                ["UIToolbarAppearance": .toolbarAppearance, "UITabBarAppearance": .tabBarAppearance][type] ?? .navigationBarAppearance
            if labels == ["barAppearance"], case .object(let source) = args[0].value {
                // From another kind of bar's appearance, only what every bar appearance has (background, shadow) is copied.
                var copied = recorder.objects.snapshot(source)
                for entry in copied.entries where !kind.themeObject.accepts(entry.key) { copied[entry.key] = nil }
                return .object(recorder.objects.add(kind, copied))
            }
            guard args.isEmpty || labels == ["idiom"] else { return .unknown("'\(short(call))'") }
            return .object(recorder.objects.add(kind))
        case "UIBarButtonItemAppearance":
            guard args.isEmpty || labels == ["style"] else { return .unknown("'\(short(call))'") }
            return .object(recorder.objects.add(.buttonAppearance))
        case "UITabBarItemAppearance":
            // `UITabBarItemAppearance(style: .stacked)`: the style only picks UIKit's defaults, which a theme leaves unset.
            guard args.isEmpty || labels == ["style"] else { return .unknown("'\(short(call))'") }
            return .object(recorder.objects.add(.tabBarItemAppearance))
        case "UIBlurEffect":
            if labels == ["style"], case .member(let style) = args[0].value { return .blur(style) }
            return .unknown("'\(short(call))'")
        case "UIOffset":
            if let x = number("horizontal"), let y = number("vertical") { return .offset(x, y) }
        case "CGSize":
            if let x = number("width"), let y = number("height") { return .offset(x, y) }
        case "CGPoint":
            if let x = number("x"), let y = number("y") { return .offset(x, y) }
        case "UIEdgeInsets":
            if let top = number("top"), let left = number("left"), let bottom = number("bottom"), let right = number("right") {
                return .insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
            }
        case "CGFloat", "Double", "Float", "Int":
            if args.count == 1, let value = args[0].value.number { return .number(value) }
        case "UITraitCollection":
            // `UITraitCollection(traitsFrom: [a, b])`: every trait of each, the later winning.
            if args.count == 1, args[0].label == "traitsFrom", let array = args[0].node.as(ArrayExprSyntax.self) {
                var traits = DraftMapping()
                for element in array.elements {
                    guard case .traits(let each) = evaluate(element.expression) else { return .unknown("'\(short(call))'") }
                    for entry in each.entries { traits[entry.key] = entry.value }
                }
                return traits.isEmpty ? .unknown("'\(short(call))'") : .traits(traits)
            }
            // userInterfaceIdiom: the theme format has phone and pad (docs/THEME-FORMAT.md "Traits").
            guard args.count == 1, let label = args[0].label, let key = UIKitPropertyKeys.traits[label],
                case .member(let value) = args[0].value, key != .userInterfaceIdiom || ["phone", "pad"].contains(value)
            else { break }
            var traits = DraftMapping()
            traits[key] = .scalar(value)
            return .traits(traits)
        default:
            if let value = callFunction(named: type, arguments: args, call: call) { return value }
        }
        return .unknown("'\(short(call))'")
    }

    /// The initialisers UIKit's `UIColor` has (what `color(fromArguments:)` reads as UIKit does).
    static let uikitColorLabels: Set<[String]> = [
        ["red", "green", "blue", "alpha"], ["white", "alpha"], ["hue", "saturation", "brightness", "alpha"],
        ["displayP3Red", "green", "blue", "alpha"], ["named"], ["cgColor"], ["ciColor"], ["patternImage"],
    ]

    /// `UIColor(hex: 0x502EC2)`, `UIColor(hexString: "#…")`, `UIColor(rgb:)`, `UIColor(red: 80, green: 46,
    /// blue: 194)`: the app's own initialiser. Its body is followed when the files given have it
    /// (`extension UIColor { convenience init(hex: Int) { self.init(red: …) } }`); otherwise the
    /// common forms are read, with a note naming the guess and how to make it certain.
    func appColor(
        _ type: String, _ args: [(label: String?, value: SwiftValue, node: ExprSyntax)], _ labels: [String],
        _ call: FunctionCallExprSyntax
    ) -> SwiftValue {
        if Self.uikitColorLabels.contains(labels) { return color(fromArguments: args, at: call) }
        var unreadableBody: String?
        if let own = index.functions["init"]?.first(where: {
            ($0.enclosingType == type || $0.enclosingType == "UI" + type) && $0.parameters.map { $0.label ?? "_" } == labels
        }) {
            let value = callFunction(named: "init", arguments: args, call: call, declaredIn: own.enclosingType)
            if case .color? = value { return value! }
            unreadableBody = value?.whyNotUsable ?? "it makes no colour"
        }
        let guessed = color(fromArguments: args, at: call)
        if case .color = guessed {
            let form = labels.contains("red") ? "channels 0-255" : "0xRRGGBB / \"#RRGGBB\""
            let why =
                unreadableBody.map { "its body in the files cannot be read without running it (\($0))" }
                ?? "not in the files given (pass the file of its extension to 'import swift' to follow its body)"
            note("'\(short(call))' is the app's own initialiser, \(why): read as the common form (\(form))", at: call)
        }
        return guessed
    }

    private func dynamicColor(_ closure: ClosureExprSyntax) -> SwiftValue {
        var scope: [String: SwiftValue] = [:]
        if let parameters = closure.signature?.parameterClause {
            switch parameters {
            case .simpleInput(let names): for name in names { scope[name.name.text] = .unknown("traits") }
            case .parameterClause(let clause): for parameter in clause.parameters { scope[parameter.firstName.text] = .unknown("traits") }
            }
        }
        environment.pushScope(scope)
        let result = execute(closure.statements)
        environment.popScope()
        switch result {
        case .color?, .unknown?: return result!
        default: return .unknown("a dynamic colour whose provider is not a light/dark choice")
        }
    }
}
