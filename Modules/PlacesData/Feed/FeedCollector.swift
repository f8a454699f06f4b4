import PlacesDomain
import PlacesSystem

/// Entries as they are parsed: the usable locations and how many were skipped, and for a document that will be
/// rewritten, where each usable entry's text is.
struct FeedCollector {
    var locations: [Location] = []
    var skipped = 0
    /// The usable entries' names folded for search, as they are parsed: on the parser's thread, so a document split
    /// between two threads is folded in two parts at once. A tail's part is kept as it is, never copied.
    var folded: [FoldedNames]
    /// The byte range of each usable entry, in step with ``locations``; `nil` unless asked for.
    var entryRanges: [Range<Int>]?
    /// The bytes between the location list's brackets.
    var listInterior: Range<Int>?
    /// Where the document's top object starts (its `{`), when it is an object.
    var topObject: Int?
    /// The document's `next_number`, when it has one.
    var nextNumber: StoredNumber?
    /// Each usable entry's `number`, in step with ``locations``, when entry ranges are asked for.
    var entryNumbers: [StoredNumber?] = []

    init(expected: Int) {
        locations.reserveCapacity(expected)
        folded = [FoldedNames(reservingCapacity: expected)]
        let bytes = locations.capacity * MemoryLayout<Location>.stride
        locations.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { MemoryAdvice.preferHugePages(UnsafeMutableRawPointer(base), byteCount: bytes) }
        }
    }

    mutating func add(_ entry: LocationDTO?, from start: Int, to end: Int, in document: UnsafeBufferPointer<UInt8>) {
        if let entry, let location = entry.toDomain() {
            locations.append(location)
            // A printable ASCII name is stored as it is unless a space at either end was trimmed.
            if let ascii = entry.asciiName, !ascii.isEmpty, document[ascii.lowerBound] != 0x20, document[ascii.upperBound - 1] != 0x20 {
                folded[folded.count - 1].append(ascii: UnsafeBufferPointer(rebasing: document[ascii]))
            } else {
                folded[folded.count - 1].append(location.name)
            }
            if entryRanges != nil {
                entryRanges?.append(start..<end)
                entryNumbers.append(entry.number)
            }
        } else {
            skipped += 1
        }
    }

    /// Appends `other`'s entries after these, moving its locations rather than copying them, and leaves `other`
    /// holding as many unnamed locations.
    ///
    /// Copying a tail's 117,000 locations (a retain of each name, through the type's value witness) and releasing
    /// them with the tail was a tenth of a large one-shot command, on its critical path. Moved, no name is retained or
    /// released: the list grows by unnamed placeholders, which own nothing, and they change places with `other`'s.
    mutating func append(moving other: inout FeedCollector) {
        let count = other.locations.count
        if let first = other.locations.first {
            let start = locations.count
            let placeholder = Location(name: nil, coordinate: first.coordinate)
            locations.reserveCapacity(start + count)
            for _ in 0..<count { locations.append(placeholder) }
            locations.withUnsafeMutableBufferPointer { target in
                other.locations.withUnsafeMutableBufferPointer { source in
                    guard let to = target.baseAddress, let from = source.baseAddress else { return }
                    (to + start).moveUpdate(from: from, count: count)
                    from.initialize(repeating: placeholder, count: count)
                }
            }
        }
        folded += other.folded
        skipped += other.skipped
    }

    /// What was collected, as a decoded feed.
    var decoded: DecodedFeed {
        DecodedFeed(locations: locations, skippedEntries: skipped, folded: folded)
    }
}
