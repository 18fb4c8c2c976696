/// A value as the theme wrote it, with the place it was written.
public struct Located<Value: Sendable>: Sendable {
    /// The value.
    public let value: Value
    /// Where it was written.
    public let location: SourceLocation

    /// `value`, written at `location`.
    public init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// The same location with a transformed value.
    public func map<T>(_ transform: (Value) -> T) -> Located<T> {
        Located<T>(transform(value), at: location)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
