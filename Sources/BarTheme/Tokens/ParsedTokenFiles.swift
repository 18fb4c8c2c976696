import Foundation

/// The design tokens files this process has parsed, by path and text (`DesignTokenJSON.parse`). At
/// most `capacity` files are kept; when full, the table starts over.
final class ParsedTokenFiles: @unchecked Sendable {
    static let shared = ParsedTokenFiles()
    static let capacity = 64

    private let lock = NSLock()
    /// Yams' nodes are values that are never changed after parsing: sharing them between threads
    /// only reads them (hence `@unchecked Sendable`, with every access under `lock`).
    private var files: [String: (text: String, outcome: DesignTokenJSON.Outcome)] = [:]

    func outcome(file: String, text: String) -> DesignTokenJSON.Outcome? {
        lock.withLock {
            guard let known = files[file], known.text == text else { return nil }
            return known.outcome
        }
    }

    func remember(_ outcome: DesignTokenJSON.Outcome, file: String, text: String) {
        lock.withLock {
            if files.count >= Self.capacity { files.removeAll() }
            files[file] = (text, outcome)
        }
    }
}
