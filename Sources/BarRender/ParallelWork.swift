import Dispatch
import Foundation

/// Runs work items on every core. Each worker thread makes its own worker state once (for example
/// a `BarRenderer`, whose C text state must stay on one thread) and takes items from a shared
/// counter, so uneven items balance out. Results come back in input order; `completed` is called
/// once per item, one call at a time, as items finish.
public enum ParallelWork {
    /// Maps `inputs` to outputs on `requested` worker threads (at most one per input), each with its own
    /// state from `makeWorker`, and returns the outputs in input order.
    public static func map<Input: Sendable, Worker, Output: Sendable>(
        _ inputs: [Input],
        workers requested: Int = ProcessInfo.processInfo.activeProcessorCount,
        makeWorker: @Sendable () -> Worker,
        body: @Sendable (Worker, Input) -> Output,
        completed: @Sendable (Output, _ finished: Int, _ total: Int) -> Void = { _, _, _ in }
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let state = SharedState<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(requested, inputs.count))) { _ in
            let worker = makeWorker()
            while let index = state.next() {
                let output = body(worker, inputs[index])
                state.store(output, at: index, then: completed)
            }
        }
        return state.outputs()
    }

    /// Maps `inputs` like ``map(_:workers:makeWorker:body:completed:)``, each worker thread taking
    /// its state from `pool` (made once per slot and kept there), so a run made of many `map` calls
    /// (one per theme, streamed) keeps its renderers, caches and buffers from call to call.
    public static func map<Input: Sendable, Worker, Output: Sendable>(
        _ inputs: [Input],
        pool: WorkerPool<Worker>,
        body: @Sendable (Worker, Input) -> Output
    ) -> [Output] {
        guard !inputs.isEmpty else { return [] }
        let state = SharedState<Output>(count: inputs.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(pool.slots, inputs.count))) { slot in
            let worker = pool.worker(slot)
            while let index = state.next() {
                let output = body(worker, inputs[index])
                state.store(output, at: index, then: { _, _, _ in })
            }
        }
        return state.outputs()
    }

    /// The item counter and the result slots, behind one lock.
    private final class SharedState<Output>: @unchecked Sendable {
        private let lock = NSLock()
        private var cursor = 0
        private var finished = 0
        private var slots: [Output?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < slots.count else { return nil }
            cursor += 1
            return cursor - 1
        }

        /// Stores a result and reports it while still holding the lock, so reports never interleave.
        func store(_ output: Output, at index: Int, then completed: (Output, Int, Int) -> Void) {
            lock.lock()
            defer { lock.unlock() }
            slots[index] = output
            finished += 1
            completed(output, finished, slots.count)
        }

        func outputs() -> [Output] {
            lock.lock()
            defer { lock.unlock() }
            return slots.map { $0! }
        }
    }
}
