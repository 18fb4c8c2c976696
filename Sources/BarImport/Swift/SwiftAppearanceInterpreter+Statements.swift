import BarTheme
import SwiftSyntax

/// Statements: bindings, assignments, calls, `if #available` / `if let` branches, `return`.
extension SwiftAppearanceInterpreter {
    /// Runs statements in order; returns the value of the first `return` reached (nil if none).
    func execute(_ statements: CodeBlockItemListSyntax, from start: Int = 0) -> SwiftValue? {
        for (offset, item) in statements.enumerated() where offset >= start {
            recorder.statementStack.append(span(of: item))
            defer { recorder.statementStack.removeLast() }
            if let choice = appearanceChoice(item, at: offset, in: statements) { return choice }
            switch item.item {
            case .decl(let declaration):
                if let variable = declaration.as(VariableDeclSyntax.self) {
                    declare(variable, isAppearanceStatement: AppearanceStatementFinder.isAppearanceStatement(item, barNames: []))
                } else if let conditional = declaration.as(IfConfigDeclSyntax.self) {
                    if let result = executeIfConfig(conditional) { return result }
                }
            case .stmt(let statement):
                if let result = executeStatement(statement) { return result }
            case .expr(let expression):
                if let result = executeExpression(expression) { return result }
            }
        }
        // A closure or getter whose body is a single expression returns it implicitly.
        if start == 0, statements.count == 1, case .expr(let expression)? = statements.first?.item,
            !expression.is(IfExprSyntax.self), !isAssignment(expression)
        {
            let value = evaluate(expression)
            if case .unknown(let why) = value {
                environment.unreadableReturn = why
                return nil
            }
            return value
        }
        return nil
    }

