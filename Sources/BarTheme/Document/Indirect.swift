/// Stores a large value on the heap so the struct holding it stays small.
///
/// The document model nests whole appearance objects inside bar blocks inside themes; stored
/// inline, a `ThemeDocument` grew past 100 KB and copies of it overflowed the stack of test and
/// worker threads. Wrapping the big optional members keeps every declaration a few KB while its
/// API (property name and type, value semantics, `Hashable`) stays the same. The box is immutable
/// and replaced on every write, so it is `Sendable` and copies never share changes.
@propertyWrapper
public struct Indirect<Value: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    /// Boxes `wrappedValue`.
    public init(wrappedValue: Value) {
        box = Box(wrappedValue)
    }

    /// The stored value; setting it replaces the box.
    public var wrappedValue: Value {
        get { box.value }
        set { box = Box(newValue) }
    }

    /// Equal when the stored values are equal.
    public static func == (a: Indirect, b: Indirect) -> Bool { a.box === b.box || a.box.value == b.box.value }

    /// Hashes the stored value.
    public func hash(into hasher: inout Hasher) { hasher.combine(box.value) }
}
