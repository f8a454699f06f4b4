/// The folded names of a run of consecutive entries and their class bit sets: the piece a ``SearchIndex`` is made of.
///
/// Folding 235,000 names takes far longer than searching them, so it happens once, here, never per query. A segment
/// depends on its own names only, so a long list can be cut into segments that are built independently — on one
/// thread or several; the caller decides, Domain starts none — and a ``SearchIndex`` queries them in order without
/// joining them.
///
/// For each class (see `SearchByteClasses`) a segment keeps one bit per name, saying whether the folded name
/// contains a byte or an adjacent byte pair of that class: 29 KB per class for 235,000 names.
package struct SearchIndexSegment: Sendable {
    /// How many entries the segment holds.
    package let count: Int
    /// Every folded name, end to end; name `i` is `bytes[starts[i] ..< starts[i + 1]]`.
    let bytes: [UInt8]
    let starts: [Int32]
    /// Class-major bit sets: the bit for name `i` of class `c` is bit `i % 64` of `sets[c * wordCount + i / 64]`.
    let sets: [UInt64]
    let wordCount: Int

    /// Folds `names` (one per entry; `nil` for an unnamed one) and builds their bit sets.
    package init(names: some Collection<String?>) {
        let count = names.count
        let wordCount = (count + 63) / 64
        var folding = SearchFolding()
        var bytes: [UInt8] = []
        var starts: [Int32] = [0]
        bytes.reserveCapacity(count * 12)
        starts.reserveCapacity(count + 1)
        var sets = [UInt64](repeating: 0, count: SearchByteClasses.count * wordCount)
        // Bits are gathered per 64 names in a small block and stored a word per class at a time: setting them straight
        // into the class-major sets touched a different page for every class of every name.
        var block = [UInt64](repeating: 0, count: SearchByteClasses.count)
        for (position, name) in names.enumerated() {
            let start = bytes.count
            if let name { folding.append(name, to: &bytes) }
            var classes: UInt64 = name == nil ? 0 : 1 << UInt64(SearchByteClasses.named)
            var pairs: UInt64 = 0
            bytes.withUnsafeBufferPointer { buffer in
                for index in start..<buffer.count {
                    classes |= SearchByteClasses.bit(for: buffer[index])
                    if index > start { pairs |= 1 << UInt64(SearchByteClasses.pair(buffer[index - 1], buffer[index])) }
                }
            }
            let bit: UInt64 = 1 << UInt64(position & 63)
            Self.add(classes, base: 0, bit: bit, to: &block)
            Self.add(pairs, base: SearchByteClasses.pairBase, bit: bit, to: &block)
            starts.append(Int32(truncatingIfNeeded: bytes.count))
            if position & 63 == 63 || position == count - 1 {
                let word = position >> 6
                for set in 0..<block.count where block[set] != 0 {
                    sets[set * wordCount + word] = block[set]
                    block[set] = 0
                }
            }
        }
        self.count = count
        self.bytes = bytes
        self.starts = starts
        self.sets = sets
        self.wordCount = wordCount
    }

    private static func add(_ classes: UInt64, base: Int, bit: UInt64, to block: inout [UInt64]) {
        var remaining = classes
        while remaining != 0 {
            block[base + remaining.trailingZeroBitCount] |= bit
            remaining &= remaining &- 1
        }
    }

    /// The folded form of entry `position` (0-based within the segment).
    func foldedName(at position: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[position])..<Int(starts[position + 1])]
    }

    /// Whether entry `position` has a name.
    func isNamed(_ position: Int) -> Bool {
        sets[SearchByteClasses.named * wordCount + position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}
