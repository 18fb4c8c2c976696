import Foundation

/// Worker state kept for a whole run of ``ParallelWork`` calls: one worker per slot (a thread of
/// `DispatchQueue.concurrentPerform`), made the first time its slot is used and reused by every
/// later call. A slot is used by one thread at a time, so a worker such as a `BarRenderer`, which
/// must not be used by two threads at once, is safe in it.
public final class WorkerPool<Worker>: @unchecked Sendable {
    /// How many workers may run at once.
    public let slots: Int
    private let make: @Sendable () -> Worker
    private let lock = NSLock()
    private var workers: [Int: Worker] = [:]

    /// A pool of `slots` workers (default: one per core), each made by `make` when first needed.
    public init(slots: Int = ProcessInfo.processInfo.activeProcessorCount, make: @escaping @Sendable () -> Worker) {
        self.slots = max(1, slots)
        self.make = make
    }

    /// The worker of `slot`, made now if it is the slot's first use.
    func worker(_ slot: Int) -> Worker {
        lock.lock()
        if let existing = workers[slot] {
            lock.unlock()
            return existing
        }
        lock.unlock()
        let made = make()
        lock.lock()
        workers[slot] = made
        lock.unlock()
        return made
    }
}
