/// One value of a theme being imported, as it will be written: a scalar already in YAML form, a
/// mapping or a list. The writer orders mapping keys canonically; importers add keys in any order.
public indirect enum DraftValue: Hashable, Sendable {
    /// YAML text written as is (`17`, `true`, `"#0A5C36"`, `$brand`).
    case scalar(String)
    case mapping(DraftMapping)
    case list([DraftValue])

    /// Free text, quoted when YAML would otherwise read it as something else.
    public static func text(_ value: String) -> DraftValue { .scalar(YAMLScalar.quotedIfNeeded(value)) }

    /// A number as the theme format writes it: `17`, `0.5`, `-2`.
    public static func number(_ value: Double) -> DraftValue { .scalar(YAMLScalar.number(value)) }

    public static func bool(_ value: Bool) -> DraftValue { .scalar(value ? "true" : "false") }

    /// The mapping, when this is one.
    public var mapping: DraftMapping? {
        if case .mapping(let mapping) = self { return mapping }
        return nil
    }
}
