/// Why a value could not be used where the code uses it, for a note (`barStyle: the number 3 is
/// not the kind of value expected here`).
extension SwiftValue {
    var whyNotUsable: String {
        switch self {
        case .unknown(let why): return why
        case .member(let name): return "'.\(name)' is not a value this importer knows here"
        case .nilValue: return "nil"
        case .number(let n): return "the number \(YAMLScalar.number(n)) is not the kind of value expected here"
        case .string(let text): return "the text \"\(text)\" is not the kind of value expected here"
        case .target: return "an appearance proxy or bar is not the kind of value expected here"
        default: return "a value of another kind than expected here"
        }
    }
}
