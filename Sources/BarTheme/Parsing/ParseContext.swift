import Yams

/// State shared while one theme file is walked: where diagnostics go, the file's text (for hints
/// that look at the raw line), and the limits that stop hostile input.
final class ParseContext {
    /// At most this many YAML nodes are visited in one file (alias expansion included).
    static let nodeBudget = 20_000
    /// At most this deep a nesting of mappings and sequences.
    static let maximumDepth = 32
    /// At most this many anchors (`&name`) in one file.
    static let maximumAnchors = 256
    /// At most this many errors are reported for one file; the walk stops after them (20 000
    /// unknown colours made 20 000 errors, each formatted with its source line).
    static let maximumErrors = 200
    /// The longest mapping key read, in characters (longer ones get no "did you mean" search).
    static let maximumKeyLength = 128
    /// The longest text value (a title, a name, a path), in characters.
    static let maximumTextLength = 1_000

    let file: String
    let text: String
    private(set) var diagnostics: [Diagnostic] = []
    /// Colours written as a UIKit name, by where (`ThemeDocument.namedColors`).
    var namedColors: [SourceLocation: String] = [:]
    /// Colours that come from a design token, by where they are written (`ThemeDocument.tokenColors`).
    var tokenColors: [SourceLocation: DesignTokenOrigin] = [:]
    /// Colours written as a `$name` of the palette, by where (`ThemeDocument.paletteReferences`).
    var paletteReferences: [SourceLocation: String] = [:]
    private var nodesVisited = 0
    private(set) var budgetExceeded = false
    private var errorCount = 0
    /// Set once `maximumErrors` errors were reported: nothing more is reported or visited.
    private(set) var errorLimitReached = false

    init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    func location(of node: Node) -> SourceLocation {
        let mark = node.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    func error(_ message: String, at node: Node, hint: String? = nil, rule: String = ErrorRules.invalidValue) {
        error(message, at: location(of: node), hint: hint, rule: rule)
    }

    func error(_ message: String, at location: SourceLocation, hint: String? = nil, rule: String = ErrorRules.invalidValue) {
        guard !errorLimitReached else { return }
        errorCount += 1
        guard errorCount <= Self.maximumErrors else {
            errorLimitReached = true
            diagnostics.append(
                .error(
                    "more than \(Self.maximumErrors) errors in this file; the rest is not checked", at: location,
                    hint: "fix these first; a file with this many errors is usually not a theme", rule: ErrorRules.limitExceeded))
            return
        }
        diagnostics.append(.error(message, at: location, hint: hint, rule: rule))
    }

    /// Adds a diagnostic found elsewhere (in a tokens file this theme reads), counted like the file's own.
    func append(_ diagnostic: Diagnostic) {
        guard diagnostic.severity == .error, let location = diagnostic.location else {
            if !errorLimitReached { diagnostics.append(diagnostic) }
            return
        }
        error(diagnostic.message, at: location, hint: diagnostic.hint, rule: diagnostic.ruleID ?? ErrorRules.invalidValue)
    }

    func warning(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(.warning(message, at: location, hint: hint))
    }

    /// Counts one visited node; returns false (once reporting an error) when the budget is spent.
    func visit(_ node: Node) -> Bool {
        if errorLimitReached { return false }
        nodesVisited += 1
        if nodesVisited > Self.nodeBudget {
            if !budgetExceeded {
                budgetExceeded = true
                error(
                    "the theme expands to more than \(Self.nodeBudget) YAML values", at: node,
                    hint: "a theme this large is usually an alias that repeats itself; write the values out instead of nesting aliases",
                    rule: ErrorRules.limitExceeded)
            }
            return false
        }
        return true
    }

    private lazy var lines = SourceLines(text)

    /// The raw source line a node starts on.
    func sourceLine(of node: Node) -> String {
        lines.line(location(of: node).line) ?? ""
    }
}
