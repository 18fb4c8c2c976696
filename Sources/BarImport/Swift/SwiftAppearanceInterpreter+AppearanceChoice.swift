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

    /// Whether `statements` only give a value: one `return` or one expression that sets nothing.
    /// Only such a branch is read as one appearance's value, since reading a branch runs it: a
    /// branch that sets bar appearance (`if style == .dark { bar.barTintColor = .black }`) is a
    /// choice made at run time and stays unread (a note), as before.
    func onlyGivesAValue(_ statements: CodeBlockItemListSyntax) -> Bool {
        guard statements.count == 1, let item = statements.first?.item else { return false }
        switch item {
        case .stmt(let statement):
            if statement.is(ReturnStmtSyntax.self) { return true }
            guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else { return false }
            return givesAValue(expression)
        case .expr(let expression): return givesAValue(expression)
        case .decl: return false
        }
    }

    /// A value, not an action: no assignment, `if` or `switch`, and a call only when it builds a
    /// value (`UIColor(white: 0, alpha: 1)`, `.init(…)`), not when it may set something (`apply()`).
    private func givesAValue(_ expression: ExprSyntax) -> Bool {
        if expression.is(IfExprSyntax.self) || expression.is(SwitchExprSyntax.self) { return false }
        if expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) == true { return false }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            return callee.first?.isUppercase == true || callee.hasPrefix(".")
        }
        return true
    }

    /// `statements` read in a scope of their own.
    func executeScoped(_ statements: CodeBlockItemListSyntax) -> SwiftValue? {
        environment.pushScope([:])
        defer { environment.popScope() }
        return execute(statements)
    }

    /// `if <appearance test> { return A }` at `offset` in `statements`: the branch gives one
    /// appearance's value, the `else` (or, with none, the statements after the `if`) the other's.
    /// Nil when the condition is no appearance test or a branch does more than give a value (then
    /// the `if` is read as any other).
    func appearanceIf(_ branch: IfExprSyntax, at offset: Int, in statements: CodeBlockItemListSyntax) -> SwiftValue? {
        guard branch.conditions.count == 1, case .expression(let condition) = branch.conditions.first?.condition,
            onlyGivesAValue(branch.body.statements), let holdsInDark = appearanceTest(condition)
        else { return nil }
        if case .codeBlock(let block)? = branch.elseBody, !onlyGivesAValue(block.statements) { return nil }
        guard let taken = executeScoped(branch.body.statements) else { return nil }
        let other: SwiftValue?
        switch branch.elseBody {
        case .codeBlock(let block)?:
            other = executeScoped(block.statements)
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
            onlyGivesAValue(guarded.body.statements), let holdsInDark = appearanceTest(condition),
            let failed = executeScoped(guarded.body.statements)
        else { return nil }
        let passed = execute(statements, from: offset + 1)
        return holdsInDark ? appearanceColor(dark: passed, light: failed) : appearanceColor(dark: failed, light: passed)
    }

    /// `switch traits.userInterfaceStyle { case .dark: … case .light: … default: … }`: the `.dark`
    /// case's value for dark mode, the `.light` case's (else `default`'s, or `.unspecified`'s) for
    /// light mode. Nil when the subject is not the interface style.
    func appearanceSwitch(_ choice: SwitchExprSyntax) -> SwiftValue? {
        guard choice.subject.trimmedDescription.hasSuffix("userInterfaceStyle"),
            choice.cases.allSatisfy({ element in
                if case .switchCase(let switchCase) = element { return onlyGivesAValue(switchCase.statements) }
                return false
            })
        else { return nil }
        var values: [String: SwiftValue] = [:]
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            let value = executeScoped(switchCase.statements) ?? .unknown("'\(short(switchCase.label))' gives no value")
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
