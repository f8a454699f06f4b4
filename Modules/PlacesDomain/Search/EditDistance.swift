/// Levenshtein distance over folded bytes, used to suggest names after a typo.
enum EditDistance {
    /// The number of single-byte insertions, deletions and substitutions that turn `a` into `b`.
    ///
    /// - Parameters:
    ///   - a: The first byte string.
    ///   - b: The second byte string.
    ///   - limit: Once every cell of a row exceeds this, the exact answer no longer matters and `limit + 1` is
    ///     returned early.
    static func between(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
