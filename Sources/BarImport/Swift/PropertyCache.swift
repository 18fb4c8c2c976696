/// Values of properties declared in the files (global, static or instance), each computed once,
/// by name (`Type.name` when read through a type), and the ones being computed (a property whose
/// initialiser reads itself is not read again from inside).
struct PropertyCache {
    private var values: [String: SwiftValue] = [:]
    private var beingRead = Set<String>()

    func value(_ key: String) -> SwiftValue? { values[key] }

    /// Marks a property as being read; false when it already is (a cycle).
    mutating func begin(_ key: String) -> Bool { beingRead.insert(key).inserted }

    /// Stores a property's value once read.
    mutating func finish(_ key: String, _ value: SwiftValue?) {
        beingRead.remove(key)
        if let value { values[key] = value }
    }
}
