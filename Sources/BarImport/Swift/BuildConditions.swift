import SwiftSyntax

/// Conditions the importer decides without running the app: `#if` conditions (true on iOS,
/// false on other platforms, unknown for the app's own flags) and `#available` /
/// `#unavailable` (judged on the iOS release a theme shows).
enum BuildConditions {
    /// The iOS release a theme shows (the `ios26` era, the default).
    static let currentIOSMajor = 26

    /// Whether `#available(iOS 13, *)` holds on current iOS: an iOS version up to the current
    /// release does; a newer one does not; a condition naming only other platforms holds (`*`).
    static func isAvailableOnCurrentIOS(_ condition: AvailabilityConditionSyntax) -> Bool {
        for argument in condition.availabilityArguments {
            guard case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS" || restriction.platform.text == "iOSApplicationExtension"
            else { continue }
            guard let version = restriction.version, let major = Int(version.major.text) else { return true }
            return major <= Self.currentIOSMajor
        }
        return true
    }

    /// `#if os(iOS)` / `canImport(UIKit)` (true on iOS), `os(macOS)` and other platforms (false);
    /// nil for a condition decided when the app is built (`DEBUG`, the app's flags).
    static func holds(_ condition: ExprSyntax) -> Bool? {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return holds(prefix.expression).map { !$0 }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
            op == "&&" || op == "||"
        {
            let left = holds(infix.leftOperand), right = holds(infix.rightOperand)
            if op == "&&" {
                if left == false || right == false { return false }
                if let left, let right { return left && right }
            } else {
                if left == true || right == true { return true }
                if let left, let right { return left || right }
            }
            return nil
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return holds(only.expression)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch name {
        case "os": return argument == "iOS"
        case "canImport": return ["UIKit", "SwiftUI", "Foundation"].contains(argument) ? true : nil
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        default: return nil
        }
    }
}
