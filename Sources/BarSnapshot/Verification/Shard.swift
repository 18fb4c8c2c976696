/// One of `count` machines sharing a snapshot run, written `index/count` (1-based), e.g. `2/8`.
///
/// The sorted job list is cut into `count` contiguous slices whose sizes differ by at most one;
/// shard `i` takes slice `i`. The same list always splits the same way, every job lands in exactly
/// one shard, and a theme's variants tend to stay together.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// This machine's slice, 1...count.
    public let index: Int
    /// How many machines share the run.
    public let count: Int

    /// The whole run on one machine: `1/1`.
    public static let whole = Shard(uncheckedIndex: 1, count: 1)

    /// Parses `i/n`.
    ///
    /// - Throws: `SnapshotError.invalidShard` unless both are whole numbers with 1 ≤ i ≤ n.
    public init(parsing text: String) throws(SnapshotError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            throw SnapshotError.invalidShard(text)
        }
        self.init(uncheckedIndex: index, count: count)
    }

    private init(uncheckedIndex index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// This shard's slice of `items`, which the caller has sorted.
    public func slice<Item>(of items: [Item]) -> [Item] {
        let start = (index - 1) * items.count / count
        let end = index * items.count / count
        return Array(items[start..<end])
    }

    /// `2/8`.
    public var description: String { "\(index)/\(count)" }
}
