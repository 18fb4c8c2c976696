import BarSnapshot
import Testing

@Suite struct ShardTests {
    @Test func parsesIndexOverCount() throws {
        let shard = try Shard(parsing: "2/8")
        #expect(shard.index == 2)
        #expect(shard.count == 8)
        #expect(shard.description == "2/8")
    }

    @Test(arguments: ["0/3", "4/3", "1/0", "2", "a/b", "1/2/3", "-1/2", "", "/"])
    func rejectsShardsOutsideOneToN(_ text: String) {
        #expect(throws: SnapshotError.invalidShard(text)) { try Shard(parsing: text) }
    }

    @Test func slicesCoverEveryItemOnceInOrderWithSizesWithinOne() throws {
        let items = Array(0..<16)
        for count in 1...20 {
            let slices = try (1...count).map { try Shard(parsing: "\($0)/\(count)").slice(of: items) }
            #expect(slices.flatMap { $0 } == items)
            let sizes = slices.map(\.count)
            #expect(sizes.max()! - sizes.min()! <= 1)
        }
        #expect(try Shard(parsing: "2/3").slice(of: items) == [5, 6, 7, 8, 9])
    }
}
