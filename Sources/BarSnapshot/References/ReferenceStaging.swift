import BarWriting
import Foundation

/// The references a run records, staged per theme and committed together at the end, so a theme's
/// references are all new or all old whatever fails (a full disk, a read-only folder, a kill):
/// one group of `GroupedWrites` per theme folder (the first component of a reference's path).
public final class ReferenceStaging: Sendable {
    private let store: ReferenceStore
    private let writes: GroupedWrites

    /// Staging for references of `store`.
    public init(store: ReferenceStore) {
        self.store = store
        self.writes = GroupedWrites(fileSystem: store.fileSystem)
    }

    /// Stages `png` as the reference at `relativePath` (confined to the store).
    public func stage(_ png: Data, atRelativePath relativePath: String) throws(SnapshotError) {
        let path: String
        switch OutputConfinement.path(relativePath, in: store.directory.path) {
        case .success(let value): path = value
        case .failure(let outside): throw SnapshotError.cannotWrite(path: outside.path, reason: outside.reason)
        }
        if let failure = writes.stage(png, to: path, group: GroupedWrites.group(ofRelativePath: relativePath)) {
            throw SnapshotError.cannotWrite(path: failure.path, reason: failure.reason)
        }
    }

    /// Commits every theme's references, theme by theme in name order.
    public func commit() -> [GroupedWrites.GroupOutcome] {
        writes.commit()
    }
}
