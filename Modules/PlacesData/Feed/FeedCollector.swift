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
            entryRanges?.append(start..<end)
        } else {
            skipped += 1
        }
    }

    mutating func append(_ other: FeedCollector) {
        locations.append(contentsOf: other.locations)
        folded += other.folded
        skipped += other.skipped
    }

    /// What was collected, as a decoded feed.
    var decoded: DecodedFeed {
        DecodedFeed(locations: locations, skippedEntries: skipped, folded: folded)
    }
}
