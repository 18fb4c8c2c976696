import BarTheme
import SwiftSyntax

/// Statements: bindings, assignments, calls, `if #available` / `if let` branches, `return`.
extension SwiftAppearanceInterpreter {
    /// Runs statements in order; returns the value of the first `return` reached (nil if none).
    func execute(_ statements: CodeBlockItemListSyntax) -> SwiftValue? {
        for item in statements {
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) { declare(variable) }
            case .stmt(let statement):
                if let result = executeStatement(statement) { return result }
            case .expr(let expression):
                if let result = executeExpression(expression) { return result }
            }
        }
        // A closure or getter whose body is a single expression returns it implicitly.
        if statements.count == 1, case .expr(let expression)? = statements.first?.item,
            !expression.is(IfExprSyntax.self), !isAssignment(expression)
        {
            let value = evaluate(expression)
            if case .unknown = value { return nil }
            return value
        }
        return nil
    }

    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) == true
    }

    private func declare(_ variable: VariableDeclSyntax) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                bind(name, named(evaluate(value), name))
            } else if case .getter(let body)? = binding.accessorBlock?.accessors {
                bind(name, named(execute(body) ?? .unknown("the computed value '\(name)'"), name))
            } else {
                bind(name, .unknown("'\(name)', set later at run time"))
            }
        }
    }

    private func executeStatement(_ statement: StmtSyntax) -> SwiftValue? {
        if let expression = statement.as(ExpressionStmtSyntax.self) { return executeExpression(expression.expression) }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map(evaluate) ?? .unknown("nothing")
        }
        if let block = statement.as(DoStmtSyntax.self) {
            scopesOfNames.append([:])
            defer { scopesOfNames.removeLast() }
            return execute(block.body.statements)
        }
        if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self) || statement.is(GuardStmtSyntax.self) {
            if mentionsBarAppearance(statement) {
                note("a loop or guard that sets bar appearance (\(short(statement))) is not read; write its effect out", at: statement)
            }
        }
        return nil
    }

    private func executeExpression(_ expression: ExprSyntax) -> SwiftValue? {
        if let branch = expression.as(IfExprSyntax.self) { return executeIf(branch) }
        if let infix = expression.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            assign(infix.leftOperand, evaluateForAssignment(infix.rightOperand), value: infix.rightOperand, at: infix)
            return nil
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            executeCall(call)
            return nil
        }
        if expression.is(SwitchExprSyntax.self), mentionsBarAppearance(expression) {
            note("a switch that sets bar appearance is not read (its case is chosen at run time); write its effect out", at: expression)
        }
        return nil
    }

    private func evaluateForAssignment(_ expression: ExprSyntax) -> SwiftValue { evaluate(expression) }

    /// `if #available(…)` runs its body (the newer branch, read last so it wins) after its `else`;
    /// `if #unavailable` the other way round; `if let x = value` binds a readable value and runs the
    /// body; any other condition is only known at run time, so neither branch is read (noted).
    private func executeIf(_ branch: IfExprSyntax) -> SwiftValue? {
        var bindings: [String: SwiftValue] = [:]
        var availability: Bool?
        for element in branch.conditions {
            switch element.condition {
            case .availability(let condition):
                availability = condition.availabilityKeyword.text == "#available"
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return unreadable(branch) }
                let value = binding.initializer.map { evaluate($0.value) } ?? lookup(name) ?? .unknown(name)
                if case .unknown = value { return unreadable(branch) }
                if case .nilValue = value { return unreadable(branch) }
                bindings[name] = named(value, name)
            default:
                if case .expression(let condition) = element.condition, case .bool(let flag) = evaluate(condition) {
                    if !flag { return runElse(branch) }
                    continue
                }
                return unreadable(branch)
            }
        }
        if let availability {
            if availability {
                if let result = runElse(branch) { return result }
            }
            scopesOfNames.append(bindings)
            let result = execute(branch.body.statements)
            scopesOfNames.removeLast()
            if result != nil { return result }
            if !availability { return runElse(branch) }
            return nil
        }
        scopesOfNames.append(bindings)
        defer { scopesOfNames.removeLast() }
        return execute(branch.body.statements)
    }

    private func runElse(_ branch: IfExprSyntax) -> SwiftValue? {
        switch branch.elseBody {
        case .ifExpr(let next)?: return executeIf(next)
        case .codeBlock(let block)?:
            scopesOfNames.append([:])
            defer { scopesOfNames.removeLast() }
            return execute(block.statements)
        case nil: return nil
        }
    }

    private func unreadable(_ branch: IfExprSyntax) -> SwiftValue? {
        if mentionsBarAppearance(branch) {
            note("the condition '\(short(branch.conditions))' is only known at run time, so neither branch was imported", at: branch)
        }
        return nil
    }

    /// Whether code sets something a theme could hold (so skipping it deserves a note).
    func mentionsBarAppearance(_ node: some SyntaxProtocol) -> Bool {
        let text = node.description
        return [
            "appearance", "barTintColor", "titleTextAttributes", "BackgroundImage", "shadowImage", "backIndicator", "isTranslucent",
            "barStyle", "tintColor", "prefersLargeTitles",
        ].contains { text.contains($0) }
    }

    /// A call used as a statement: a setter method on a proxy or object, a helper function, or a
    /// call whose closures hold appearance code.
    private func executeCall(_ call: FunctionCallExprSyntax) {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let baseExpression = member.base {
            let base = evaluate(baseExpression)
            let name = member.declName.baseName.text
            switch base {
            case .target(let target):
                // A method the files add to the bar class (`extension UINavigationBar { func style() … }`), read with `self` bound.
                if !barSetterMethods.contains(name),
                    callFunction(named: name, arguments: arguments(call.arguments), call: call, selfValue: base) != nil
                {
                    return
                }
                applyMethod(name, arguments: arguments(call.arguments), to: target, call: call)
                return
            case .object(let reference):
                applyObjectMethod(name, arguments: arguments(call.arguments), to: reference, call: call)
                return
            case .typeName:
                break
            case .unknown:
                if barSetterMethods.contains(name) {
                    note(
                        "'\(short(call))' is called on \(describe(base)), not an appearance proxy or object this importer can follow",
                        at: call)
                    return
                }
            default:
                break
            }
        }
        // `setBackgroundImage(…)` inside such a method: implicit `self`.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), case .target(let target)? = lookup("self"),
            barSetterMethods.contains(reference.baseName.text)
        {
            applyMethod(reference.baseName.text, arguments: arguments(call.arguments), to: target, call: call)
            return
        }
        let value = evaluateCall(call)
        if case .unknown = value {
            for closure in [call.trailingClosure].compactMap({ $0 })
                + call.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
            {
                scopesOfNames.append([:])
                _ = execute(closure.statements)
                scopesOfNames.removeLast()
            }
        }
    }

    /// Why a value could not be used, for a note.
    func describe(_ value: SwiftValue) -> String {
        switch value {
        case .unknown(let why): return why
        case .member(let name): return "'.\(name)' is not a value this importer knows here"
        case .nilValue: return "nil"
        case .number(let n): return "the number \(YAMLScalar.number(n)) is not the kind of value expected here"
        case .string(let text): return "the text \"\(text)\" is not the kind of value expected here"
        case .target: return "an appearance proxy or bar is not the kind of value expected here"
        default: return "a value of another kind than expected here"
        }
    }

    var barSetterMethods: Set<String> {
        [
            "setBackgroundImage", "setShadowImage", "setTitleVerticalPositionAdjustment", "setTitleTextAttributes", "setBackIndicatorImage",
            "configureWithOpaqueBackground", "configureWithTransparentBackground", "configureWithDefaultBackground",
            "setBackButtonBackgroundImage", "setBackButtonTitlePositionAdjustment", "setTitlePositionAdjustment",
        ]
    }
}
