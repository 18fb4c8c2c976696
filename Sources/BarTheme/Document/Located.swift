/// A value as the theme wrote it, with the place it was written.
public struct Located<Value: Sendable>: Sendable {
    public let value: Value
    public let location: SourceLocation

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
