import SwiftSyntax

/// A dynamic colour's provider written with statements rather than a ternary: the forms apps write
/// (`if traits.userInterfaceStyle == .dark { return A }` then `return B`, or with an `else`;
/// `guard traits.userInterfaceStyle == .dark else { return B }`; `switch traits.userInterfaceStyle
/// { case .dark: … default: … }`) become `{ light: B, dark: A }`, as the ternary does
/// (`evaluateTernary`). Either side unreadable makes the whole colour unreadable (a TODO naming
/// why), never the other side's colour alone: a provider read as its light branch only would give
/// the theme a dark mode the app does not have (docs/IMPORT.md, "Dynamic colours").
extension SwiftAppearanceInterpreter {
    /// Whether `condition` tests the interface style: `true` when it holds in dark mode
    /// (`traits.userInterfaceStyle == .dark`, `!= .light`, in parentheses or not), `false` when it
    /// holds in light mode, nil for any other condition.
    func appearanceTest(_ condition: ExprSyntax) -> Bool? {
        var expression = condition
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            expression = only.expression
        }
        guard let test = expression.as(InfixOperatorExprSyntax.self),
            let op = test.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "==" || op == "!=",
            test.leftOperand.trimmedDescription.hasSuffix("userInterfaceStyle"),
            case .member(let style) = evaluate(test.rightOperand), style == "dark" || style == "light"
        else { return nil }
        return (style == "dark") == (op == "==")
    }

    /// The one colour a provider gives in each appearance: `{ light:, dark: }`, or unreadable with
    /// the reason when either side is not a colour.
    func appearanceColor(dark: SwiftValue?, light: SwiftValue?) -> SwiftValue {
        let sides = [("dark", dark), ("light", light)].map { side, value in (side, value.map { implicitColor($0) }) }
        var colors: [ImportedColor] = []
        for (side, value) in sides {
            switch value {
            case .color(let color)?: colors.append(color)
            case .unknown(let why)?: return .unknown("a dynamic colour whose \(side) colour is not readable (\(why))")
            default: return .unknown("a dynamic colour whose \(side) colour is not readable")
            }
        }
        var mapping = DraftMapping()
        mapping[.light] = colorText(colors[1])
        mapping[.dark] = colorText(colors[0])
        return .color(ImportedColor(value: .mapping(mapping), rgba: nil, paletteName: nil))
    }

    /// `if <appearance test> { … return A }` at `offset` in `statements`: the branch gives one
    /// appearance's value, the `else` (or, with none, the statements after the `if`) the other's.
    /// Nil when the condition is no appearance test or the branch returns nothing (then the `if`
    /// is read as any other).
    func appearanceIf(_ branch: IfExprSyntax, at offset: Int, in statements: CodeBlockItemListSyntax) -> SwiftValue? {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
            let holdsInDark = appearanceTest(condition)
        else { return nil }
        environment.pushScope([:])
        let taken = execute(branch.body.statements)
        environment.popScope()
        guard let taken else { return nil }
        let other: SwiftValue?
        switch branch.elseBody {
        case .codeBlock(let block)?:
            environment.pushScope([:])
            other = execute(block.statements)
            environment.popScope()
        case .ifExpr(let next)?:
            other = appearanceIf(next, at: 0, in: []) ?? .unknown("'\(short(next.conditions))', chosen at run time")
        case nil:
            other = execute(statements, from: offset + 1)
        }
        return holdsInDark ? appearanceColor(dark: taken, light: other) : appearanceColor(dark: other, light: taken)
    }

    /// `guard <appearance test> else { return B }` at `offset`: the `else` gives the other
    /// appearance's value, the statements after the guard the tested one's.
    func appearanceGuard(_ guarded: GuardStmtSyntax, at offset: Int, in statements: CodeBlockItemListSyntax) -> SwiftValue? {
        guard guarded.conditions.count == 1, case .expression(let condition) = guarded.conditions.first?.condition,
            let holdsInDark = appearanceTest(condition)
        else { return nil }
        environment.pushScope([:])
        let failed = execute(guarded.body.statements)
        environment.popScope()
        guard let failed else { return nil }
        let passed = execute(statements, from: offset + 1)
        return holdsInDark ? appearanceColor(dark: passed, light: failed) : appearanceColor(dark: failed, light: passed)
    }

    /// `switch traits.userInterfaceStyle { case .dark: … case .light: … default: … }`: the `.dark`
    /// case's value for dark mode, the `.light` case's (else `default`'s, or `.unspecified`'s) for
    /// light mode. Nil when the subject is not the interface style.
    func appearanceSwitch(_ choice: SwitchExprSyntax) -> SwiftValue? {
        guard choice.subject.trimmedDescription.hasSuffix("userInterfaceStyle") else { return nil }
        var values: [String: SwiftValue] = [:]
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            environment.pushScope([:])
            let value = execute(switchCase.statements) ?? .unknown("'\(short(switchCase.label))' gives no value")
            environment.popScope()
            switch switchCase.label {
            case .default: values["default"] = value
            case .case(let label):
                for item in label.caseItems {
                    let pattern = item.pattern.as(ExpressionPatternSyntax.self)?.expression
                    if let pattern, case .member(let style) = evaluate(pattern) { values[style] = value }
                }
            }
        }
        let dark = values["dark"] ?? values["default"]
        let light = values["light"] ?? values["default"] ?? values["unspecified"]
        return appearanceColor(dark: dark, light: light)
    }
}
