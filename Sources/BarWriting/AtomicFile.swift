import Foundation

/// Writes one file so a reader never sees half of it, even after a power loss: a `WriteTransaction`
/// of one file (a synced temporary file beside the target, renamed over it, the folder synced).
/// A run killed midway leaves only a `.name.<pid>.<uuid>.tmp` file, which the next run removes
/// (`StaleTemporaryFiles`).
public enum AtomicFile {
    /// Writes `data` to `path`, atomically.
    public static func write(_ data: Data, to path: String, fileSystem: FileSystem = .default) throws(WriteError) {
        let transaction = WriteTransaction(fileSystem: fileSystem)
        transaction.stage(data, to: path)
        let outcome = transaction.commit()
        if let failure = outcome.failures.first { throw failure }
    }
}
