import PlacesDomain

/// The names of a whole list, folded once, answering "which entries contain this text" from bit sets.
///
/// An index is a sequence of ``SearchIndexSegment``s, numbered on from one to the next. A query ANDs the sets of the
/// classes its bytes and byte pairs fall into, which rules out nearly every name that cannot match while reading a
/// few kilobytes, and checks only the names left byte by byte.
package struct SearchIndex: Sendable {
    private let segments: [SearchIndexSegment]
    /// The position of each segment's first entry.
    private let bases: [Int]
    /// How many entries the index holds.
    package let count: Int

    /// An index made of `segments`, in order.
    package init(segments: [SearchIndexSegment]) {
        self.segments = segments
        var bases: [Int] = []
        var total = 0
        for segment in segments {
            bases.append(total)
            total += segment.count
        }
        self.bases = bases
        count = total
    }

    /// The positions (0-based, ascending) of the named entries whose folded name contains `needle`: what
    /// `FoldedNames.positions(containing:)` answers, read from the bit sets.
    package func positions(containing needle: [UInt8]) -> [Int] {
        var required: UInt64 = 1 << UInt64(SearchByteClasses.named)
        for byte in needle { required |= SearchByteClasses.bit(for: byte) }
        var classes: [Int] = []
        var remaining = required
        while remaining != 0 {
            classes.append(remaining.trailingZeroBitCount)
            remaining &= remaining &- 1
        }
        for index in needle.indices.dropFirst() {
            let pair = SearchByteClasses.pairBase + SearchByteClasses.pair(needle[index - 1], needle[index])
            if !classes.contains(pair) { classes.append(pair) }
        }
        // The sets answer alone for an empty needle (a query of combining marks) or one exactly-classed byte.
        let setsAreEnough = needle.isEmpty || (needle.count == 1 && SearchByteClasses.isExact(needle[0]))
        var result: [Int] = []
        for (segment, base) in zip(segments, bases) {
            if setsAreEnough {
                Self.collectFromSets(segment, classes, offset: base, into: &result)
            } else {
                Self.collectChecked(segment, classes, needle, offset: base, into: &result)
            }
        }
        return result
    }

    private static func collectFromSets(_ segment: SearchIndexSegment, _ classes: [Int], offset: Int, into result: inout [Int]) {
        segment.sets.withUnsafeBufferPointer { sets in
            // Count, then fill one exact allocation: a one-letter query matches most names.
            var total = 0
            for word in 0..<segment.wordCount { total += candidates(sets, classes, word, segment.wordCount).nonzeroBitCount }
            result.reserveCapacity(result.count + total)
            for word in 0..<segment.wordCount {
                var bits = candidates(sets, classes, word, segment.wordCount)
                while bits != 0 {
                    result.append((word << 6 | bits.trailingZeroBitCount) + offset)
                    bits &= bits &- 1
                }
            }
        }
    }

    private static func collectChecked(
        _ segment: SearchIndexSegment,
        _ classes: [Int],
        _ needle: [UInt8],
        offset: Int,
        into result: inout [Int]
    ) {
        segment.sets.withUnsafeBufferPointer { sets in
            segment.folded.bytes.withUnsafeBufferPointer { bytes in
                segment.folded.starts.withUnsafeBufferPointer { starts in
                    needle.withUnsafeBufferPointer { needle in
                        for word in 0..<segment.wordCount {
                            var bits = candidates(sets, classes, word, segment.wordCount)
                            while bits != 0 {
                                let position = word << 6 | bits.trailingZeroBitCount
                                bits &= bits &- 1
                                if contains(bytes, from: Int(starts[position]), to: Int(starts[position + 1]), needle) {
                                    result.append(position + offset)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// The names of one 64-name word that have every class in `classes`.
    @inline(__always)
    private static func candidates(_ sets: UnsafeBufferPointer<UInt64>, _ classes: [Int], _ word: Int, _ wordCount: Int) -> UInt64 {
        var bits = UInt64.max
        for set in classes { bits &= sets[set * wordCount + word] }
        return bits
    }

    /// Whether `bytes[start..<end]` contains `needle` (at least one byte long). Names are short, so a plain
    /// first-byte scan beats anything cleverer.
    @inline(__always)
    static func contains(
        _ bytes: UnsafeBufferPointer<UInt8>,
        from start: Int,
        to end: Int,
        _ needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        let length = needle.count
        guard length <= end - start else { return false }
        let first = needle[0]
        var index = start
        let last = end - length
        while index <= last {
            if bytes[index] == first {
                var offset = 1
                while offset < length && bytes[index + offset] == needle[offset] { offset += 1 }
                if offset == length { return true }
            }
            index += 1
        }
        return false
    }
}
