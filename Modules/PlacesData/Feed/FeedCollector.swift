import PlacesDomain
import PlacesSystem

/// Entries as they are parsed: the usable locations and how many were skipped, and for a document that will be
/// rewritten, where each usable entry's text is.
struct FeedCollector {
    var locations: [Location] = []
    var skipped = 0
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
        let bytes = locations.capacity * MemoryLayout<Location>.stride
        locations.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { MemoryAdvice.preferHugePages(UnsafeMutableRawPointer(base), byteCount: bytes) }
        }
    }

    mutating func add(_ entry: LocationDTO?, from start: Int, to end: Int) {
        if let location = entry?.toDomain() {
            locations.append(location)
            if entryRanges != nil {
                entryRanges?.append(start..<end)
                entryNumbers.append(entry?.number)
            }
        } else {
            skipped += 1
        }
    }

    mutating func append(_ other: FeedCollector) {
        locations.append(contentsOf: other.locations)
        skipped += other.skipped
    }
}
