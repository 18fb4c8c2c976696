import BarTheme
import Foundation
import SwiftSyntax

/// Expressions: literals, arithmetic, names, member chains, calls of UIKit initialisers and of
/// helpers in the same files.
extension SwiftAppearanceInterpreter {
    func evaluate(_ expression: ExprSyntax) -> SwiftValue {
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            let text = literal.literal.text.replacingOccurrences(of: "_", with: "")
            if text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) { return .number(Double(value)) }
            return Double(text).map(SwiftValue.number) ?? .unknown("the number \(text)")
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            return Double(literal.literal.text.replacingOccurrences(of: "_", with: "")).map(SwiftValue.number) ?? .unknown("the number")
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.text == "true") }
        if expression.is(NilLiteralExprSyntax.self) { return .nilValue }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var text = ""
            for segment in literal.segments {
                guard let plain = segment.as(StringSegmentSyntax.self) else { return .unknown("a string with interpolation") }
                text += plain.content.text
            }
            return .string(text)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let value = evaluate(prefix.expression)
            if prefix.operator.text == "-", let number = value.number { return .number(-number) }
            if prefix.operator.text == "!", case .bool(let flag) = value { return .bool(!flag) }
            return .unknown("the operator \(prefix.operator.text)")
        }
        if let infix = expression.as(InfixOperatorExprSyntax.self) { return evaluateInfix(infix) }
        if let ternary = expression.as(TernaryExprSyntax.self) { return evaluateTernary(ternary) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return evaluate(only.expression)
        }
        if let wrapped = expression.as(ForceUnwrapExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(OptionalChainingExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(AsExprSyntax.self) { return evaluate(wrapped.expression) }
        if let wrapped = expression.as(TryExprSyntax.self) { return evaluate(wrapped.expression) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return evaluateName(reference.baseName.text, at: reference) }
        if let member = expression.as(MemberAccessExprSyntax.self) { return evaluateMember(member) }
        if let call = expression.as(FunctionCallExprSyntax.self) { return evaluateCall(call) }
        if let array = expression.as(ArrayExprSyntax.self) { return evaluateArray(array) }
        if let dictionary = expression.as(DictionaryExprSyntax.self) { return evaluateDictionary(dictionary) }
        if let macro = expression.as(MacroExpansionExprSyntax.self), macro.macroName.text == "colorLiteral" {
            return color(fromArguments: arguments(macro.arguments), at: macro)
        }
        if let closure = expression.as(ClosureExprSyntax.self) { return .unknown("a closure (\(short(closure)))") }
        return .unknown("'\(short(expression))'")
    }

    /// Source text of a node on one line, shortened for a message.
    func short(_ node: some SyntaxProtocol) -> String {
        let text = node.trimmedDescription.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
            separator: " ")
        return text.count > 80 ? String(text.prefix(77)) + "…" : text
    }

    func arguments(_ list: LabeledExprListSyntax) -> [(label: String?, value: SwiftValue, node: ExprSyntax)] {
        list.map { (label: $0.label?.text, value: evaluate($0.expression), node: $0.expression) }
    }

    private func evaluateInfix(_ infix: InfixOperatorExprSyntax) -> SwiftValue {
        guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return .unknown("'\(short(infix))'") }
        let left = evaluate(infix.leftOperand)
        if op == "??" {
            if case .unknown = left { return evaluate(infix.rightOperand) }
            if case .nilValue = left { return evaluate(infix.rightOperand) }
            return left
        }
        let right = evaluate(infix.rightOperand)
        if let a = left.number, let b = right.number {
            switch op {
            case "+": return .number(a + b)
            case "-": return .number(a - b)
            case "*": return .number(a * b)
            case "/": return b == 0 ? .unknown("a division by zero") : .number(a / b)
            case "&": return .number(Double(UInt64(a) & UInt64(b)))
            case ">>": return .number(Double(UInt64(a) >> UInt64(b)))
            default: break
            }
        }
        return .unknown("'\(short(infix))'")
    }

    /// `traits.userInterfaceStyle == .dark ? A : B` (a dynamic colour's provider) becomes `{ light: B, dark: A }`.
    private func evaluateTernary(_ ternary: TernaryExprSyntax) -> SwiftValue {
        if let condition = ternary.condition.as(InfixOperatorExprSyntax.self),
            let op = condition.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
            condition.leftOperand.trimmedDescription.hasSuffix("userInterfaceStyle"),
            case .member(let style) = evaluate(condition.rightOperand), style == "dark" || style == "light"
        {
            let darkFirst = (style == "dark") == (op == "==")
            let first = implicitColor(evaluate(ternary.thenExpression)), second = implicitColor(evaluate(ternary.elseExpression))
            guard case .color(let a) = first, case .color(let b) = second else {
                return .unknown("a dynamic colour whose parts are not readable")
            }
            let (dark, light) = darkFirst ? (a, b) : (b, a)
            var mapping = DraftMapping()
            mapping[.light] = colorText(light)
            mapping[.dark] = colorText(dark)
            return .color(ImportedColor(value: .mapping(mapping), rgba: nil, paletteName: nil))
        }
        if let choice = traitChoice(ternary) { return choice }
        if case .bool(let flag) = evaluate(ternary.condition) {
            return evaluate(flag ? ternary.thenExpression : ternary.elseExpression)
        }
        // `isOledMode ? (oled ?? dark) : dark` with `oled` nil: whichever runs, the same colour.
        if case .color(let a) = implicitColor(evaluate(ternary.thenExpression)),
            case .color(let b) = implicitColor(evaluate(ternary.elseExpression)), a.value == b.value
        {
            return .color(a)
        }
        return .unknown("a value chosen at run time ('\(short(ternary.condition))')")
    }

    /// The traits a theme's scenes show unless a scope says otherwise (iPhone, portrait): the
    /// value of each trait a dynamic colour's provider may test other than its appearance.
    static let defaultTraits: [String: String] = [
        "horizontalSizeClass": "compact", "verticalSizeClass": "regular", "userInterfaceIdiom": "phone",
        "layoutDirection": "leftToRight", "userInterfaceLevel": "base", "legibilityWeight": "regular", "displayGamut": "P3",
        "activeAppearance": "active",
    ]

    /// A provider's other trait tests: `accessibilityContrast == .high ? A : B` becomes
    /// `{ light: B, dark: B, lightHighContrast: A, darkHighContrast: A }` (the theme's Increase
    /// Contrast colours); a size class, idiom, layout direction or level test takes the branch of
    /// the default traits (`defaultTraits`), with a note naming the choice.
    private func traitChoice(_ ternary: TernaryExprSyntax) -> SwiftValue? {
        guard let condition = ternary.condition.as(InfixOperatorExprSyntax.self),
            let op = condition.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
            let trait = condition.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            case .member(let value) = evaluate(condition.rightOperand)
        else { return nil }
        if trait == "accessibilityContrast", value == "high" || value == "normal" {
            let highFirst = (value == "high") == (op == "==")
            guard case .color(let a) = implicitColor(evaluate(ternary.thenExpression)),
                case .color(let b) = implicitColor(evaluate(ternary.elseExpression)), case .scalar = a.value, case .scalar = b.value
            else { return .unknown("a high-contrast colour whose parts are not single colours") }
            var mapping = DraftMapping()
            let normalText = (highFirst ? b : a).value, highText = (highFirst ? a : b).value
            mapping[.light] = normalText
            mapping[.dark] = normalText
            mapping[.lightHighContrast] = highText
            mapping[.darkHighContrast] = highText
            return .color(ImportedColor(value: .mapping(mapping), rgba: nil, paletteName: nil))
        }
        guard let current = Self.defaultTraits[trait] else { return nil }
        let holds = (current == value) == (op == "==")
        note(
            "a colour that depends on \(trait) ('\(short(condition))'): imported as on an iPhone in portrait (\(trait) \(current)); "
                + "add a 'when: traits' scope for the other value", at: ternary)
        return implicitColor(evaluate(holds ? ternary.thenExpression : ternary.elseExpression))
    }

    /// A colour's theme text, without palette naming (inside a `{ light, dark }` pair).
    func colorText(_ color: ImportedColor) -> DraftValue {
        if case .mapping(let mapping) = color.value, let light = mapping[.light], let dark = mapping[.dark] {
            var copy = DraftMapping()
            copy[.light] = light
            copy[.dark] = dark
            return .mapping(copy)
        }
        return color.value
    }

    private func evaluateArray(_ array: ArrayExprSyntax) -> SwiftValue {
        var classes: [String] = []
        for element in array.elements {
            guard let member = element.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                let base = member.base
            else { return .unknown("an array ('\(short(array))')") }
            classes.append(base.trimmedDescription)
        }
        return .classList(classes)
    }

    func evaluateName(_ name: String, at node: some SyntaxProtocol) -> SwiftValue {
        if let local = environment.lookup(name) { return local }
        if name == "self" || name == "Self" { return .typeName("Self") }
        if name == "navigationItem" { return .target(AppearanceTarget(kind: .navigationItem, isInstance: true)) }
        if let value = readProperty(name) { return value }
        // A bare `navigationBar` / `toolbar` that the files do not declare: `self.navigationBar` of a
        // UINavigationController subclass, the bar it shows (the preview scene's own bar).
        if name == "navigationBar" || name == "toolbar" {
            return .target(AppearanceTarget(kind: name == "toolbar" ? .toolbar : .navigationBar, isInstance: true))
        }
        // `tabBar` in a UITabBarController subclass: the tab bar it shows (the preview tab bar scene's own bar).
        if name == "tabBar" { return .target(AppearanceTarget(kind: .tabBar, isInstance: true)) }
        if name.first?.isUppercase == true { return .typeName(name) }
        return .unknown("'\(name)', which is not a constant in the files read")
    }

    /// A property declared in the files (global, static or instance), computed once: its initialiser,
    /// an immediately called closure, or a computed getter.
    func readProperty(_ name: String, in type: String? = nil) -> SwiftValue? {
        let key = type.map { "\($0).\(name)" } ?? name
        if let cached = properties.value(key) { return cached }
        let property: SwiftSourceIndex.Property
        if let type, let qualified = index.property(qualified: "\(type).\(name)") {
            property = qualified
        } else if let candidates = index.properties[name], candidates.count == 1, let only = candidates.first {
            property = only
        } else {
            return nil
        }
        guard properties.begin(key) else { return nil }
        let name = key
        let saved = environment.enter(file: property.file, type: environment.type, scope: [:])
        defer { environment.frame = saved }
        var value: SwiftValue
        if let initializer = property.binding.initializer?.value {
            value = evaluate(initializer)
        } else if let accessors = property.binding.accessorBlock {
            switch accessors.accessors {
            case .getter(let body): value = execute(body) ?? .unknown("the computed property '\(name)'")
            case .accessors(let list):
                if let getter = list.first(where: { $0.accessorSpecifier.text == "get" }), let body = getter.body {
                    value = execute(body.statements) ?? .unknown("the computed property '\(name)'")
                } else {
                    value = .unknown("the property '\(name)'")
                }
            }
        } else {
            value = .unknown("the property '\(name)', set at run time")
        }
        value = named(value, property.name)
        properties.finish(name, value)
        return value
    }

    /// Gives a colour or font the name it was bound to (the source's palette name), unless it has one.
    func named(_ value: SwiftValue, _ name: String) -> SwiftValue {
        switch value {
        case .color(var color) where color.paletteName == nil:
            color.paletteName = name
            return .color(color)
        case .font(var font) where font.paletteName == nil:
            font.paletteName = name
            return .font(font)
        default: return value
        }
    }

    private func evaluateMember(_ member: MemberAccessExprSyntax) -> SwiftValue {
        let name = member.declName.baseName.text
        guard let baseExpression = member.base else { return .member(name) }
        let base = evaluate(baseExpression)
        switch base {
        case .typeName(let type):
            if type == "UIColor" || type == "Color" {
                if let value = readProperty(name), case .color = value { return value }
                if let color = uikitColor(named: name, at: Syntax(member)) { return color }
            }
            if name == "self" { return .typeName(type) }
            if type == "Self", name == "navigationItem" { return .target(AppearanceTarget(kind: .navigationItem, isInstance: true)) }
            if type == "Self", name == "tabBar", readProperty(name, in: environment.type) == nil {
                return .target(AppearanceTarget(kind: .tabBar, isInstance: true))
            }
            if let value = readProperty(name, in: type) { return value }
            if name.first?.isUppercase == true, !type.hasPrefix("UI"), !type.hasPrefix("NS") { return .typeName("\(type).\(name)") }
            if [
                "NSAttributedString.Key", "NSAttributedStringKey", "NSAttributedString", "UIBarMetrics", "UIBarPosition", "UIBarStyle",
                "UIImage.RenderingMode", "UIImage.ResizingMode", "UIFont.Weight", "UIBlurEffect.Style",
            ].contains(type) || type.hasPrefix("UI")
                || type.hasPrefix("NS")
            {
                return .member(name)
            }
            if type == "Key" || type == "Weight" || type == "Style" || type == "RenderingMode" { return .member(name) }
            return .unknown("'\(short(member))'")
        case .member(let outer):
            // `NSAttributedString.Key.font` parses as member of member.
            return outer.first?.isUppercase == true ? .member(name) : .unknown("'\(short(member))'")
        case .object(var reference):
            reference.path.append(name)
            return .object(reference)
        case .color(let color):
            if name == "cgColor" { return .color(color) }
            // A computed property the files add to UIColor (`UIColor.yellow.textAttribute`), read with `self` bound.
            return extensionProperty(name, of: "UIColor", on: base) ?? .unknown("'\(short(member))'")
        case .image(let image):
            if name == "imageFlippedForRightToLeftLayoutDirection" { return .image(image) }
            return .unknown("'\(short(member))'")
        case .string:
            // A computed property the files add to String (`"0366d6".color`), read with `self` bound.
            return extensionProperty(name, of: "String", on: base) ?? .unknown("'\(short(member))'")
        case .unknown:
            if ["navigationBar", "toolbar"].contains(name), baseExpression.trimmedDescription.contains("navigationController") {
                return .target(AppearanceTarget(kind: name == "toolbar" ? .toolbar : .navigationBar, isInstance: true))
            }
            if name == "tabBar", baseExpression.trimmedDescription.lowercased().contains("tabbarcontroller") {
                return .target(AppearanceTarget(kind: .tabBar, isInstance: true))
            }
            if let value = readProperty(name) { return value }
            return base
        default:
            if let value = readProperty(name) { return value }
            return .unknown("'\(short(member))'")
        }
    }

    /// A computed property the files add to a type in an extension, read with `self` bound to the value; nil when none.
    private func extensionProperty(_ name: String, of type: String, on value: SwiftValue) -> SwiftValue? {
        guard let property = index.qualifiedProperties["\(type).\(name)"],
            case .getter(let body)? = property.binding.accessorBlock?.accessors
        else { return nil }
        let saved = environment.enter(file: property.file, type: environment.type, scope: ["self": value])
        defer { environment.frame = saved }
        return execute(body)
    }
}
