/// How many edits (insertions, deletions, substitutions, swaps of neighbours) turn one text into
/// another: the measure of "did you mean", for catalog words and for command names alike.
public enum EditDistance {
    /// The edit distance of the bytes of `a` and `b`, or nil when it is over `limit`.
    public static func between(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>, limit: Int) -> Int? {
        let a = Array(a), b = Array(b)
        if a == b { return 0 }
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var before = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0 ... b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1 ... a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1 ... b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (before, previous, current) = (previous, current, before)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }

    /// The one of `candidates` closest to `word` within `limit` edits (the first of equals), or nil.
    public static func closest(to word: String, among candidates: [String], limit: Int) -> String? {
        var best: (String, Int)?
        for candidate in candidates {
            guard let distance = between(word.utf8, candidate.utf8, limit: best.map { $0.1 - 1 } ?? limit) else { continue }
            best = (candidate, distance)
        }
        return best?.0
    }
}
