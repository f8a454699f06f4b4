/// Levenshtein distance over folded bytes, used to suggest names after a typo.
package enum EditDistance {
    /// The number of single-byte insertions, deletions, substitutions and swaps of two neighbours that turn `a`
    /// into `b`.
    ///
    /// - Parameters:
    ///   - a: The first byte string.
    ///   - b: The second byte string.
    ///   - limit: Once every cell of a row exceeds this, the exact answer no longer matters and `limit + 1` is
    ///     returned early.
    package static func between(_ a: some Collection<UInt8>, _ b: some Collection<UInt8>, limit: Int) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        // Two letters swapped ("lsit") count as one edit, as people make them: the optimal string alignment
        // distance, which needs the row before the previous one.
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        var previousMinimum = 0
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
                rowMinimum = min(rowMinimum, current[j])
            }
            // A swap reaches back two rows, so only two rows past the limit end the search.
            if rowMinimum > limit && previousMinimum > limit { return limit + 1 }
            previousMinimum = rowMinimum
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }

    /// The did-you-mean rule, for every list of names — the list's (``LocationCatalog/resolve(name:)``) and the
    /// gazetteer's (``Gazetteer/closestNames(to:)``): up to three positions of the names closest to `folded` by edit
    /// distance, closest first and then by position, one per name. Farther than a third of the text's length (and
    /// at least 2) is no longer a typo but a different name.
    ///
    /// - Parameters:
    ///   - folded: What was typed, folded as search folds it.
    ///   - names: Calls `visit` with each name's position and its folded bytes.
    package static func suggestions(
        for folded: [UInt8],
        in names: (_ visit: (_ position: Int, _ name: ArraySlice<UInt8>) -> Void) -> Void
    ) -> [Int] {
        let limit = max(2, folded.count / 3)
        var best: [(distance: Int, position: Int, name: ArraySlice<UInt8>)] = []
        names { position, name in
            guard abs(name.count - folded.count) <= limit else { return }
            let distance = between(folded, name, limit: limit)
            if distance <= limit { best.append((distance, position, name)) }
        }
        best.sort { ($0.distance, $0.position) < ($1.distance, $1.position) }
        var seen = Set<ArraySlice<UInt8>>()
        var result: [Int] = []
        for candidate in best where seen.insert(candidate.name).inserted {
            result.append(candidate.position)
            if result.count == 3 { break }
        }
        return result
    }

    /// The name in `names` a mistyped `word` most likely meant: the only one it begins, or else the one at the
    /// least edit distance when that is at most 2 and no other is as close; `nil` when none is plausible.
    ///
    /// - Parameters:
    ///   - word: What was typed.
    ///   - names: The names it may have meant.
    package static func closest(to word: String, among names: [String]) -> String? {
        let typed = Array(word.lowercased().utf8)
        guard typed.count >= 2 else { return nil }
        let prefixed = names.filter { $0.lowercased().utf8.starts(with: typed) }
        if prefixed.count == 1 { return prefixed[0] }
        let scored = names.map { (name: $0, distance: between(typed, $0.lowercased().utf8, limit: 2)) }.filter { $0.distance <= 2 }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return scored.filter { $0.distance == best.distance }.count == 1 ? best.name : nil
    }
}