    /// A statement that chooses a value by the interface style (`appearanceIf`, `appearanceGuard`,
    /// `appearanceSwitch`): the dynamic colour it gives, or nil for any other statement.
    private func appearanceChoice(_ item: CodeBlockItemSyntax, at offset: Int, in statements: CodeBlockItemListSyntax) -> SwiftValue? {
        var expression: ExprSyntax?
        switch item.item {
        case .expr(let value): expression = value
        case .stmt(let statement):
            if let guarded = statement.as(GuardStmtSyntax.self) { return appearanceGuard(guarded, at: offset, in: statements) }
            expression = statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
        if let branch = expression?.as(IfExprSyntax.self) { return appearanceIf(branch, at: offset, in: statements) }
        if let choice = expression?.as(SwitchExprSyntax.self) { return appearanceSwitch(choice) }
        return nil
    }

    private func isAssignment(_ expression: ExprSyntax) -> Bool {
        expression.as(InfixOperatorExprSyntax.self)?.operator.is(AssignmentExprSyntax.self) == true
    }

    private func declare(_ variable: VariableDeclSyntax, isAppearanceStatement: Bool) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                let read = named(evaluate(value), name)
                environment.bind(name, read)
                // `let bar = navigationController?.navigationBar`, `let proxy = UINavigationBar.appearance()`:
                // getting the bar or proxy is part of setting its values; one that cannot be followed is said.
                switch read {
                case .target, .object: if isAppearanceStatement { recorder.markImported() }
                case .unknown(let why) where isAppearanceStatement:
                    note("'\(name)' is not a bar, proxy or appearance object this importer can follow: \(why)", at: binding)
                case _ where isAppearanceStatement:
                    // `var attributes = bar.titleTextAttributes ?? [:]`: starts from what the bar has at run time.
                    note(
                        "'\(name)' starts from a value the bar has at run time ('\(short(value))'); the importer starts from UIKit's default instead",
                        at: binding)
                default: break
                }
            } else if case .getter(let body)? = binding.accessorBlock?.accessors {
                let value = execute(body) ?? .unknown("the computed value '\(name)'")
                environment.bind(name, named(value, name))
            } else {
                environment.bind(name, .unknown("'\(name)', set later at run time"))
            }
        }
    }

    private func executeStatement(_ statement: StmtSyntax) -> SwiftValue? {
        if let expression = statement.as(ExpressionStmtSyntax.self) { return executeExpression(expression.expression) }
        if let returned = statement.as(ReturnStmtSyntax.self) {
            return returned.expression.map(evaluate) ?? .unknown("nothing")
        }
        if let block = statement.as(DoStmtSyntax.self) {
            environment.pushScope([:])
            defer { environment.popScope() }
            return execute(block.body.statements)
        }
        if let deferred = statement.as(DeferStmtSyntax.self) {
            // Runs when the function returns: read in place (appearance code does not depend on the order).
            environment.pushScope([:])
            defer { environment.popScope() }
            return execute(deferred.body.statements)
        }
        if let guarded = statement.as(GuardStmtSyntax.self) { return executeGuard(guarded) }
        if let loop = statement.as(ForStmtSyntax.self), let result = executeLiteralLoop(loop) { return result }
        if statement.is(ForStmtSyntax.self) || statement.is(WhileStmtSyntax.self) || statement.is(RepeatStmtSyntax.self) {
            if mentionsBarAppearance(statement) {
                note(
                    "a loop that sets bar appearance (\(short(statement))) is not read; write its effect out", at: statement, covers: true)
            }
        }
        return nil
    }

    /// `for metrics in [UIBarMetrics.default, .compact] { … }`: a loop over an array literal (up to 16
    /// elements, no `where`) runs its body once per element with the name bound (the outer optional
    /// is nil for any other loop, the inner one what a `return` in the body returned).
    private func executeLiteralLoop(_ loop: ForStmtSyntax) -> SwiftValue?? {
        guard loop.whereClause == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
            let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let array = loop.sequence.as(ArrayExprSyntax.self), (1...16).contains(array.elements.count)
        else { return nil }
        for element in array.elements {
            let value = evaluate(element.expression)
            environment.pushScope([name: value])
            defer { environment.popScope() }
            if let result = execute(loop.body.statements) { return .some(result) }
        }
        return .some(nil)
    }

    /// `guard let x = readable else { … }` binds `x` for the statements after it; a condition only
    /// known at run time leaves the names it binds unknown (their uses are noted).
    private func executeGuard(_ guarded: GuardStmtSyntax) -> SwiftValue? {
        for element in guarded.conditions {
            switch element.condition {
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let value = binding.initializer.map { evaluate($0.value) } ?? environment.lookup(name) ?? .unknown(name)
                if case .nilValue = value {
                    environment.bind(name, .unknown("'\(name)', nil here"))
                } else {
                    environment.bind(name, named(value, name))
                }
                if case .font(let font) = value, let (fontName, isBuiltIn) = font.guardedName {
                    let why =
                        isBuiltIn
                        ? "\(fontName) is iOS's own font, so the else branch never runs"
                        : "what the app shows with \(fontName) bundled (without the file the else branch returns)"
                    note(
                        "'guard let \(name) = \(binding.initializer.map { short($0.value) } ?? name)': the code after it is imported, \(why)",
                        at: binding)
                }
            case .availability(let condition):
                // `guard #available(iOS N, *) else { return }`: on current iOS the code after it runs.
                if !BuildConditions.isAvailableOnCurrentIOS(condition) { return execute(guarded.body.statements) }
            default:
                break
            }
        }
        if mentionsBarAppearance(guarded.body) {
            note(
                "the else branch of '\(short(guarded.conditions))' runs only when the condition fails at run time; not imported",
                at: guarded.body, covers: true)
        }
        return nil
    }

    /// `#if os(iOS)` / `canImport(UIKit)` (true on iOS), `os(macOS)` and other platforms (false);
    /// any other condition (`DEBUG`, the app's flags) is decided when the app is built: noted.
    private func executeIfConfig(_ conditional: IfConfigDeclSyntax) -> SwiftValue? {
        for clause in conditional.clauses {
            let holds: Bool?
            if let condition = clause.condition {
                holds = BuildConditions.holds(condition)
            } else {
                holds = true
            }
            guard let holds else {
                if mentionsBarAppearance(conditional) {
                    note(
                        "'#if \(short(clause.condition!))' is decided when the app is built, so no branch of it was imported",
                        at: conditional, covers: true)
                }
                return nil
            }
            guard holds else { continue }
            if case .statements(let statements)? = clause.elements {
                environment.pushScope([:])
                defer { environment.popScope() }
                return execute(statements)
            }
            return nil
        }
        return nil
    }

    private func executeExpression(_ expression: ExprSyntax) -> SwiftValue? {
        if let wrapped = expression.as(TryExprSyntax.self) { return executeExpression(wrapped.expression) }
        if let wrapped = expression.as(AwaitExprSyntax.self) { return executeExpression(wrapped.expression) }
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
            note(
                "a switch that sets bar appearance is not read (its case is chosen at run time); write its effect out", at: expression,
                covers: true)
        }
        return nil
    }

    private func evaluateForAssignment(_ expression: ExprSyntax) -> SwiftValue { evaluate(expression) }

    /// `if #available(iOS N, *) { A } else { B }` runs the branch current iOS runs (A; B for a
    /// version newer than current iOS) and notes the other with its place; `#unavailable` the other
    /// way round. `if let x = value` binds a readable value and runs the body; any other condition
    /// is only known at run time, so neither branch is read (noted).
    private func executeIf(_ branch: IfExprSyntax) -> SwiftValue? {
        var bindings: [String: SwiftValue] = [:]
        var availability: Bool?
        for element in branch.conditions {
            switch element.condition {
            case .availability(let condition):
                let available = BuildConditions.isAvailableOnCurrentIOS(condition)
                availability = condition.availabilityKeyword.text == "#available" ? available : !available
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return unreadable(branch) }
                let value = binding.initializer.map { evaluate($0.value) } ?? environment.lookup(name) ?? .unknown(name)
                if case .unknown = value { return unreadable(branch) }
                if case .nilValue = value { return unreadable(branch) }
                bindings[name] = named(value, name)
                if case .font(let font) = value, let (fontName, isBuiltIn) = font.guardedName {
                    // `if let font = UIFont(name: "Avenir-Light", size: 36) { … }`: how apps guard a bundled font.
                    let why =
                        isBuiltIn
                        ? "\(fontName) is iOS's own font, so UIFont(name:size:) finds it on every iPhone"
                        : "what the app shows with \(fontName) bundled (without the file UIFont(name:size:) is nil and the else branch runs)"
                    note(
                        "'if let \(name) = \(binding.initializer.map { short($0.value) } ?? name)': the then-branch is imported, \(why)",
                        at: binding)
                    if let other = branch.elseBody, mentionsBarAppearance(other) {
                        note(
                            "the else branch of 'if let \(name)' runs only when the font file is missing; not imported", at: other,
                            covers: true)
                    }
                }
            default:
                if case .expression(let condition) = element.condition, case .bool(let flag) = evaluate(condition) {
                    if !flag {
                        // `if animated { … }` with `animated: false` where it is called: the branch does not run here.
                        if mentionsBarAppearance(branch.body) {
                            note(
                                "the branch of 'if \(short(condition))' does not run here (the condition is false where this is called)",
                                at: branch.body, covers: true)
                        }
                        return runElse(branch)
                    }
                    if let other = branch.elseBody, mentionsBarAppearance(other) {
                        note(
                            "the else branch of 'if \(short(condition))' does not run here (the condition is true where this is called)",
                            at: other, covers: true)
                    }
                    continue
                }
                return unreadable(branch)
            }
        }
        if let availability {
            let condition = short(branch.conditions)
            if availability {
                if let other = branch.elseBody, mentionsBarAppearance(other) || other.description.contains("return") {
                    note(
                        "the else branch of 'if \(condition)' runs only on older iOS; a theme shows current iOS, so it is not imported",
                        at: other, covers: true)
                }
                environment.pushScope(bindings)
                defer { environment.popScope() }
                return execute(branch.body.statements)
            }
            if mentionsBarAppearance(branch.body) || branch.body.description.contains("return") {
                note(
                    "the branch of 'if \(condition)' does not run on current iOS (iOS \(BuildConditions.currentIOSMajor)); not imported",
                    at: branch.body, covers: true)
            }
            return runElse(branch)
        }
        environment.pushScope(bindings)
        defer { environment.popScope() }
        return execute(branch.body.statements)
    }

    private func runElse(_ branch: IfExprSyntax) -> SwiftValue? {
        switch branch.elseBody {
        case .ifExpr(let next)?: return executeIf(next)
        case .codeBlock(let block)?:
            environment.pushScope([:])
            defer { environment.popScope() }
            return execute(block.statements)
        case nil: return nil
        }
    }

    private func unreadable(_ branch: IfExprSyntax) -> SwiftValue? {
        if mentionsBarAppearance(branch) {
            note(
                "the condition '\(short(branch.conditions))' is only known at run time, so neither branch was imported", at: branch,
                covers: true)
        }
        return nil
    }

    /// Whether code sets something a theme could hold (so skipping it deserves a note).
    func mentionsBarAppearance(_ node: some SyntaxProtocol) -> Bool {
        let text = node.description
        return [
            "appearance", "Appearance", "barTintColor", "titleTextAttributes", "BackgroundImage", "shadowImage", "backIndicator",
            "isTranslucent", "barStyle", "tintColor", "prefersLargeTitles", "navigationBar", "toolbar", "UIToolbar", "UIBarButtonItem",
            "TitleTextAttributes", "configureWith", "tabBar", "TabBar",
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
                        "'\(short(call))' is called on \(base.whyNotUsable), not an appearance proxy or object this importer can follow",
                        at: call)
                    return
                }
            default:
                break
            }
        }
        // `setBackgroundImage(…)` inside such a method: implicit `self`.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), case .target(let target)? = environment.lookup("self"),
            barSetterMethods.contains(reference.baseName.text)
        {
            applyMethod(reference.baseName.text, arguments: arguments(call.arguments), to: target, call: call)
            return
        }
        let value = evaluateCall(call)
        if case .unknown = value {
            // The closures of the call and of every call before it in a chain
            // (`content.onAppear { … }.onChange(of: x) { … }`): code the app runs at some point.
            var chain: [FunctionCallExprSyntax] = [call]
            while let inner = chain.last?.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) {
                chain.append(inner)
            }
            for link in chain.reversed() {
                let outer = environment.barsOnScreen
                environment.barsOnScreen = outer ?? lateCode(link)
                for closure in [link.trailingClosure].compactMap({ $0 })
                    + link.additionalTrailingClosures.map(\.closure)
                    + link.arguments.compactMap({ $0.expression.as(ClosureExprSyntax.self) })
                {
                    environment.pushScope([:])
                    _ = execute(closure.statements)
                    environment.popScope()
                }
                environment.barsOnScreen = outer
            }
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
