/// One Swift expression as the generator builds it, kept as a small tree so the printer can lay it
/// out: on one line when it fits the line length, otherwise broken where a person would break it
/// (one argument, element or chained call per line). The text inside each case is made by
/// `SwiftExpressions` from literals it formats itself and UIKit names, so the result always parses.
indirect enum SwiftExpression: Hashable {
    /// Text that is never broken: a name, a literal, `Palette.ocean`.
    case atom(String)
    /// `callee(label: value, …)`.
    case call(String, [SwiftArgument])
    /// `[a, b]`.
    case array([SwiftExpression])
    /// `[key: value, …]`, the keys written as they are (`.font`).
    case dictionary([SwiftDictionaryEntry])
    /// `base?.first.second`: calls chained on an optional (`UIImage(named:…)?.withRenderingMode(…)`).
    case optionalChain(SwiftExpression, [SwiftExpression])
    /// `lhs ?? rhs`.
    case coalescing(SwiftExpression, SwiftExpression)
    /// `condition ? then : otherwise`, always over three lines.
    case conditional(String, SwiftExpression, SwiftExpression)
    /// A trailing closure with one expression: `UIColor { traits in` body `}`, always over lines.
    case closure(String, SwiftExpression)
    /// `target = value`, a statement.
    case assignment(String, SwiftExpression)
    /// A helper of the theme's enum by its number in `GeneratedHelpers` (`call`: a function, used as
    /// `name()`), named once every use is known (`resolvingHelpers`).
    case helper(Int, call: Bool)

    /// The expression on one line.
    var flat: String {
        switch self {
        case .atom(let text): return text
        case .call(let callee, let arguments): return "\(callee)(\(arguments.map(\.flat).joined(separator: ", ")))"
        case .array(let elements): return "[\(elements.map(\.flat).joined(separator: ", "))]"
        case .dictionary(let entries):
            return entries.isEmpty ? "[:]" : "[\(entries.map { "\($0.key): \($0.value.flat)" }.joined(separator: ", "))]"
        case .optionalChain(let base, let links): return base.flat + "?" + links.map { "." + $0.flat }.joined()
        case .coalescing(let lhs, let rhs): return "\(lhs.flat) ?? \(rhs.flat)"
        case .conditional(let condition, let then, let otherwise): return "\(condition) ? \(then.flat) : \(otherwise.flat)"
        case .closure(let head, let body): return "\(head) \(body.flat) }"
        case .assignment(let target, let value): return "\(target) = \(value.flat)"
        case .helper(let number, let call): return "⟨\(number)⟩" + (call ? "()" : "")
        }
    }

    /// The expression with each helper replaced by its name.
    func resolvingHelpers(_ names: [Int: String]) -> SwiftExpression {
        func resolve(_ expression: SwiftExpression) -> SwiftExpression { expression.resolvingHelpers(names) }
        switch self {
        case .atom: return self
        case .call(let callee, let arguments):
            return .call(callee, arguments.map { SwiftArgument($0.label, resolve($0.value)) })
        case .array(let elements): return .array(elements.map(resolve))
        case .dictionary(let entries): return .dictionary(entries.map { SwiftDictionaryEntry(key: $0.key, value: resolve($0.value)) })
        case .optionalChain(let base, let links): return .optionalChain(resolve(base), links.map(resolve))
        case .coalescing(let lhs, let rhs): return .coalescing(resolve(lhs), resolve(rhs))
        case .conditional(let condition, let then, let otherwise): return .conditional(condition, resolve(then), resolve(otherwise))
        case .closure(let head, let body): return .closure(head, resolve(body))
        case .assignment(let target, let value): return .assignment(target, resolve(value))
        case .helper(let number, let call): return .atom((names[number] ?? "⟨\(number)⟩") + (call ? "()" : ""))
        }
    }

    /// The helpers the expression uses, in the order they appear.
    var helpers: [Int] {
        switch self {
        case .atom: return []
        case .call(_, let arguments): return arguments.flatMap(\.value.helpers)
        case .array(let elements): return elements.flatMap(\.helpers)
        case .dictionary(let entries): return entries.flatMap(\.value.helpers)
        case .optionalChain(let base, let links): return base.helpers + links.flatMap(\.helpers)
        case .coalescing(let lhs, let rhs): return lhs.helpers + rhs.helpers
        case .conditional(_, let then, let otherwise): return then.helpers + otherwise.helpers
        case .closure(_, let body): return body.helpers
        case .assignment(_, let value): return value.helpers
        case .helper(let number, _): return [number]
        }
    }

    /// Whether it is always written over several lines (a closure or conditional reads better so).
    var breaksAlways: Bool {
        switch self {
        case .closure, .conditional: return true
        case .atom, .helper: return false
        case .call(_, let arguments): return arguments.contains { $0.value.breaksAlways }
        case .array(let elements): return elements.contains(where: \.breaksAlways)
        case .dictionary(let entries): return entries.contains { $0.value.breaksAlways }
        case .optionalChain(let base, let links): return base.breaksAlways || links.contains(where: \.breaksAlways)
        case .coalescing(let lhs, let rhs): return lhs.breaksAlways || rhs.breaksAlways
        case .assignment(_, let value): return value.breaksAlways
        }
    }

    /// The lines of the expression at `indent` levels, `prefix` before its first line and `suffix`
    /// after its last: one line when it fits `SwiftSourceWriter.lineLength`, else broken, each part
    /// laid out the same way one level deeper.
    func lines(prefix: String = "", suffix: String = "", indent: Int) -> [String] {
        let margin = String(repeating: " ", count: indent * SwiftSourceWriter.indentWidth)
        let single = margin + prefix + flat + suffix
        if !breaksAlways && single.count <= SwiftSourceWriter.lineLength { return [single] }
        switch self {
        case .atom, .helper:
            return [single]
        case .call(let callee, let arguments):
            guard !arguments.isEmpty else { return [single] }
            var result = [margin + prefix + callee + "("]
            for (index, argument) in arguments.enumerated() {
                let last = index == arguments.count - 1
                result += argument.value.lines(
                    prefix: argument.label.map { "\($0): " } ?? "", suffix: last ? ")" + suffix : ",", indent: indent + 1)
            }
            return result
        case .array(let elements):
            guard !elements.isEmpty else { return [single] }
            // A trailing comma after each element when there are several (multiElementCollectionTrailingCommas).
            let comma = elements.count > 1 ? "," : ""
            return [margin + prefix + "["] + elements.flatMap { $0.lines(suffix: comma, indent: indent + 1) } + [margin + "]" + suffix]
        case .dictionary(let entries):
            guard !entries.isEmpty else { return [single] }
            let comma = entries.count > 1 ? "," : ""
            return [margin + prefix + "["] + entries.flatMap { $0.value.lines(prefix: "\($0.key): ", suffix: comma, indent: indent + 1) }
                + [margin + "]" + suffix]
        case .optionalChain(let base, let links):
            var result = base.lines(prefix: prefix, suffix: "?", indent: indent)
            for (index, link) in links.enumerated() {
                result += link.lines(prefix: ".", suffix: index == links.count - 1 ? suffix : "", indent: indent + 1)
            }
            return result
        case .coalescing(let lhs, let rhs):
            return lhs.lines(prefix: prefix, indent: indent) + rhs.lines(prefix: "?? ", suffix: suffix, indent: indent + 1)
        case .conditional(let condition, let then, let otherwise):
            return [margin + prefix + condition] + then.lines(prefix: "? ", indent: indent + 1)
                + otherwise.lines(prefix: ": ", suffix: suffix, indent: indent + 1)
        case .closure(let head, let body):
            return [margin + prefix + head] + body.lines(indent: indent + 1) + [margin + "}" + suffix]
        case .assignment(let target, let value):
            return value.lines(prefix: prefix + target + " = ", suffix: suffix, indent: indent)
        }
    }
}

/// One argument of a call: `label: value`, or the value alone.
struct SwiftArgument: Hashable {
    let label: String?
    let value: SwiftExpression

    init(_ label: String?, _ value: SwiftExpression) {
        self.label = label
        self.value = value
    }

    var flat: String { label.map { "\($0): \(value.flat)" } ?? value.flat }
}

/// One `key: value` of a dictionary literal.
struct SwiftDictionaryEntry: Hashable {
    let key: String
    let value: SwiftExpression
}
