/// The folded names of a run of consecutive entries, end to end: what search compares (see `SearchFolding`).
///
/// Made once per list — for a feed, by the parser threads as they decode it, each for its own part — and read by
/// both ways of searching: a single search scans them (`SearchScan`), repeated ones use the bit sets of a
/// ``SearchIndexSegment`` built from them.
package struct FoldedNames: Sendable {
    /// Every folded name, end to end; name `i` is `bytes[starts[i] ..< starts[i + 1]]`, empty for an unnamed entry.
    private(set) var bytes: [UInt8] = []
    private(set) var starts: [Int32] = [0]
    /// One bit per entry, set when it has a name: an unnamed entry matches nothing, not even an empty query.
    private var named: [UInt64] = []

    /// No names yet, with room for about `count` of them.
    package init(reservingCapacity count: Int) {
        bytes.reserveCapacity(count * 12)
        starts.reserveCapacity(count + 1)
        named.reserveCapacity((count + 63) / 64)
    }

    /// The folded names of `locations`.
    package init(_ locations: ArraySlice<Location>) {
        self.init(reservingCapacity: locations.count)
        for location in locations { append(location.name) }
    }

    /// The folded `names`; `nil` for an unnamed entry.
    package init(names: [String?]) {
        self.init(reservingCapacity: names.count)
        for name in names { append(name) }
    }

    /// How many entries there are.
    package var count: Int { starts.count - 1 }

    /// Adds the next entry's name (already normalized, as ``Location/name`` is), or `nil` for an unnamed one.
    package mutating func append(_ name: String?) {
        guard let name else {
            if count & 63 == 0 { named.append(0) }
            starts.append(Int32(truncatingIfNeeded: bytes.count))
            return
        }
        appendNamed { out in
            var folding = SearchFolding()
            folding.append(name, to: &out)
        }
    }

    /// Adds the next entry's name given as its bytes, all ASCII (and normalized): the same as ``append(_:)`` with the
    /// `String`, without reading one.
    package mutating func append(ascii name: UnsafeBufferPointer<UInt8>) {
        appendNamed { SearchFolding.appendASCII(name, to: &$0) }
    }

    /// Adds the next entry's name given as its bytes, valid UTF-8 (and normalized): the same as ``append(_:)`` with
    /// the `String`, without making one.
    package mutating func append(utf8 name: UnsafeBufferPointer<UInt8>) {
        appendNamed { SearchFolding.appendUTF8(name, to: &$0) }
    }

    /// Adds a named entry whose folded bytes `fold` appends.
    private mutating func appendNamed(_ fold: (inout [UInt8]) -> Void) {
        let position = count
        if position & 63 == 0 { named.append(0) }
        fold(&bytes)
        named[position >> 6] |= 1 << UInt64(position & 63)
        starts.append(Int32(truncatingIfNeeded: bytes.count))
    }

    /// The folded form of entry `position`.
    package func name(at position: Int) -> ArraySlice<UInt8> {
        bytes[Int(starts[position])..<Int(starts[position + 1])]
    }

    /// Whether entry `position` has a name.
    package func isNamed(_ position: Int) -> Bool {
        named[position >> 6] & (1 << UInt64(position & 63)) != 0
    }
}
