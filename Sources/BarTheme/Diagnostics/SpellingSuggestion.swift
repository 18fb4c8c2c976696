/// Finds the closest known word to a misspelt one, for "did you mean" hints.
public enum SpellingSuggestion {
    /// The candidate with the smallest edit distance, if it is close enough to be a likely typo
    /// (at most a third of the word's length, and at least 1 edit allowed). Case differences cost 0.5.
    public static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let limit = max(1.0, Double(word.count) / 3.0)
        var best: (String, Double)?
        for candidate in candidates {
            let d = distance(word, candidate)
            if d <= limit, best == nil || d < best!.1 {
                best = (candidate, d)
            }
        }
        return best?.0
    }

    /// Levenshtein distance where a letter that differs only by case costs 0.5.
    public static func distance(_ a: String, _ b: String) -> Double {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return Double(b.count) }
        if b.isEmpty { return Double(a.count) }
        var previous = (0...b.count).map(Double.init)
        var current = [Double](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = Double(i)
            for j in 1...b.count {
                let substitution: Double =
                    a[i - 1] == b[j - 1] ? 0 : (a[i - 1].lowercased() == b[j - 1].lowercased() ? 0.5 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
