/// The small private helpers of one theme's enum: text attributes (`titleAttributes`), shadows,
/// images and appearance builders (`makeStandardAppearance()`). Each distinct helper is declared
/// once and every use with the same content shares it, so a value the theme uses in several places
/// is written once. Helpers are numbered while the statements are built and named at the end, in
/// the order the file uses them, so one that only an overwritten statement used is not declared and
/// does not take a name.
final class GeneratedHelpers {
    /// What a helper is: a computed property or a function without parameters.
    enum Kind {
        case property, function
    }

    /// The body of a helper: one expression, or statements ending in `return`.
    enum Body {
        case expression(SwiftExpression)
        case statements([SwiftStatement])

        var helpers: [Int] {
            switch self {
            case .expression(let expression): return expression.helpers
            case .statements(let statements): return statements.flatMap(\.helpers)
            }
        }

        func resolvingHelpers(_ names: [Int: String]) -> Body {
            switch self {
            case .expression(let expression): return .expression(expression.resolvingHelpers(names))
            case .statements(let statements): return .statements(statements.map { $0.resolvingHelpers(names) })
            }
        }
    }

    struct Helper {
        let kind: Kind
        let type: String
        let body: Body
        /// The names to give it, best first (`titleAttributes`, then `darkTitleAttributes`).
        let candidates: [String]

        /// `private static var name: Type` or `private static func name() -> Type`.
        func head(name: String) -> String {
            switch kind {
            case .property: return "private static var \(name): \(type)"
            case .function: return "private static func \(name)() -> \(type)"
            }
        }
    }

    private(set) var helpers: [Helper] = []
    private var byContent: [String: Int] = [:]
    private var taken: Set<String>

    /// `reserved`: names the enum declares itself (`apply`, `Palette`).
    init(reserved: Set<String>) { taken = reserved }

    /// The helper with this kind, type and body, where it is used: the one asked for before with the
    /// same content, else a new one to be named by the first free of `candidates`.
    func use(_ kind: Kind, type: String, body: Body, candidates: [String]) -> SwiftExpression {
        var writer = SwiftSourceWriter()
        switch body {
        case .expression(let expression): writer.expression(expression)
        case .statements(let statements): writer.statements(statements)
        }
        let key = "\(kind) \(type) " + writer.text
        if let existing = byContent[key] { return .helper(existing, call: kind == .function) }
        helpers.append(Helper(kind: kind, type: type, body: body, candidates: candidates))
        byContent[key] = helpers.count - 1
        return .helper(helpers.count - 1, call: kind == .function)
    }

    /// The first of `candidates` (made identifiers) that is free, else the first with a number
    /// appended (`titleAttributes2`); the name is taken from then on.
    func freeName(_ candidates: [String]) -> String {
        let names = candidates.map { SwiftExpressions.identifier($0) }
        if let free = names.first(where: { !taken.contains($0) }) {
            taken.insert(free)
            return free
        }
        var number = 2
        while taken.contains("\(names[0])\(number)") { number += 1 }
        taken.insert("\(names[0])\(number)")
        return "\(names[0])\(number)"
    }

    /// The helpers `statements` use, directly or through other helpers, in the order of first use,
    /// each named; and the names by number, to resolve the statements with.
    func named(usedBy statements: [SwiftStatement]) -> (helpers: [(name: String, helper: Helper)], names: [Int: String]) {
        var order: [Int] = []
        var seen = Set<Int>()
        var pending = statements.flatMap(\.helpers)
        while !pending.isEmpty {
            let number = pending.removeFirst()
            guard seen.insert(number).inserted else { continue }
            order.append(number)
            pending += helpers[number].body.helpers
        }
        var names: [Int: String] = [:]
        for number in order { names[number] = freeName(helpers[number].candidates) }
        return (order.map { (names[$0]!, helpers[$0]) }, names)
    }
}
