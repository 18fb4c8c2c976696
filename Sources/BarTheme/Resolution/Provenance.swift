/// Why a resolved value is what it is: where it came from and the rule that picked it.
/// This is what `render-theme explain` prints.
public struct Provenance: Hashable, Sendable, CustomStringConvertible {
    /// Where a value came from.
    public enum Origin: Hashable, Sendable {
        /// Written in a theme file, in the named layer (e.g. "scene 's' instance", "navigationBar proxy").
        case declared(SourceLocation, layer: String)
        /// Not written anywhere; a default, described (e.g. "ios13 systemBlue (light)").
        case defaulted(String)
    }

    /// Where the value came from: a declaration or a default.
    public let origin: Origin
    /// The precedence rule that chose this value, naming the docs/UIKIT.md section it follows.
    public let rule: String
    /// Where the colour inside a value built from several declarations is written, when that is
    /// not `origin` (an appearance object's `backgroundColor` inside its background): the place
    /// `explain` looks for the palette entry or design token the colour came from.
    public let colorLocation: SourceLocation?

    /// A provenance from `origin`, chosen by `rule`; `colorLocation`, where the value's colour is
    /// written if not at `origin`.
    public init(_ origin: Origin, rule: String, colorLocation: SourceLocation? = nil) {
        self.origin = origin
        self.rule = rule
        self.colorLocation = colorLocation
    }

    /// Where the value's colour is written: `colorLocation`, else the declaration it came from;
    /// nil for a default.
    public var colorSource: SourceLocation? {
        if let colorLocation { return colorLocation }
        if case .declared(let location, _) = origin { return location }
        return nil
    }

    /// Where the value came from, then the rule, as `explain` prints it.
    public var description: String {
        switch origin {
        case .declared(let location, let layer): return "\(location) (\(layer)): \(rule)"
        case .defaulted(let what): return "\(what): \(rule)"
        }
    }
}

/// A declaration that set a property but lost to a more important layer.
public struct OverriddenDeclaration: Hashable, Sendable {
    /// Where the losing declaration is.
    public let location: SourceLocation
    /// The layer it was in (e.g. "navigationBar proxy").
    public let layer: String
    /// The value it would have given, as text.
    public let value: String

    /// A declaration at `location` in `layer` that would have given `value`.
    public init(location: SourceLocation, layer: String, value: String) {
        self.location = location
        self.layer = layer
        self.value = value
    }
}

/// A resolved value with its provenance and the declarations it beat.
public struct Resolved<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it came from and the rule that chose it.
    public let provenance: Provenance
    /// Declarations of the same property in less important layers, most important first.
    public let overridden: [OverriddenDeclaration]

    /// `value` from `provenance`, having beaten `overridden`.
    public init(_ value: Value, _ provenance: Provenance, overridden: [OverriddenDeclaration] = []) {
        self.value = value
        self.provenance = provenance
        self.overridden = overridden
    }

    /// The same provenance for a derived value.
    public func map<T>(_ transform: (Value) -> T) -> Resolved<T> {
        Resolved<T>(transform(value), provenance, overridden: overridden)
    }
}

extension Resolved: Equatable where Value: Equatable {}
extension Resolved: Hashable where Value: Hashable {}

extension Provenance {
    var isDeclared: Bool {
        if case .declared = origin { return true }
        return false
    }

    var location: SourceLocation? {
        if case .declared(let location, _) = origin { return location }
        return nil
    }

    /// The same layer and rule for a value written at `location`.
    func at(_ location: SourceLocation) -> Provenance {
        guard case .declared(_, let layer) = origin else { return self }
        return Provenance(.declared(location, layer: layer), rule: rule)
    }

    var layer: String {
        if case .declared(_, let layer) = origin { return layer }
        return ""
    }

    /// Where the value came from, as `explain` writes it: `Ocean.yaml:12:5 (navigationBar proxy)` or
    /// `default: ios26 label colour (light)`.
    public var originDescription: String {
        switch origin {
        case .declared(let location, let layer): return "\(location) (\(layer))"
        case .defaulted(let what): return "default: \(what)"
        }
    }
}
