import BarRender
import BarTheme
import Dispatch
import Foundation

/// Renders jobs on every core: each worker owns its own `BarRenderer` (C text state is per
/// thread) and takes jobs from a shared counter. Results come back in job order.
struct ParallelRenderer {
    /// `nil`: each theme's own `era:`.
    let era: Era?

    struct JobError: Error, CustomStringConvertible {
        let job: String
        let message: String
        var description: String { "\(job): \(message)" }
    }

    func run(_ jobs: [RenderJob], handle: @escaping @Sendable (RenderJob, Data) throws -> String) -> [Result<String, JobError>] {
        let state = SharedState(count: jobs.count)
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer: BarRenderer
            do { renderer = try BarRenderer(era: era) } catch {
                while let index = state.next() {
                    state.store(.failure(JobError(job: jobs[index].relativeOutputPath, message: "\(error)")), at: index)
                }
                return
            }
            while let index = state.next() {
                let job = jobs[index]
                do {
                    let png = try renderer.renderPNG(job)
                    state.store(.success(try handle(job, png)), at: index)
                } catch {
                    state.store(.failure(JobError(job: "\(job.document.path) scene '\(job.scene.name.value)' \(job.variant)", message: "\(error)")), at: index)
                }
            }
        }
        return state.results.map { $0 ?? .failure(JobError(job: "?", message: "not rendered")) }
    }

    /// The job counter and result slots, behind a lock.
    private final class SharedState: @unchecked Sendable {
        private let lock = NSLock()
        private var cursor = 0
        private let count: Int
        private(set) var results: [Result<String, JobError>?]

        init(count: Int) {
            self.count = count
            results = Array(repeating: nil, count: count)
        }

        func next() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard cursor < count else { return nil }
            cursor += 1
            return cursor - 1
        }

        func store(_ result: Result<String, JobError>, at index: Int) {
            lock.lock()
            results[index] = result
            lock.unlock()
        }
    }
}
