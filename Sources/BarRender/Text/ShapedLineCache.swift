import BarTheme

/// The lines a `TextEngine` has shaped, by text, style and width limit, so that a layout's
/// measuring and the painting of the same text (and a truncated title measured again) shape once.
/// Bounded: emptied when it reaches ``capacity`` lines, so a long run keeps memory flat. Shaping is
/// a pure function of the key, so the cache changes no result. One thread at a time, like its engine.
final class ShapedLineCache {
    /// What a shaped line depends on.
    struct Key: Hashable {
        let text: String
        let style: TextStyle
        let maxWidth: Double?
    }

    /// The most lines kept (a bar has a handful; many bars share titles and item labels).
    let capacity: Int
    private var lines: [Key: ShapedLine] = [:]
    /// How many lookups found their line already shaped, and how many shaped it (tests, benchmarks).
    private(set) var hits = 0, misses = 0

    init(capacity: Int = 256) { self.capacity = capacity }

    /// The line for `key`, shaped by `shape` only when it is not kept yet.
    func line(for key: Key, shape: () throws(RenderError) -> ShapedLine) throws(RenderError) -> ShapedLine {
        if let line = lines[key] {
            hits += 1
            return line
        }
        misses += 1
        let line = try shape()
        if lines.count >= capacity { lines.removeAll(keepingCapacity: true) }
        lines[key] = line
        return line
    }

    /// How many lines are kept.
    var count: Int { lines.count }
}
