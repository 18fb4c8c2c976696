/// Finds the closest known word to a misspelt one, for "did you mean" hints.
///
/// The search is bounded before it starts (docs/THEME-FORMAT.md, "Limits"; a 500 000-character
/// colour name and a 20 000-entry palette made it run for minutes, CHANGELOG.md, "Hostile inputs"):
/// words longer than `maximumWordLength` and candidate lists longer than `maximumCandidates` get no
/// suggestion at all.
public enum SpellingSuggestion {
    /// Longer words get no suggestion: nobody mistypes a key of this length.
    public static let maximumWordLength = 64
    /// More candidates than this get no suggestion (each costs an edit distance).
    public static let maximumCandidates = 1_000
    /// A word this long or longer may be suggested the candidate that contains it (`styles` →
    /// `userInterfaceStyles`) or that it contains (`barTintColorValue` → `barTintColor`).
    public static let minimumPartLength = 5

    /// The candidate with the smallest edit distance, if it is close enough to be a likely typo
    /// (at most a third of the word's length, and at least 1 edit allowed). Case differences cost 0.5.
    /// Failing that, the shortest candidate that contains the word or that the word contains
    /// (case-insensitively), when both are at least `minimumPartLength` long. Candidates are tried
    /// in the order given, so give them sorted for a deterministic answer.
    /// `limit` bounds the candidates (`maximumCandidates` unless the caller's own fixed list is
    /// longer, as BarTheme's SF Symbol names are).
    public static func closest<C: Collection<String>>(to word: String, in candidates: C, limit: Int = maximumCandidates) -> String? {
        // Checked before anything is done per character or per candidate.
        guard word.utf8.count <= maximumWordLength * 4, word.count <= maximumWordLength,
            candidates.count <= limit, !word.isEmpty
        else { return nil }
        let limit = max(1.0, Double(word.count) / 3.0)
        let length = word.count
        var best: (String, Double)?
        for candidate in candidates {
            // The distance is at least the difference in length: skip the computation when that alone is too far.
            guard Double(abs(candidate.count - length)) <= limit else { continue }
            let d = distance(word, candidate)
            if d <= limit, best == nil || d < best!.1 {
                best = (candidate, d)
            }
        }
        // A near miss (one edit) wins; otherwise a candidate containing the word (`styles` →
        // `userInterfaceStyles`) beats a looser edit-distance match (`scales`).
        if let best, best.1 <= 1 { return best.0 }
        return part(word, in: candidates) ?? best?.0
    }

    /// `closest(to:in:)` over candidates in no particular order (a dictionary's keys): the count is
    /// checked before they are sorted.
    public static func closest<C: Collection<String>>(
        to word: String, amongUnordered candidates: C, limit: Int = maximumCandidates
    ) -> String? {
        guard candidates.count <= limit, word.count <= maximumWordLength else { return nil }
        return closest(to: word, in: candidates.sorted(), limit: limit)
    }

    /// The shortest candidate containing the word, or contained in it (case-insensitive).
    static func part<C: Collection<String>>(_ word: String, in candidates: C) -> String? {
        guard word.count >= minimumPartLength else { return nil }
        let lower = word.lowercased()
        var best: String?
        for candidate in candidates where candidate.count >= minimumPartLength && candidate != word {
            let other = candidate.lowercased()
            guard other.contains(lower) || lower.contains(other) else { continue }
            if best == nil || candidate.count < best!.count { best = candidate }
        }
        return best
    }

    /// Edit distance (Levenshtein plus the swap of two neighbouring letters, `brnad` → `brand`,
    /// as one edit) where a letter that differs only by case costs 0.5.
    public static func distance(_ a: String, _ b: String) -> Double {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return Double(b.count) }
        if b.isEmpty { return Double(a.count) }
        var beforePrevious = [Double](repeating: 0, count: b.count + 1)
        var previous = (0...b.count).map(Double.init)
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = Double(i)
            for j in 1...b.count {
                let substitution: Double =
                    a[i - 1] == b[j - 1] ? 0 : (a[i - 1].lowercased() == b[j - 1].lowercased() ? 0.5 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1], a[i - 1] != a[i - 2] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
