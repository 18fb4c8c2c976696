import Foundation

/// Files written as groups (one `WriteTransaction` per group, e.g. per theme folder), staged from
/// any thread and committed group by group, so each group is all new or all old.
public final class GroupedWrites: @unchecked Sendable {
    /// What committing one group did.
    public struct GroupOutcome: Sendable {
        /// The group's name (a theme folder such as `Ocean`).
        public let group: String
        /// What its transaction did.
        public let outcome: WriteTransaction.Outcome
    }

    private let fileSystem: FileSystem
    private let lock = NSLock()
    private var transactions: [String: WriteTransaction] = [:]

    /// Groups writing through `fileSystem`.
    public init(fileSystem: FileSystem = .default) {
        self.fileSystem = fileSystem
    }

    /// The group of a path relative to an output folder: its first component.
    public static func group(ofRelativePath path: String) -> String {
        String(path.prefix { $0 != "/" })
    }

    /// Stages `data` for `target` in `group`; returns the failure, if any (the group then writes nothing).
    @discardableResult
    public func stage(_ data: Data, to target: String, group: String) -> WriteError? {
        lock.lock()
        let transaction: WriteTransaction
        if let existing = transactions[group] {
            transaction = existing
        } else {
            transaction = WriteTransaction(fileSystem: fileSystem)
            transactions[group] = transaction
        }
        lock.unlock()
        return transaction.stage(data, to: target)
    }

    /// Commits every group, in name order.
    public func commit() -> [GroupOutcome] {
        lock.lock()
        let all = transactions.sorted { $0.key < $1.key }
        transactions = [:]
        lock.unlock()
        return all.map { GroupOutcome(group: $0.key, outcome: $0.value.commit()) }
    }
}
