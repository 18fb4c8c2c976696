#if Preview
    // Built only with the `Preview` package trait (Package.swift; on by default).
    import Foundation

    /// The files a preview depends on and what they looked like when last checked (size and
    /// modification time), so a poll finds which changed. Polling every few hundred milliseconds is
    /// portable (Linux and macOS, no C file-event API) and cheap for the few dozen files a set of
    /// themes names.
    struct WatchedFiles: Sendable {
        struct Stamp: Equatable, Sendable {
            var size: UInt64
            var modified: Date
            var exists: Bool
        }

        private(set) var stamps: [String: Stamp] = [:]

        /// How far a file system's timestamp may lag the clock (Linux stamps files with a clock that
        /// advances once a scheduler tick, up to 10 ms behind `Date()`).
        static let timestampLag: TimeInterval = 0.02

        /// Starts watching `paths` (their current state is the baseline). `readSince` is when the render
        /// that named them began reading: a file modified since then may have been saved after it was
        /// read, before this baseline was taken, so the next poll reports it (one render too many at
        /// worst, never a save lost).
        mutating func watch(_ paths: [String], readSince: Date? = nil) {
            for path in paths where stamps[path] == nil {
                var stamp = Self.stamp(path)
                if let readSince, stamp.exists, stamp.modified >= readSince.addingTimeInterval(-Self.timestampLag) {
                    stamp.modified = .distantPast
                }
                stamps[path] = stamp
            }
        }

        /// The watched paths whose size, modification time or existence changed since the last call.
        mutating func changed() -> [String] {
            var result: [String] = []
            for (path, old) in stamps {
                let new = Self.stamp(path)
                if new != old {
                    stamps[path] = new
                    result.append(path)
                }
            }
            return result.sorted()
        }

        static func stamp(_ path: String) -> Stamp {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
                return Stamp(size: 0, modified: .distantPast, exists: false)
            }
            return Stamp(
                size: (attributes[.size] as? NSNumber)?.uint64Value ?? 0,
                modified: attributes[.modificationDate] as? Date ?? .distantPast, exists: true)
        }
    }
#endif
