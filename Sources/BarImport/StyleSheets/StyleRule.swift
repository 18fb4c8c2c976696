import BarTheme

/// One rule of a CSS-like style sheet (NUI, Classy): its selectors and its declarations, located.
struct StyleRule {
    /// Each selector as written, split on whitespace and `>` into a containment path (outermost first).
    var selectors: [[String]]
    var declarations: [StyleDeclaration]
    var location: SourceLocation

    /// Each declaration by its name; a name declared twice keeps its last value, as the cascade does.
    var declarationsByName: [String: StyleDeclaration] {
        var byName: [String: StyleDeclaration] = [:]
        for declaration in declarations { byName[declaration.name] = declaration }
        return byName
    }
}

/// `name: value` in a rule, with the variable it was read from (`@primaryColor`), if any.
struct StyleDeclaration {
    var name: String
    var value: String
    var variable: String?
    var location: SourceLocation
}
