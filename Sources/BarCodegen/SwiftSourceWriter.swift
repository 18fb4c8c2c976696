/// Prints Swift source line by line at the project's layout (.swift-format: four-space indentation,
/// lines of at most 140 columns): declarations, blocks, comments and statements, each expression laid
/// out by `SwiftExpression.lines`. A test lints every generated sample with swift-format and finds
/// nothing (docs/GENERATED-CODE.md).
struct SwiftSourceWriter {
    static let indentWidth = 4
    static let lineLength = 140

    private(set) var lines: [String] = []
    private var indent = 0

    /// The source, ending with one newline.
    var text: String { lines.joined(separator: "\n") + "\n" }

    mutating func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: " ", count: indent * Self.indentWidth) + text)
    }

    /// One empty line, never two in a row and never right after an opening brace.
    mutating func blankLine() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    mutating func comment(_ text: String) { line("// " + text) }

    /// `///` lines, each text wrapped at spaces to stay within the line length.
    mutating func docComment(_ texts: [String]) {
        let width = Self.lineLength - indent * Self.indentWidth - 4
        for text in texts {
            var current = ""
            for word in text.split(separator: " ") {
                if !current.isEmpty && current.count + 1 + word.count > width {
                    line("/// " + current)
                    current = ""
                }
                current += (current.isEmpty ? "" : " ") + word
            }
            line("/// " + current)
        }
    }

    mutating func expression(_ expression: SwiftExpression, prefix: String = "") {
        lines += expression.lines(prefix: prefix, indent: indent)
    }

    mutating func statements(_ statements: [SwiftStatement]) {
        for statement in statements {
            switch statement {
            case .comment(let text): comment(text)
            case .code(let expression, _): self.expression(expression)
            case .returning(let expression): self.expression(expression, prefix: "return ")
            case .availability(let condition, let body):
                block("if #available(\(condition))") { $0.statements(body) }
            }
        }
    }

    /// `head {`, the body one level deeper, `}`.
    mutating func block(_ head: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line(head + " {")
        indent += 1
        body(&self)
        indent -= 1
        line("}")
    }

    /// The body one level deeper, without braces (the branches of an `if … else if` chain).
    mutating func indented(_ body: (inout SwiftSourceWriter) -> Void) {
        indent += 1
        body(&self)
        indent -= 1
    }

    /// `#if condition`, the body one level deeper (indentConditionalCompilationBlocks), `#endif`.
    mutating func conditionalCompilation(_ condition: String, _ body: (inout SwiftSourceWriter) -> Void) {
        line("#if " + condition)
        indent += 1
        body(&self)
        indent -= 1
        line("#endif")
    }

    /// A computed property or function whose body is one expression: on one line when it fits
    /// (`static var ocean: UIColor { UIColor(…) }`), else the expression on the lines below.
    mutating func singleExpressionBody(_ head: String, _ expression: SwiftExpression) {
        let margin = String(repeating: " ", count: indent * Self.indentWidth)
        let single = margin + head + " { " + expression.flat + " }"
        if !expression.breaksAlways && single.count <= Self.lineLength {
            lines.append(single)
        } else {
            block(head) { $0.expression(expression) }
        }
    }
}

/// One statement of a generated function body.
enum SwiftStatement: Hashable {
    /// `// text`.
    case comment(String)
    /// An assignment or a call. `sets` names what it sets (`bar.barTintColor`, or a setter with the
    /// arguments that select the slot), so an earlier statement that sets the same is known to be
    /// overwritten; nil when the statement is not a plain setter.
    case code(SwiftExpression, sets: String?)
    /// `if #available(condition) { body }`.
    case availability(String, [SwiftStatement])
    /// `return value`, laid out as the value is.
    case returning(SwiftExpression)

    /// What the statement sets, if it is a setter (`#available` ones keyed apart).
    var sets: String? {
        switch self {
        case .comment, .returning: return nil
        case .code(_, let sets): return sets
        case .availability(let condition, let body):
            guard body.count == 1, let inner = body[0].sets else { return nil }
            return "#available(\(condition)) " + inner
        }
    }

    /// The statement with each helper replaced by its name.
    func resolvingHelpers(_ names: [Int: String]) -> SwiftStatement {
        switch self {
        case .comment: return self
        case .code(let expression, let sets): return .code(expression.resolvingHelpers(names), sets: sets)
        case .availability(let condition, let body): return .availability(condition, body.map { $0.resolvingHelpers(names) })
        case .returning(let expression): return .returning(expression.resolvingHelpers(names))
        }
    }

    /// The helpers the statement uses, in the order they appear.
    var helpers: [Int] {
        switch self {
        case .comment: return []
        case .code(let expression, _): return expression.helpers
        case .availability(_, let body): return body.flatMap(\.helpers)
        case .returning(let expression): return expression.helpers
        }
    }

    /// A plain assignment, which sets its target.
    static func assign(_ target: String, _ value: SwiftExpression) -> SwiftStatement {
        .code(.assignment(target, value), sets: target)
    }

    /// A line of code that sets nothing a later statement could overwrite (`let appearance = …`).
    static func plain(_ text: String) -> SwiftStatement { .code(.atom(text), sets: nil) }
}
