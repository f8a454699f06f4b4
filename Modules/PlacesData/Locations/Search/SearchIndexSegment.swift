package import PlacesDomain

/// The class bit sets of a run of consecutive entries' folded names: the piece a ``SearchIndex`` is made of.
///
/// A segment depends on its own names only, so a long list can be cut into segments that are built independently,
/// on several threads at once, and a ``SearchIndex`` queries them in order
/// without joining them. The names come folded (``FoldedNames``): folding happens once per list, not per segment.
///
/// For each class (see `SearchByteClasses`) a segment keeps one bit per name, saying whether the folded name
/// contains a byte or an adjacent byte pair of that class: 29 KB per class for 235,000 names.
package struct SearchIndexSegment: Sendable {
    /// How many entries the segment holds.
    package var count: Int { folded.count }
    /// The folded names the sets describe.
    let folded: FoldedNames
    /// Class-major bit sets: the bit for name `i` of class `c` is bit `i % 64` of `sets[c * wordCount + i / 64]`.
    let sets: [UInt64]
    let wordCount: Int

    /// Builds the bit sets of names folded already.
    package init(folded: FoldedNames) {
        let count = folded.count
        let wordCount = (count + 63) / 64
        var sets = [UInt64](repeating: 0, count: SearchByteClasses.count * wordCount)
        // Bits are gathered per 64 names in a small block and stored a word per class at a time: setting them straight
        // into the class-major sets touched a different page for every class of every name.
        var block = [UInt64](repeating: 0, count: SearchByteClasses.count)
        folded.bytes.withUnsafeBufferPointer { bytes in
            folded.starts.withUnsafeBufferPointer { starts in
                for position in 0..<count {
                    let start = Int(starts[position])
                    let end = Int(starts[position + 1])
                    var classes: UInt64 = folded.isNamed(position) ? 1 << UInt64(SearchByteClasses.named) : 0
                    var pairs: UInt64 = 0
                    for index in start..<end {
                        classes |= SearchByteClasses.bit(for: bytes[index])
                        if index > start { pairs |= 1 << UInt64(SearchByteClasses.pair(bytes[index - 1], bytes[index])) }
                    }
                    let bit: UInt64 = 1 << UInt64(position & 63)
                    Self.add(classes, base: 0, bit: bit, to: &block)
                    Self.add(pairs, base: SearchByteClasses.pairBase, bit: bit, to: &block)
                    if position & 63 == 63 || position == count - 1 {
                        let word = position >> 6
                        for set in 0..<block.count where block[set] != 0 {
                            sets[set * wordCount + word] = block[set]
                            block[set] = 0
                        }
                    }
                }
            }
        }
        self.folded = folded
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
}
