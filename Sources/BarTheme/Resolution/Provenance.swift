/// Why a resolved value is what it is: where it came from and the rule that picked it.
/// This is what `render-theme explain` prints.
public struct Provenance: Hashable, Sendable, CustomStringConvertible {
    /// Where a value came from.
    public enum Origin: Hashable, Sendable {
        /// Written in a theme file, in the named layer (e.g. "scene instance", "navigationBar proxy").
        case declared(SourceLocation, layer: String)
        /// Not written anywhere; a default, described (e.g. "iOS 13 default: systemBlue").
        case defaulted(String)
    }

    public let origin: Origin
    /// The precedence rule that chose this value, naming the spec section it follows.
    public let rule: String

    public init(_ origin: Origin, rule: String) {
        self.origin = origin
        self.rule = rule
    }

    public var description: String {
        switch origin {
        case .declared(let location, let layer): return "\(location) (\(layer)): \(rule)"
        case .defaulted(let what): return "\(what): \(rule)"
        }
    }
}

/// A resolved value with its provenance.
public struct Resolved<Value: Sendable>: Sendable {
    public let value: Value
    public let provenance: Provenance

    public init(_ value: Value, _ provenance: Provenance) {
        self.value = value
        self.provenance = provenance
    }
}

extension Resolved: Equatable where Value: Equatable {}
extension Resolved: Hashable where Value: Hashable {}
